import { useReceipt } from '@clubshop/checkout';
import { useI18n } from '@clubshop/i18n';
import { BasketLines, BasketSummary } from '@clubshop/ui-kit';
import { useEffect, useRef } from 'react';
import { ErrorPage } from '../../errors/ErrorPage.tsx';
import { PageHead } from '../../head/PageHead.tsx';
import { OrderVat } from '../../orders/OrderVat.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useTracker } from '../../tracking/use-tracker.ts';

/**
 * The receipt (/receipt/, payment's return target): order number and status, the lines as
 * ordered and the totals (docs/product/requirements.md#entities: summary.total,
 * summary.shippingTotal). The paid basket is the one the server holds for the shopper (decision
 * 0076: the basket just paid, or the one paid last, by their `HttpOnly` cookies; no URL names
 * it), so a reload shows the same receipt; without one there is no receipt to show (404, as the
 * server answers). Tracks the purchase once.
 */
export default function ReceiptPage() {
  const { t } = useI18n();
  const tracker = useTracker();
  const receipt = useReceipt();
  const tracked = useRef(false);
  const head = <PageHead title={t('Receipt.Heading')} robotsIndex={false} />;

  useEffect(() => {
    if (!receipt.data || tracked.current) return;
    tracked.current = true;
    const { basket, summary } = receipt.data;
    tracker.ecommerce('purchase', {
      currency: summary.total.currency ?? basket.currency ?? 'EUR',
      transactionId: summary.orderNumber,
      value: summary.total.amount,
      shipping: summary.shippingTotal.amount,
      items: basket.lines.map((line) => ({
        id: line.productId,
        name: line.name,
        price: line.unitPrice.amount - line.unitDiscount.amount,
        quantity: line.quantity,
        category: line.categories[0],
      })),
    });
  }, [receipt.data, tracker]);

  if (receipt.isPending && receipt.fetchStatus !== 'idle') return <PageLoading />;
  if (!receipt.data) return <ErrorPage error={receipt.error ?? { statusCode: 404 }} />;
  const { basket, summary } = receipt.data;
  return (
    <>
      {head}
      <article className="sf-receipt">
        <h1>{t('Receipt.Heading')}</h1>
        <p>
          {t('Receipt.OrderNumber')}: <strong data-testid="order-number">{summary.orderNumber}</strong>
        </p>
        <p>{t('Receipt.Text')}</p>
        <BasketLines lines={basket.lines} readOnly />
        <BasketSummary
          totals={{
            subTotal: summary.subTotal,
            discountTotal: summary.discountTotal,
            shippingTotal: summary.shippingTotal,
            total: summary.total,
          }}
        />
        <OrderVat vat={summary.vat} />
      </article>
    </>
  );
}
