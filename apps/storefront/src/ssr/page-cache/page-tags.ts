import {
  categoryTag,
  everyPageTag,
  listingTag,
  productTag,
  searchTag,
  siteTag,
} from '@clubshop/api-sdk/contract';
import type { QueryClient } from '@tanstack/react-query';

/** How deep {@link pageTags} looks into an answer (a listing's products are at depth 2). */
const MAX_DEPTH = 6;

/** Reads an object's string member, if it has one. */
function text(value: Record<string, unknown>, name: string): string | undefined {
  const member = value[name];
  return typeof member === 'string' && member !== '' ? member : undefined;
}

/**
 * Tags one answer's products and categories: a product (it has `variants`) or a product card
 * (it has `availability`) by its id, a product's categories (`categoryIds`), a category page's
 * category (`template: 'categoryPage'`), and the categories of a breadcrumb.
 */
function collect(value: unknown, tags: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, tags, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const id = text(record, 'id');
  if (id && (Array.isArray(record.variants) || typeof record.availability === 'string')) {
    tags.add(productTag(id));
  }
  if (Array.isArray(record.categoryIds)) {
    for (const categoryId of record.categoryIds) {
      if (typeof categoryId === 'string') tags.add(categoryTag(categoryId));
    }
  }
  if (record.template === 'categoryPage' && typeof record.category === 'object' && record.category) {
    const categoryId = text(record.category as Record<string, unknown>, 'id');
    if (categoryId) {
      tags.add(categoryTag(categoryId));
      tags.add(listingTag(categoryId));
    }
  }
  for (const [name, member] of Object.entries(record)) {
    // Translations and settings name no product; they are big, and every page has them.
    if (name === 'dictionary' || name === 'views') continue;
    if (typeof member === 'object' && member !== null) collect(member, tags, depth + 1);
  }
}

/**
 * The tags of one answer of the API, by its query key and its data: what {@link collect} finds in
 * the data, and for a search (a listing is a search scoped to a category) the listing's tag, or
 * the site's search tag. `storeId`: the site it was asked for.
 */
export function answerTags(
  queryKey: readonly unknown[],
  data: unknown,
  storeId: string | undefined,
): Set<string> {
  const tags = new Set<string>();
  if (storeId) tags.add(siteTag(storeId));
  collect(data, tags, 0);
  if (queryKey[1] === 'catalog' && queryKey[2] === 'search') {
    const request = queryKey[3] as { CategoryId?: unknown } | undefined;
    if (typeof request?.CategoryId === 'string' && request.CategoryId !== '') {
      tags.add(listingTag(request.CategoryId));
    } else if (storeId) {
      tags.add(searchTag(storeId));
    }
  }
  return tags;
}

/** The header that carries a page's cache tags to the page cache in front (Varnish's xkey). */
export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/**
 * The cache tags of a shared page (`Surrogate-Key` / xkey): every page's, its site's, and those
 * of the products and categories whose data it was rendered from (what the request's query cache
 * holds: the route, a listing, a product list), with the listing's or search's tag of a page that
 * lists products (decision 0097). A change to any of them purges the page: the
 * API's page-cache purger names the same tags (apps/commerce-api/src/cache/page-cache-purger.ts).
 */
export function pageTags(queryClient: QueryClient, storeId: string | undefined): string[] {
  const tags = new Set<string>([everyPageTag]);
  if (storeId) tags.add(siteTag(storeId));
  for (const query of queryClient.getQueryCache().getAll()) {
    for (const tag of answerTags(query.queryKey, query.state.data, storeId)) tags.add(tag);
  }
  return [...tags];
}
