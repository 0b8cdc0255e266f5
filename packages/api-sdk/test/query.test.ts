import { type BasketResponse, createClient } from '@clubshop/api-sdk';
import {
  basketQueryOptions,
  createQueryKeys,
  orderQueryOptions,
  queryKeys,
  searchQueryOptions,
} from '@clubshop/api-sdk/query';
import { QueryClient, skipToken } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from './local-server.ts';

const basket: BasketResponse = {
  success: true,
  errors: [],
  basket: { token: 'b1', storeId: 's1', lines: [], vouchers: [] },
  summary: {
    token: 'b1',
    quantity: 0,
    totals: {
      subTotal: { amount: 0 },
      discountTotal: { amount: 0 },
      shippingTotal: { amount: 0 },
      total: { amount: 0 },
    },
  },
};

let server: LocalServer;
beforeEach(async () => {
  server = await startLocalServer(() => ({ json: basket }));
});
afterEach(async () => {
  await server.close();
});

describe('query keys', () => {
  it('are namespaced and nest', () => {
    expect(queryKeys.basket.detail('b1')).toEqual(['clubshop', 'basket', 'b1']);
    expect(queryKeys.basket.summary('b1')).toEqual(['clubshop', 'basket', 'b1', 'summary']);
    expect(queryKeys.basket.summary('b1').slice(0, 3)).toEqual(queryKeys.basket.detail('b1'));
    expect(queryKeys.user.order('o1')).toEqual(['clubshop', 'user', 'orders', 'o1']);
    expect(createQueryKeys('club2').basket.all).toEqual(['club2', 'basket']);
  });
});

const site = { storeId: 'store-gb', culture: 'en' };

describe('query options', () => {
  it('fetch through a QueryClient with the client and cache under the key', async () => {
    const client = createClient({ hosts: server.baseUrl, context: site });
    const queryClient = new QueryClient();
    const options = basketQueryOptions(client, 'b1');
    const data = await queryClient.fetchQuery(options);
    expect(data).toEqual(basket);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/baskets/b1']);
    const cached: BasketResponse | undefined = queryClient.getQueryData(options.queryKey);
    expect(cached).toEqual(basket);
    await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('skip until a required id is known', () => {
    const client = createClient({ hosts: server.baseUrl, context: site });
    expect(basketQueryOptions(client, undefined).queryFn).toBe(skipToken);
    expect(orderQueryOptions(client, undefined).queryFn).toBe(skipToken);
    expect(orderQueryOptions(client, 'o1').queryFn).not.toBe(skipToken);
  });

  it('search options key on the whole query', () => {
    const client = createClient({ hosts: server.baseUrl, context: site });
    expect(searchQueryOptions(client, { Term: 'shirt', Page: 2 }).queryKey).toEqual([
      'clubshop',
      'catalog',
      'search',
      { Term: 'shirt', Page: 2 },
    ]);
  });
});
