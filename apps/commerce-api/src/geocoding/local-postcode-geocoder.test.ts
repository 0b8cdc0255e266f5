import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from './geo-point.ts';
import { localPostcodeGeocoder, locatePostcode } from './local-postcode-geocoder.ts';

/** The distance in km from a located postcode to a place. */
function kmFrom(country: string, postcode: string, latitude: number, longitude: number): number {
  const located = locatePostcode(country, postcode);
  if (located.kind !== 'found') throw new Error(`${country} ${postcode}: ${located.kind}`);
  return greatCircleMetres(located.point, { latitude, longitude }) / 1000;
}

const COPENHAGEN = [55.676, 12.568] as const;
const HAMBURG = [53.551, 9.994] as const;
const LONDON = [51.507, -0.128] as const;
const BRISTOL = [51.454, -2.588] as const;

describe('the local postcode geocoder (decision 0072)', () => {
  it('places postcodes in their own city', () => {
    expect(kmFrom('DK', '2100', ...COPENHAGEN)).toBeLessThan(5);
    expect(kmFrom('dk', '8000', 56.157, 10.21)).toBeLessThan(2);
    expect(kmFrom('DE', '20457', ...HAMBURG)).toBeLessThan(3);
    expect(kmFrom('DE', '80331', 48.137, 11.575)).toBeLessThan(2);
    expect(kmFrom('GB', 'SW1Y 4JH', ...LONDON)).toBeLessThan(2);
    expect(kmFrom('GB', 'ec1a1bb', ...LONDON)).toBeLessThan(3);
    expect(kmFrom('GB', 'BS1 5TR', ...BRISTOL)).toBeLessThan(2);
    expect(kmFrom('GB', 'M1 1AE', 53.48, -2.24)).toBeLessThan(2);
    // SW19 is Wimbledon, not SW1 (Westminster): only a trailing letter falls back.
    expect(kmFrom('GB', 'SW19 5AE', ...LONDON)).toBeGreaterThan(5);
  });

  it('writes postcodes the country’s way and accepts an outward code alone', () => {
    expect(locatePostcode('GB', ' sw1a1aa ')).toMatchObject({ kind: 'found', postcode: 'SW1A 1AA' });
    expect(locatePostcode('GB', 'SW1Y')).toMatchObject({ kind: 'found', postcode: 'SW1Y' });
    expect(locatePostcode('DK', 'DK-2100')).toMatchObject({ kind: 'found', postcode: '2100' });
  });

  it('tells a malformed postcode from one that does not exist', () => {
    expect(locatePostcode('GB', 'ZZ99 9ZZ')).toEqual({ kind: 'unknown' });
    expect(locatePostcode('GB', '2100')).toEqual({ kind: 'malformed' });
    expect(locatePostcode('GB', 'SW1A 1A')).toEqual({ kind: 'malformed' });
    expect(locatePostcode('DE', '2045')).toEqual({ kind: 'malformed' });
    expect(locatePostcode('DE', '00123')).toEqual({ kind: 'unknown' });
    expect(locatePostcode('DE', '62000')).toEqual({ kind: 'unknown' });
    expect(locatePostcode('DK', '0900')).toEqual({ kind: 'unknown' });
    expect(locatePostcode('DK', '3900')).toEqual({ kind: 'unknown' });
    expect(locatePostcode('DK', '20457')).toEqual({ kind: 'malformed' });
  });

  it('knows no other countries, for the caller to decide', async () => {
    expect(await localPostcodeGeocoder.locate('FR', '75001')).toEqual({ kind: 'unsupportedCountry' });
  });

  it('measures great-circle distances', () => {
    // Copenhagen to Aarhus is about 157 km as the crow flies; London to Bristol about 171 km.
    const cph = { latitude: COPENHAGEN[0], longitude: COPENHAGEN[1] };
    expect(greatCircleMetres(cph, { latitude: 56.157, longitude: 10.21 }) / 1000).toBeCloseTo(157, -1);
    const london = { latitude: LONDON[0], longitude: LONDON[1] };
    expect(greatCircleMetres(london, { latitude: BRISTOL[0], longitude: BRISTOL[1] }) / 1000).toBeCloseTo(
      171,
      -1,
    );
    expect(greatCircleMetres(london, london)).toBe(0);
  });
});
