/**
 * Baskets of logged-in users (decision 0015): only the owner's access token reads, changes,
 * checks out or shows the receipt of their basket; a leaked token gets 404, a stale access token
 * 401 (so the client refreshes); anonymous baskets keep working by token; the first use of an
 * anonymous basket after login claims it and merges the user's other open baskets into it.
 */
import {
  authenticateResponseSchema,
  basketResponseSchema,
  checkoutStateSchema,
} from '@clubshop/api-sdk/contract';
import { createTestClock } from '@clubshop/commerce-api/testing';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommerceTestApi, findItems, siteOf, type TestItem } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const clock = createTestClock();
const api = openForFile(() => createCommerceTestApi({ clock, accessTokenTtlSeconds: 300 }));
let storeId: string;
let shirt: TestItem;
let scarf: TestItem;
const password = 'correct horse battery';

beforeAll(async () => {
  storeId = siteOf(api, 'northbridge', 'gb').storeId;
  [shirt, scarf] = (await findItems(api, {
    clubId: 'northbridge',
    currency: 'GBP',
    state: 'InStock',
    minStock: 25,
  })) as [TestItem, TestItem];
}, 180_000);

async function accessTokenOf(email: string): Promise<string> {
  await api.json('POST', '/api/users/register', { email, password, firstName: 'Sam', lastName: 'Fan' });
  const auth = await api.json('POST', '/api/users/authenticate', {
    grant_type: 'password',
    username: email,
    password,
  });
  return v.parse(authenticateResponseSchema, auth.body).result?.access_token ?? '';
}

const as = (accessToken?: string) => ({
  StoreId: storeId,
  ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
});

async function newBasket(accessToken?: string): Promise<string> {
  const created = await api.json('POST', '/api/baskets', undefined, as(accessToken));
  return v.parse(basketResponseSchema, created.body).summary?.token ?? '';
}

async function add(token: string, item: TestItem, quantity: number, accessToken?: string) {
  return api.json('POST', `/api/baskets/${token}`, { productId: item.itemId, quantity }, as(accessToken));
}

describe('a basket that belongs to a user', () => {
  it('is read, changed and checked out only with the owner’s access token', async () => {
    const owner = await accessTokenOf('owner@example.com');
    const stranger = await accessTokenOf('stranger@example.com');
    const token = await newBasket(owner);
    expect((await add(token, shirt, 1, owner)).status).toBe(200);
    await api.json(
      'POST',
      `/api/checkout/${token}/billingaddress`,
      { email: 'owner@example.com', city: 'Leeds' },
      as(owner),
    );

    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/baskets/${token}`],
      ['GET', `/api/baskets/${token}/summary`],
      ['GET', `/api/baskets/${token}/receipt`],
      ['POST', `/api/baskets/${token}`, { productId: shirt.itemId, quantity: 1 }],
      ['POST', `/api/baskets/${token}/lines`, { lines: [] }],
      [
        'POST',
        `/api/baskets/${token}/checkout`,
        {
          paymentProviderId: 'card',
          returnUrl: 'http://localhost:5173/r',
          cancelUrl: 'http://localhost:5173/c',
        },
      ],
      ['GET', `/api/checkout/${token}`],
      ['POST', `/api/checkout/${token}/billingaddress`, { city: 'Elsewhere' }],
      ['POST', `/api/checkout/${token}/comment`, { comment: 'mine now' }],
      ['POST', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`],
    ];
    for (const [method, path, body] of calls) {
      // The token alone, or another user's access token: as if the basket did not exist.
      expect((await api.json(method, path, body, as())).status, `${method} ${path}`).toBe(404);
      expect((await api.json(method, path, body, as(stranger))).status, `${method} ${path}`).toBe(404);
    }
    const state = await api.json('GET', `/api/checkout/${token}`, undefined, as(owner));
    expect(v.parse(checkoutStateSchema, state.body).billingAddress).toMatchObject({ city: 'Leeds' });
    // An expired access token is a 401: the client refreshes and retries instead of dropping it.
    clock.advance(301_000);
    expect((await api.json('GET', `/api/baskets/${token}`, undefined, as(owner))).status).toBe(401);
  });

  it('keeps anonymous baskets working by token', async () => {
    const token = await newBasket();
    expect((await add(token, shirt, 1)).status).toBe(200);
    expect((await api.json('GET', `/api/baskets/${token}`, undefined, as())).status).toBe(200);
  });

  it('claims an anonymous basket at its first use after login and merges the user’s other basket into it', async () => {
    const firstDevice = await accessTokenOf('merge@example.com');
    const older = await newBasket(firstDevice);
    await add(older, shirt, 1, firstDevice);
    // On another device, shopping anonymously, then logging in.
    const current = await newBasket();
    await add(current, shirt, 2);
    await add(current, scarf, 1);
    const secondDevice = await accessTokenOf('merge@example.com');
    const merged = await api.json('GET', `/api/baskets/${current}`, undefined, as(secondDevice));
    const basket = v.parse(basketResponseSchema, merged.body).basket;
    const quantities = Object.fromEntries(basket?.lines.map((line) => [line.productId, line.quantity]) ?? []);
    expect(quantities).toEqual({ [shirt.itemId]: 3, [scarf.itemId]: 1 });
    // The older basket was folded in; the current one is now the user's only.
    expect((await api.json('GET', `/api/baskets/${older}`, undefined, as(firstDevice))).status).toBe(404);
    expect((await api.json('GET', `/api/baskets/${current}`, undefined, as())).status).toBe(404);
    expect((await api.json('GET', `/api/baskets/${current}`, undefined, as(firstDevice))).status).toBe(200);
  });
});
