import { useOrder } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { BasketLines, BasketSummary } from '@clubshop/ui-kit';
import { useParams } from 'wouter';
import { usePageHead } from '../../../head/use-page-head.ts';
import { OrderStatus } from '../../../orders/OrderStatus.tsx';
import { PageLoading } from '../../../shell/PageLoading.tsx';

/** One order (/user/order-history/{orderId}/): status, lines, addresses and totals. */
export default function OrderPage() {
  const { t, formatDate } = useI18n();
  const { orderId } = useParams<{ orderId: string }>();
  const order = useOrder(orderId ? decodeURIComponent(orderId) : undefined);
  usePageHead({
    title: order.data ? `${t('User.Orders.OrderNumber')} ${order.data.orderNumber}` : undefined,
    robotsIndex: false,
  });
  if (order.isPending) return <PageLoading />;
  if (order.isError) throw order.error;
  const data = order.data;
  const address = data.shippingAddress ?? data.billingAddress;
  return (
    <section>
      <h2>
        {t('User.Orders.OrderNumber')} {data.orderNumber}
      </h2>
      <p>
        {formatDate(data.createdAt)} · <OrderStatus status={data.status} />
      </p>
      <BasketLines lines={data.lines} readOnly />
      <BasketSummary totals={data} />
      <address>
        {address.firstName} {address.lastName}
        <br />
        {address.street}, {address.zipCode} {address.city}
      </address>
    </section>
  );
}
