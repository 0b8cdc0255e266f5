// @vitest-environment node
import { createI18n, createTranslator, formatLongDate } from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

// Noon UTC: the 7th in every time zone the test may run in, counted in UTC below anyway.
const seventhOfDecember = '2026-12-07T12:00:00Z';

describe('formatLongDate: day, month name and year in the culture’s layout', () => {
  it('keeps the ordinal dot of German and Danish days', () => {
    expect(formatLongDate(seventhOfDecember, { locale: 'de-DE', timeZone: 'UTC' })).toBe('7. Dezember 2026');
    expect(formatLongDate(seventhOfDecember, { locale: 'da-DK', timeZone: 'UTC' })).toBe('7. december 2026');
    expect(formatLongDate(seventhOfDecember, { locale: 'en-GB', timeZone: 'UTC' })).toBe('7 December 2026');
  });

  it('names the month from the dictionary, in the locale’s layout', () => {
    const t = createTranslator({ 'Date.Month.December': 'Dezember (Klub)' });
    expect(formatLongDate(seventhOfDecember, { locale: 'de-DE', t, timeZone: 'UTC' })).toBe(
      '7. Dezember (Klub) 2026',
    );
  });

  it('counts the day and month in the time zone given', () => {
    expect(formatLongDate('2026-11-30T23:30:00Z', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      '1. Dezember 2026',
    );
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatLongDate('not a date', { locale: 'de-DE' })).toBe('');
  });

  it('is on the culture’s i18n value', () => {
    const i18n = createI18n({ locale: 'da-DK', dictionary: { 'Date.Month.December': 'december' } });
    expect(i18n.formatLongDate(new Date(2026, 11, 7, 12))).toBe('7. december 2026');
  });
});
