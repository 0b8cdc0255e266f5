import { I18nProvider } from '@clubshop/i18n';
import { isPurchasable, StockAvailability } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { catalogueDictionary } from '../test-utils/demo-products.ts';

describe('StockAvailability', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(<StockAvailability status="InPreorderStock" preorderDate="2026-08-01" />);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('each state in words; preorder with date and info (info only in full)', () => {
    const { rerender } = render(
      <I18nProvider locale="de-DE" dictionary={catalogueDictionary}>
        <StockAvailability
          status="InPreorderStock"
          preorderDate="2026-08-01T12:00:00Z"
          preorderInfo="Ships with the new season"
        />
      </I18nProvider>,
    );
    expect(screen.getByText('Available to preorder')).toBeTruthy();
    expect(screen.getByText('Expected 1. August 2026')).toBeTruthy();
    expect(screen.getByText('Ships with the new season')).toBeTruthy();
    rerender(
      <I18nProvider dictionary={catalogueDictionary}>
        <StockAvailability
          status="InPreorderStock"
          preorderInfo="Ships with the new season"
          variant="compact"
        />
      </I18nProvider>,
    );
    expect(screen.queryByText('Ships with the new season')).toBeNull();
    rerender(<StockAvailability status="OutOfStock" />);
    expect(screen.getByText('Product.Stock.OutOfStock')).toBeTruthy();
  });

  test('preorders can be bought, sold-out products cannot', () => {
    expect(isPurchasable('InStock')).toBe(true);
    expect(isPurchasable('InPreorderStock')).toBe(true);
    expect(isPurchasable('OutOfStock')).toBe(false);
  });
});
