/**
 * The one query-string encoding of a product search, shared by the client (which writes it) and
 * the server (which reads it), so `GET /api/products/search` means the same on both sides:
 *
 * - `Term`, `Page`, `PageSize`, `CategoryId`, `Sorting`, `Filters.SortOptions`: plain parameters.
 * - `Filters.MultipleFilters=<key>:<value>`: one parameter per selected value (`color:Red`).
 * - `Filters.RangeFilters=<key>:<min>:<max>`: either bound may be empty (`price::50`).
 * - `Filters.BitFilters=<key>:<true|false>`.
 *
 * Keys never contain `:`; values may (only the first `:` splits a Multiple filter).
 */
import type { SearchRequest } from './catalog.ts';

type SearchFilters = NonNullable<SearchRequest['Filters']>;

/** Writes a search as URL parameters (see the module comment for the encoding). */
export function searchRequestToParams(request: SearchRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.Term !== undefined) params.set('Term', request.Term);
  if (request.Page !== undefined) params.set('Page', String(request.Page));
  if (request.PageSize !== undefined) params.set('PageSize', String(request.PageSize));
  if (request.CategoryId !== undefined) params.set('CategoryId', request.CategoryId);
  const filters = request.Filters;
  for (const filter of filters?.MultipleFilters ?? []) {
    for (const value of filter.Values) params.append('Filters.MultipleFilters', `${filter.Key}:${value}`);
  }
  for (const filter of filters?.RangeFilters ?? []) {
    params.append('Filters.RangeFilters', `${filter.Key}:${filter.Min ?? ''}:${filter.Max ?? ''}`);
  }
  for (const filter of filters?.BitFilters ?? []) {
    params.append('Filters.BitFilters', `${filter.Key}:${String(filter.Value)}`);
  }
  if (filters?.SortOptions !== undefined) params.set('Filters.SortOptions', filters.SortOptions);
  if (request.Sorting !== undefined) params.set('Sorting', request.Sorting);
  return params;
}

function splitOnce(text: string): [string, string] {
  const at = text.indexOf(':');
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * Reads URL parameters back into an unvalidated search request; validate the result with
 * `searchRequestSchema` (which parses the numbers and applies defaults).
 */
export function searchParamsToRequest(params: URLSearchParams): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const name of ['Term', 'Page', 'PageSize', 'CategoryId', 'Sorting'] as const) {
    const value = params.get(name);
    if (value !== null) request[name] = value;
  }
  const filters: Record<keyof SearchFilters, unknown> = {
    MultipleFilters: undefined,
    RangeFilters: undefined,
    BitFilters: undefined,
    SortOptions: undefined,
  };
  const multiple = new Map<string, string[]>();
  for (const entry of params.getAll('Filters.MultipleFilters')) {
    const [key, value] = splitOnce(entry);
    const values = multiple.get(key) ?? [];
    values.push(value);
    multiple.set(key, values);
  }
  if (multiple.size > 0) {
    filters.MultipleFilters = [...multiple].map(([Key, Values]) => ({ Key, Values }));
  }
  const ranges = params.getAll('Filters.RangeFilters');
  if (ranges.length > 0) {
    filters.RangeFilters = ranges.map((entry) => {
      const [Key, bounds] = splitOnce(entry);
      const [min, max] = splitOnce(bounds);
      return { Key, ...(min === '' ? {} : { Min: min }), ...(max === '' ? {} : { Max: max }) };
    });
  }
  const bits = params.getAll('Filters.BitFilters');
  if (bits.length > 0) {
    filters.BitFilters = bits.map((entry) => {
      const [Key, Value] = splitOnce(entry);
      return { Key, Value };
    });
  }
  const sortOptions = params.get('Filters.SortOptions');
  if (sortOptions !== null) filters.SortOptions = sortOptions;
  const present = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  if (Object.keys(present).length > 0) request.Filters = present;
  return request;
}
