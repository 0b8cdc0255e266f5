// @vitest-environment node
import { createI18n, formatDate, toValidDate } from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

const instant = '2024-03-01T12:00:00Z';
const utc = { timeZone: 'UTC' } as const;

describe('formatDate', () => {
  it('formats in the locale with Intl defaults (numeric date)', () => {
    expect(formatDate(instant, { locale: 'en-US', ...utc })).toBe('3/1/2024');
    expect(formatDate(instant, { locale: 'en-GB', ...utc })).toBe('01/03/2024');
    expect(formatDate(instant, { locale: 'de-DE', ...utc })).toBe('1.3.2024');
    expect(formatDate(instant, { locale: 'da-DK', ...utc })).toBe('1.3.2024');
  });

  it('defaults to en-US', () => {
    expect(formatDate(instant, utc)).toBe('3/1/2024');
  });

  it('accepts a Date, an ISO string and epoch milliseconds alike', () => {
    const date = new Date(instant);
    const expected = formatDate(date, { locale: 'de-DE', ...utc });
    expect(formatDate(instant, { locale: 'de-DE', ...utc })).toBe(expected);
    expect(formatDate(date.getTime(), { locale: 'de-DE', ...utc })).toBe(expected);
    expect(formatDate(0, { locale: 'en-US', ...utc })).toBe('1/1/1970');
  });

  it('passes Intl options through and matches Intl', () => {
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    for (const locale of ['en-GB', 'de-DE', 'da-DK', 'el-GR', 'ja-JP']) {
      expect(formatDate(instant, { locale, ...options })).toBe(
        new Intl.DateTimeFormat(locale, options).format(new Date(instant)),
      );
    }
    expect(formatDate(instant, { locale: 'de-DE', dateStyle: 'long', ...utc })).toBe('1. März 2024');
    expect(formatDate(instant, { locale: 'da-DK', dateStyle: 'long', ...utc })).toBe('1. marts 2024');
  });

  it('respects the time zone', () => {
    const lateEvening = '2024-03-01T23:30:00Z';
    expect(formatDate(lateEvening, { locale: 'en-US', timeZone: 'UTC' })).toBe('3/1/2024');
    expect(formatDate(lateEvening, { locale: 'en-US', timeZone: 'Europe/Copenhagen' })).toBe('3/2/2024');
  });

  it('gives different results for different options (no cache mix-up)', () => {
    const short = formatDate(instant, { locale: 'en-GB', month: 'short', ...utc });
    const long = formatDate(instant, { locale: 'en-GB', month: 'long', ...utc });
    expect([short, long]).toEqual(['Mar', 'March']);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('2024-13-45'))).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('throws RangeError for a malformed locale or time zone', () => {
    expect(() => formatDate(instant, { locale: 'not a locale!' })).toThrow(RangeError);
    expect(() => formatDate(instant, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('toValidDate', () => {
  it('returns a Date for valid input and undefined otherwise', () => {
    expect(toValidDate(instant)?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(toValidDate('nope')).toBeUndefined();
  });
});

describe('formatDate through the culture context', () => {
  it('uses the site locale; options cannot override it', () => {
    const i18n = createI18n({ locale: 'de-DE' });
    expect(i18n.formatDate(instant, utc)).toBe('1.3.2024');
    expect(i18n.formatDate(instant, { month: 'long', ...utc })).toBe('März');
  });
});
