/**
 * Sites by host, CORS and the origin of absolute URLs, with production rules (real domains in
 * `sites.host_name`, no localhost rules, one trusted proxy) and with the development defaults.
 */
import { basketCheckoutResponseSchema, basketResponseSchema } from '@clubshop/api-sdk/contract';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSites } from '../src/dev/sites.ts';
import { aarhusBilling } from '../src/testing/checkout-scene.ts';

/** Production-like: the sites answer under `<club>-<country>.shop.example`. */
let shop: TestApi;
/** The development defaults (localhost rules on, no proxy trusted). */
let dev: TestApi;

const partner = 'https://shop.partner.example';
/** STOREFRONT_ORIGINS of `shop`: Northbridge GB's staging storefront, on plain http and a port. */
const staging = 'http://northbridge-gb.shop.example:8080';

beforeAll(async () => {
  [shop, dev] = await Promise.all([
    createTestApi({
      origin: 'https://api.shop.example',
      config: {
        localhostSites: false,
        trustProxy: 1,
        allowedOrigins: [partner],
        storefrontOrigins: [staging],
      },
    }),
    createTestApi(),
  ]);
  await shop.database.db.execute(
    sql`update sites set host_name = replace(host_name, '.localhost', '.shop.example')`,
  );
  shop.deps.caches.invalidate();
}, 180_000);
afterAll(async () => {
  await Promise.all([shop?.close(), dev?.close()]);
});

const get = (api: TestApi, path: string, headers: Record<string, string> = {}) =>
  api.fetch(path, { headers });

async function errorOf(response: Response) {
  return (await response.json()) as { success: false; errors: Array<{ code?: string; message: string }> };
}

