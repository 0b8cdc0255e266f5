/**
 * Product search with facets: term (prefix full-text on name, colour and category names, words a
 * few edits off when nothing matches as typed: decision 0071),
 * category, Multiple filters (color, size), Range filters (price), Bit filters (onSale, inStock),
 * sort options. Facet counts are disjunctive: each facet counts with every filter but its own, so a
 * shopper sees what choosing another value would give.
 */
import { type ParsedSearchRequest, type SortKey, sortOptionKeys } from '@clubshop/api-sdk/contract';
import type { Translate } from '@clubshop/i18n/core';
import { compareSizeLabels, oneSizeMessageKey, sizeLabelText } from '@clubshop/validation';
import type { SiteContext } from '../app-env.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { badRequest } from '../shared/api-error.ts';
import { paging, productCard } from './listing.ts';
import { type ListingFilters, type ListingSort, queryListing } from './listing-index/query.ts';
import { searchSuggestions } from './listing-index/search-suggestions.ts';
import type { StoreListing } from './listing-index/store-listing.ts';

type Group = 'color' | 'size' | 'price' | 'onSale' | 'inStock';

// Labels are dictionary rows (a new culture needs only rows), read through the site's texts.
const filterLabelKeys: Record<Group, string> = {
  color: 'Catalogue.Filters.Color',
  size: 'Catalogue.Filters.Size',
  price: 'Catalogue.Filters.Price',
  onSale: 'Catalogue.Filters.OnSale',
  inStock: 'Catalogue.Filters.InStock',
};
const sortLabelKeys: Record<SortKey, string> = {
  relevance: 'Catalogue.Sorting.Relevance',
  price: 'Catalogue.Sorting.Price',
  newest: 'Catalogue.Sorting.Newest',
  name: 'Catalogue.Sorting.Name',
};

const sortKeys = sortOptionKeys;

