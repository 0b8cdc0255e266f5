'use client';

import { useI18n } from '@clubshop/i18n';
import type { ReactNode } from 'react';
import { ProductCard, type ProductCardProps } from '../product-card/product-card.tsx';
import type { ProductSummary } from '../product-card/product-summary.ts';
import './product-list.css';

/** Props of {@link ProductList}. */
export interface ProductListProps {
  products: readonly ProductSummary[];
  /** Accessible name of the list, e.g. the category name. */
  label?: string | undefined;
  /** Shows placeholders instead of products while the first page loads. */
  loading?: boolean | undefined;
  /** Number of placeholders while loading; default 8. */
  placeholderCount?: number | undefined;
  /** Shown when there are no products; default the text of `Product.List.Empty`. */
  emptyState?: ReactNode;
  /** Number of cards whose images load eagerly (the first row: the LCP); default 2. */
  priorityCount?: number | undefined;
  /** Heading level of each card's name; default 3. */
  headingLevel?: ProductCardProps['headingLevel'];
  onNavigate?: ProductCardProps['onNavigate'];
}

/**
 * A list entry's identity: a product id repeats once per colour variant, so the variant id (or,
 * without one, id and colour) tells the entries apart.
 */
function productListKey(product: Pick<ProductSummary, 'id' | 'variantId' | 'attributes'>): string {
  return product.variantId ?? `${product.id}:${product.attributes?.colorName ?? ''}`;
}

/**
 * A responsive grid of product cards (two columns on mobile, three on tablets, four from 1024 px),
 * with an empty state and loading placeholders.
 *
 * Dictionary keys: `Product.List.Empty`, `Product.List.Loading`.
 *
 * @example
 * const search = await client.catalog.search({ Term: 'home shirt', PageSize: 12 });
 * <ProductList products={search.products} label="Home shirts" />
 */
export function ProductList({
  products,
  label,
  loading = false,
  placeholderCount = 8,
  emptyState,
  priorityCount = 2,
  headingLevel,
  onNavigate,
}: ProductListProps) {
  const { t } = useI18n();
  if (loading) {
    return (
      <div className="cs-product-list" aria-busy="true">
        <p className="cs-product-list__status" role="status">
          {t('Product.List.Loading')}
        </p>
        <ul className="cs-product-list__grid" aria-hidden="true">
          {Array.from({ length: placeholderCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="cs-product-list__placeholder" />
          ))}
        </ul>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div className="cs-product-list cs-product-list--empty">
        {emptyState ?? <p className="cs-product-list__empty">{t('Product.List.Empty')}</p>}
      </div>
    );
  }
  return (
    <div className="cs-product-list">
      <ul className="cs-product-list__grid" aria-label={label}>
        {products.map((product, index) => (
          <li key={productListKey(product)} className="cs-product-list__item">
            <ProductCard
              product={product}
              priority={index < priorityCount}
              headingLevel={headingLevel}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
