import { createClient } from '@clubshop/api-sdk';
import {
  checkoutQueryOptions,
  createQueryKeys,
  dropPointsQueryOptions,
  orderQueryOptions,
  queryKeys,
  searchQueryOptions,
} from '@clubshop/api-sdk/query';
import { skipToken } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from './local-server.ts';

let server: LocalServer;
beforeEach(async () => {
  server = await startLocalServer();
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

// Each factory fetching from the real API: test/integration/query-options.test.ts.
describe('query options', () => {
  it('skip until a required id is known', () => {
    const client = createClient({ hosts: server.baseUrl, context: site });
    expect(checkoutQueryOptions(client, undefined).queryFn).toBe(skipToken);
    expect(dropPointsQueryOptions(client, 't1', undefined, 'N1').queryFn).toBe(skipToken);
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
