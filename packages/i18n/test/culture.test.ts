// @vitest-environment node
import {
  ALL_MESSAGE_KEYS,
  createI18n,
  DEFAULT_CULTURE,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  MESSAGE_KEYS,
  resolveCulture,
} from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

describe('defaults', () => {
  it('are en-US / en / EUR (docs/product/requirements.md#constants)', () => {
    expect([DEFAULT_LOCALE, DEFAULT_CULTURE, DEFAULT_CURRENCY]).toEqual(['en-US', 'en', 'EUR']);
    expect(resolveCulture()).toEqual({ locale: 'en-US', culture: 'en', currency: 'EUR' });
  });
});

describe('resolveCulture', () => {
  it('keeps the demo sites as given', () => {
    expect(resolveCulture({ locale: 'en-GB', culture: 'en', currency: 'GBP' })).toEqual({
      locale: 'en-GB',
      culture: 'en',
      currency: 'GBP',
    });
    expect(resolveCulture({ locale: 'da-DK', culture: 'da', currency: 'DKK' }).culture).toBe('da');
  });

  it('derives the culture from the locale when only the locale is given', () => {
    expect(resolveCulture({ locale: 'de-DE' })).toEqual({ locale: 'de-DE', culture: 'de', currency: 'EUR' });
    expect(resolveCulture({ locale: 'DA_dk' }).culture).toBe('da');
    expect(resolveCulture({ locale: 'el' }).culture).toBe('el');
  });

  it('treats undefined, empty and blank values as missing and trims the rest', () => {
    expect(resolveCulture({ locale: undefined, culture: '', currency: '   ' })).toEqual(resolveCulture());
    expect(resolveCulture({ locale: ' en-GB ', culture: ' en ', currency: ' gbp ' })).toEqual({
      locale: 'en-GB',
      culture: 'en',
      currency: 'GBP',
    });
  });

  it('upper-cases the currency', () => {
    expect(resolveCulture({ currency: 'dkk' }).currency).toBe('DKK');
  });
});

describe('createI18n', () => {
  it('without options gives the defaults and a key-echoing t', () => {
    const i18n = createI18n();
    expect([i18n.locale, i18n.culture, i18n.currency]).toEqual(['en-US', 'en', 'EUR']);
    expect(i18n.t('Error.Heading')).toBe('Error.Heading');
    expect(i18n.formatMoney(1)).toBe('€1.00');
  });

  it('uses the locale for plural rules of t', () => {
    const i18n = createI18n({
      locale: 'da-DK',
      dictionary: { 'Items.one': '{count} vare', 'Items.other': '{count} varer' },
    });
    expect(i18n.t('Items', { count: 1 })).toBe('1 vare');
    expect(i18n.t('Items', { count: 2 })).toBe('2 varer');
  });

  it('binds every formatter to its own culture', () => {
    const gb = createI18n({ locale: 'en-GB', currency: 'GBP' });
    const dk = createI18n({ locale: 'da-DK', currency: 'DKK' });
    expect(gb.formatMoney(10)).toBe('£10.00');
    expect(dk.formatMoney(10)).toBe(
      new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(10),
    );
    expect(gb.monthName(4)).toBe('May');
    expect(dk.monthName(4)).toBe('maj');
  });
});

describe('MESSAGE_KEYS', () => {
  it('lists the keys the requirements name, without duplicates', () => {
    expect(MESSAGE_KEYS.errorHeading).toBe('Error.Heading');
    expect(MESSAGE_KEYS.newsletterSubmitError).toBe('Newsletter.SubmitError');
    expect(MESSAGE_KEYS.newsletterSubmitSuccess).toBe('Newsletter.SubmitSuccess');
    expect(MESSAGE_KEYS.orderStatus.Open).toBe('User.Orders.Open');
    expect(ALL_MESSAGE_KEYS).toContain('Date.Month.December');
    expect(ALL_MESSAGE_KEYS).toHaveLength(3 + 4 + 12);
    expect(new Set(ALL_MESSAGE_KEYS).size).toBe(ALL_MESSAGE_KEYS.length);
  });
});
