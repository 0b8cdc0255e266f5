/**
 * Dashboard: today's orders and revenue per site, the sales and orders of the day, week or month
 * (a switch of plain links, `?period=week`, so it is an address and works as one) per day with
 * the top products, and what is running low.
 */
import type { DashboardPeriod } from '@clubshop/api-sdk/admin';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useT } from '../../app/i18n.ts';
import { fromMinor } from '../../app/money.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import { dashboardQuery } from './dashboard-queries.ts';
import type { dashboardTexts } from './dashboard-texts.ts';

const periods: readonly DashboardPeriod[] = ['day', 'week', 'month'];

export default function Dashboard() {
  const { t, formatMoney } = useT<TextKey<typeof dashboardTexts>>();
  const asked = new URLSearchParams(useSearch()).get('period');
  const period = periods.find((candidate) => candidate === asked) ?? 'day';
  const dashboard = useQuery(dashboardQuery(period));
  const range = dashboard.data?.period;
  return (
    <>
      <h1>{t('Dashboard.Title')}</h1>
      <nav aria-label={t('DashboardPeriod.Label')}>
        <ul className="bo-actions bo-plain-list">
          {periods.map((candidate) => (
            <li key={candidate}>
              <Link
                href={`/dashboard?period=${candidate}`}
                className="cs-button"
                data-variant={candidate === period ? 'primary' : 'secondary'}
                data-size="md"
                aria-current={candidate === period ? 'page' : undefined}
              >
                {t(`DashboardPeriod.${candidate}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {range ? <p>{t('DashboardPeriod.Range', { from: range.from, to: range.to })}</p> : null}
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
          {site.period ? (
            <>
              <h3>{t(`DashboardPeriod.${period}`)}</h3>
              <dl className="bo-figures">
                <div>
                  <dt>{t('DashboardPeriod.Orders')}</dt>
                  <dd data-testid="period-orders">{site.period.orders}</dd>
                </div>
                <div>
                  <dt>{t('DashboardPeriod.Revenue')}</dt>
                  <dd>{formatMoney(fromMinor(site.period.revenue), site.currency)}</dd>
                </div>
              </dl>
              {period === 'day' ? null : (
                <DataTable
                  caption={t('DashboardPeriod.ByDay')}
                  rows={site.period.days}
                  rowKey={(day) => day.date}
                  columns={[
                    { id: 'date', header: t('DashboardPeriod.Date'), cell: (day) => day.date },
                    {
                      id: 'orders',
                      header: t('DashboardPeriod.Orders'),
                      numeric: true,
                      cell: (day) => day.orders,
                    },
                    {
                      id: 'revenue',
                      header: t('DashboardPeriod.Revenue'),
                      numeric: true,
                      cell: (day) => formatMoney(fromMinor(day.revenue), site.currency),
                    },
                  ]}
                />
              )}
              <h3>{t('DashboardPeriod.Top')}</h3>
              {site.period.topProducts.length === 0 ? (
                <p>{t('DashboardPeriod.NoTop')}</p>
              ) : (
                <DataTable
                  caption={t('DashboardPeriod.Top')}
                  rows={site.period.topProducts}
                  rowKey={(product) => product.productId}
                  columns={[
                    { id: 'product', header: t('DashboardPeriod.Product'), cell: (product) => product.name },
                    {
                      id: 'quantity',
                      header: t('DashboardPeriod.Quantity'),
                      numeric: true,
                      cell: (product) => product.quantity,
                    },
                    {
                      id: 'revenue',
                      header: t('DashboardPeriod.Revenue'),
                      numeric: true,
                      cell: (product) => formatMoney(fromMinor(product.revenue), site.currency),
                    },
                  ]}
                />
              )}
            </>
          ) : null}
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
