/**
 * The postcode geocoder the shop ships (decision 0072): tables of postcode areas per country,
 * compiled in, so it needs no network. It knows Great Britain, Germany and Denmark, the demo's
 * countries; elsewhere it answers `unsupportedCountry`.
 */
import type { CountryPostcodes } from './country-postcodes.ts';
import { dePostcodes } from './de-postcodes.ts';
import { dkPostcodes } from './dk-postcodes.ts';
import { gbPostcodes } from './gb-postcodes.ts';
import type { PostcodeGeocoder, PostcodeLocation } from './postcode-geocoder.ts';

const COUNTRIES: Readonly<Record<string, CountryPostcodes>> = {
  GB: gbPostcodes,
  DE: dePostcodes,
  DK: dkPostcodes,
};

/**
 * Locates a postcode synchronously from the shipped tables (the `PostcodeGeocoder` contract
 * wraps it in a promise).
 */
export function locatePostcode(country: string, postcode: string): PostcodeLocation {
  const postcodes = COUNTRIES[country.trim().toUpperCase()];
  if (!postcodes) return { kind: 'unsupportedCountry' };
  const canonical = postcodes.canonical(postcode);
  if (canonical === null) return { kind: 'malformed' };
  const point = postcodes.centre(canonical);
  return point ? { kind: 'found', point, postcode: canonical } : { kind: 'unknown' };
}

/**
 * The shipped geocoder.
 *
 * @example await localPostcodeGeocoder.locate('DE', '20457') // Hamburg
 */
export const localPostcodeGeocoder: PostcodeGeocoder = {
  locate: async (country, postcode) => locatePostcode(country, postcode),
};
