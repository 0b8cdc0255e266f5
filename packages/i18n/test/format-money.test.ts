// @vitest-environment node
import { createI18n, formatMoney, formatVatRate } from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

// Intl's own output is the reference, so the expectations follow the runtime's ICU data; the exact
// strings below are the ones Node 20's ICU (74+) gives and pin the common cases.
const intl = (locale: string, currency: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

// Intl separates some symbols with a no-break space (U+00A0); make them visible in expectations.
const nbsp = '\u00a0';

describe('formatMoney for the demo sites', () => {
  const sites = [
    ['en-GB', 'GBP'],
    ['de-DE', 'EUR'],
    ['da-DK', 'DKK'],
    ['en-US', 'EUR'],
  ] as const;
  const amounts = [0, 1, 0.5, 9.99, 12.345, 1234.5, 1_000_000, -1, -1234.56];

  it.each(sites)('%s / %s matches Intl for every amount', (locale, currency) => {
    for (const amount of amounts) {
      expect(formatMoney(amount, { locale, currency })).toBe(intl(locale, currency, amount));
    }
  });

  it('gives the exact strings of the demo sites', () => {
    expect(formatMoney(1234.5, { locale: 'en-GB', currency: 'GBP' })).toBe('£1,234.50');
    expect(formatMoney(1234.5, { locale: 'de-DE', currency: 'EUR' })).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(1234.5, { locale: 'da-DK', currency: 'DKK' })).toBe(`1.234,50${nbsp}kr.`);
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'EUR' })).toBe('€1,234.50');
  });

  it('formats negative amounts with a minus sign', () => {
    expect(formatMoney(-19.99, { locale: 'en-GB', currency: 'GBP' })).toBe('-£19.99');
    expect(formatMoney(-19.99, { locale: 'de-DE', currency: 'EUR' })).toBe(`-19,99${nbsp}€`);
    expect(formatMoney(-19.99, { locale: 'da-DK', currency: 'DKK' })).toBe(`-19,99${nbsp}kr.`);
  });

  it('formats zero, negative zero and amounts that round to zero without a sign', () => {
    for (const [locale, currency] of sites) {
      const zero = intl(locale, currency, 0);
      expect(formatMoney(0, { locale, currency })).toBe(zero);
      expect(formatMoney(-0, { locale, currency })).toBe(zero);
      expect(formatMoney(-0.001, { locale, currency })).toBe(zero);
    }
    expect(formatMoney(0, { locale: 'en-GB', currency: 'GBP' })).toBe('£0.00');
  });

  it('rounds to the currency minor unit', () => {
    expect(formatMoney(9.999, { locale: 'en-GB', currency: 'GBP' })).toBe('£10.00');
    expect(formatMoney(1.005, { locale: 'en-GB', currency: 'GBP' })).toBe(intl('en-GB', 'GBP', 1.005));
    expect(formatMoney(1500, { locale: 'ja-JP', currency: 'JPY' })).toBe(intl('ja-JP', 'JPY', 1500));
    expect(formatMoney(1500.4, { locale: 'en-US', currency: 'JPY' })).toBe('¥1,500');
  });

  it('defaults to en-US and EUR', () => {
    expect(formatMoney(5)).toBe('€5.00');
    expect(formatMoney(5, { locale: 'de-DE' })).toBe(`5,00${nbsp}€`);
    expect(formatMoney(5, { currency: 'GBP' })).toBe('£5.00');
  });

  it('accepts a lower-case currency code', () => {
    expect(formatMoney(5, { locale: 'da-DK', currency: 'dkk' })).toBe(intl('da-DK', 'DKK', 5));
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, { locale: 'de-DE' })).toBe('');
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('throws RangeError for a malformed currency or locale, even for NaN', () => {
    expect(() => formatMoney(1, { currency: 'EURO' })).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, { currency: '€' })).toThrow(RangeError);
    expect(() => formatMoney(1, { locale: 'not a locale!' })).toThrow(RangeError);
  });

  it('gives the same result when called many times (cached formatter)', () => {
    const first = formatMoney(42, { locale: 'da-DK', currency: 'DKK' });
    for (let i = 0; i < 50; i++) expect(formatMoney(42, { locale: 'da-DK', currency: 'DKK' })).toBe(first);
    expect(formatMoney(42, { locale: 'de-DE', currency: 'DKK' })).toBe(intl('de-DE', 'DKK', 42));
  });
});

describe('formatMoney through the culture context', () => {
  it('uses the site locale and currency, and allows another currency', () => {
    const i18n = createI18n({ locale: 'en-GB', culture: 'en', currency: 'GBP' });
    expect(i18n.formatMoney(12)).toBe('£12.00');
    expect(i18n.formatMoney(12, 'EUR')).toBe('€12.00');
    expect(i18n.formatMoney(-3.5)).toBe('-£3.50');
  });
});

describe('formatVatRate', () => {
  it('writes a percent rate the locale way, up to two decimals', () => {
    expect(formatVatRate(25, 'da-DK')).toBe('25\u00a0%');
    expect(formatVatRate(19, 'de-DE')).toBe('19\u00a0%');
    expect(formatVatRate(20, 'en-GB')).toBe('20%');
    expect(formatVatRate(7.7, 'de-DE')).toBe('7,7\u00a0%');
    expect(formatVatRate(Number.NaN, 'en-GB')).toBe('');
  });
});
