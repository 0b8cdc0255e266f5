/**
 * A site's products: found by name, handle or SKU, a page at a time, each with its stock and a
 * link to its editor. The search and the page live in the address (`?q=…&page=…&storeId=…`), so
 * a found list can be bookmarked and the form works as a plain GET form. Rows are selected with
 * checkboxes (one per row, and one for the page), and the selection changed at once by the bulk
 * edit form below the list (decision 0116).
 */
import { Button, Checkbox } from '@clubshop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { Pager } from '../../components/pager.tsx';
import { QueryTable } from '../../components/query-table.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { type FilterChange, useAddressFilters } from '../../components/use-address-filters.ts';
import type { TextKey } from '../../messages/define-texts.ts';
import type { productCreateTexts } from '../product-create/product-create-texts.ts';
import { ProductBulkEdit } from './product-bulk-edit.tsx';
import { productsQuery } from './products-queries.ts';
import type { productsTexts } from './products-texts.ts';

const PAGE_SIZE = 25;

export default function ProductsList() {
  const { t } = useT<TextKey<typeof productCreateTexts> | TextKey<typeof productsTexts>>();
  const { search, page, go: goTo } = useAddressFilters('/products');
  const sites = useSites();
  const filters = {
    q: search.get('q') ?? '',
    storeId: search.get('storeId') || sites.data?.items[0]?.storeId,
    page,
  };
  const [q, setQ] = useState(filters.q);
  /** The ids of the selected products (of the site shown; kept across pages). */
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...new Set([...ids, id])] : ids.filter((other) => other !== id)));
  const site = sites.data?.items.find((candidate) => candidate.storeId === filters.storeId);
  const products = useQuery(
    productsQuery(filters.storeId, {
      page: filters.page,
      pageSize: PAGE_SIZE,
      ...(filters.q ? { search: filters.q } : {}),
    }),
  );
  const go = (change: FilterChange) => goTo(filters, change);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: q.trim() });
  };
  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <h1>{t('Products.Title')}</h1>
      <p>
        <Link
          href={`/products/new${filters.storeId ? `?storeId=${encodeURIComponent(filters.storeId)}` : ''}`}
          className="cs-button"
          data-variant="primary"
          data-size="md"
        >
          {t('ProductNew.Button')}
        </Link>
      </p>
      {sites.data && sites.data.items.length > 1 ? (
        <SitePicker
          sites={sites.data.items}
          value={filters.storeId}
          onChange={(storeId) => {
            setSelected([]);
            go({ storeId, q: undefined });
          }}
        />
      ) : null}
      <search>
        <form className="bo-filters" onSubmit={submit} action="/products" method="get">
          <SearchField label={t('Products.Search')} value={q} onChange={setQ} />
          <Button type="submit" variant="primary">
            {t('Products.Find')}
          </Button>
        </form>
      </search>
      {products.data && products.data.items.length > 0 ? (
        <div className="bo-actions">
          <Checkbox
            label={t('ProductBulk.SelectPage')}
            checked={products.data.items.every((product) => selected.includes(product.id))}
            onChange={(event) => {
              for (const product of products.data?.items ?? []) toggle(product.id, event.target.checked);
            }}
          />
          <p role="status">{t('ProductBulk.Selected', { count: selected.length })}</p>
        </div>
      ) : null}
      <QueryTable
        query={products}
        count={t('Products.Count', { count: total })}
        caption={t('Products.Title')}
        rowKey={(product) => product.id}
        columns={[
          {
            id: 'select',
            header: t('ProductBulk.SelectPage'),
            labelled: false,
            cell: (product) => (
              <input
                type="checkbox"
                className="bo-row-select"
                aria-label={t('ProductBulk.Select', { name: product.name ?? product.handle })}
                checked={selected.includes(product.id)}
                onChange={(event) => toggle(product.id, event.target.checked)}
              />
            ),
          },
          {
            id: 'name',
            header: t('Products.Name'),
            cell: (product) => (
              <Link
                href={`/products/${encodeURIComponent(filters.storeId ?? '')}/${encodeURIComponent(product.handle)}`}
              >
                {product.name ?? product.handle}
              </Link>
            ),
          },
          { id: 'handle', header: t('Products.Handle'), cell: (product) => product.handle },
          { id: 'category', header: t('Products.Category'), cell: (product) => product.category },
          {
            id: 'listed',
            header: t('Products.Listed'),
            cell: (product) => (product.listed ? t('Products.Yes') : t('Products.No')),
          },
          {
            id: 'status',
            header: t('Products.Status'),
            cell: (product) => (
              <span className={`bo-badge bo-badge-${product.status ?? 'active'}`}>
                {t(`Products.Status.${product.status ?? 'active'}`)}
              </span>
            ),
          },
          { id: 'stock', header: t('Products.Stock'), numeric: true, cell: (product) => product.stock },
        ]}
      />
      <Pager
        label={t('Products.Pages')}
        page={filters.page}
        pages={pages}
        position={t('Products.Page', { page: filters.page, pages })}
        onPage={(page) => go({ page })}
      />
      {filters.storeId && selected.length > 0 ? (
        <ProductBulkEdit
          storeId={filters.storeId}
          currency={site?.currency ?? ''}
          productIds={selected}
          onDone={() => undefined}
        />
      ) : null}
    </>
  );
}
