/**
 * The sort options a product search knows, apart from the schemas: a storefront reads a page
 * URL's `?sort=` with these without loading valibot and the catalogue's schemas.
 */

/**
 * The sort options a product search knows (`Filters.SortOptions`), each in either direction
 * (`Sorting`): `price` with `desc` is "price, high to low".
 */
export const sortOptionKeys = ['relevance', 'price', 'newest', 'name'] as const;
/** A sort option a product search knows. */
export type SortKey = (typeof sortOptionKeys)[number];

/** Whether a text is a sort option a product search knows (e.g. from a page URL). */
export function isSortKey(value: string): value is SortKey {
  return (sortOptionKeys as readonly string[]).includes(value);
}
