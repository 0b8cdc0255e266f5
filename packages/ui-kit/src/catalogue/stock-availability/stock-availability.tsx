'use client';

import { useI18n } from '@clubshop/i18n';
import type { StockStatus } from './stock-status.ts';
import './stock-availability.css';

/** Props of {@link StockAvailability}. */
export interface StockAvailabilityProps {
  status: StockStatus;
  /** Expected delivery of a preorder (ISO date, Date or epoch ms). */
  preorderDate?: string | Date | number | null | undefined;
  /** Free text about a preorder from the catalogue (e.g. "Ships with the new season"). */
  preorderInfo?: string | null | undefined;
  /** `compact` for cards: one short line. */
  variant?: 'compact' | 'full' | undefined;
}

/**
 * The stock state of a product or variant: in stock, out of stock, or available to preorder
 * (with the expected date and any info). The state is carried by text, not by colour alone.
 *
 * Dictionary keys: `Product.Stock.InStock`, `Product.Stock.OutOfStock`,
 * `Product.Stock.InPreorderStock`, `Product.Stock.PreorderDate` (`{date}`).
 */
export function StockAvailability({
  status,
  preorderDate,
  preorderInfo,
  variant = 'full',
}: StockAvailabilityProps) {
  const { t, formatDate } = useI18n();
  const date =
    status === 'InPreorderStock' && preorderDate != null
      ? formatDate(preorderDate, { day: 'numeric', month: 'long', year: 'numeric' })
      : '';
  return (
    <div className={`cs-stock cs-stock--${status} cs-stock--${variant}`}>
      <p className="cs-stock__status">
        <span className="cs-stock__dot" aria-hidden="true" />
        {t(`Product.Stock.${status}`)}
      </p>
      {date && <p className="cs-stock__detail">{t('Product.Stock.PreorderDate', { date })}</p>}
      {status === 'InPreorderStock' && preorderInfo && variant === 'full' && (
        <p className="cs-stock__detail">{preorderInfo}</p>
      )}
    </div>
  );
}
