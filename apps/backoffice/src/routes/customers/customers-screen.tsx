/**
 * Customers of a site (issue 40 item 1): the registered shoppers, newest first, found by any part
 * of their e-mail or name (`soren@` finds søren@…), each linking to their page; the customers the
 * search finds download as CSV. The site, search and page live in the address
 * (`?storeId=…&q=…&page=…`), so the form works as a plain GET form and a search can be bookmarked.
 */

import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryTable } from '../../components/query-table.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { useAddressFilters } from '../../components/use-address-filters.ts';
import type { TextKey } from '../../messages/define-texts.ts';
import { customersQuery } from './customers-queries.ts';
import type { customersTexts } from './customers-texts.ts';

const PAGE_SIZE = 25;

export default function Customers() {
  const { t, formatDate } = useT<TextKey<typeof customersTexts>>();
  const { search, page, go: goTo } = useAddressFilters('/customers');
  const sites = useSites();
  const storeId = search.get('storeId') || sites.data?.items[0]?.storeId;
  const filters = { storeId: search.get('storeId') || undefined, q: search.get('q') ?? '', page };
  const [q, setQ] = useState(filters.q);
  const customers = useQuery({
    ...customersQuery(storeId ?? '', {
      page,
      pageSize: PAGE_SIZE,
      ...(filters.q ? { q: filters.q } : {}),
    }),
    enabled: storeId !== undefined,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goTo(filters, { q: q.trim() });
  };
  const total = customers.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <h1>{t('Customers.Title')}</h1>
      {sites.data && sites.data.items.length > 1 ? (
        <SitePicker
          sites={sites.data.items}
          value={storeId}
          onChange={(chosen) => goTo(filters, { storeId: chosen, q: undefined })}
        />
      ) : null}
      <SearchForm
        action="/customers"
        label={t('Customers.Search')}
        value={q}
        onChange={setQ}
        submitLabel={t('Customers.Find')}
        onSubmit={submit}
        hidden={filters.storeId ? <input type="hidden" name="storeId" value={filters.storeId} /> : null}
      />
      {storeId ? (
        <p>
          <a href={admin.customers.exportUrl(storeId, filters.q ? { q: filters.q } : {})} download>
            {t('Customers.Export')}
          </a>
        </p>
      ) : null}
      {sites.isError ? <ErrorMessage error={sites.error} /> : null}
      <QueryTable
        query={customers}
        count={t('Customers.Count', { count: total })}
        none={t('Customers.None')}
        caption={t('Customers.Title')}
        rowKey={(customer) => customer.id}
        columns={[
          {
            id: 'name',
            header: t('Customers.Name'),
            cell: (customer) => (
              <Link
                href={`/customers/${encodeURIComponent(storeId ?? '')}/${encodeURIComponent(customer.id)}`}
              >
                {customer.name || customer.email}
              </Link>
            ),
          },
          { id: 'email', header: t('Customers.Email'), cell: (customer) => customer.email },
          {
            id: 'registered',
            header: t('Customers.Registered'),
            cell: (customer) => formatDate(customer.createdAt, { dateStyle: 'medium' }),
          },
          {
            id: 'orders',
            header: t('Customers.Orders'),
            numeric: true,
            cell: (customer) => customer.orderCount,
          },
          {
            id: 'last',
            header: t('Customers.LastOrder'),
            cell: (customer) =>
              customer.lastOrderAt ? formatDate(customer.lastOrderAt, { dateStyle: 'medium' }) : '—',
          },
        ]}
      />
      <Pager
        label={t('Customers.Title')}
        page={page}
        pages={pages}
        position={`${page} / ${pages}`}
        onPage={(next) => goTo(filters, { page: next })}
      />
    </>
  );
}
