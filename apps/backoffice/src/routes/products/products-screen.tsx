/**
 * A site's products: found by name, handle or SKU, a page at a time, each with its stock and a
 * link to its editor. The search and the page live in the address (`?q=…&page=…&storeId=…`), so
 * a found list can be bookmarked and the form works as a plain GET form.
 */
import { Button, TextField } from '@clubshop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { productsQuery } from './products-queries.ts';

const PAGE_SIZE = 25;

export default function ProductsList() {
  const { t } = useT();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const sites = useSites();
  const filters = {
    q: search.get('q') ?? '',
    storeId: search.get('storeId') || sites.data?.items[0]?.storeId,
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const [q, setQ] = useState(filters.q);
  const products = useQuery(
    productsQuery(filters.storeId, {
      page: filters.page,
      pageSize: PAGE_SIZE,
      ...(filters.q ? { search: filters.q } : {}),
    }),
  );
  const go = (change: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, page: 1, ...change }))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
        next.set(key, String(value));
    navigate(`/products?${next.toString()}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: q.trim() });
  };
  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <h1>{t('Products.Title')}</h1>
      {sites.data && sites.data.items.length > 1 ? (
        <SitePicker
          sites={sites.data.items}
          value={filters.storeId}
          onChange={(storeId) => go({ storeId, q: undefined })}
        />
      ) : null}
      <search>
        <form className="bo-filters" onSubmit={submit} action="/products" method="get">
          <TextField
            label={t('Products.Search')}
            name="q"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <Button type="submit" variant="primary">
            {t('Products.Find')}
          </Button>
        </form>
      </search>
      {products.isError ? <ErrorMessage error={products.error} /> : null}
      <p role="status">{products.data ? t('Products.Count', { count: total }) : null}</p>
      {products.data && products.data.items.length > 0 ? (
        <table className="bo-table">
          <caption className="bo-visually-hidden">{t('Products.Title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Products.Name')}</th>
              <th scope="col">{t('Products.Handle')}</th>
              <th scope="col">{t('Products.Category')}</th>
              <th scope="col">{t('Products.Listed')}</th>
              <th scope="col">{t('Products.Status')}</th>
              <th scope="col" className="bo-number">
                {t('Products.Stock')}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.data.items.map((product) => (
              <tr key={product.id}>
                <td>
                  <Link
                    href={`/products/${encodeURIComponent(filters.storeId ?? '')}/${encodeURIComponent(product.handle)}`}
                  >
                    {product.name ?? product.handle}
                  </Link>
                </td>
                <td>{product.handle}</td>
                <td>{product.category}</td>
                <td>{product.listed ? t('Products.Yes') : t('Products.No')}</td>
                <td>
                  <span className={`bo-badge bo-badge-${product.status ?? 'active'}`}>
                    {t(`Products.Status.${product.status ?? 'active'}`)}
                  </span>
                </td>
                <td className="bo-number">{product.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('Products.Pages')} className="bo-pager">
          <Button disabled={filters.page <= 1} onClick={() => go({ page: filters.page - 1 })}>
            {t('App.Previous')}
          </Button>
          <span>{t('Products.Page', { page: filters.page, pages })}</span>
          <Button disabled={filters.page >= pages} onClick={() => go({ page: filters.page + 1 })}>
            {t('App.Next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
