import { useOrders, useProfile } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { Link } from 'wouter';
import { PageHead } from '../../../head/PageHead.tsx';
import { OrderStatus } from '../../../orders/OrderStatus.tsx';
import { paths } from '../../../routing/paths.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';

/** My Account (/user/profile/): a welcome, the account's email and the latest order. */
export default function ProfilePage() {
  const { t, formatDate, formatMoney } = useI18n();
  const profile = useProfile();
  const orders = useOrders();
  const head = <PageHead title={t('User.Profile.MyAccount')} robotsIndex={false} />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) throw profile.error;
  const latest = orders.data?.[0];
  return (
    <>
      {head}
      <section>
        <h2>{t('User.Profile.Welcome', { name: profile.data.firstName })}</h2>
        <p>{profile.data.email}</p>
        {latest ? (
          <p>
            <Link href={paths.order(latest.id)}>
              {t('User.Orders.OrderNumber')} {latest.orderNumber}
            </Link>{' '}
            · {formatDate(latest.createdAt)} · {formatMoney(latest.total.amount, latest.total.currency)} ·{' '}
            <OrderStatus status={latest.status} />
          </p>
        ) : null}
      </section>
    </>
  );
}