/** The words of a search term, lowercase; each must start a word of a matching row. */
export function termWords(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The same term as a PostgreSQL full-text query (`shirt navy` -> `shirt:* & navy:*`): what the
 * listing rows' `search_vector` answers to, e.g. in tests comparing the listing index with SQL.
 */
export function tsQueryOf(term: string): string | undefined {
  const words = termWords(term);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/**
 * Runs a search on a site's listing. `categoryKey` is the club-wide key of `CategoryId` ('' = all);
 * card images are under `origin`; `t` labels facets and sort options in the site's culture.
 * Filters of the same key add their values together (size m or l); an unknown key, sort option
 * or a price range with Min above Max is a 400 naming the field.
 */
export function searchProducts(
  listing: StoreListing,
  site: SiteContext,
  request: ParsedSearchRequest,
  categoryKey: string,
  origin: string,
  t: Translate,
) {
  const filters = request.Filters ?? {};
  const selected = { color: new Set<string>(), size: new Set<string>() };
  let priceRange: { min?: number; max?: number } | undefined;
  const bits: Partial<Record<'onSale' | 'inStock', boolean>> = {};

  for (const filter of filters.MultipleFilters ?? []) {
    const values = filter.Values.filter((value) => value !== '');
    if (filter.Key !== 'color' && filter.Key !== 'size') {
      throw badRequest(
        apiMessage('Api.Error.UnknownMultipleFilter', { key: filter.Key }, 'Filters.MultipleFilters'),
      );
    }
    for (const value of values) selected[filter.Key].add(value);
  }
  for (const filter of filters.RangeFilters ?? []) {
    if (filter.Key !== 'price')
      throw badRequest(
        apiMessage('Api.Error.UnknownRangeFilter', { key: filter.Key }, 'Filters.RangeFilters'),
      );
    if (filter.Min !== undefined && filter.Max !== undefined && filter.Min > filter.Max) {
      throw badRequest(apiMessage('Api.Error.PriceRange', undefined, 'Filters.RangeFilters'));
    }
    priceRange = {
      ...(filter.Min !== undefined ? { min: filter.Min } : {}),
      ...(filter.Max !== undefined ? { max: filter.Max } : {}),
    };
  }
  for (const filter of filters.BitFilters ?? []) {
    if (filter.Key === 'onSale' || filter.Key === 'inStock') bits[filter.Key] = filter.Value;
    else
      throw badRequest(apiMessage('Api.Error.UnknownBitFilter', { key: filter.Key }, 'Filters.BitFilters'));
  }

  const sortKey = (filters.SortOptions || 'relevance') as SortKey;
  if (!sortKeys.includes(sortKey)) {
    throw badRequest(
      apiMessage(
        'Api.Error.UnknownSort',
        { sort: String(filters.SortOptions), options: sortKeys.join(', ') },
        'Filters.SortOptions',
      ),
    );
  }
  const direction = request.Sorting ?? 'asc';
  const words = request.Term ? termWords(request.Term) : [];
  const sort: ListingSort =
    sortKey === 'price' || sortKey === 'name'
      ? { by: sortKey, descending: direction === 'desc' }
      : sortKey === 'newest'
        ? // Newest first is the ascending direction of "newest".
          { by: 'created', descending: direction === 'asc' }
        : words.length
          ? { by: 'relevance' }
          : { by: 'shop' };
  const listingFilters: ListingFilters = {
    ...(selected.color.size ? { colors: selected.color } : {}),
    ...(selected.size.size ? { sizes: selected.size } : {}),
    ...(priceRange?.min !== undefined ? { priceMin: Math.round(priceRange.min * 100) } : {}),
    ...(priceRange?.max !== undefined ? { priceMax: Math.round(priceRange.max * 100) } : {}),
    ...bits,
  };

  const page = request.Page;
  const pageSize = request.PageSize;
  const result = queryListing(listing, {
    categoryKey,
    words,
    filters: listingFilters,
    sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    facets: true,
    typoTolerance: true,
  });
  // Found through words a few edits off: the term as corrected ("did you mean"); found nothing
  // without filters (with filters, removing one is the way on): close terms that do find products.
  const correctedWords = words.map((word) => result.corrections?.get(word) ?? word);
  const correctedTerm = result.total > 0 && result.corrections?.size ? correctedWords.join(' ') : undefined;
  const filtered = Object.keys(listingFilters).length > 0;
  const suggestions =
    result.total === 0 && words.length && !filtered ? searchSuggestions(listing, words, categoryKey) : [];
  const facets = result.facets as NonNullable<typeof result.facets>;
  const products = result.rows.map((row) => productCard(listing, row, site.currency, origin));
  // A size's label as the requirements write it ("XS", "2XL", "One size" in the site's culture);
  // its value stays the raw label the filter matches.
  const labelOf = (key: 'color' | 'size', value: string) =>
    key === 'size' ? sizeLabelText(value, t(oneSizeMessageKey)) : value;
  const multiple = (key: 'color' | 'size', counts: Map<string, number>) => {
    const values = [...counts].map(([value, count]) => ({
      value,
      label: labelOf(key, value),
      count,
      selected: selected[key].has(value),
    }));
    // Selected values stay listed (with 0) so a shopper can unselect them.
    for (const value of selected[key]) {
      if (!values.some((entry) => entry.value === value))
        values.push({ value, label: labelOf(key, value), count: 0, selected: true });
    }
    values.sort((a, b) =>
      key === 'size' ? compareSizeLabels(a.value, b.value) : a.value.localeCompare(b.value),
    );
    return { type: 'Multiple' as const, key, label: t(filterLabelKeys[key]), values };
  };
  const minPrice = (facets.minPrice ?? 0) / 100;
  const maxPrice = (facets.maxPrice ?? 0) / 100;
  return {
    ...(request.Term ? { term: request.Term } : {}),
    ...(correctedTerm ? { correctedTerm } : {}),
    ...(suggestions.length ? { suggestions } : {}),
    products,
    paging: paging(page, pageSize, result.total),
    facets: [
      multiple('color', facets.colors),
      multiple('size', facets.sizes),
      {
        type: 'Range' as const,
        key: 'price',
        label: t(filterLabelKeys.price),
        min: Math.floor(minPrice),
        max: Math.ceil(maxPrice),
        ...(priceRange?.min !== undefined ? { selectedMin: priceRange.min } : {}),
        ...(priceRange?.max !== undefined ? { selectedMax: priceRange.max } : {}),
      },
      {
        type: 'Bit' as const,
        key: 'onSale',
        label: t(filterLabelKeys.onSale),
        count: facets.onSale,
        selected: bits.onSale === true,
      },
      {
        type: 'Bit' as const,
        key: 'inStock',
        label: t(filterLabelKeys.inStock),
        count: facets.inStock,
        selected: bits.inStock === true,
      },
    ],
    sortOptions: sortKeys.map((key) => ({ key, label: t(sortLabelKeys[key]), selected: key === sortKey })),
    sorting: direction,
  };
}
