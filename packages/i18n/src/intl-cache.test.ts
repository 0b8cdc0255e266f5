// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDateTimeFormat, getNumberFormat, getPluralRules } from './intl-cache.ts';

describe('Intl formatter cache', () => {
  it('returns the same NumberFormat for the same locale and options, in any key order', () => {
    const first = getNumberFormat('da-DK', { style: 'currency', currency: 'DKK' });
    expect(getNumberFormat('da-DK', { currency: 'DKK', style: 'currency' })).toBe(first);
    expect(getNumberFormat('da-DK', { style: 'currency', currency: 'EUR' })).not.toBe(first);
    expect(getNumberFormat('de-DE', { style: 'currency', currency: 'DKK' })).not.toBe(first);
  });

  it('returns the same DateTimeFormat for the same locale and options', () => {
    const first = getDateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' });
    expect(getDateTimeFormat('de-DE', { timeZone: 'UTC', month: 'long' })).toBe(first);
    expect(getDateTimeFormat('de-DE', { month: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(getDateTimeFormat('de-DE', {})).not.toBe(first);
  });

  it('returns the same PluralRules per locale', () => {
    expect(getPluralRules('da-DK')).toBe(getPluralRules('da-DK'));
    expect(getPluralRules('da-DK')).not.toBe(getPluralRules('ja-JP'));
  });

  it('stays correct beyond its size limit', () => {
    const currencies = ['GBP', 'EUR', 'DKK', 'USD', 'SEK', 'NOK', 'CHF', 'JPY'];
    const locales = Array.from({ length: 40 }, (_, i) => `${i % 2 ? 'en-GB' : 'de-DE'}-u-nu-latn-x-c${i}`);
    for (const locale of locales) {
      for (const currency of currencies) {
        const format = getNumberFormat(locale, { style: 'currency', currency });
        expect(format.resolvedOptions().currency).toBe(currency);
      }
    }
  });
});
