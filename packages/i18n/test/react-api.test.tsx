import {
  type Dictionary,
  type I18nContextValue,
  I18nProvider,
  type Translate,
  useI18n,
  useTranslation,
} from '@clubshop/i18n';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

const danish: Dictionary = {
  'Basket.Title': 'Kurv',
  'Basket.Greeting': 'Hej {name}, du har {count} varer',
  'User.Orders.Open': 'Åben',
  'Date.Month.May': 'Maj (klub)',
};

function wrapper(props: { locale?: string; culture?: string; currency?: string; dictionary?: Dictionary }) {
  return ({ children }: { children: ReactNode }) => <I18nProvider {...props}>{children}</I18nProvider>;
}

const intlMoney = (locale: string, currency: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

function TranslatedTitle() {
  const t: Translate = useTranslation();
  return <h1>{t('Basket.Title')}</h1>;
}

function PriceLine() {
  const { t, formatMoney } = useI18n();
  return (
    <p>
      {t('Basket.Title')} {formatMoney(3)}
    </p>
  );
}

let setShopDictionary: (dictionary: Dictionary) => void = () => {};

function Shop() {
  const [dictionary, set] = useState<Dictionary>({});
  setShopDictionary = set;
  return (
    <I18nProvider locale="en-GB" currency="GBP" dictionary={dictionary}>
      <PriceLine />
    </I18nProvider>
  );
}

describe('useI18n without a provider', () => {
  it('gives the required defaults en-US / en / EUR', () => {
    const { result } = renderHook(() => useI18n());
    expect(result.current.locale).toBe('en-US');
    expect(result.current.culture).toBe('en');
    expect(result.current.currency).toBe('EUR');
  });

  it('translates to the key and formats with the defaults', () => {
    const { result } = renderHook(() => useI18n());
    expect(result.current.t('Error.Heading')).toBe('Error.Heading');
    expect(result.current.formatMoney(12.5)).toBe('€12.50');
    expect(result.current.formatMoney(12.5)).toBe(intlMoney('en-US', 'EUR', 12.5));
    expect(result.current.monthName(0)).toBe('January');
    expect(result.current.orderStatusLabel('Cancelled')).toBe('User.Orders.Cancelled');
  });

  it('useTranslation returns a key-echoing t', () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current('Some.Missing.Key')).toBe('Some.Missing.Key');
  });
});

describe('I18nProvider', () => {
  it('exposes the culture, translations and formatters of its props', () => {
    const { result } = renderHook(() => useI18n(), {
      wrapper: wrapper({ locale: 'da-DK', culture: 'da', currency: 'DKK', dictionary: danish }),
    });
    const i18n: I18nContextValue = result.current;
    expect([i18n.locale, i18n.culture, i18n.currency]).toEqual(['da-DK', 'da', 'DKK']);
    expect(i18n.t('Basket.Title')).toBe('Kurv');
    expect(i18n.t('Basket.Greeting', { name: 'Søren', count: 3 })).toBe('Hej Søren, du har 3 varer');
    expect(i18n.formatMoney(1234.5)).toBe(intlMoney('da-DK', 'DKK', 1234.5));
    expect(i18n.formatMoney(1234.5, 'EUR')).toBe(intlMoney('da-DK', 'EUR', 1234.5));
    expect(i18n.monthName(4)).toBe('Maj (klub)');
    expect(i18n.monthName(5)).toBe(
      new Intl.DateTimeFormat('da-DK', { month: 'long' }).format(new Date(2000, 5, 15)),
    );
    expect(i18n.orderStatusLabel('Open')).toBe('Åben');
    expect(i18n.orderStatusLabel('Complete')).toBe('User.Orders.Complete');
    expect(i18n.formatDate('2024-03-01T12:00:00Z', { timeZone: 'UTC' })).toBe('1.3.2024');
  });

  it('renders translated text through useTranslation', () => {
    render(
      <I18nProvider locale="da-DK" dictionary={danish}>
        <TranslatedTitle />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Kurv');
  });

  it('derives the culture from the locale and fills defaults for missing props', () => {
    const { result } = renderHook(() => useI18n(), { wrapper: wrapper({ locale: 'de-DE' }) });
    expect([result.current.locale, result.current.culture, result.current.currency]).toEqual([
      'de-DE',
      'de',
      'EUR',
    ]);
    const defaults = renderHook(() => useI18n(), { wrapper: wrapper({}) });
    expect([defaults.result.current.locale, defaults.result.current.culture]).toEqual(['en-US', 'en']);
  });

  it('follows prop changes: a loaded dictionary replaces the keys', () => {
    render(<Shop />);
    expect(screen.getByText(/Basket\.Title/).textContent).toBe('Basket.Title £3.00');
    act(() => setShopDictionary({ 'Basket.Title': 'Basket' }));
    expect(screen.getByText(/Basket/).textContent).toBe('Basket £3.00');
  });

  it('keeps the same value between renders while the props stay the same', () => {
    const dictionary = { a: 'b' };
    const { result, rerender } = renderHook(() => useI18n(), { wrapper: wrapper({ dictionary }) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

function OrderStatuses() {
  const { orderStatusLabel, monthName, formatDate } = useI18n();
  return (
    <ul>
      <li>{orderStatusLabel('Confirmed')}</li>
      <li>{orderStatusLabel('Open')}</li>
      <li>{monthName(2)}</li>
      <li>{formatDate('2024-03-01T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })}</li>
    </ul>
  );
}

describe('I18nProvider in a component tree', () => {
  it('renders translated labels, month names and dates of the culture', () => {
    render(
      <I18nProvider
        locale="de-DE"
        culture="de"
        currency="EUR"
        dictionary={{ 'User.Orders.Confirmed': 'Bestätigt', 'Date.Month.March': 'März (Verein)' }}
      >
        <OrderStatuses />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bestätigt',
      'User.Orders.Open',
      'März (Verein)',
      '1. März 2024',
    ]);
  });

  it('lets an inner provider set its own culture; it does not inherit the outer one', () => {
    const { result } = renderHook(() => useI18n(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider locale="da-DK" currency="DKK" dictionary={{ A: 'outer' }}>
          <I18nProvider currency="GBP">{children}</I18nProvider>
        </I18nProvider>
      ),
    });
    expect([result.current.locale, result.current.currency, result.current.t('A')]).toEqual([
      'en-US',
      'GBP',
      'A',
    ]);
  });

  it('builds a new value when a prop changes', () => {
    let currency = 'EUR';
    const { result, rerender } = renderHook(() => useI18n(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider currency={currency}>{children}</I18nProvider>
      ),
    });
    const euro = result.current;
    expect(euro.formatMoney(1)).toBe('€1.00');
    currency = 'GBP';
    rerender();
    expect(result.current).not.toBe(euro);
    expect(result.current.formatMoney(1)).toBe('£1.00');
  });

  it('gives the same t from useTranslation and useI18n', () => {
    const { result } = renderHook(() => ({ t: useTranslation(), i18n: useI18n() }), {
      wrapper: wrapper({ dictionary: { X: 'y' } }),
    });
    expect(result.current.t).toBe(result.current.i18n.t);
    expect(result.current.t('X')).toBe('y');
  });
});
