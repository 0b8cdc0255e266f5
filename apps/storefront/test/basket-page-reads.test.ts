// @vitest-environment node
/**
 * Issue 43 (CPU per page): the basket page reads the shopper's basket from the API once. The
 * basket's answer holds its summary, so the header's badge comes from it instead of a second
 * request (`GET /api/baskets/{token}/summary`); a basket the API does not know is still the empty
 * basket, its cookie cleared. Against the real commerce API in process; the storefront's requests
 * to it are counted on their way.
 */
import { CURRENT_BASKET_TOKEN } from '@clubshop/basket';
import { describe, expect, test } from 'vitest';
import { basketWithShirt } from './support/checkout-fixtures.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const siteHeaders = { 'Content-Type': 'application/json', StoreId: 'northbridge-gb' };

/** A GET of the storefront at `path` with `cookie`; the paths of the API requests it made. */
async function get(path: string, cookie: string) {
  const asked: string[] = [];
  const response = await storefrontOverApi(api, {
    apiFetch: (input, init) => {
      asked.push(new URL(new Request(input, init).url).pathname);
      return api.fetch(input, init);
    },
  }).fetch(new Request(`${shop}${path}`, { headers: { cookie }, redirect: 'manual' }));
  return { response, html: await response.text(), asked };
}

/** A basket with two shirts in it; its token. */
function basketOfTwo(): Promise<string> {
  return basketWithShirt(api, siteHeaders, 2);
}

/**
 * The quantity the header's badge shows in the page's data (the summary query's answer), keyed by
 * the placeholder the page knows its basket by (the token stays in the HttpOnly cookie, decision 0076).
 */
const badgeQuantity = (html: string, token: string) =>
  new RegExp(`\\["clubshop","basket","${token}","summary"\\][^]*?"quantity":(\\d+)`).exec(html)?.[1];

describe('the basket page asks the API for the basket once', () => {
  test('one read of the basket; the header has its summary from the same answer', async () => {
    const token = await basketOfTwo();
    const { response, html, asked } = await get('/cart/', `clubshop_basket_token=${token}`);
    expect(response.status).toBe(200);
    const basketReads = asked.filter((path) => path.startsWith(`/api/baskets/${token}`));
    expect(basketReads).toEqual([`/api/baskets/${token}`]);
    expect(badgeQuantity(html, CURRENT_BASKET_TOKEN)).toBe('2');
  });

  test('an unknown basket: one read, the empty basket, its cookie cleared', async () => {
    const token = 'b'.repeat(32);
    const { response, html, asked } = await get('/cart/', `clubshop_basket_token=${token}`);
    expect(response.status).toBe(200);
    expect(asked.filter((path) => path.startsWith('/api/baskets/'))).toEqual([`/api/baskets/${token}`]);
    expect(response.headers.getSetCookie().join()).toMatch(/clubshop_basket_token=;/);
    expect(badgeQuantity(html, CURRENT_BASKET_TOKEN)).toBe('0');
  });
});
