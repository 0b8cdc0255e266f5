/**
 * Product search with facets: term (prefix full-text on name, colour and category names),
 * category, Multiple filters (color, size), Range filters (price), Bit filters (onSale, inStock),
 * sort options. Facet counts are disjunctive: each facet counts with every filter but its own, so a
 * shopper sees what choosing another value would give.
 */
import type { ParsedSearchRequest } from '@clubshop/api-sdk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { SiteContext } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { paging, summariesFor, underCategory } from './listing.ts';
import { compareSizes } from './sizes.ts';

type Group = 'color' | 'size' | 'price' | 'onSale' | 'inStock';

const labels: Record<Group | 'relevance' | 'newest' | 'name', Record<string, string>> = {
  color: { en: 'Colour', de: 'Farbe', da: 'Farve' },
  size: { en: 'Size', de: 'Größe', da: 'Størrelse' },
  price: { en: 'Price', de: 'Preis', da: 'Pris' },
  onSale: { en: 'On sale', de: 'Im Angebot', da: 'På tilbud' },
  inStock: { en: 'In stock', de: 'Auf Lager', da: 'På lager' },
  relevance: { en: 'Relevance', de: 'Relevanz', da: 'Relevans' },
  newest: { en: 'Newest', de: 'Neueste', da: 'Nyeste' },
  name: { en: 'Name', de: 'Name', da: 'Navn' },
};
const label = (key: keyof typeof labels, culture: string) => labels[key][culture] ?? labels[key].en ?? key;

const sortKeys = ['relevance', 'price', 'newest', 'name'] as const;

