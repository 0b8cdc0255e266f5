import { I18nProvider } from '@clubshop/i18n';
import { OrderLines, OrderList, OrderStatusLabel, OrderSummary } from '@clubshop/ui-kit';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { demoLines } from '../../basket/test-utils/demo-basket.ts';
import { inGbpWith } from '../../test-utils/in-gbp.tsx';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { demoOrder, demoOrders, ordersDictionary } from '../test-utils/demo-orders.ts';

const inGbp = inGbpWith(ordersDictionary);

describe('OrderList', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(inGbp(<OrderList orders={demoOrders} />));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('one row per order: date with the dictionary month, linked number, status label, items, total', () => {
    render(inGbp(<OrderList orders={demoOrders} />));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const first = within(rows[0]!);
    expect(first.getByText('2 November 2026')).toBeTruthy();
    expect(first.getByRole('link', { name: 'NB-1042' }).getAttribute('href')).toBe(
      '/user/order-history/o-1042/',
    );
    expect(first.getByText('Processing')).toBeTruthy();
    expect(first.getByText('£175.05')).toBeTruthy();
    expect(within(rows[1]!).getByText('Delivered')).toBeTruthy();
    expect(within(rows[1]!).getByText('20 August 2026')).toBeTruthy();
  });

  test('a German or Danish date keeps the ordinal dot after the day', () => {
    const order = { ...demoOrders[0]!, createdAt: '2026-12-07T12:00:00Z' };
    const { unmount } = render(
      <I18nProvider locale="de-DE" currency="EUR" dictionary={{ 'Date.Month.December': 'Dezember' }}>
        <OrderList orders={[order]} />
      </I18nProvider>,
    );
    expect(screen.getByText('7. Dezember 2026')).toBeTruthy();
    unmount();
    render(
      <I18nProvider locale="da-DK" currency="DKK" dictionary={{ 'Date.Month.December': 'december' }}>
        <OrderList orders={[order]} />
      </I18nProvider>,
    );
    expect(screen.getByText('7. december 2026')).toBeTruthy();
  });

  test('custom order links, empty and loading states', () => {
    const { rerender } = render(
      inGbp(<OrderList orders={demoOrders} hrefForOrder={(order) => `/orders/${order.orderNumber}`} />),
    );
    expect(screen.getByRole('link', { name: 'NB-0988' }).getAttribute('href')).toBe('/orders/NB-0988');
    rerender(inGbp(<OrderList orders={[]} />));
    expect(screen.getByText('You have no orders yet.')).toBeTruthy();
    rerender(inGbp(<OrderList orders={[]} loading />));
    expect(screen.getByRole('status').textContent).toContain('Loading orders');
  });
});

describe('OrderStatusLabel', () => {
  test('every status through its User.Orders.* key; untranslated shows the key', () => {
    render(
      inGbp(
        <>
          <OrderStatusLabel status="Confirmed" />
          <OrderStatusLabel status="Cancelled" />
        </>,
      ),
    );
    expect(screen.getByText('Confirmed').dataset.status).toBe('Confirmed');
    expect(screen.getByText('Cancelled').dataset.status).toBe('Cancelled');
    render(<OrderStatusLabel status="Complete" />);
    expect(screen.getByText('User.Orders.Complete')).toBeTruthy();
  });
});

describe('OrderSummary and OrderLines', () => {
  test('have no serious accessibility violations', async () => {
    const { container } = render(
      inGbp(
        <>
          <OrderSummary order={demoOrder} />
          <OrderLines lines={demoLines} />
        </>,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('number, date, status, address, methods, comment and totals', () => {
    render(inGbp(<OrderSummary order={demoOrder} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Order NB-1042' })).toBeTruthy();
    expect(screen.getByText('Placed on 2 November 2026')).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(screen.getByText('1 Stadium Way')).toBeTruthy();
    expect(screen.queryByText('Shipping address')).toBeNull();
    expect(screen.getByText('Home delivery')).toBeTruthy();
    expect(screen.getByText('Card')).toBeTruthy();
    expect(screen.getByText('Please leave with the neighbour at number 3.')).toBeTruthy();
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('£175.05');
  });

  test('receipt shape: methods as plain names', () => {
    render(
      inGbp(
        <OrderSummary order={{ ...demoOrder, shippingMethod: 'Parcel shop', paymentMethod: 'PayPal' }} />,
      ),
    );
    expect(screen.getByText('Parcel shop')).toBeTruthy();
    expect(screen.getByText('PayPal')).toBeTruthy();
  });

  test('order lines are read-only', () => {
    render(inGbp(<OrderLines lines={demoLines} />));
    expect(screen.getByRole('region', { name: 'Items' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByText(/^Qty: /)).toHaveLength(3);
  });
});
