/**
 * Reads a site's listing from the database into a `StoreListing`: three statements (rows with
 * their card data and sort ranks, card prices in every currency, the site's categories), and the
 * narrower read of stock that `refreshStock` applies after an order.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/database.ts';
import { type CardAvailability, type CardStock, StoreListing } from './store-listing.ts';
import { parseTsVector } from './tsvector.ts';

/**
 * Per variant: the size a card adds to the basket (the first in stock, else the first), the
 * card's availability (the best of its sizes) and the size label when there is only one.
 */
const cardStockColumns = sql`
  (array_agg(i.id order by (i.stock_state = 'OutOfStock'), i.size_order))[1] as item_id,
  case when bool_or(i.stock_state = 'InStock') then 'InStock'
       when bool_or(i.stock_state = 'InPreorderStock') then 'InPreorderStock'
       else 'OutOfStock' end as availability,
  case when count(*) = 1 then min(i.size) end as single_size`;

/**
 * A product's first uploaded picture (`/images/uploads/…`, with the focal point of its
 * `media_files` row), as `uploaded-images.ts` chooses for the product page: the card shows it
 * instead of the generated picture. Addresses of other hosts (a Shopify import's) are not shown.
 */
function firstUploadOf(productId: SQL): SQL {
  return sql`
    select pi.src, pi.alt_text, mf.focal_top, mf.focal_left
    from product_images pi
    join media_files mf on pi.src = '/images/' || mf.key
    where pi.product_id = ${productId} and pi.src like '/images/uploads/%'
    order by pi.position
    limit 1`;
}

interface StockRow extends Record<string, unknown> {
  variant_id: string;
  in_stock: boolean;
  item_id: string | null;
  availability: CardAvailability;
  single_size: string | null;
}

interface ListingRow extends StockRow {
  product_id: string;
  category_key: string;
  url: string;
  name: string;
  color_name: string;
  color_hex: string;
  kind: string;
  sizes: string[];
  image_src: string | null;
  image_alt: string | null;
  focal_top: number | null;
  focal_left: number | null;
  price: number;
  on_sale: boolean;
  name_rank: number;
  created_rank: number;
  words: string;
}

function cardStock(row: StockRow): CardStock {
  return {
    itemId: row.item_id,
    availability: row.availability,
    singleSize: row.single_size,
    inStock: row.in_stock,
  };
}

/** Builds the in-memory listing of a site from its `store_variants` rows. */
export async function loadStoreListing(db: Db, storeId: string): Promise<StoreListing> {
  const [rows, prices, categories] = await Promise.all([
    queryRows<ListingRow>(
      db,
      sql`
        select sv.variant_id, sv.product_id, sv.category_key, sv.url, sv.name, sv.color_name, sv.sizes,
          sv.price, sv.on_sale, sv.in_stock, v.color_hex, p.kind,
          (dense_rank() over (order by sv.name))::int as name_rank,
          (dense_rank() over (order by sv.created_at))::int as created_rank,
          sv.search_vector::text as words,
          it.item_id, it.availability, it.single_size,
          img.src as image_src, img.alt_text as image_alt, img.focal_top, img.focal_left
        from store_variants sv
        join variants v on v.id = sv.variant_id
        join products p on p.id = sv.product_id
        cross join lateral (select ${cardStockColumns} from items i where i.variant_id = sv.variant_id) it
        left join lateral (${firstUploadOf(sql`sv.product_id`)}) img on true
        where sv.store_id = ${storeId} and not sv.is_unlisted
        order by sv.sort_order`,
    ),
    queryRows<{ variant_id: string; currency: string; unit_price: number; discount_price: number | null }>(
      db,
      sql`
        select vp.variant_id, vp.currency, vp.unit_price, vp.discount_price
        from store_variants sv join variant_prices vp on vp.variant_id = sv.variant_id
        where sv.store_id = ${storeId} and not sv.is_unlisted`,
    ),
    queryRows<{ id: string; key: string }>(
      db,
      sql`select id, key from categories where store_id = ${storeId}`,
    ),
  ]);
  return new StoreListing(
    rows.map((row) => ({
      ...cardStock(row),
      variantId: row.variant_id,
      productId: row.product_id,
      categoryKey: row.category_key,
      url: row.url,
      name: row.name,
      colorName: row.color_name,
      colorHex: row.color_hex,
      kind: row.kind,
      sizes: row.sizes,
      image:
        row.image_src === null
          ? null
          : {
              src: row.image_src,
              alt: row.image_alt ?? '',
              focal: {
                top: Math.round((row.focal_top ?? 0.5) * 100),
                left: Math.round((row.focal_left ?? 0.5) * 100),
              },
            },
      price: Number(row.price),
      onSale: row.on_sale,
      nameRank: row.name_rank,
      createdRank: row.created_rank,
      words: parseTsVector(row.words),
    })),
    prices.map((price) => ({
      variantId: price.variant_id,
      currency: price.currency,
      unitPrice: Number(price.unit_price),
      discountPrice: price.discount_price === null ? null : Number(price.discount_price),
    })),
    categories,
  );
}

/** Current card stock of some variants on every site, by store id and variant id. */
export async function loadCardStock(
  db: Db,
  variantIds: readonly string[],
): Promise<Array<{ storeId: string; variantId: string; stock: CardStock }>> {
  if (variantIds.length === 0) return [];
  const ids: SQL = sql.join(
    variantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<StockRow & { store_id: string }>(
    db,
    sql`
      select sv.store_id, sv.variant_id, sv.in_stock, it.item_id, it.availability, it.single_size
      from store_variants sv
      cross join lateral (select ${cardStockColumns} from items i where i.variant_id = sv.variant_id) it
      where sv.variant_id in (${ids})`,
  );
  return rows.map((row) => ({ storeId: row.store_id, variantId: row.variant_id, stock: cardStock(row) }));
}