/** Full-text query of a search term: every word as a prefix (`shirt navy` -> `shirt:* & navy:*`). */
export function tsQueryOf(term: string): string | undefined {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** Every filter condition but the one of `except` (facets count without their own filter). */
function allConditionsBut(conditions: Map<Group, SQL>, except?: Group): SQL {
  return sql.join(
    [sql`true`, ...[...conditions].filter(([group]) => group !== except).map(([, condition]) => condition)],
    sql` and `,
  );
}

/** A row of the facet statement: a value count of `color`/`size`, or the one `totals` row. */
interface FacetRow extends Record<string, unknown> {
  facet: 'color' | 'size' | 'totals';
  value: string | null;
  count: number;
  min_price: number | null;
  max_price: number | null;
  on_sale: number | null;
  in_stock: number | null;
}
type ValueCount = { value: string; count: number };

/**
 * Every facet count of a search in one statement and one scan of the matching listing rows.
 *
 * The rows that match the base conditions (site, listed, category, term) are grouped once by
 * what the facets need (colour, size set, on sale, in stock) and by one flag per active filter
 * (does the row pass it?), with a count and the min/max price per group: a few dozen groups
 * whatever the catalogue size. Each facet then sums the groups that pass every filter but its
 * own (disjunctive counts): colours by colour, sizes by splitting the size set, the totals row
 * with the page total, the price range (without the price filter) and the two Bit counts.
 */
function facetQuery(base: SQL, conditions: Map<Group, SQL>): SQL {
  const groups = [...conditions.keys()];
  const flagColumns = groups.map((group) => sql`(${conditions.get(group)}) as ${sql.raw(`f_${group}`)}`);
  const flagsBut = (except?: Group) =>
    sql.raw(
      ['true', ...groups.filter((group) => group !== except).map((group) => `f_${group}`)].join(' and '),
    );
  const groupKeys = sql.raw(
    Array.from({ length: 4 + groups.length }, (_, index) => String(index + 1)).join(', '),
  );
  return sql`
    with g as (
      select sv.color_name, sv.size_set, sv.on_sale, sv.in_stock${sql.join(
        flagColumns.map((column) => sql`, ${column}`),
        sql``,
      )},
        count(*)::int as n, min(sv.price) as lo, max(sv.price) as hi
      from store_variants sv where ${base}
      group by ${groupKeys}
    )
    select 'color' as facet, color_name as value, sum(n)::int as count,
      null::int as min_price, null::int as max_price, null::int as on_sale, null::int as in_stock
      from g where ${flagsBut('color')} group by color_name
    union all
    select 'size', s.value, sum(n)::int, null, null, null, null
      from g cross join lateral unnest(string_to_array(g.size_set, ',')) as s(value)
      where ${flagsBut('size')} group by s.value
    union all
    select 'totals', null,
      coalesce(sum(n) filter (where ${flagsBut()}), 0)::int,
      min(lo) filter (where ${flagsBut('price')}),
      max(hi) filter (where ${flagsBut('price')}),
      coalesce(sum(n) filter (where ${flagsBut('onSale')} and on_sale), 0)::int,
      coalesce(sum(n) filter (where ${flagsBut('inStock')} and in_stock), 0)::int
      from g`;
}

/** Runs a search for a site. `categoryKey` is the club-wide key of `CategoryId` ('' = all). */
export async function searchProducts(
  db: Db,
  site: SiteContext,
  request: ParsedSearchRequest,
  categoryKey: string,
) {
  const filters = request.Filters ?? {};
  const conditions = new Map<Group, SQL>();
  const selected = { color: new Set<string>(), size: new Set<string>() };
  let priceRange: { min?: number; max?: number } | undefined;
  const bits: Partial<Record<'onSale' | 'inStock', boolean>> = {};

  for (const filter of filters.MultipleFilters ?? []) {
    const values = filter.Values.filter((value) => value !== '');
    if (values.length === 0) continue;
    const list = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    if (filter.Key === 'color') {
      for (const value of values) selected.color.add(value);
      conditions.set('color', sql`sv.color_name in (${list})`);
    } else if (filter.Key === 'size') {
      for (const value of values) selected.size.add(value);
      conditions.set('size', sql`sv.sizes && array[${list}]::text[]`);
    } else
      throw badRequest(
        `Unknown Multiple filter "${filter.Key}": use color or size`,
        'Filters.MultipleFilters',
      );
  }
  for (const filter of filters.RangeFilters ?? []) {
    if (filter.Key !== 'price')
      throw badRequest(`Unknown Range filter "${filter.Key}": use price`, 'Filters.RangeFilters');
    if (filter.Min !== undefined && filter.Max !== undefined && filter.Min > filter.Max) {
      throw badRequest('The price range has Min above Max', 'Filters.RangeFilters');
    }
    priceRange = {
      ...(filter.Min !== undefined ? { min: filter.Min } : {}),
      ...(filter.Max !== undefined ? { max: filter.Max } : {}),
    };
    const parts = [sql`true`];
    if (filter.Min !== undefined) parts.push(sql`sv.price >= ${Math.round(filter.Min * 100)}`);
    if (filter.Max !== undefined) parts.push(sql`sv.price <= ${Math.round(filter.Max * 100)}`);
    conditions.set('price', sql.join(parts, sql` and `));
  }
  for (const filter of filters.BitFilters ?? []) {
    if (filter.Key === 'onSale') {
      bits.onSale = filter.Value;
      conditions.set('onSale', sql`sv.on_sale = ${filter.Value}`);
    } else if (filter.Key === 'inStock') {
      bits.inStock = filter.Value;
      conditions.set('inStock', sql`sv.in_stock = ${filter.Value}`);
    } else
      throw badRequest(`Unknown Bit filter "${filter.Key}": use onSale or inStock`, 'Filters.BitFilters');
  }

  const sortKey = (filters.SortOptions || 'relevance') as (typeof sortKeys)[number];
  if (!sortKeys.includes(sortKey)) {
    throw badRequest(
      `Unknown sort option "${filters.SortOptions}": use ${sortKeys.join(', ')}`,
      'Filters.SortOptions',
    );
  }
  const direction = request.Sorting ?? 'asc';
  const tsQuery = request.Term ? tsQueryOf(request.Term) : undefined;

  const base = sql.join(
    [
      sql`sv.store_id = ${site.storeId}`,
      sql`not sv.is_unlisted`,
      underCategory(categoryKey),
      tsQuery ? sql`sv.search_vector @@ to_tsquery('simple', ${tsQuery})` : sql`true`,
    ],
    sql` and `,
  );
  const allBut = (except?: Group) => allConditionsBut(conditions, except);

  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const orderBy =
    sortKey === 'price'
      ? sql`sv.price ${dir}, sv.sort_order`
      : sortKey === 'newest'
        ? sql`sv.created_at ${direction === 'asc' ? sql`desc` : sql`asc`}, sv.sort_order`
        : sortKey === 'name'
          ? sql`sv.name ${dir}, sv.sort_order`
          : tsQuery
            ? sql`ts_rank(sv.search_vector, to_tsquery('simple', ${tsQuery})) desc, sv.sort_order`
            : sql`sv.sort_order`;

  const page = request.Page;
  const pageSize = request.PageSize;
  const [products, facetRows] = await Promise.all([
    summariesFor(db, site, {
      where: sql`${base} and ${allBut()}`,
      orderBy,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    queryRows<FacetRow>(db, facetQuery(base, conditions)),
  ]);
  const colorRows = facetRows.filter((row) => row.facet === 'color') as ValueCount[];
  const sizeRows = facetRows.filter((row) => row.facet === 'size') as ValueCount[];
  const total = facetRows.find((row) => row.facet === 'totals');
  const culture = site.culture;
  const multiple = (key: 'color' | 'size', rows: Array<{ value: string; count: number }>) => {
    const values = rows.map((row) => ({
      value: row.value,
      label: row.value,
      count: row.count,
      selected: selected[key].has(row.value),
    }));
    // Selected values stay listed (with 0) so a shopper can unselect them.
    for (const value of selected[key]) {
      if (!values.some((entry) => entry.value === value))
        values.push({ value, label: value, count: 0, selected: true });
    }
    values.sort((a, b) => (key === 'size' ? compareSizes(a.value, b.value) : a.value.localeCompare(b.value)));
    return { type: 'Multiple' as const, key, label: label(key, culture), values };
  };
  const minPrice =
    total?.min_price === null || total?.min_price === undefined ? 0 : Number(total.min_price) / 100;
  const maxPrice =
    total?.max_price === null || total?.max_price === undefined ? 0 : Number(total.max_price) / 100;
  return {
    ...(request.Term ? { term: request.Term } : {}),
    products,
    paging: paging(page, pageSize, total?.count ?? 0),
    facets: [
      multiple('color', colorRows),
      multiple('size', sizeRows),
      {
        type: 'Range' as const,
        key: 'price',
        label: label('price', culture),
        min: Math.floor(minPrice),
        max: Math.ceil(maxPrice),
        ...(priceRange?.min !== undefined ? { selectedMin: priceRange.min } : {}),
        ...(priceRange?.max !== undefined ? { selectedMax: priceRange.max } : {}),
      },
      {
        type: 'Bit' as const,
        key: 'onSale',
        label: label('onSale', culture),
        count: total?.on_sale ?? 0,
        selected: bits.onSale === true,
      },
      {
        type: 'Bit' as const,
        key: 'inStock',
        label: label('inStock', culture),
        count: total?.in_stock ?? 0,
        selected: bits.inStock === true,
      },
    ],
    sortOptions: sortKeys.map((key) => ({ key, label: label(key, culture), selected: key === sortKey })),
    sorting: direction,
  };
}
