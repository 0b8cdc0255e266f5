'use client';

import { useI18n } from '@clubshop/i18n';
import { useId } from 'react';
import type { MoneyAmount } from '../../catalogue/price/money.ts';
import './basket-summary.css';

/**
 * The totals of a basket (the contract's `summary.totals`): `subTotal` at regular prices,
 * `discountTotal` (line discounts and vouchers, positive), `shippingTotal`, `total`.
 */
export interface BasketTotalsData {
  subTotal: MoneyAmount;
  discountTotal?: MoneyAmount | null | undefined;
  /** Absent until a shipping method is chosen: "calculated at checkout". */
  shippingTotal?: MoneyAmount | null | undefined;
  total: MoneyAmount;
}

/** Props of {@link BasketSummary}. */
export interface BasketSummaryProps {
  totals: BasketTotalsData;
  /** Number of items, shown in the heading. */
  quantity?: number | undefined;
  /** Heading level; default 2. */
  headingLevel?: 2 | 3 | undefined;
  /** Heading text; default the text of `Basket.Summary.Heading`. */
  heading?: string | undefined;
}

/**
 * The money of a basket or order: subtotal, discounts (when any), shipping (or "calculated at
 * checkout"), and the total, formatted in the site's culture and currency.
 *
 * Dictionary keys: `Basket.Summary.Heading`, `Basket.Summary.Items` (`{count}`, plural forms),
 * `Basket.Summary.Subtotal`, `Basket.Summary.Discount`, `Basket.Summary.Shipping`,
 * `Basket.Summary.ShippingLater`, `Basket.Summary.FreeShipping`, `Basket.Summary.Total`.
 */
export function BasketSummary({ totals, quantity, headingLevel = 2, heading }: BasketSummaryProps) {
  const { t, formatMoney } = useI18n();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const money = (value: MoneyAmount) => formatMoney(value.amount, value.currency ?? undefined);
  const discount = totals.discountTotal?.amount ?? 0;
  const shipping = totals.shippingTotal;
  return (
    <section className="cs-basket-summary" aria-labelledby={headingId}>
      <Heading id={headingId} className="cs-basket-summary__heading">
        {heading ?? t('Basket.Summary.Heading')}
        {quantity !== undefined && (
          <span className="cs-basket-summary__count">
            {' '}
            ({t('Basket.Summary.Items', { count: quantity })})
          </span>
        )}
      </Heading>
      <dl className="cs-basket-summary__rows">
        <div className="cs-basket-summary__row">
          <dt>{t('Basket.Summary.Subtotal')}</dt>
          <dd>{money(totals.subTotal)}</dd>
        </div>
        {discount > 0 && totals.discountTotal && (
          <div className="cs-basket-summary__row cs-basket-summary__row--discount">
            <dt>{t('Basket.Summary.Discount')}</dt>
            <dd>−{money(totals.discountTotal)}</dd>
          </div>
        )}
        <div className="cs-basket-summary__row">
          <dt>{t('Basket.Summary.Shipping')}</dt>
          <dd>
            {!shipping
              ? t('Basket.Summary.ShippingLater')
              : shipping.amount === 0
                ? t('Basket.Summary.FreeShipping')
                : money(shipping)}
          </dd>
        </div>
        <div className="cs-basket-summary__row cs-basket-summary__row--total">
          <dt>{t('Basket.Summary.Total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
