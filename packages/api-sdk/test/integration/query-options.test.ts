import { type ClubShopClient, createClient } from '@clubshop/api-sdk';
import {
  type ClubShopQueryOptions,
  checkoutQueryOptions,
  contentQueryOptions,
  dictionaryQueryOptions,
  dropPointsQueryOptions,
  orderQueryOptions,
  ordersQueryOptions,
  profileQueryOptions,
  queryKeys,
  receiptQueryOptions,
  searchQueryOptions,
  settingsQueryOptions,
} from '@clubshop/api-sdk/query';
import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import { contextOf, payBasket, registeredCustomer, useApi } from './api-fixture.ts';

// Every query-option factory of @clubshop/api-sdk/query, fetched through a QueryClient from the
// real commerce API: the answer is cached under the factory's key, and the query's abort signal
// reaches the request.

const env = useApi();
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => queryClient.clear());

/** Fetches `options` and checks the answer is what the cache holds under its key. */
async function fetched<TData, TKey extends readonly unknown[]>(
  options: ClubShopQueryOptions<TData, TKey>,
): Promise<TData> {
  const data = await queryClient.fetchQuery(options);
  expect(queryClient.getQueryData(options.queryKey)).toBe(data);
  return data;
}

const invoice = {
  email: 'query.options@example.com',
  emailConfirmation: 'query.options@example.com',
  phone: '+44 20 7946 0001',
  firstName: 'Quinn',
  lastName: 'Query',
  street: 'High Street 5',
  city: 'London',
  zipCode: 'N1 9GU',
  country: 'GB',
};

/** A logged-in customer's client and the token of a basket they paid. */
async function customerWithOrder(): Promise<{ user: ClubShopClient; paidToken: string }> {
  const { email } = invoice;
  const password = 'query-options-1';
  const user = await registeredCustomer(env, { email, password, firstName: 'Quinn', lastName: 'Query' });
  const paidToken = (await user.basket.create()).summary?.token ?? '';
  const { products } = await user.catalog.search({ PageSize: 20 });
  const product = await user.catalog.product(products[0]?.id ?? '');
  const variant = product.variants.find((each) => each.stock.availability === 'InStock');
  await user.basket.add(paidToken, { productId: variant?.id ?? '', quantity: 1 });
  const state = await user.checkout.setBillingAddress(paidToken, invoice);
  const method = state.shippingMethods.find((each) => !each.requiresDropPoint);
  await user.checkout.selectShipping(paidToken, { shippingMethodId: method?.id ?? '' });
  await payBasket(env, user, paidToken, state.availablePaymentMethods[0]?.id ?? '');
  return { user, paidToken };
}

describe('query options of what every shopper sees', () => {
  it('settingsQueryOptions: the settings of the page URL’s site', async () => {
    const settings = await fetched(settingsQueryOptions(env.client, env.site.url));
    expect(settings.views.clubSettings.storeId).toBe(env.site.storeId);
  });

  it('dictionaryQueryOptions: the translations of the culture', async () => {
    const dictionary = await fetched(dictionaryQueryOptions(env.client, env.site.culture));
    expect(dictionary.views.dictionaryItemsByCulture.dictionaryItems.length).toBeGreaterThan(0);
  });

  it('contentQueryOptions: what a path resolves to', async () => {
    const content = await fetched(contentQueryOptions(env.client, '/'));
    expect(content.meta.status).toBe(200);
  });

  it('searchQueryOptions: a page of products', async () => {
    const search = await fetched(searchQueryOptions(env.client, { PageSize: 3 }));
    expect(search.products.length).toBeGreaterThan(0);
  });

  it('pass the query’s abort signal to the request', async () => {
    // The API in process does not watch the signal: see that the request sent carries it.
    const sent: AbortSignal[] = [];
    const watched = createClient({
      hosts: env.api.origin,
      context: () => contextOf(env.site),
      fetch: (input, init) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        if (signal) sent.push(signal);
        return env.api.fetch(input, init);
      },
    });
    const { queryKey, queryFn } = searchQueryOptions(watched, { PageSize: 3 });
    if (typeof queryFn !== 'function') throw new Error('the search query does not skip');
    const controller = new AbortController();
    const context = { queryKey, signal: controller.signal, meta: undefined, client: queryClient };
    await queryFn(context as Parameters<typeof queryFn>[0]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.aborted).toBe(false);
    controller.abort();
    expect(sent[0]?.aborted).toBe(true);
  });
});

describe('query options of a customer and their basket', () => {
  it('profile, orders, one order, checkout, drop points and receipt', async () => {
    const { user, paidToken } = await customerWithOrder();
    expect((await fetched(profileQueryOptions(user))).email).toBe(invoice.email);
    const orders = await fetched(ordersQueryOptions(user));
    const orderId = orders[0]?.id;
    expect(orderId).toBeDefined();
    expect((await fetched(orderQueryOptions(user, orderId))).id).toBe(orderId);
    const receipt = await fetched(receiptQueryOptions(user, paidToken));
    expect(receipt.summary.orderId).toBe(orderId);

    const token = (await user.basket.create()).summary?.token ?? '';
    const checkout = await fetched(checkoutQueryOptions(user, token));
    expect(checkout.availablePaymentMethods.length).toBeGreaterThan(0);
    const billed = await user.checkout.setBillingAddress(token, invoice);
    const parcelShop = billed.shippingMethods.find((each) => each.requiresDropPoint);
    const points = await fetched(dropPointsQueryOptions(user, token, parcelShop?.id, invoice.zipCode));
    expect(points.length).toBeGreaterThan(0);
    // Every basket and checkout key nests under its `all` key, so one invalidation reaches them.
    await queryClient.invalidateQueries({ queryKey: queryKeys.checkout.all });
    expect(queryClient.getQueryState(queryKeys.checkout.detail(token))?.isInvalidated).toBe(true);
  });
});
