/**
 * Orders: newest first, filtered by site, status and the days they were placed, found by any part
 * of the order number, e-mail or name (the API's search: `soren@` finds søren@…). The filters
 * live in the address (`?q=…&status=…&storeId=…&from=…&to=…&page=…`), so a filtered list can be
 * bookmarked and the form works as a plain GET form; the orders it finds download as CSV.
 */
import { type OrderStatus, orderStatuses } from '@clubshop/api-sdk/admin';
import { Select, TextField } from '@clubshop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { fromMinor } from '../../app/money.ts';
import { useSites } from '../../app/use-sites.ts';
import { Pager } from '../../components/pager.tsx';
import { QueryTable } from '../../components/query-table.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { type FilterChange, useAddressFilters } from '../../components/use-address-filters.ts';
import { ordersQuery } from './orders-queries.ts';

const PAGE_SIZE = 25;

/** A day of the address (`YYYY-MM-DD`), or undefined for anything else. */
function dayOf(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

export default function OrdersList() {
  const { t, formatMoney, formatDate } = useT();
  const { search, page, go: goTo } = useAddressFilters('/orders');
  const sites = useSites();
  const filters = {
    q: search.get('q') ?? '',
    status: (orderStatuses as readonly string[]).includes(search.get('status') ?? '')
      ? (search.get('status') as OrderStatus)
      : undefined,
    storeId: search.get('storeId') || undefined,
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
    page,
  };
  const [q, setQ] = useState(filters.q);
  // The filters set, sent both to the list and to its CSV download.
  const chosen = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.storeId ? { storeId: filters.storeId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const orders = useQuery(ordersQuery({ page: filters.page, pageSize: PAGE_SIZE, ...chosen }));
  const exportUrl = admin.orders.exportUrl(chosen);
  const go = (change: FilterChange) => goTo(filters, change);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go({
      q: q.trim(),
      status: String(form.get('status') ?? '') || undefined,
      storeId: String(form.get('storeId') ?? '') || undefined,
      from: dayOf(String(form.get('from') ?? '')),
      to: dayOf(String(form.get('to') ?? '')),
    });
  };
  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <h1>{t('Orders.Title')}</h1>
      <SearchForm
        action="/orders"
        label={t('Orders.Search')}
        value={q}
        onChange={setQ}
        submitLabel={t('Orders.Filter')}
        onSubmit={submit}
      >
        <Select
          label={t('Orders.Status')}
          name="status"
          defaultValue={filters.status ?? ''}
          options={[
            { value: '', label: t('Orders.AnyStatus') },
            ...orderStatuses.map((status) => ({ value: status, label: t(`Status.${status}`) })),
          ]}
        />
        {sites.data && sites.data.items.length > 1 ? (
          <Select
            label={t('App.Site')}
            name="storeId"
            defaultValue={filters.storeId ?? ''}
            options={[
              { value: '', label: '—' },
              ...sites.data.items.map((site) => ({ value: site.storeId, label: site.storeId })),
            ]}
          />
        ) : null}
        <TextField label={t('Orders.From')} name="from" type="date" defaultValue={filters.from ?? ''} />
        <TextField label={t('Orders.To')} name="to" type="date" defaultValue={filters.to ?? ''} />
      </SearchForm>
      <p>
        <a href={exportUrl} download>
          {t('Orders.Export')}
        </a>
      </p>
      <QueryTable
        query={orders}
        count={t('Orders.Count', { count: total })}
        none={t('Orders.None')}
        caption={t('Orders.Title')}
        rowKey={(order) => order.id}
        columns={[
          {
            id: 'number',
            header: t('Orders.Number'),
            cell: (order) => (
              <Link href={`/orders/${encodeURIComponent(order.id)}`}>{order.orderNumber}</Link>
            ),
          },
          {
            id: 'date',
            header: t('Orders.Date'),
            cell: (order) => formatDate(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
          { id: 'name', header: t('Orders.Name'), cell: (order) => order.name },
          { id: 'email', header: t('Orders.Email'), cell: (order) => order.email ?? '' },
          { id: 'site', header: t('App.Site'), cell: (order) => order.storeId },
          { id: 'status', header: t('Orders.Status'), cell: (order) => t(`Status.${order.status}`) },
          {
            id: 'total',
            header: t('Orders.Total'),
            numeric: true,
            cell: (order) => formatMoney(fromMinor(order.totalMinor), order.currency),
          },
        ]}
      />
      <Pager
        label={t('Orders.Title')}
        page={filters.page}
        pages={pages}
        position={`${filters.page} / ${pages}`}
        onPage={(page) => go({ page })}
      />
    </>
  );
}
