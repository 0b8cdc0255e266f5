/**
 * Where a postcode lies: the seam between the drop point search and whoever knows postcodes
 * (decision 0072). The shop ships a local table (`local-postcode-geocoder.ts`); a carrier's or a
 * geocoding service's API can take its place through `AppDeps.postcodes` without the search
 * changing.
 */
import type { GeoPoint } from './geo-point.ts';

/** The answer of `PostcodeGeocoder.locate`. */
export type PostcodeLocation =
  /** The postcode's approximate centre (its district or town, not the street). */
  | {
      kind: 'found';
      point: GeoPoint /** How the country writes it ("SW1Y 5AG", "2100"). */;
      postcode: string;
    }
  /** Not written the way the country writes postcodes ("123" in Germany). */
  | { kind: 'malformed' }
  /** Written like one, but no such postcode exists ("ZZ99 9ZZ" in Great Britain). */
  | { kind: 'unknown' }
  /** The geocoder knows no postcodes of this country; the caller decides what to do. */
  | { kind: 'unsupportedCountry' };

/** Locates postcodes within a country. */
export interface PostcodeGeocoder {
  /**
   * Where `postcode` lies in `country` (ISO 3166-1 alpha-2, any case).
   *
   * @example await geocoder.locate('DK', '2100') // { kind: 'found', point: { latitude: 55.71, longitude: 12.58 }, postcode: '2100' }
   */
  locate(country: string, postcode: string): Promise<PostcodeLocation>;
}
