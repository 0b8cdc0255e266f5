/**
 * A list's filters kept in the address (`?q=…&storeId=…&page=…`), so a filtered list can be
 * bookmarked and its form works as a plain GET form.
 */
import { useLocation, useSearch } from 'wouter';

/** One change of the filters: a value, or `undefined` to drop it. */
export type FilterChange = Record<string, string | number | undefined>;

/**
 * The address of `path` with `filters` and then `change` (a change of filters goes back to the
 * first page; an empty value and page 1 are left out).
 */
export function addressOf(path: string, filters: FilterChange, change: FilterChange): string {
  const next = new URLSearchParams();
  const all: FilterChange = { ...filters, page: 1, ...change };
  for (const [key, value] of Object.entries(all))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) next.set(key, String(value));
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}

/** The address's parameters, its page (1 and up) and `go`, which moves to other filters. */
export function useAddressFilters(path: string) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const go = (filters: FilterChange, change: FilterChange) => navigate(addressOf(path, filters, change));
  return { search, page, go };
}
