// @vitest-environment node
/**
 * The storefront server, in process, in front of the real commerce API (in process too): every
 * kind of route rendered on the server, with its status, its HTML (what a crawler or a shopper
 * without JavaScript gets), its head and its headers; and nothing of one request (site, session,
 * basket) reaching another.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TestApi } from '@clubshop/commerce-api/testing';
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { confirmedShopper, loginTokens } from './support/shopper-accounts.ts';
import { silentLogger, storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();

/** The files the page's loader fetches beside its code (ssr/boot-after-paint.ts). */
const fetchPreloadsOf = (html: string): string[] =>
  JSON.parse(/"fetchPreloads":(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];

function storefront(testApi: TestApi = api, logger = silentLogger) {
  return storefrontOverApi(testApi, {
    logger,
  });
}

/** A GET of the storefront at `url`, with optional cookies. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await storefront().fetch(new Request(url, { headers, redirect: 'manual' }));
  return { response, html: await response.text() };
}

const shop = 'http://northbridge-gb.localhost:5173';
const shirt = '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/';

/** A page's markup without its scripts (what is rendered, not the data handed to the browser). */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The JSON-LD objects of a page. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('pages rendered on the server', () => {
  test('a product page: name in the h1, price, JSON-LD Product and breadcrumb, canonical, hreflang, club colours', async () => {
    const { response, html } = await get(`${shop}${shirt}`);
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB">/);
    expect(html).toContain('<h1>Classic Home Shirt 26/27</h1>');
    // Complete HTML: no boundary left for a script to fill in (a shopper without JavaScript).
    expect(html).not.toMatch(/<!--\$\?-->|<template id="B:/);
    expect(html).toContain('£64.99');
    const [product, breadcrumb] = structuredData(html);
    expect(product).toMatchObject({ '@type': 'Product', name: 'Classic Home Shirt 26/27' });
    expect((product?.offers as Array<Record<string, unknown>> | undefined)?.[0]).toMatchObject({
      price: '64.99',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(html).toContain(`<link rel="canonical" href="${shop}${shirt}"/>`);
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="de" href="http:\/\/northbridge-de\.localhost:5173\/herren\/[^"]+"\/>/,
    );
    expect(html).toContain('--cs-color-primary: #0b2545;');
    expect(html).toContain('<meta property="og:type" content="product"/>');
  });

  test('a category page lists its first page of products with links, and a BreadcrumbList', async () => {
    const { response, html } = await get(`${shop}/men/shirts/`);
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Shirts</h1>');
    expect(html).not.toMatch(/<!--\$\?-->|<template id="B:/);
    expect(html).toContain(`href="${shirt}"`);
    expect(structuredData(html)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  test('home has the Organization and its content; search has its results', async () => {
    const home = await get(`${shop}/`);
    expect(home.response.status).toBe(200);
    expect(home.html).toContain('<title>Home | Northbridge FC</title>');
    const search = await get(`${shop}/search-page/?q=home%20shirt`);
    expect(search.response.status).toBe(200);
    expect(search.html).toContain('Classic Home Shirt 26/27');
    expect(search.html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  test('another site address renders that club and country, translated', async () => {
    const { html } = await get('http://harbour-dk.localhost:5173/');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="da-DK">/);
    expect(html).toContain('clubshop-theme-harbour');
  });

  test('unknown paths are 404 with the error page; a path without its slash is 301; /user/ without a session is 302 to /login/', async () => {
    const missing = await get(`${shop}/no-such-page/`);
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain('This page could not be found');
    // A path with a character outside ASCII (percent-encoded on the wire) is the 404 page too, in
    // the server's HTML, not a loading screen until the code comes.
    const accented = await get(`${shop}/caf%C3%A9/`);
    expect(accented.response.status).toBe(404);
    expect(accented.html).toContain('This page could not be found');
    const slash = await get(`${shop}/men/shirts`);
    expect(slash.response.status).toBe(301);
    expect(slash.response.headers.get('location')).toBe('/men/shirts/');
    const account = await get(`${shop}/user/profile/`);
    expect(account.response.status).toBe(302);
    expect(account.response.headers.get('location')).toBe('/login/');
  });

  test('the API failing is a 500 with the error page, never cached', async () => {
    // The site is known (settings answer), then the API fails on the page's own data.
    const failing = {
      origin: api.origin,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
        new Request(input, init).url.includes('/api/settings')
          ? api.fetch(input, init)
          : new Response('{"success":false}', { status: 500 }),
    };
    const response = await storefront(failing as unknown as TestApi).fetch(
      new Request(`${shop}/men/shirts/`),
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('An error occurred on the server');
  });

  test('the API unavailable (503) is a 503 with Retry-After, never cached', async () => {
    const broken = { origin: api.origin, fetch: async () => new Response('down', { status: 503 }) };
    const response = await storefront(broken as unknown as TestApi).fetch(new Request(`${shop}/men/shirts/`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('security headers: a personal page has a CSP with a fresh nonce that every inline script carries, HSTS over https only', async () => {
    const first = await get(`${shop}/cart/`);
    const second = await get(`${shop}/cart/`);
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    const nonce = nonceOf(first.response.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.response.headers.get('content-security-policy'))).not.toBe(nonce);
    expect(first.response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
    const inlineScripts = [
      ...first.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>/g),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [tag] of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.html).not.toMatch(/\sstyle="/);
    expect(first.response.headers.get('strict-transport-security')).toBeNull();
    const https = await get(`${shop}/`, { 'x-forwarded-proto': 'https' });
    expect(https.response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  test("a shared page's CSP: no nonce, the hashes of exactly its inline scripts and styles, 'strict-dynamic'", async () => {
    const { createHash } = await import('node:crypto');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const path of ['/', '/men/shirts/', shirt]) {
      const first = await get(`${shop}${path}`);
      const policy = first.response.headers.get('content-security-policy') ?? '';
      expect(first.response.headers.get('cache-control'), path).toMatch(/^public/);
      expect(policy, path).not.toMatch(/nonce|unsafe-inline|unsafe-eval/);
      expect(first.html, path).not.toContain('nonce=');
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scriptSources, path).toContain("'strict-dynamic'");
      const scriptTexts = [
        ...first.html.matchAll(
          /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].map((match) => match[1] ?? '');
      const scripts = scriptTexts.map(hash);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual(
        [...new Set(scripts)].sort(),
      );
      const styleSources = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
      for (const [, style] of first.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
        expect(styleSources, path).toContain(hash(style ?? ''));
      }
      // The page's data is a data block that never runs: no script that runs carries it, so the
      // policy is the same for every render of the page, whenever its answers were fetched.
      expect(first.html, path).toMatch(/<script type="application\/json" id="__CLUBSHOP_BOOT__">\{/);
      expect(scriptTexts.join(' '), path).not.toContain('dataUpdatedAt');
      const again = await get(`${shop}${path}`);
      expect(again.response.headers.get('content-security-policy'), path).toBe(policy);
    }
  });

  test('robots.txt and the sitemap index name the site, the sitemaps list its products', async () => {
    const robots = await get(`${shop}/robots.txt`);
    expect(robots.html).toContain(`Sitemap: ${shop}/sitemap.xml`);
    const index = await get(`${shop}/sitemap.xml`);
    expect(index.html).toContain(`<loc>${shop}/sitemap/products-1.xml</loc>`);
    const products = await get(`${shop}/sitemap/products-1.xml`);
    expect(products.html).toContain(`<loc>${shop}${shirt}</loc>`);
    const pages = await get(`${shop}/sitemap/pages-1.xml`);
    expect(pages.html).toContain(`<loc>${shop}/contact/</loc>`);
  });

  test('a page goes out whole, Brotli or gzip as the browser takes it, with its length', async () => {
    const plain = await get(`${shop}${shirt}`, { 'accept-encoding': 'identity' });
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.response.headers.get('content-length'))).toBe(Buffer.byteLength(plain.html));
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const response = await storefront().fetch(
        new Request(`${shop}${shirt}`, { headers: { 'accept-encoding': accepted } }),
      );
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      const html = decode(body).toString('utf8');
      expect(html).toContain('<h1>Classic Home Shirt 26/27</h1>');
      expect(body.length).toBeLessThan(html.length / 4);
    }
  });

  test('the checkout of an empty basket has its title, description and noindex', async () => {
    const { response, html } = await get(`${shop}/checkout/`);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<title>Checkout[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
  });

  test('the translations go apart from the page, under a versioned URL the browser caches', async () => {
    const { response, html } = await get(`${shop}${shirt}`);
    const boot = JSON.parse(
      /<script type="application\/json" id="__CLUBSHOP_BOOT__">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
    ) as {
      queries: { queries: Array<{ queryKey: unknown[] }> };
      dictionary?: { culture: string; url: string };
    };
    // The boot state holds the page's data but not the dictionary: it names where to load it.
    expect(boot.queries.queries.map((query) => query.queryKey[1])).not.toContain('dictionary');
    expect(boot.dictionary).toMatchObject({ culture: 'en' });
    const url = boot.dictionary?.url ?? '';
    expect(url).toMatch(/^\/_dictionary\/en\.json\?v=[\w-]{16}$/);
    // The page's loader fetches it with the page's code, once the page has painted.
    expect(response.headers.get('link')).toBeNull();
    expect(fetchPreloadsOf(html)).toContain(url);

    const file = await get(`${shop}${url}`);
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const translations = JSON.parse(file.html) as { items?: unknown[] };
    expect(JSON.stringify(translations)).toContain('Add to basket');
    // An older version's URL gets today's translations, not to be cached as that version.
    const stale = await get(`${shop}/_dictionary/en.json?v=0000000000000000`);
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(stale.html).toBe(file.html);
    // Another culture than the site's is not this site's file.
    expect((await get(`${shop}/_dictionary/de.json?v=x`)).response.status).toBe(404);
  });

  test("the site's settings go apart from the page, one versioned file for every page of the site", async () => {
    const bootOf = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="__CLUBSHOP_BOOT__">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
      ) as {
        pageUrl: string;
        queries: { queries: Array<{ queryKey: unknown[] }> };
        settings?: { url: string };
      };
    const productPage = await get(`${shop}${shirt}`);
    const product = bootOf(productPage.html);
    const home = bootOf((await get(`${shop}/`)).html);
    // The boot state names where to load them; the pages share the one file.
    expect(product.queries.queries.map((query) => query.queryKey[1])).not.toContain('settings');
    const url = product.settings?.url ?? '';
    expect(url).toMatch(/^\/_settings\.json\?v=[\w-]{16}$/);
    expect(home.settings?.url).toBe(url);
    // The page's loader fetches it with the page's code, once the page has painted.
    expect(fetchPreloadsOf(productPage.html)).toContain(url);

    const file = await get(`${shop}${url}`);
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The very answer the page was rendered with (the API's, for the page's URL).
    const fromApi = await (
      await api.fetch(`/api/settings?url=${encodeURIComponent(product.pageUrl)}`)
    ).text();
    expect(JSON.parse(file.html)).toEqual(JSON.parse(fromApi));
    // An older version's URL gets today's settings, not to be cached as that version.
    const stale = await get(`${shop}/_settings.json?v=0000000000000000`);
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(stale.html).toBe(file.html);
  });

  test('the API answers on the shop origin, told who asked', async () => {
    const { response, html } = await get(`${shop}/api/settings?url=${encodeURIComponent(`${shop}/`)}`, {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(html).views.clubSettings.storeId).toBe('northbridge-gb');
  });
});

describe('nothing of one request reaches another', () => {
  test('two sites rendered at once each get their own club, culture and currency', async () => {
    const [gb, dk] = await Promise.all([
      get(`${shop}${shirt}`),
      get('http://northbridge-dk.localhost:5173/'),
    ]);
    expect(gb.html).toContain('£64.99');
    expect(gb.html).not.toContain('kr.');
    expect(dk.html).toMatch(/<html lang="da-DK">/);
    expect(dk.html).not.toContain('£');
  });

  test("a shopper's basket shows in their header only", async () => {
    const siteHeaders = {
      StoreId: 'northbridge-gb',
      culture: 'en',
      currency: 'GBP',
      rootCategoryId: 'northbridge-gb-root',
    };
    const created = await api.fetch('/api/baskets', { method: 'POST', headers: siteHeaders });
    const token = ((await created.json()) as { summary: { token: string } }).summary.token;
    const search = await api.fetch('/api/products/search?CategoryId=northbridge-gb-c-men-shirts', {
      headers: siteHeaders,
    });
    const variant = (
      (await search.json()) as { products: Array<{ variantId: string; availability: string }> }
    ).products.find((product) => product.availability === 'InStock');
    const added = await api.fetch(`/api/baskets/${token}`, {
      method: 'POST',
      headers: { ...siteHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: variant?.variantId, quantity: 2 }),
    });
    expect(((await added.json()) as { success: boolean }).success).toBe(true);
    const [withBasket, without] = await Promise.all([
      get(`${shop}/men/shirts/`, { cookie: `clubshop_basket_token=${token}` }),
      get(`${shop}/men/shirts/`),
    ]);
    const badge = (html: string) => /class="cs-basket-link__badge"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(badge(withBasket.html)).toBe('2');
    // The page without a basket cookie is the one a shared cache gives every shopper, whose
    // cookies it stripped: its badge claims no number (decision 0078), the browser fills it in.
    expect(badge(without.html)).toBe('');
    expect(without.html).toMatch(/class="cs-basket-link__badge" data-state="unknown"/);
    expect(without.html).not.toMatch(/\d+ items?</);
    expect(withBasket.response.headers.get('cache-control')).toBe('private, no-store');
    expect(without.response.headers.get('cache-control')).toMatch(
      /^public, .*s-maxage=\d+, stale-while-revalidate=\d+/,
    );
    // Nothing splits a shared cache by cookie: a cache in front keys anonymous pages by URL.
    expect(without.response.headers.get('vary')).not.toMatch(/cookie/i);
    expect(without.response.headers.get('surrogate-key')).toContain('site-northbridge-gb');
    expect(withBasket.response.headers.get('surrogate-key')).toBeNull();
    // The basket is personal whoever asks for it.
    expect((await get(`${shop}/cart/`)).response.headers.get('cache-control')).toBe('private, no-store');
  });

  test("a shopper's session shows in their page only, and a session with only its refresh cookie is renewed on the server", async () => {
    const json = { 'Content-Type': 'application/json', StoreId: 'northbridge-gb', culture: 'en' };
    const email = 'ssr-shopper@example.com';
    const password = 'correct-horse-battery';
    await confirmedShopper(api, email, password, json);
    const tokens = await loginTokens(api, email, password, json);

    const [loggedIn, anonymous] = await Promise.all([
      get(`${shop}/user/profile/`, {
        cookie: `clubshop_access_token=${tokens.access_token}; clubshop_refresh_token=${tokens.refresh_token}`,
      }),
      get(`${shop}/user/profile/`),
    ]);
    expect(loggedIn.response.status).toBe(200);
    expect(loggedIn.html).toContain(email);
    expect(anonymous.response.status).toBe(302);

    // Only the refresh cookie left (the access cookie expired in the browser): renewed here, and
    // the new pair goes back to the browser.
    const resumed = await get(`${shop}/user/profile/`, {
      cookie: `clubshop_refresh_token=${tokens.refresh_token}`,
    });
    expect(resumed.response.status).toBe(200);
    expect(resumed.html).toContain(email);
    const cookies = resumed.response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('clubshop_access_token='))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('clubshop_refresh_token='))).toBe(true);
    expect(resumed.response.headers.get('cache-control')).toBe('private, no-store');

    // An access token the API refuses (gone bad before its cookie expired): refreshed and retried.
    const renewed = resumed.response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('clubshop_refresh_token='))
      ?.split(';')[0];
    const refused = await get(`${shop}/user/order-history/`, {
      cookie: `clubshop_access_token=expired.garbage.token; ${renewed}`,
    });
    expect(refused.response.status).toBe(200);
    // The order history rendered whole on the server (not a spinner): its list is loaded there too.
    expect(withoutScripts(refused.html)).toContain('You have no orders yet');

    // Two tabs of that browser load at once with the same stale cookies: one refresh serves both
    // (the API would end the session for a refresh token spent twice), and the session lives on.
    const stale = refused.response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .filter((cookie) => cookie?.startsWith('clubshop_refresh_token='))
      .join('; ');
    const tabs = await Promise.all(
      ['/user/order-history/', '/user/profile/'].map((path) =>
        get(`${shop}${path}`, { cookie: `clubshop_access_token=expired.garbage.token; ${stale}` }),
      ),
    );
    for (const tab of tabs) expect(tab.response.status).toBe(200);
    const pairs = tabs.map((tab) => tab.response.headers.getSetCookie().join());
    expect(pairs[0]).toBe(pairs[1]);
    const afterwards = pairs[0]?.match(/clubshop_refresh_token=([^;]+)/)?.[1];
    expect(
      (await get(`${shop}/user/profile/`, { cookie: `clubshop_refresh_token=${afterwards}` })).response
        .status,
    ).toBe(200);
  });
});
