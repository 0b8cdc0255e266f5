/**
 * TanStack Query v5 option factories: each returns `{ queryKey, queryFn }` with a key from
 * {@link queryKeys} tagged with its data type, so `queryClient.getQueryData(key)` is typed.
 * Framework-free (query-core types only): pass them to `useQuery`, `queryClient.fetchQuery`, a
 * `QueryObserver`, and spread in more options as needed. Calls that need a token or id take
 * `undefined` too and then skip (`skipToken`) until it is known. Each takes only the part of the
 * client it calls (`Pick<ClubShopClient, 'users'>`), so a package holding a narrower client uses them too.
 */
import { type DataTag, type QueryFunction, type SkipToken, skipToken } from '@tanstack/query-core';
import type { ClubShopClient } from '../client/create-client.ts';
import type { Receipt } from '../contract/basket.ts';
import type { SearchRequest, SearchResponse } from '../contract/catalog.ts';
import type { CheckoutState, DropPointListResponse } from '../contract/checkout.ts';
import type { ContentResponse } from '../contract/content.ts';
import type { DictionaryResponse } from '../contract/dictionary.ts';
import type { SettingsResponse } from '../contract/settings.ts';
import type { Order, OrderListResponse, UserProfile } from '../contract/users.ts';
import type { ApiError } from '../errors/api-error.ts';
import { queryKeys } from './query-keys.ts';

/** Query options as the factories return them: a typed key and its query function (or skipToken). */
export interface ClubShopQueryOptions<TData, TKey extends readonly unknown[]> {
  queryKey: DataTag<TKey, TData, ApiError>;
  queryFn: QueryFunction<TData, TKey> | SkipToken;
}

function options<TData, TKey extends readonly unknown[]>(
  queryKey: TKey,
  queryFn: QueryFunction<TData, TKey> | SkipToken,
): ClubShopQueryOptions<TData, TKey> {
  return { queryKey: queryKey as DataTag<TKey, TData, ApiError>, queryFn };
}

/** Site settings of a page URL. */
export function settingsQueryOptions(client: Pick<ClubShopClient, 'settings'>, pageUrl: string) {
  return options<SettingsResponse, ReturnType<typeof queryKeys.settings>>(
    queryKeys.settings(pageUrl),
    ({ signal }) => client.settings.get(pageUrl, { signal }),
  );
}

/** Translations; `culture` is part of the key (the client sends the context's culture). */
export function dictionaryQueryOptions(client: Pick<ClubShopClient, 'dictionary'>, culture: string) {
  return options<DictionaryResponse, ReturnType<typeof queryKeys.dictionary>>(
    queryKeys.dictionary(culture),
    ({ signal }) => client.dictionary.get({ signal }),
  );
}

/** What a path resolves to. */
export function contentQueryOptions(client: Pick<ClubShopClient, 'content'>, url: string) {
  return options<ContentResponse, ReturnType<typeof queryKeys.content>>(
    queryKeys.content(url),
    ({ signal }) => client.content.resolve(url, { signal }),
  );
}

/** The logged-in user's profile. */
export function profileQueryOptions(client: Pick<ClubShopClient, 'users'>) {
  return options<UserProfile, ReturnType<typeof queryKeys.user.profile>>(
    queryKeys.user.profile(),
    ({ signal }) => client.users.profile({ signal }),
  );
}

/** The logged-in user's orders. */
export function ordersQueryOptions(client: Pick<ClubShopClient, 'users'>) {
  return options<OrderListResponse, ReturnType<typeof queryKeys.user.orders>>(
    queryKeys.user.orders(),
    ({ signal }) => client.users.orders({ signal }),
  );
}

/** One order of the logged-in user; skipped while `orderId` is undefined. */
export function orderQueryOptions(client: Pick<ClubShopClient, 'users'>, orderId: string | undefined) {
  return options<Order, ReturnType<typeof queryKeys.user.order>>(
    queryKeys.user.order(orderId),
    orderId === undefined ? skipToken : ({ signal }) => client.users.order(orderId, { signal }),
  );
}

/**
 * A product search (GET).
 *
 * @example
 * const search = useQuery(searchQueryOptions(client, { Term: 'home shirt', PageSize: 12 }));
 * <ProductList products={search.data?.products ?? []} loading={search.isPending} />
 */
export function searchQueryOptions(client: Pick<ClubShopClient, 'catalog'>, query: SearchRequest) {
  return options<SearchResponse, ReturnType<typeof queryKeys.catalog.search>>(
    queryKeys.catalog.search(query),
    ({ signal }) => client.catalog.search(query, { signal }),
  );
}

/** The receipt of a paid basket; skipped while `token` is undefined. */
export function receiptQueryOptions(client: Pick<ClubShopClient, 'basket'>, token: string | undefined) {
  return options<Receipt, ReturnType<typeof queryKeys.basket.receipt>>(
    queryKeys.basket.receipt(token),
    token === undefined ? skipToken : ({ signal }) => client.basket.receipt(token, { signal }),
  );
}

/** The checkout state of a basket; skipped while `token` is undefined. */
export function checkoutQueryOptions(client: Pick<ClubShopClient, 'checkout'>, token: string | undefined) {
  return options<CheckoutState, ReturnType<typeof queryKeys.checkout.detail>>(
    queryKeys.checkout.detail(token),
    token === undefined ? skipToken : ({ signal }) => client.checkout.get(token, { signal }),
  );
}

/** Drop points of a shipping option near a zip code; skipped until token and option are known. */
export function dropPointsQueryOptions(
  client: Pick<ClubShopClient, 'checkout'>,
  token: string | undefined,
  shippingOptionId: string | undefined,
  zipCode: string,
) {
  return options<DropPointListResponse, ReturnType<typeof queryKeys.checkout.dropPoints>>(
    queryKeys.checkout.dropPoints(token, shippingOptionId, zipCode),
    token === undefined || shippingOptionId === undefined
      ? skipToken
      : ({ signal }) => client.checkout.dropPoints(token, shippingOptionId, zipCode, { signal }),
  );
}
