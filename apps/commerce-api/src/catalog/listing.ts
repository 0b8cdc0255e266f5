/**
 * Product lists: the product cards (`ProductSummary`) of a page of listing rows, and the listing
 * of a category with paging. Both read `store_variants` (one row per colour variant and site).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SiteContext } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { productImageUrl } from './images.ts';
import { productPrice } from './price.ts';
import { originPlaceholder } from './products.ts';

interface SummaryRow extends Record<string, unknown> {
  variant_id: string;
  product_id: string;
  name: string;
  url: string;
  color_name: string;
  is_unlisted: boolean;
  color_hex: string;
  kind: string;
  unit_price: number | null;
  discount_price: number | null;
  item_id: string | null;
  availability: 'InStock' | 'OutOfStock' | 'InPreorderStock';
  single_size: string | null;
}

/** A page of listing rows: which rows (`where`, over `store_variants sv`), in which order. */
export interface ListingPage {
  /** Condition on `sv` (the site's listing rows). */
  where: SQL;
  /** Order over `sv`; must end with a unique key (`sv.sort_order` is unique per site). */
  orderBy: SQL;
  limit: number;
  offset: number;
}

/**
 * The product cards of a page of listing rows, in the page's order: one statement picks the page
 * (an array of ids in order, so the cards are sorted by position rather than by recomputing the
 * order, e.g. `ts_rank`) and builds its cards. One pass over each variant's sizes (a lateral aggregate) gives the size a
 * card adds to the basket (the first in stock), the card's availability and the size label when
 * there is only one.
 */
export async function summariesFor(db: Db, site: SiteContext, page: ListingPage) {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
      select sv.variant_id, sv.product_id, sv.name, sv.url, sv.color_name, sv.is_unlisted, v.color_hex, p.kind,
        vp.unit_price, vp.discount_price, it.item_id, it.availability, it.single_size
      from unnest(array(
        select sv.variant_id from store_variants sv where ${page.where}
        order by ${page.orderBy} limit ${page.limit} offset ${page.offset}
      )) with ordinality as page(variant_id, position)
      join store_variants sv on sv.store_id = ${site.storeId} and sv.variant_id = page.variant_id
      join variants v on v.id = sv.variant_id
      join products p on p.id = sv.product_id
      left join variant_prices vp on vp.variant_id = sv.variant_id and vp.currency = ${site.currency}
      cross join lateral (
        select (array_agg(i.id order by (i.stock_state = 'OutOfStock'), i.size_order))[1] as item_id,
          case when bool_or(i.stock_state = 'InStock') then 'InStock'
               when bool_or(i.stock_state = 'InPreorderStock') then 'InPreorderStock'
               else 'OutOfStock' end as availability,
          case when count(*) = 1 then min(i.size) end as single_size
        from items i where i.variant_id = sv.variant_id
      ) it
      order by page.position`,
  );
  return rows.map((row) => ({
    id: row.product_id,
    ...(row.item_id ? { variantId: row.item_id } : {}),
    name: row.name,
    url: row.url,
    price: productPrice(
      Number(row.unit_price ?? 0),
      row.discount_price === null ? null : Number(row.discount_price),
      site.currency,
    ),
    attributes: {
      colorName: row.color_name,
      ...(row.single_size ? { sizeNumber: row.single_size } : {}),
      isUnlisted: row.is_unlisted,
    },
    image: {
      url: productImageUrl(originPlaceholder, row.kind, row.color_hex),
      altText: `${row.name} ${row.color_name}`,
    },
    availability: row.availability,
  }));
}

/** SQL condition: listing rows under a club-wide category key ('' = everything). */
export function underCategory(categoryKey: string): SQL {
  if (categoryKey === '') return sql`true`;
  return sql`(sv.category_key = ${categoryKey} or sv.category_key like ${`${categoryKey.replace(/[\\%_]/g, '\\$&')}/%`})`;
}

/** Paging of a list. */
export function paging(page: number, pageSize: number, totalItems: number) {
  return { page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}

/** A page of a category's listed products, in shop order. */
export async function listCategoryProducts(
  db: Db,
  site: SiteContext,
  categoryKey: string,
  page: number,
  pageSize: number,
  extra: SQL = sql`true`,
) {
  const where = sql`sv.store_id = ${site.storeId} and not sv.is_unlisted and ${underCategory(categoryKey)} and ${extra}`;
  const [products, countRows] = await Promise.all([
    summariesFor(db, site, {
      where,
      orderBy: sql`sv.sort_order`,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from store_variants sv where ${where}`,
    ),
  ]);
  return { products, paging: paging(page, pageSize, countRows[0]?.count ?? 0) };
}