describe('CORS', () => {
  it('allows a configured origin, on preflights and answers', async () => {
    const preflight = await shop.fetch('/api/products/search', {
      method: 'OPTIONS',
      headers: {
        Origin: partner,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'storeid, culture',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(partner);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/StoreId/);
    const answer = await get(shop, '/api/categories', { Origin: partner, StoreId: 'northbridge-gb' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(partner);
    expect(answer.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(answer.headers.get('Vary')).toMatch(/Origin/);
  });

  it("allows every site's own https origin from the database, and nothing else", async () => {
    const allowed = async (origin: string) =>
      (await get(shop, '/api/categories', { Origin: origin, StoreId: 'riverside-dk' })).headers.get(
        'Access-Control-Allow-Origin',
      );
    expect(await allowed('https://riverside-dk.shop.example')).toBe('https://riverside-dk.shop.example');
    expect(await allowed('https://harbour-gb.shop.example')).toBe('https://harbour-gb.shop.example');
    expect(await allowed('http://riverside-dk.shop.example')).toBeNull();
    expect(await allowed('https://riverside-dk.shop.example:8443')).toBeNull();
    expect(await allowed('https://evil.example')).toBeNull();
    expect(await allowed('http://localhost:5173')).toBeNull();
    expect(await allowed('https://shop.partner.example.evil.example')).toBeNull();
  });

  it('allows the localhost family on any port in development, and not a stranger', async () => {
    const allowed = async (origin: string) =>
      (await get(dev, '/api/categories', { Origin: origin })).headers.get('Access-Control-Allow-Origin');
    expect(await allowed('http://localhost:5173')).toBe('http://localhost:5173');
    expect(await allowed('http://riverside-dk.localhost:4174')).toBe('http://riverside-dk.localhost:4174');
    expect(await allowed('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(await allowed('https://shop.northbridge.com')).toBeNull();
  });
});

describe('sites by host', () => {
  it('answers an unknown host with 404 Api.Error.UnknownSite, not another club', async () => {
    for (const api of [shop, dev]) {
      const settings = await get(
        api,
        `/api/settings?url=${encodeURIComponent('https://shop.northbridge.com/')}`,
      );
      expect(settings.status).toBe(404);
      const body = await errorOf(settings);
      expect(body.success).toBe(false);
      expect(body.errors[0]).toMatchObject({
        code: 'Api.Error.UnknownSite',
        params: { host: 'shop.northbridge.com' },
      });
    }
    const call = await get(shop, '/api/categories', { Host: 'shop.northbridge.com' });
    expect(call.status).toBe(404);
    expect((await errorOf(call)).errors[0]?.code).toBe('Api.Error.UnknownSite');
    expect(call.headers.get('Cache-Control')).toBe('no-store');
    // The API's own host is no shop either: a call names its site (StoreId) or comes through one.
    expect((await get(shop, '/api/categories')).status).toBe(404);
    expect((await get(shop, '/api/categories', { StoreId: 'northbridge-gb' })).status).toBe(200);
  });

  it("finds a site by its host name from the database: the page URL's, or the request's", async () => {
    const settings = await get(
      shop,
      `/api/settings?url=${encodeURIComponent('https://riverside-de.shop.example/herren/')}`,
    );
    expect(settings.status).toBe(200);
    const clubSettings = ((await settings.json()) as { views: { clubSettings: { storeId: string } } }).views
      .clubSettings;
    expect(clubSettings.storeId).toBe('riverside-de');
    const dictionary = await get(shop, '/api/dictionary/dictionariesbyculture', {
      Host: 'riverside-de.shop.example',
    });
    expect(dictionary.status).toBe(200);
    expect(await dictionary.json()).toMatchObject({ views: { dictionaryItemsByCulture: { culture: 'de' } } });
  });

  it('keeps the development rules: localhost is the default site, <club>-<country>.localhost its site', async () => {
    const settingsOf = async (url: string) => {
      const response = await get(dev, `/api/settings?url=${encodeURIComponent(url)}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { views: { clubSettings: { storeId: string } } }).views.clubSettings
        .storeId;
    };
    expect(await settingsOf('http://localhost:5173/')).toBe('northbridge-gb');
    expect(await settingsOf('http://localhost:4174/riverside-dk/')).toBe('riverside-dk');
    expect(await settingsOf('http://harbour-de.localhost:5173/')).toBe('harbour-de');
    expect((await get(dev, '/api/categories')).status).toBe(200);
  });
});

describe('the origin of absolute URLs', () => {
  const firstImage = async (response: Response) => {
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: Array<{ image?: { url: string } }> };
    return body.products[0]?.image?.url ?? '';
  };
  const forwardedFrom = (host: string) => ({ 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'https' });

  it('is the forwarded origin of a site behind the trusted proxy, and PUBLIC_ORIGIN otherwise', async () => {
    const search = '/api/products/search?PageSize=1';
    expect(await firstImage(await get(shop, search, forwardedFrom('northbridge-dk.shop.example')))).toMatch(
      /^https:\/\/northbridge-dk\.shop\.example\/media\/product\//,
    );
    // Same search, same site, another origin: its own answer, not the cached one of the first.
    expect(await firstImage(await get(shop, search, { StoreId: 'northbridge-dk' }))).toMatch(
      /^https:\/\/api\.shop\.example\/media\/product\//,
    );
    // A forged host names no site: no shop, and never a link under it.
    const forged = await get(shop, search, forwardedFrom('evil.example'));
    expect(forged.status).toBe(404);
    const forgedWithStore = await get(shop, search, {
      ...forwardedFrom('evil.example'),
      StoreId: 'northbridge-dk',
    });
    expect(await firstImage(forgedWithStore)).toMatch(/^https:\/\/api\.shop\.example\//);
    // Without a trusted proxy the forwarding headers are ignored.
    expect(await firstImage(await get(dev, search, forwardedFrom('northbridge-dk.localhost')))).toMatch(
      /^http:\/\/localhost:4000\/media\//,
    );
  });

  it("puts checkout's payment page under the shopper's origin", async () => {
    const headers = { ...forwardedFrom('northbridge-dk.shop.example'), 'Content-Type': 'application/json' };
    const json = async (method: string, path: string, body?: unknown) => {
      const response = await shop.fetch(path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const created = await json('POST', '/api/baskets');
    const token = v.parse(basketResponseSchema, created.body).summary?.token ?? '';
    const search = await get(
      shop,
      '/api/products/search?PageSize=24&Filters.BitFilters=inStock:true',
      headers,
    );
    const products = (
      (await search.json()) as { products: Array<{ variantId?: string; availability: string }> }
    ).products;
    const itemId = products.find((product) => product.availability === 'InStock')?.variantId ?? '';
    expect((await json('POST', `/api/baskets/${token}`, { productId: itemId, quantity: 1 })).status).toBe(
      200,
    );
    const email = 'ada@example.com';
    await json('POST', `/api/checkout/${token}/billingaddress`, aarhusBilling(email, 'Ada', 'Lovelace'));
    await json('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'dk-home' });
    // Issue 24: payment returned to any http(s) URL (the payment page said "Shop: evil.example"
    // and approving sent the basket token there). Only the basket's own site's pages now.
    const own = 'https://northbridge-dk.shop.example';
    const refusals: Array<[string, string, string]> = [
      ['https://evil.example/phish', `${own}/checkout/`, 'returnUrl'],
      [`${own}/receipt/`, 'https://riverside-dk.shop.example/checkout/', 'cancelUrl'],
      ['http://northbridge-dk.shop.example/receipt/', `${own}/checkout/`, 'returnUrl'],
      ['https://northbridge-dk.shop.example.evil.example/receipt/', `${own}/checkout/`, 'returnUrl'],
      ['https://user@northbridge-dk.shop.example/receipt/', `${own}/checkout/`, 'returnUrl'],
      ['http://localhost:5173/receipt/', `${own}/checkout/`, 'returnUrl'],
    ];
    for (const [returnUrl, cancelUrl, field] of refusals) {
      const refused = await json('POST', `/api/baskets/${token}/checkout`, {
        paymentProviderId: 'mobilepay',
        returnUrl,
        cancelUrl,
      });
      expect(refused.status, returnUrl).toBe(400);
      expect(refused.body, returnUrl).toMatchObject({
        success: false,
        errors: [
          {
            field,
            code: 'Api.Error.ReturnUrlNotOfShop',
            params: { field, origin: own },
            message: `${field} must be a page of this shop (${own})`,
          },
        ],
      });
    }
    const checkout = await json('POST', `/api/baskets/${token}/checkout`, {
      paymentProviderId: 'mobilepay',
      returnUrl: 'https://northbridge-dk.shop.example/receipt/',
      cancelUrl: 'https://northbridge-dk.shop.example/checkout/',
    });
    const { data } = v.parse(basketCheckoutResponseSchema, checkout.body);
    expect(data?.url).toMatch(/^https:\/\/northbridge-dk\.shop\.example\/payment\/[\w-]+$/);
  });
});

describe('STOREFRONT_ORIGINS (issue 44: a staging storefront on http or a port)', () => {
  /** A Northbridge GB basket ready to pay, made through the trusted proxy under `host`. */
  async function readyBasket(host: string) {
    const headers = {
      'X-Forwarded-Host': host,
      'X-Forwarded-Proto': 'https',
      'Content-Type': 'application/json',
    };
    const post = async (path: string, body?: unknown) => {
      const response = await shop.fetch(path, {
        method: 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const token = v.parse(basketResponseSchema, (await post('/api/baskets')).body).summary?.token ?? '';
    for (const size of ['m', 'l', 's', 'xl']) {
      if (
        (await post(`/api/baskets/${token}`, { productId: `nb-p1001-navy-${size}`, quantity: 1 })).status ===
        200
      )
        break;
    }
    const email = 'staging@example.com';
    await post(`/api/checkout/${token}/billingaddress`, {
      email,
      emailConfirmation: email,
      phone: '+44 20 7946 0000',
      firstName: 'Alex',
      lastName: 'Morgan',
      street: '12 High Street',
      city: 'London',
      zipCode: 'SW1A 1AA',
      country: 'GB',
    });
    await post(`/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-home' });
    return (returnUrl: string, cancelUrl = returnUrl) =>
      post(`/api/baskets/${token}/checkout`, { paymentProviderId: 'card', returnUrl, cancelUrl });
  }

  it("accepts payment return URLs at the origin listed for the site's host, http and port included", async () => {
    const checkout = await readyBasket('northbridge-gb.shop.example');
    const accepted = await checkout(`${staging}/receipt/`, `${staging}/checkout/`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(v.parse(basketCheckoutResponseSchema, accepted.body).success).toBe(true);
  });

  it('keeps refusing what is not listed: another port or scheme, a look-alike host', async () => {
    const checkout = await readyBasket('northbridge-gb.shop.example');
    for (const returnUrl of [
      'http://northbridge-gb.shop.example/receipt/',
      'http://northbridge-gb.shop.example:8081/receipt/',
      'https://northbridge-gb.shop.example:8080/receipt/',
      'http://northbridge-gb.shop.example.evil.example:8080/receipt/',
    ]) {
      const refused = await checkout(returnUrl, `${staging}/checkout/`);
      expect(refused.status, returnUrl).toBe(400);
      expect(refused.body, returnUrl).toMatchObject({
        errors: [
          {
            code: 'Api.Error.ReturnUrlNotOfShop',
            params: { origin: `${staging} or https://northbridge-gb.shop.example` },
          },
        ],
      });
    }
  });

  it('are the addresses printed at start: the listed origin, else https://<host>, never a development port', async () => {
    const sites = await listSites(shop.database.db, shop.deps.config);
    const url = (storeId: string) => sites.find((site) => site.storeId === storeId)?.url;
    expect(url('northbridge-gb')).toBe(`${staging}/`);
    expect(url('northbridge-dk')).toBe('https://northbridge-dk.shop.example/');
    expect(sites.every((site) => !site.url.includes(':5173'))).toBe(true);
  });
});

describe('cache headers for a CDN', () => {
  it('varies public catalogue answers by every header they depend on', async () => {
    const site = { StoreId: 'northbridge-gb' };
    for (const path of [
      '/api/categories',
      '/api/dictionary/dictionariesbyculture',
      `/api/content?url=${encodeURIComponent('/')}`,
      '/api/products/search?PageSize=2',
    ]) {
      const response = await get(dev, path, site);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toMatch(/^public/);
      const vary = (response.headers.get('Vary') ?? '').split(/,\s*/);
      expect(vary, path).toEqual(
        expect.arrayContaining(['StoreId', 'rootCategoryId', 'culture', 'currency', 'Origin']),
      );
    }
    const search = await get(dev, '/api/products/search?PageSize=2', site);
    expect(search.headers.get('Cache-Control')).toBe('public, no-cache');
    const settings = await get(dev, `/api/settings?url=${encodeURIComponent('http://localhost:5173/')}`);
    expect(settings.headers.get('Cache-Control')).toMatch(/^public/);
    expect(settings.headers.get('Vary')).toBe('Origin');
  });

  it('keeps personal answers and errors out of every cache', async () => {
    const basket = await dev.fetch('/api/baskets', { method: 'POST' });
    expect(basket.headers.get('Cache-Control')).toBe('no-store');
    const missing = await get(dev, '/api/products/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
    const profile = await get(dev, '/api/users/me/profile', { Authorization: 'Bearer nope' });
    expect(profile.status).toBe(401);
    expect(profile.headers.get('Cache-Control')).toBe('no-store');
  });
});
