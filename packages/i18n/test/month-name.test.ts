// @vitest-environment node
import { createI18n, createTranslator, MONTH_NAME_KEYS, monthName, monthNameKey } from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

const englishMonths = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2021, index, 1)),
);
const intlMonth = (locale: string, index: number) =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2021, index, 1));

describe('month name keys', () => {
  it('are Date.Month.<English name> for 0..11', () => {
    expect(MONTH_NAME_KEYS).toHaveLength(12);
    englishMonths.forEach((name, index) => {
      expect(monthNameKey(index)).toBe(`Date.Month.${name}`);
    });
    expect(monthNameKey(0)).toBe('Date.Month.January');
    expect(monthNameKey(11)).toBe('Date.Month.December');
  });

  it('are undefined outside the integers 0..11', () => {
    for (const index of [-1, 12, 13, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5]) {
      expect(monthNameKey(index)).toBeUndefined();
    }
  });
});

describe('monthName', () => {
  const danish = createTranslator({
    'Date.Month.January': 'Januar (klub)',
    'Date.Month.May': 'Maj',
    'Date.Month.December': '',
  });

  it('uses the dictionary when the key is translated', () => {
    expect(monthName(0, { t: danish, locale: 'da-DK' })).toBe('Januar (klub)');
    expect(monthName(4, { t: danish, locale: 'da-DK' })).toBe('Maj');
  });

  it("falls back to Intl's month name in the locale when the key is missing or empty", () => {
    expect(monthName(1, { t: danish, locale: 'da-DK' })).toBe('februar');
    expect(monthName(11, { t: danish, locale: 'da-DK' })).toBe('december');
    for (let index = 0; index < 12; index++) {
      expect(monthName(index, { t: createTranslator({}), locale: 'de-DE' })).toBe(intlMonth('de-DE', index));
    }
    expect(monthName(2, { locale: 'de-DE' })).toBe('März');
  });

  it('gives English names for 0..11 by default', () => {
    for (let index = 0; index < 12; index++) expect(monthName(index)).toBe(englishMonths[index]);
  });

  it('gives the names of other scripts from Intl', () => {
    for (const locale of ['el-GR', 'ja-JP', 'da-DK']) {
      for (let index = 0; index < 12; index++)
        expect(monthName(index, { locale })).toBe(intlMonth(locale, index));
    }
    expect(monthName(7, { locale: 'ja-JP' })).toBe('8月');
  });

  it('gives an empty string outside 0..11', () => {
    for (const index of [-1, 12, 2.5, Number.NaN]) {
      expect(monthName(index, { t: danish, locale: 'da-DK' })).toBe('');
    }
  });

  it('works through the culture context', () => {
    const i18n = createI18n({ locale: 'da-DK', dictionary: { 'Date.Month.March': 'Marts!' } });
    expect(i18n.monthName(2)).toBe('Marts!');
    expect(i18n.monthName(3)).toBe('april');
    expect(i18n.monthName(12)).toBe('');
  });
});
