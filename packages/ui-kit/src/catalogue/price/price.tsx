'use client';

import { useI18n } from '@clubshop/i18n';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import { isDiscounted, type MoneyAmount } from './money.ts';
import './price.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The regular price. */
  unitPrice: MoneyAmount;
  /** The reduced price; shown with the regular price struck through when lower. */
  discountPrice?: MoneyAmount | null | undefined;
  /** What the shopper saves; computed from the two prices when not given. */
  savings?: MoneyAmount | null | undefined;
  /** Show the "you save" line under a discounted price; default true. */
  showSavings?: boolean | undefined;
  /** `lg` on a product page, `md` in lists. */
  size?: 'md' | 'lg' | undefined;
}

/**
 * A price, or a discount price with the regular price struck through and the savings. Screen
 * readers hear "Now ... Was ..." rather than two bare numbers.
 *
 * Dictionary keys: `Product.Price.Now`, `Product.Price.Was`, `Product.Price.Savings` (`{amount}`).
 */
export function Price({ unitPrice, discountPrice, savings, showSavings = true, size = 'md' }: PriceProps) {
  const { t, formatMoney } = useI18n();
  const money = (value: MoneyAmount) => formatMoney(value.amount, value.currency ?? undefined);
  const className = `cs-price cs-price--${size}`;

  if (!isDiscounted(unitPrice, discountPrice)) {
    return (
      <p className={className}>
        <span className="cs-price__current">{money(unitPrice)}</span>
      </p>
    );
  }

  const saved = savings ?? {
    amount: unitPrice.amount - discountPrice.amount,
    currency: unitPrice.currency ?? undefined,
  };
  return (
    <p className={`${className} cs-price--discounted`}>
      <span className="cs-price__current">
        <VisuallyHidden>{t('Product.Price.Now')} </VisuallyHidden>
        {money(discountPrice)}
      </span>{' '}
      <s className="cs-price__before">
        <VisuallyHidden>{t('Product.Price.Was')} </VisuallyHidden>
        {money(unitPrice)}
      </s>
      {showSavings && saved.amount > 0 && (
        <span className="cs-price__savings">{t('Product.Price.Savings', { amount: money(saved) })}</span>
      )}
    </p>
  );
}
