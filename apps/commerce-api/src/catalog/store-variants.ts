/**
 * Keeps `store_variants` (the per-site listing rows search and path resolution read) in step with
 * products, variants, items, prices and categories. One set-based statement per club; call it
 * after changing any of those (the seed does, and stock changes may).
 */
import { sql } from 'drizzle-orm';
import { inList } from '../db/bulk-rows.ts';
import type { Db } from '../db/database.ts';

/**
 * Rebuilds the listing rows of a club's sites (or of every club); with `productIds`, only those
 * products' rows (an import that changed a few products of a big catalogue). Only active
 * products have rows (draft and archived ones are not shown anywhere).
 */
export async function refreshStoreVariants(
  db: Db,
  clubId?: string,
  productIds?: readonly string[],
): Promise<void> {
  const clubFilter = clubId === undefined ? sql`true` : sql`s.club_id = ${clubId}`;
  const productFilter = productIds === undefined ? sql`true` : inList(sql`p.id`, productIds);
  await db.execute(sql`
    insert into store_variants (
      store_id, variant_id, product_id, category_key, url, name, color_name, sizes, size_set, price, on_sale,
      in_stock, is_unlisted, sort_order, created_at, search_vector
    )
    select
      s.store_id, v.id, p.id, p.category_key,
      c.url || (p.slug ->> s.culture) || '-' || v.slug || '/',
      p.name ->> s.culture,
      v.color_name ->> s.culture,
      coalesce((select array_agg(i.size order by i.size_order) from items i where i.variant_id = v.id), '{}'),
      coalesce((select string_agg(i.size, ',' order by i.size_order) from items i where i.variant_id = v.id), ''),
      coalesce(vp.discount_price, vp.unit_price),
      vp.discount_price is not null,
      exists (select 1 from items i where i.variant_id = v.id and i.stock_state = 'InStock'),
      p.is_unlisted,
      p.sort_order * 10 + v.sort_order,
      p.created_at,
      -- Punctuation splits words ('26/27' -> 26, 27; 'T-Shirt' -> t, shirt) as in a shopper's
      -- search term (see termWords), so every word of a name can be searched for; the parser
      -- alone keeps '26/27' whole and no search for '27' would find it.
      to_tsvector('simple', regexp_replace(
        (p.name ->> s.culture) || ' ' || (v.color_name ->> s.culture) || ' ' ||
        coalesce((select string_agg(a.name, ' ' order by a.key) from categories a
          where a.store_id = s.store_id and a.key <> '' and (p.category_key = a.key or p.category_key like a.key || '/%')), ''),
        '[[:punct:]]+', ' ', 'g'))
    from sites s
    join products p on p.club_id = s.club_id
    join variants v on v.product_id = p.id
    join variant_prices vp on vp.variant_id = v.id and vp.currency = s.currency
    join categories c on c.store_id = s.store_id and c.key = p.category_key
    where ${clubFilter} and ${productFilter} and p.status = 'active'
    on conflict (store_id, variant_id) do update set
      product_id = excluded.product_id, category_key = excluded.category_key, url = excluded.url,
      name = excluded.name, color_name = excluded.color_name, sizes = excluded.sizes,
      size_set = excluded.size_set,
      price = excluded.price, on_sale = excluded.on_sale, in_stock = excluded.in_stock,
      is_unlisted = excluded.is_unlisted, sort_order = excluded.sort_order,
      created_at = excluded.created_at, search_vector = excluded.search_vector
  `);
  // A draft or archived product has no listing rows: not listed, not searched, no url.
  await db.execute(sql`
    delete from store_variants sv using products p, sites s
    where sv.product_id = p.id and s.store_id = sv.store_id and p.status <> 'active'
      and ${clubFilter} and ${productFilter}
  `);
}
