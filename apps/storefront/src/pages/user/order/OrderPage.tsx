import { useOrder } from '@clubshop/auth';
import { useI18n, useTranslation } from '@clubshop/i18n';
import { OrderLines, OrderSummary } from '@clubshop/ui-kit';
import { useParams } from 'wouter';
import { PageHead } from '../../../head/PageHead.tsx';
import { OrderVat } from '../../../orders/OrderVat.tsx';
import { PageLoading } from '../../../shell/PageLoading.tsx';

/**
 * One order (/user/order-history/{orderId}/): ui-kit's OrderSummary (number, date, status label,
 * addresses, methods, comment, totals), the VAT included in the total, its parcels with their tracking links, every refund with
 * its amount and date, every return with the lines that came back, and the order's lines,
 * read-only.
 */
export default function OrderPage() {
  const t = useTranslation();
  const { formatMoney, formatLongDate } = useI18n();
  const { orderId } = useParams<{ orderId: string }>();
  const order = useOrder(orderId ? decodeURIComponent(orderId) : undefined);
  const head = (
    <PageHead
      title={order.data ? t('User.Orders.Order', { number: order.data.orderNumber }) : undefined}
      robotsIndex={false}
    />
  );
  if (order.isPending) return <PageLoading />;
  if (order.isError) throw order.error;
  const shipments = order.data.shipments ?? [];
  const refunds = order.data.refunds ?? [];
  const returns = order.data.returns ?? [];
  return (
    <>
      {head}
      <section className="sf-order">
        <OrderSummary order={order.data} />
        <OrderVat vat={order.data.vat} />
        {shipments.length > 0 ? (
          <section className="sf-order__shipments" aria-labelledby="sf-order-shipments">
            <h2 id="sf-order-shipments">{t('User.Orders.Shipments')}</h2>
            <ul>
              {shipments.map((shipment) => (
                <li key={`${shipment.carrier}-${shipment.trackingNumber}`}>
                  {t('User.Orders.Shipped', {
                    carrier: shipment.carrier,
                    date: formatLongDate(shipment.createdAt),
                  })}
                  {' · '}
                  {shipment.trackingUrl ? (
                    <a href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
                      {t('User.Orders.Track', { number: shipment.trackingNumber })}
                    </a>
                  ) : (
                    t('User.Orders.TrackingNumber', { number: shipment.trackingNumber })
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {refunds.length > 0 ? (
          <section className="sf-order__refunds" aria-labelledby="sf-order-refunds">
            <h2 id="sf-order-refunds">{t('User.Orders.Refunds')}</h2>
            <ul>
              {refunds.map((refund) => (
                <li key={`${refund.createdAt}-${refund.amount.amount}`}>
                  {t('User.Orders.Refunded', {
                    amount: formatMoney(refund.amount.amount, refund.amount.currency),
                    date: formatLongDate(refund.createdAt),
                  })}
                </li>
              ))}
            </ul>
            {order.data.refundedTotal && refunds.length > 1 ? (
              <p>
                {t('User.Orders.RefundedTotal', {
                  amount: formatMoney(order.data.refundedTotal.amount, order.data.refundedTotal.currency),
                })}
              </p>
            ) : null}
          </section>
        ) : null}
        {returns.length > 0 ? (
          <section className="sf-order__returns" aria-labelledby="sf-order-returns">
            <h2 id="sf-order-returns">{t('User.Orders.Returns')}</h2>
            <ul>
              {returns.flatMap((row) =>
                row.lines.map((line) => (
                  <li key={`${row.createdAt}-${line.name}-${line.color}-${line.size}`}>
                    {t('User.Orders.Returned', {
                      quantity: line.quantity,
                      name: `${line.name}, ${line.color}`,
                      size: line.size,
                      date: formatLongDate(row.createdAt),
                    })}
                  </li>
                )),
              )}
            </ul>
          </section>
        ) : null}
        <OrderLines lines={order.data.lines} />
      </section>
    </>
  );
}
