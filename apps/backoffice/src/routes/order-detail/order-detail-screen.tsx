/**
 * One order: lines, addresses, shipments, payments and refunds; status changes (each sends the
 * ETag it read: a stale one is refused and the order read again; a double click answers the
 * order as it is), shipments with carrier and tracking number (one idempotency key per parcel),
 * refunds (one idempotency key per intended
 * refund, so a retried request never refunds twice), returns of chosen lines and quantities
 * (restocked and refunded, one key per return), and a packing slip printed by the
 * browser (print CSS leaves only the slip).
 */
import type { AdminOrder, OrderStatus } from '@clubshop/api-sdk/admin';
import { formatVatRate } from '@clubshop/i18n';
import { Alert, Button } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { fromMinor } from '../../app/money.ts';
import { Card } from '../../components/card.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { orderQuery, refreshOrder as refreshOrderOf } from './order-queries.ts';
import { RefundForm } from './refund-form.tsx';
import { ReturnForm } from './return-form.tsx';
import { ShipForm } from './ship-form.tsx';

const moveLabels = {
  Confirmed: 'Order.MarkConfirmed',
  Complete: 'Order.MarkComplete',
  Cancelled: 'Order.Cancel',
} as const;

function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return [];
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.address1 ?? address.street, address.address2].filter(Boolean).join(', ');
  const city = [address.postalCode ?? address.zipCode, address.city].filter(Boolean).join(' ');
  return [name, String(address.companyName ?? ''), street, city, String(address.country ?? '')].filter(
    (line) => line && line !== 'undefined',
  ) as string[];
}

