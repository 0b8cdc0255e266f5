// @vitest-environment node
/**
 * The basket token held by the storefront server (src/ssr/held-basket.ts through
 * server/session-proxy.ts, decision 0076), in process in front of the real commerce API: creating
 * a basket through the shop's `/api` sets the token in an HttpOnly cookie and answers the
 * placeholder; `/api/baskets/current/...` and `/api/checkout/current/...` reach the cookie's
 * basket and answer no token; the merge on login works through the placeholder; cross-site
 * writes to the new paths are 403 before anything is forwarded.
 */
import { CURRENT_BASKET_TOKEN } from '@clubshop/basket';
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { confirmedShopper } from './support/shopper-accounts.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const site = { StoreId: 'northbridge-gb', culture: 'en', 'Content-Type': 'application/json' };
const sameOrigin = { Origin: shop, 'Sec-Fetch-Site': 'same-origin' };

/** A storefront server that records the paths it forwards to the API. */
function storefront() {
  const forwarded: string[] = [];
  const server = storefrontOverApi(api, {
    apiFetch: async (input, init) => {
      const request = new Request(input, init);
      forwarded.push(`${request.method} ${new URL(request.url).pathname}`);
      return api.fetch(request);
    },
  });
  const call = (path: string, init: RequestInit = {}) => server.fetch(new Request(`${shop}${path}`, init));
  return { call, forwarded };
}

/** The `name=value` pairs of a response's cookies, as the browser sends them back. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Creates a basket through the shop, as the page does; its cookies and the answer's text. */
async function createBasket(shopServer: ReturnType<typeof storefront>) {
  const response = await shopServer.call('/api/baskets', {
    method: 'POST',
    headers: { ...site, ...sameOrigin },
  });
  const text = await response.text();
  const token = /clubshop_basket_token=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1] ?? '';
  return { response, text, token, cookies: cookieHeader(response) };
}

/** Adds a shirt to the cookie's basket through the shop (the first size in stock). */
async function addShirt(shopServer: ReturnType<typeof storefront>, cookies: string) {
  for (const size of ['m', 'l', 's', 'xl']) {
    const added = await shopServer.call('/api/baskets/current', {
      method: 'POST',
      headers: { ...site, ...sameOrigin, cookie: cookies },
      body: JSON.stringify({ productId: `nb-p1001-navy-${size}`, quantity: 1 }),
    });
    const text = await added.text();
    if ((JSON.parse(text) as { success: boolean }).success) return text;
  }
  throw new Error('No shirt in stock');
}

describe('the basket token held by the storefront server', () => {
  test('creating a basket sets the token HttpOnly with a marker, and the page gets the placeholder', async () => {
    const shopServer = storefront();
    const { response, text, token } = await createBasket(shopServer);
    expect(response.status).toBe(201);
    expect(token).toMatch(/^[\w-]{20,}$/);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContainEqual(
      expect.stringMatching(
        new RegExp(`^clubshop_basket_token=${token}; Expires=[^;]+; Path=/; SameSite=Lax; HttpOnly$`),
      ),
    );
    expect(cookies).toContainEqual(
      expect.stringMatching(/^clubshop_basket=1; Expires=[^;]+; Path=\/; SameSite=Lax$/),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text).not.toContain(token);
    const answer = JSON.parse(text) as { summary: { token: string }; basket: { token: string } };
    expect(answer.summary.token).toBe(CURRENT_BASKET_TOKEN);
    expect(answer.basket.token).toBe(CURRENT_BASKET_TOKEN);
  });

  test("current/... reaches the cookie's basket, answers no token, and the checkout steps work on it", async () => {
    const shopServer = storefront();
    const { token, cookies } = await createBasket(shopServer);
    const added = await addShirt(shopServer, cookies);
    expect(added).not.toContain(token);
    // The API's own view of the basket: the line is there.
    const direct = (await (await api.fetch(`/api/baskets/${token}`, { headers: site })).json()) as {
      basket: { lines: unknown[] };
    };
    expect(direct.basket.lines).toHaveLength(1);
    // The API was called with the token; nothing the shop answered held it.
    expect(shopServer.forwarded).toContain(`POST /api/baskets/${token}`);
    for (const path of ['/api/baskets/current/summary', '/api/baskets/current', '/api/checkout/current']) {
      const answer = await shopServer.call(path, { headers: { ...site, cookie: cookies } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain(token);
    }
    const billing = await shopServer.call('/api/checkout/current/billingaddress', {
      method: 'POST',
      headers: { ...site, ...sameOrigin, cookie: cookies },
      body: JSON.stringify({ firstName: 'Ada', email: 'held@example.com' }),
    });
    expect(billing.status).toBe(200);
    expect(await billing.text()).not.toContain(token);
  });

  test('without a basket cookie, current is an unknown basket (404), and nothing else is reached', async () => {
    const shopServer = storefront();
    const answer = await shopServer.call('/api/baskets/current/summary', { headers: site });
    expect(answer.status).toBe(404);
    expect(await shopServer.call('/api/checkout/current', { headers: site })).toHaveProperty('status', 404);
    // The paid basket's placeholder reaches its receipt alone.
    expect(await shopServer.call('/api/checkout/paid', { headers: site })).toHaveProperty('status', 404);
  });

  test("logging in merges the held basket into the customer's through the placeholder", async () => {
    const shopServer = storefront();
    const email = 'held-basket-merge@example.com';
    const password = 'correct-horse-battery';
    await confirmedShopper(api, email, password, site);
    const basket = await createBasket(shopServer);
    await addShirt(shopServer, basket.cookies);
    const login = await shopServer.call('/api/users/authenticate', {
      method: 'POST',
      headers: { ...site, ...sameOrigin, cookie: basket.cookies },
      body: JSON.stringify({ grant_type: 'password', username: email, password }),
    });
    expect(login.status).toBe(200);
    const both = `${basket.cookies}; ${cookieHeader(login)}`;
    // The first call with the session makes the basket the customer's.
    const summary = await shopServer.call('/api/baskets/current/summary', {
      headers: { ...site, cookie: both },
    });
    expect(summary.status).toBe(200);
    expect(((await summary.json()) as { quantity: number }).quantity).toBe(1);
    // From now on the token alone reaches nothing (decision 0015): it is the customer's basket.
    expect((await api.fetch(`/api/baskets/${basket.token}/summary`, { headers: site })).status).toBe(404);
  });

  test('a cross-site write to the placeholder paths is refused with 403 before it reaches the API', async () => {
    const shopServer = storefront();
    const { cookies } = await createBasket(shopServer);
    const before = shopServer.forwarded.length;
    const forged = [
      ['/api/baskets/current', 'POST'],
      ['/api/baskets/current/lines', 'POST'],
      ['/api/baskets/current/checkout', 'POST'],
      ['/api/checkout/current/billingaddress', 'POST'],
      ['/api/checkout/current/shippingaddress', 'DELETE'],
      ['/api/baskets', 'POST'],
    ] as const;
    for (const [path, method] of forged) {
      const answer = await shopServer.call(path, {
        method,
        headers: { ...site, cookie: cookies, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        body: '{}',
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(shopServer.forwarded.length).toBe(before);
  });
});
