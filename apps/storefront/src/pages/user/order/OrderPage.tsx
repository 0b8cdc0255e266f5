import { useOrder } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { OrderLines, OrderSummary } from '@clubshop/ui-kit';
import { useParams } from 'wouter';
import { PageHead } from '../../../head/PageHead.tsx';
import { PageLoading } from '../../../shell/PageLoading.tsx';

/**
 * One order (/user/order-history/{orderId}/): ui-kit's OrderSummary (number, date, status label,
 * addresses, methods, comment, totals) and the order's lines, read-only.
 */
export default function OrderPage() {
  const t = useTranslation();
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
  return (
    <>
      {head}
      <section className="sf-order">
        <OrderSummary order={order.data} />
        <OrderLines lines={order.data.lines} />
      </section>
    </>
  );
}
