import { isSortKey, type SearchRequest, type SortDirection } from '@clubshop/api-sdk';

/**
 * What a product listing (category or search page) shows: filters, sort order and page. It lives
 * in the page URL, so a filtered page can be shared, bookmarked and reloaded, and Back undoes a
 * filter. The shape matches ui-kit's `FilterSelection`.
 */
export interface ListingState {
  multiple: Record<string, readonly string[]>;
  range: Record<string, { min: number; max: number }>;
  bit: Record<string, boolean>;
  /** Key of the chosen sort option; undefined: the API's default (relevance). */
  sort?: string | undefined;
  direction?: SortDirection | undefined;
  /** 1-based; 1 is not written to the URL. */
  page: number;
}

/** Nothing chosen, first page. */
export function emptyListingState(): ListingState {
  return { multiple: {}, range: {}, bit: {}, page: 1 };
}

// URL parameter names: `f.<key>` (repeated) for Multiple, `r.<key>=min~max` for Range,
// `b.<key>=1` for Bit, then `sort`, `dir`, `page`. Other parameters (such as the search's `q`)
// are left alone. The listing's native forms (decision 0077) send two more shapes, read the same:
// `r.<key>.min` and `r.<key>.max` (the range filter's two inputs) and `sort=<key>:desc` (the sort
// select's value, sort and direction in one).
const MULTIPLE = 'f.';
const RANGE = 'r.';
const BIT = 'b.';

function finite(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Reads a listing state from URL search parameters; anything malformed is ignored (an unknown
 * `sort`, say from an old or hand-made link, sorts as the shop does by default).
 */
export function listingStateFromParams(params: URLSearchParams): ListingState {
  const state = emptyListingState();
  const multiple: Record<string, string[]> = {};
  const bounds: Record<string, { min?: number | undefined; max?: number | undefined }> = {};
  for (const [name, value] of params) {
    const bound = name.startsWith(RANGE) ? /^(.+)\.(min|max)$/.exec(name.slice(RANGE.length)) : null;
    if (bound?.[1] && bound[2]) {
      const key = bound[1];
      bounds[key] = { ...bounds[key], [bound[2]]: finite(value) };
      continue;
    }
    if (name.startsWith(MULTIPLE) && name.length > MULTIPLE.length && value !== '') {
      const key = name.slice(MULTIPLE.length);
      const values = multiple[key] ?? [];
      if (!values.includes(value)) values.push(value);
      multiple[key] = values;
    } else if (name.startsWith(RANGE) && name.length > RANGE.length) {
      const [min, max] = value.split('~');
      const lower = finite(min);
      const upper = finite(max);
      if (lower !== undefined && upper !== undefined && lower <= upper) {
        state.range[name.slice(RANGE.length)] = { min: lower, max: upper };
      }
    } else if (name.startsWith(BIT) && name.length > BIT.length && (value === '1' || value === 'true')) {
      state.bit[name.slice(BIT.length)] = true;
    }
  }
  state.multiple = multiple;
  for (const [key, { min, max }] of Object.entries(bounds)) {
    if (min !== undefined && max !== undefined && min <= max && !state.range[key])
      state.range[key] = { min, max };
  }
  const [sort, sortDirection] = (params.get('sort')?.trim() ?? '').split(':');
  if (sort && isSortKey(sort)) {
    state.sort = sort;
    const direction = sortDirection ?? params.get('dir');
    if (direction === 'asc' || direction === 'desc') state.direction = direction;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

/**
 * Whether a URL parameter is one of a listing's own (filters, sort, direction, page): the names
 * {@link listingStateFromParams} reads. What else may be kept of a shop URL (the tracker's
 * allow-list) is built on it.
 */
export function isListingParam(name: string): boolean {
  return (
    [MULTIPLE, RANGE, BIT].some((prefix) => name.startsWith(prefix)) || ['sort', 'dir', 'page'].includes(name)
  );
}

/**
 * Writes a listing state into URL search parameters, keeping the parameters that are not the
 * listing's (e.g. `q`). Keys and values are sorted so one state has one URL.
 */
export function listingStateToParams(
  state: ListingState,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of keep) {
    if (!isListingParam(name)) params.append(name, value);
  }
  for (const key of Object.keys(state.multiple).sort()) {
    for (const value of [...(state.multiple[key] ?? [])].sort()) params.append(`${MULTIPLE}${key}`, value);
  }
  for (const key of Object.keys(state.range).sort()) {
    const range = state.range[key];
    if (range) params.append(`${RANGE}${key}`, `${range.min}~${range.max}`);
  }
  for (const key of Object.keys(state.bit).sort()) {
    if (state.bit[key]) params.append(`${BIT}${key}`, '1');
  }
  if (state.sort) params.set('sort', state.sort);
  if (state.direction) params.set('dir', state.direction);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Options of {@link searchRequestOf}. */
export interface SearchScope {
  categoryId?: string | undefined;
  term?: string | undefined;
  pageSize?: number | undefined;
}

/**
 * The product search (docs/product/requirements.md#catalog) for a listing state within a category
 * or for a term.
 */
export function searchRequestOf(state: ListingState, scope: SearchScope): SearchRequest {
  const multipleFilters = Object.entries(state.multiple)
    .filter(([, values]) => values.length > 0)
    .map(([Key, values]) => ({ Key, Values: [...values] }));
  const rangeFilters = Object.entries(state.range).map(([Key, range]) => ({
    Key,
    Min: range.min,
    Max: range.max,
  }));
  const bitFilters = Object.entries(state.bit)
    .filter(([, on]) => on)
    .map(([Key]) => ({ Key, Value: true }));
  const filters = {
    ...(multipleFilters.length > 0 ? { MultipleFilters: multipleFilters } : {}),
    ...(rangeFilters.length > 0 ? { RangeFilters: rangeFilters } : {}),
    ...(bitFilters.length > 0 ? { BitFilters: bitFilters } : {}),
    ...(state.sort ? { SortOptions: state.sort } : {}),
  };
  return {
    ...(scope.term ? { Term: scope.term } : {}),
    ...(scope.categoryId ? { CategoryId: scope.categoryId } : {}),
    Page: state.page,
    PageSize: scope.pageSize ?? 24,
    ...(Object.keys(filters).length > 0 ? { Filters: filters } : {}),
    ...(state.direction ? { Sorting: state.direction } : {}),
  };
}
