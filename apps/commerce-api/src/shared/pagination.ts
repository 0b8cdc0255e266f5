/**
 * Pagination of admin lists: `?page=1&pageSize=50` (page from 1, at most 200 a page); the answer
 * carries `items`, `page`, `pageSize` and `total`.
 */
import * as v from 'valibot';

/** The page query of every admin list. */
export const pageQuery = {
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'page must be a whole number from 1'),
      v.transform(Number),
      v.minValue(1, 'page must be a whole number from 1'),
    ),
    '1',
  ),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'pageSize must be a whole number from 1 to 200'),
      v.transform(Number),
      v.minValue(1, 'pageSize must be a whole number from 1 to 200'),
      v.maxValue(200, 'pageSize must be a whole number from 1 to 200'),
    ),
    '50',
  ),
};

/** The query of a plain admin list (`?page&pageSize`). */
export const pageQuerySchema = v.object(pageQuery);

/** One page of a list. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** Offset of a page. */
export function offsetOf(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}

/** The rows of a page, as a query takes them (`limit`, `offset`). */
export function windowOf(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: offsetOf(query) };
}
