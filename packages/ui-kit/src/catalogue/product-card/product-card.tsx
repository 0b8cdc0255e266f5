'use client';

import { useI18n } from '@clubshop/i18n';
import type { MouseEvent } from 'react';
import { Link } from '../../primitives/link/link.tsx';
import { ProductImage } from '../image/product-image.tsx';
import { isDiscounted } from '../price/money.ts';
import { Price } from '../price/price.tsx';
import { StockAvailability } from '../stock-availability/stock-availability.tsx';
import type { ProductSummary } from './product-summary.ts';
import './product-card.css';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductSummary;
  /** Heading level of the name, to fit the page outline; default 3. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** The card's image is the page's LCP image (the first row of a list). */
  priority?: boolean | undefined;
  /** `sizes` of the image; default two columns on mobile, four on desktop. */
  imageSizes?: string | undefined;
  /**
   * Called when the link is followed (e.g. for tracking). The link renders through the app's
   * `LinkComponentProvider` (client-side routing) and keeps its `href`.
   */
  onNavigate?: ((product: ProductSummary, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/**
 * One product in a list: image, name (a link covering the whole card), colour, price with any
 * discount and savings, a sale badge and the stock state.
 *
 * Dictionary keys: `Product.Badge.Sale`, plus those of Price and StockAvailability.
 *
 * @example
 * <ProductCard product={search.products[0]} headingLevel={2} priority />
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority,
  imageSizes,
  onNavigate,
}: ProductCardProps) {
  const { t } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const discounted = isDiscounted(product.price.unitPrice, product.price.discountPrice);
  const colour = product.attributes?.colorName;
  const status = product.availability;
  return (
    <article className={`cs-product-card${status === 'OutOfStock' ? ' cs-product-card--out-of-stock' : ''}`}>
      <div className="cs-product-card__media">
        <ProductImage image={product.image} alt="" priority={priority} sizes={imageSizes} />
        {discounted && <span className="cs-product-card__badge">{t('Product.Badge.Sale')}</span>}
      </div>
      <div className="cs-product-card__body">
        <Heading className="cs-product-card__name">
          <Link
            variant="subtle"
            className="cs-product-card__link"
            href={product.url}
            onClick={onNavigate ? (event) => onNavigate(product, event) : undefined}
          >
            {product.name}
          </Link>
        </Heading>
        {colour && <p className="cs-product-card__colour">{colour}</p>}
        <Price
          unitPrice={product.price.unitPrice}
          discountPrice={product.price.discountPrice}
          savings={product.price.savings}
        />
        {status && (
          <StockAvailability
            status={status}
            preorderDate={product.preorder?.expectedDeliveryDate}
            variant="compact"
          />
        )}
      </div>
    </article>
  );
}