export default function OrderDetail({ id }: { id: string }) {
  const { t, formatMoney, formatDate, locale } = useT();
  const client = useQueryClient();
  const order = useQuery(orderQuery(id));
  const [notice, setNotice] = useState<string | undefined>();
  const refreshOrder = (data?: AdminOrder, etag?: string) =>
    refreshOrderOf(client, id, data && etag ? { data, etag } : undefined);
  const status = useMutation({
    mutationFn: (to: Exclude<OrderStatus, 'Open'>) => admin.orders.setStatus(id, to, order.data?.etag ?? '*'),
    // One move at a time: a second click while the first is on its way sends nothing.
    scope: { id: `order-status-${id}` },
    onSuccess: ({ data, etag }) => {
      setNotice(t('Order.StatusChanged', { status: t(`Status.${data.status}`) }));
      refreshOrder(data, etag);
    },
    onError: () => refreshOrder(),
  });
  if (order.isPending) return <p>{t('App.Loading')}</p>;
  if (order.isError)
    return (
      <>
        <h1>{t('Orders.Title')}</h1>
        <ErrorMessage error={order.error} />
      </>
    );
  const data = order.data.data;
  const currency = data.total.currency;
  // The API's lifecycle says which moves are legal now: the screen offers those and no other.
  const moves = (data.nextStatuses ?? []).filter((to): to is Exclude<OrderStatus, 'Open'> => to !== 'Open');
  /** A form's change is done: its notice, and the order as it is now. */
  const noted = (message: string) => {
    setNotice(message);
    refreshOrder();
  };
  /** When a shipment, return or refund was made. */
  const when = (at: string) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (amount: { amount: number; currency?: string | undefined }) =>
    formatMoney(amount.amount, amount.currency ?? currency);
  const shipments = data.shipments ?? [];
  const shippedOf = new Map((data.fulfilment ?? []).map((line) => [line.lineId, line]));
  const leftToShip = (data.fulfilment ?? []).some((line) => line.shipped < line.quantity);
  return (
    <>
      <p className="bo-no-print">
        <Link href="/orders">{t('Order.Back')}</Link>
      </p>
      <h1>{t('Order.Title', { number: data.orderNumber })}</h1>
      <p>
        {formatDate(data.createdAt, { dateStyle: 'long', timeStyle: 'short' })} · {data.storeId} ·{' '}
        <strong>{t(`Status.${data.status}`)}</strong>
      </p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {status.isError ? <ErrorMessage error={status.error} /> : null}

      <Card id="status-heading" title={t('Order.ChangeStatus')} className="bo-no-print">
        <div className="bo-actions">
          {moves.length === 0 ? <p>{t('Order.NoMoves')}</p> : null}
          {moves.map((to) => (
            <Button
              key={to}
              variant={to === 'Cancelled' ? 'outline' : 'primary'}
              loading={status.isPending && status.variables === to}
              disabled={status.isPending}
              onClick={() => {
                if (!status.isPending) status.mutate(to);
              }}
            >
              {t(moveLabels[to])}
            </Button>
          ))}
          <Button variant="secondary" onClick={() => window.print()}>
            {t('Order.PackingSlip')}
          </Button>
        </div>
      </Card>

      <section className="bo-slip" aria-labelledby="lines-heading">
        <p className="bo-print-only">
          {t('Order.PackingSlipTitle')} · {data.orderNumber}
        </p>
        <h2 id="lines-heading">{t('Order.Lines')}</h2>
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('Order.Product')}</th>
              <th scope="col">{t('Order.Quantity')}</th>
              <th scope="col" className="bo-number bo-no-print">
                {t('Order.Price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.id}>
                <td data-label={t('Order.Product')}>
                  {line.name}
                  {line.properties.length > 0
                    ? ` (${line.properties.map((property) => `${property.label}: ${property.value}`).join(', ')})`
                    : ''}
                </td>
                <td data-label={t('Order.Quantity')}>
                  {line.quantity}
                  {shippedOf.get(line.id) ? (
                    <span className="bo-no-print">
                      {' '}
                      (
                      {t('Order.ShippedOf', {
                        shipped: shippedOf.get(line.id)?.shipped ?? 0,
                        quantity: line.quantity,
                      })}
                      )
                    </span>
                  ) : null}
                  {shippedOf.get(line.id)?.returned ? (
                    <span className="bo-no-print">
                      {' '}
                      ({t('Order.ReturnedOf', { returned: shippedOf.get(line.id)?.returned ?? 0 })})
                    </span>
                  ) : null}
                </td>
                <td className="bo-number bo-no-print" data-label={t('Order.Price')}>
                  {money(line.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bo-no-print">
            <tr>
              <th scope="row" colSpan={2}>
                {t('Orders.Total')}
              </th>
              <td className="bo-number">{money(data.total)}</td>
            </tr>
            {data.vat ? (
              <tr data-testid="order-vat">
                <th scope="row" colSpan={2}>
                  {t('Order.Vat', { rate: formatVatRate(data.vat.ratePercent, locale) })}
                </th>
                <td className="bo-number">{money(data.vat.amount)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
        <h2>{t('Order.Shipping')}</h2>
        <address>
          {addressLines(
            (data.shippingAddress ?? data.billingAddress) as unknown as Record<string, unknown>,
          ).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {data.billingAddress.email ? <span>{data.billingAddress.email}</span> : null}
        </address>
        {data.shippingMethod ? <p>{data.shippingMethod.name}</p> : null}
      </section>

      <Card id="shipments-heading" title={t('Order.Shipments')} className="bo-no-print">
        {shipments.length === 0 ? (
          <p>{t('Order.NoShipments')}</p>
        ) : (
          <ul>
            {shipments.map((shipment) => (
              <li key={shipment.id}>
                {when(shipment.createdAt)} · {shipment.carrier} ·{' '}
                {shipment.trackingUrl ? (
                  <a href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
                    {t('Order.Track', { number: shipment.trackingNumber })}
                  </a>
                ) : (
                  shipment.trackingNumber
                )}
              </li>
            ))}
          </ul>
        )}
        {(data.status === 'Confirmed' || data.status === 'Complete') && leftToShip ? (
          <ShipForm id={id} onShipped={noted} />
        ) : null}
      </Card>

      <Card id="returns-heading" title={t('Order.Returns')} className="bo-no-print">
        {(data.returns ?? []).length > 0 ? (
          <ul>
            {(data.returns ?? []).map((row) => (
              <li key={row.id}>
                {when(row.createdAt)} ·{' '}
                {row.lines
                  .map((returned) =>
                    t('Order.ReturnedItem', {
                      quantity: returned.quantity,
                      name: data.lines.find((line) => line.id === returned.lineId)?.name ?? returned.lineId,
                    }),
                  )
                  .join(', ')}{' '}
                · {formatMoney(fromMinor(row.amount), currency)}
                {row.reason ? ` · ${row.reason}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {data.status !== 'Cancelled' ? <ReturnForm order={data} onReturned={noted} /> : null}
      </Card>

      <Card id="payments-heading" title={t('Order.Payments')} className="bo-no-print">
        <ul>
          {data.paymentMethod ? <li>{data.paymentMethod.name}</li> : null}
          {(data.payments ?? []).map((payment, index) => (
            <li key={payment.id ?? index}>
              {[
                payment.provider,
                payment.state,
                typeof payment.amount === 'number' ? formatMoney(fromMinor(payment.amount), currency) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
        <h2>{t('Order.Refunds')}</h2>
        {(data.refunds ?? []).length === 0 ? (
          <p>{t('Order.NoRefunds')}</p>
        ) : (
          <ul>
            {(data.refunds ?? []).map((refund) => (
              <li key={refund.id}>
                {refund.createdAt ? `${when(refund.createdAt)} · ` : ''}
                {formatMoney(fromMinor(refund.amount), currency)}
                {refund.reason ? ` · ${refund.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
        {typeof data.refundable === 'number' ? (
          <p>{t('Order.Refundable', { amount: formatMoney(fromMinor(data.refundable), currency) })}</p>
        ) : null}
        {data.status !== 'Open' && data.refundable !== 0 ? (
          <RefundForm id={id} currency={currency} onRefunded={noted} />
        ) : null}
      </Card>
    </>
  );
}
