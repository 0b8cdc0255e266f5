/**
 * Type tests (checked by `tsc` in the package's typecheck): the public types say what the calls
 * answer, keys carry their data type, and the auth interface is what @clubshop/auth implements.
 */
import {
  type AuthAdapter,
  type BasketSuccessResponse,
  type ClubShopClient,
  type ContentRoute,
  createClient,
  type Facet,
  isHttpError,
  type Order,
  type Product,
} from '@clubshop/api-sdk';
import { checkoutQueryOptions, queryKeys } from '@clubshop/api-sdk/query';
import { QueryClient } from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';

declare const client: ClubShopClient;

describe('client context', () => {
  it('needs the StoreId in a fixed context; a getter may give only a culture until the settings load', () => {
    // @ts-expect-error: the API needs the site's StoreId for every call but the settings
    createClient({ hosts: 'http://localhost:4000', context: { culture: 'en' } });
    createClient({ hosts: 'http://localhost:4000', context: { storeId: '1001', culture: 'en' } });
    createClient({ hosts: 'http://localhost:4000', context: () => ({ culture: 'en' }) });
    // @ts-expect-error: a context is required
    createClient({ hosts: 'http://localhost:4000' });
  });
});

describe('client types', () => {
  it('answers typed contract values', () => {
    expectTypeOf(client.catalog.product).returns.resolves.toEqualTypeOf<Product>();
    expectTypeOf(client.users.order).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(client.users.order).returns.resolves.toEqualTypeOf<Order>();
    expectTypeOf(client.basket.add).returns.resolves.toEqualTypeOf<BasketSuccessResponse>();
    expectTypeOf(client.basket.checkout).returns.resolves.toEqualTypeOf<{ url: string }>();
  });

  it('narrows discriminated shapes', () => {
    const route = {} as ContentRoute;
    if (route.template === 'productPage') expectTypeOf(route.product).toEqualTypeOf<Product>();
    const facet = {} as Facet;
    if (facet.type === 'Range') expectTypeOf(facet.min).toBeNumber();
  });

  it('guards narrow unknown errors', () => {
    const error: unknown = new Error('x');
    if (isHttpError(error)) expectTypeOf(error.status).toBeNumber();
  });

  it('tags query keys with their data', () => {
    const options = checkoutQueryOptions(client, 'token');
    const data = new QueryClient().getQueryData(options.queryKey);
    expectTypeOf(data).toEqualTypeOf<Awaited<ReturnType<ClubShopClient['checkout']['get']>> | undefined>();
    expectTypeOf(queryKeys.basket.detail('t')).toEqualTypeOf<
      readonly ['clubshop', 'basket', string | undefined]
    >();
  });

  it('the auth interface', () => {
    expectTypeOf<AuthAdapter['refresh']>().returns.toEqualTypeOf<Promise<string | undefined>>();
    expectTypeOf<AuthAdapter['getAccessToken']>().returns.toEqualTypeOf<string | undefined>();
  });
});
