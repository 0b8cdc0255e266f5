import type { GeoPoint } from './geo-point.ts';

/** A centroid in a table: latitude, longitude in degrees, rounded to about a kilometre. */
export type Centroid = readonly [latitude: number, longitude: number];

/** One country's postcodes as the local geocoder knows them. */
export interface CountryPostcodes {
  /** The postcode written the country's way ("sw1y5ag" -> "SW1Y 5AG"), or null when it cannot be one. */
  canonical(postcode: string): string | null;
  /** The centre of the area a canonical postcode belongs to, or null when no such postcode exists. */
  centre(canonical: string): GeoPoint | null;
}

/** A table centroid as a point. */
export function pointOf(centroid: Centroid): GeoPoint {
  return { latitude: centroid[0], longitude: centroid[1] };
}

/**
 * The entry of a table of numeric range starts (sorted ascending) that covers `code`: the last
 * start not above it. An entry of `null` marks a range without postcodes.
 */
export function coveringRange(
  table: readonly (readonly [start: number, centroid: Centroid | null])[],
  code: number,
): Centroid | null {
  let found: Centroid | null = null;
  for (const [start, centroid] of table) {
    if (start > code) break;
    found = centroid;
  }
  return found;
}
