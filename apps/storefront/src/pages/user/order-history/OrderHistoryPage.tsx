import { useOrders } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { Link } from 'wouter';
import { PageHead } from '../../../head/PageHead.tsx';
import { OrderStatus } from '../../../orders/OrderStatus.tsx';
import { paths } from '../../../routing/paths.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';

/** Order History (/user/order-history/): the orders, newest first, with their status labels. */
export default function OrderHistoryPage() {
  const { t, formatDate, formatMoney } = useI18n();
  const orders = useOrders();
  const head = <PageHead title={t('User.Orders.Heading')} robotsIndex={false} />;
  if (orders.isPending) return <PageLoading />;
  if (orders.isError) throw orders.error;
  return (
    <>
      {head}
      <section>
        <h2>{t('User.Orders.Heading')}</h2>
        {orders.data.length === 0 ? (
          <p>{t('User.Orders.Empty')}</p>
        ) : (
          <table className="sf-orders">
            <thead>
              <tr>
                <th scope="col">{t('User.Orders.OrderNumber')}</th>
                <th scope="col">{t('User.Orders.Date')}</th>
                <th scope="col">{t('User.Orders.Status')}</th>
                <th scope="col">{t('User.Orders.Total')}</th>
                <th scope="col">
                  <span className="sf-visually-hidden">{t('User.Orders.View')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <td>{order.orderNumber}</td>
                  <td>{formatDate(order.createdAt)}</td>
                  <td>
                    <OrderStatus status={order.status} />
                  </td>
                  <td>{formatMoney(order.total.amount, order.total.currency)}</td>
                  <td>
                    {/* "View order NB-1042": each row's link names its order for screen readers. */}
                    <Link href={paths.order(order.id)}>
                      {t('User.Orders.View')}
                      <span className="sf-visually-hidden"> {order.orderNumber}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
