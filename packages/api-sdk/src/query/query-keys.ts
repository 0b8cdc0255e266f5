import type { PageRequest } from '../client/catalog-client.ts';
import type { SearchRequest } from '../contract/catalog.ts';

/**
 * Builds the query keys of every ClubShop query, the one place keys come from, so invalidation
 * is one place too. Keys nest: `keys.basket.all` (`['clubshop', 'basket']`) prefixes every
 * basket key, `keys.basket.detail(token)` (`['clubshop', 'basket', token]`) prefixes its summary
 * and receipt.
 */
export function createQueryKeys<TNamespace extends string = 'clubshop'>(
  namespace: TNamespace = 'clubshop' as TNamespace,
) {
  const basketKey = (token: string | undefined) => [namespace, 'basket', token] as const;
  const checkoutKey = (token: string | undefined) => [namespace, 'checkout', token] as const;
  return {
    /** Every ClubShop query. */
    all: [namespace] as const,
    settings: (pageUrl: string) => [namespace, 'settings', pageUrl] as const,
    dictionary: (culture: string) => [namespace, 'dictionary', culture] as const,
    content: (url: string) => [namespace, 'content', url] as const,
    user: {
      all: [namespace, 'user'] as const,
      profile: () => [namespace, 'user', 'profile'] as const,
      orders: () => [namespace, 'user', 'orders'] as const,
      order: (orderId: string | undefined) => [namespace, 'user', 'orders', orderId] as const,
    },
    catalog: {
      all: [namespace, 'catalog'] as const,
      categories: () => [namespace, 'catalog', 'categories'] as const,
      category: (id: string) => [namespace, 'catalog', 'categories', id] as const,
      product: (id: string) => [namespace, 'catalog', 'products', id] as const,
      productPreorder: (id: string) => [namespace, 'catalog', 'products', id, 'preorder'] as const,
      productsByIds: (ids: readonly string[]) =>
        [namespace, 'catalog', 'products', { ids: [...ids] }] as const,
      productsByCategory: (id: string, paging: PageRequest = {}) =>
        [
          namespace,
          'catalog',
          'categories',
          id,
          'products',
          { page: paging.page, pageSize: paging.pageSize },
        ] as const,
      search: (query: SearchRequest) => [namespace, 'catalog', 'search', query] as const,
      variant: (id: string) => [namespace, 'catalog', 'variants', id] as const,
    },
    basket: {
      all: [namespace, 'basket'] as const,
      detail: basketKey,
      summary: (token: string | undefined) => [...basketKey(token), 'summary'] as const,
      receipt: (token: string | undefined) => [...basketKey(token), 'receipt'] as const,
    },
    checkout: {
      all: [namespace, 'checkout'] as const,
      detail: checkoutKey,
      dropPoints: (token: string | undefined, shippingOptionId: string | undefined, zipCode: string) =>
        [...checkoutKey(token), 'droppoints', shippingOptionId, zipCode] as const,
    },
  };
}

/** The query keys of a {@link createQueryKeys} call. */
export type QueryKeys<TNamespace extends string = 'clubshop'> = ReturnType<
  typeof createQueryKeys<TNamespace>
>;

/**
 * The default keys, namespaced `clubshop`: `queryKeys.basket.detail(token)` is `['clubshop', 'basket', token]`.
 *
 * @example
 * await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all });
 */
export const queryKeys: QueryKeys = createQueryKeys();
