import { I18nProvider } from '@clubshop/i18n';
import { BasketSummary } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { basketDictionary, demoTotals } from '../test-utils/demo-basket.ts';

function inCulture(children: ReactNode, locale = 'en-GB', currency = 'GBP') {
  return (
    <I18nProvider locale={locale} currency={currency} dictionary={basketDictionary}>
      {children}
    </I18nProvider>
  );
}

function row(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('BasketSummary', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(inCulture(<BasketSummary totals={demoTotals} quantity={4} />));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('subtotal, discounts, shipping and total in the site currency; items counted in plural', () => {
    render(inCulture(<BasketSummary totals={demoTotals} quantity={4} />));
    expect(screen.getByRole('region', { name: 'Order summary (4 items)' })).toBeTruthy();
    expect(row('Subtotal')).toBe('£228.00');
    expect(row('Discounts')).toBe('−£57.90');
    expect(row('Shipping')).toBe('£4.95');
    expect(row('Total')).toBe('£175.05');
  });

  test('no discount row without a discount; shipping later or free; Danish kroner', () => {
    const { rerender } = render(
      inCulture(
        <BasketSummary totals={{ subTotal: { amount: 499 }, total: { amount: 499 } }} quantity={1} />,
        'da-DK',
        'DKK',
      ),
    );
    expect(screen.queryByText('Discounts')).toBeNull();
    expect(row('Shipping')).toBe('Calculated at checkout');
    expect(row('Total')?.replace(/\s/g, ' ')).toBe('499,00 kr.');
    expect(screen.getByRole('heading').textContent).toBe('Order summary (1 item)');
    rerender(
      inCulture(
        <BasketSummary
          totals={{ subTotal: { amount: 60 }, shippingTotal: { amount: 0 }, total: { amount: 60 } }}
        />,
      ),
    );
    expect(row('Shipping')).toBe('Free');
  });
});
