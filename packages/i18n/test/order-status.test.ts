// @vitest-environment node
import {
  createI18n,
  createTranslator,
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabel,
  orderStatusLabelKey,
} from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

describe('orderStatusLabelKey', () => {
  it('maps each status to User.Orders.<Status>', () => {
    expect(orderStatusLabelKey('Confirmed')).toBe('User.Orders.Confirmed');
    expect(orderStatusLabelKey('Open')).toBe('User.Orders.Open');
    expect(orderStatusLabelKey('Cancelled')).toBe('User.Orders.Cancelled');
    expect(orderStatusLabelKey('Complete')).toBe('User.Orders.Complete');
  });

  it('covers exactly the four statuses of the requirements', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(['Cancelled', 'Complete', 'Confirmed', 'Open']);
    expect(new Set(ORDER_STATUSES.map(orderStatusLabelKey)).size).toBe(4);
  });
});

describe('orderStatusLabel', () => {
  const german = createTranslator({
    'User.Orders.Confirmed': 'Bestätigt',
    'User.Orders.Open': 'Offen',
    'User.Orders.Cancelled': 'Storniert',
    'User.Orders.Complete': 'Abgeschlossen',
  });

  it('translates every status', () => {
    const labels = ORDER_STATUSES.map((status) => orderStatusLabel(status, german));
    expect(labels).toEqual(['Bestätigt', 'Offen', 'Storniert', 'Abgeschlossen']);
  });

  it('shows the key when a translation is missing', () => {
    const partial = createTranslator({ 'User.Orders.Open': 'Åben' });
    expect(orderStatusLabel('Open', partial)).toBe('Åben');
    expect(orderStatusLabel('Complete', partial)).toBe('User.Orders.Complete');
  });

  it('works through the culture context', () => {
    const i18n = createI18n({ locale: 'da-DK', dictionary: { 'User.Orders.Cancelled': 'Annulleret' } });
    expect(i18n.orderStatusLabel('Cancelled')).toBe('Annulleret');
    expect(i18n.orderStatusLabel('Confirmed')).toBe('User.Orders.Confirmed');
  });
});

describe('isOrderStatus', () => {
  it('accepts the four statuses and nothing else', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    for (const value of ['open', 'Shipped', '', null, undefined, 1, { status: 'Open' }]) {
      expect(isOrderStatus(value)).toBe(false);
    }
  });

  it('narrows an API value before looking up its label', () => {
    const fromApi: unknown = 'Open';
    const label = isOrderStatus(fromApi) ? orderStatusLabelKey(fromApi satisfies OrderStatus) : 'unknown';
    expect(label).toBe('User.Orders.Open');
  });
});
