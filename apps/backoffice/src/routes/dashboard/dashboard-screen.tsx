/** Dashboard: today's orders and revenue per site, and what is running low. */
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../app/i18n.ts';
import { fromMinor } from '../../app/money.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { dashboardQuery } from './dashboard-queries.ts';

export default function Dashboard() {
  const { t, formatMoney } = useT();
  const dashboard = useQuery(dashboardQuery());
  return (
    <>
      <h1>{t('Dashboard.Title')}</h1>
      {dashboard.isError ? <ErrorMessage error={dashboard.error} /> : null}
      {dashboard.data?.sites.map((site) => (
        <section key={site.siteId} className="bo-card" aria-labelledby={`site-${site.siteId}`}>
          <h2 id={`site-${site.siteId}`}>{site.name}</h2>
          <dl className="bo-figures">
            <div>
              <dt>{t('Dashboard.TodayOrders')}</dt>
              <dd>{site.today.orders}</dd>
            </div>
            <div>
              <dt>{t('Dashboard.TodayRevenue')}</dt>
              <dd>{formatMoney(fromMinor(site.today.revenue), site.currency)}</dd>
            </div>
          </dl>
          <h3>{t('Dashboard.LowStock')}</h3>
          {site.lowStock.length === 0 ? (
            <p>{t('Dashboard.NoLowStock')}</p>
          ) : (
            <DataTable
              rows={site.lowStock}
              rowKey={(item) => `${item.productId}-${item.sku}-${item.size}`}
              columns={[
                { id: 'sku', header: 'SKU', cell: (item) => item.sku },
                { id: 'product', header: t('Order.Product'), cell: (item) => `${item.name} ${item.size}` },
                { id: 'stock', header: t('Dashboard.Stock'), cell: (item) => item.stock },
              ]}
            />
          )}
        </section>
      ))}
    </>
  );
}
