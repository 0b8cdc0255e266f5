import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName: the single order shows the country, not its ISO code', () => {
  it('names the country in the shop language', () => {
    expect(countryName('DK', 'en-GB')).toBe('Denmark');
    expect(countryName('dk', 'de-DE')).toBe('Dänemark');
    expect(countryName('GB', 'da-DK')).toBe('Storbritannien');
  });

  it('shows what is not a known two-letter code as it is', () => {
    expect(countryName('Denmark', 'en-GB')).toBe('Denmark');
    expect(countryName('AA', 'en-GB')).toBe('AA');
  });
});
