// @vitest-environment node
/**
 * The storefront server against hostile hosts, redirects, bad input and an absent API (issue 24,
 * items 4 and 6), in process in front of the real commerce API: an unknown host is a short 404,
 * the shared answers never hand one request's host, port or scheme to the next shopper, redirects
 * stay on the site, text that is no text is a 400, an outage a 503 that nobody caches.
 */

import type { TestApi } from '@clubshop/commerce-api/testing';
import { describe, expect, test } from 'vitest';
import type { StorefrontServerOptions } from '../server/app.ts';
import { createSharedAnswers } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

// Behind the storefront as in production: the API builds image URLs under the forwarded origin.
const api = inProcessApi(180_000, { config: { trustProxy: 1 } });
const shop = 'http://northbridge-gb.localhost:5173';

function storefront(options: Partial<StorefrontServerOptions> = {}, testApi: TestApi = api) {
  return storefrontOverApi(testApi, options);
}

type Server = ReturnType<typeof storefront>;

async function get(server: Server, url: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(new Request(url, { headers, redirect: 'manual' }));
  return { response, body: await response.text() };
}

/** The image URLs of a page (the API builds them under the origin it is told). */
function imageUrls(html: string): string[] {
  return [...html.matchAll(/https?:\/\/[^"' ]+\/(?:images|media)\/[^"' ]+/g)].map(([url]) => url);
}

describe('hosts', () => {
  test('a host that names no site is a short 404 nobody caches: pages, robots.txt, sitemaps', async () => {
    const server = storefront();
    for (const path of ['/', '/men/', '/robots.txt', '/sitemap.xml', '/sitemap/products-1.xml']) {
      const { response, body } = await get(server, `http://evil.example${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(body.length, path).toBeLessThan(200);
      expect(body).not.toContain('evil.example');
    }
    // Behind a trusted proxy, a forwarded host naming no site is as unknown.
    const forwarded = await get(server, `${shop}/robots.txt`, { 'x-forwarded-host': 'evil.example' });
    expect(forwarded.response.status).toBe(404);
    // A known site's robots.txt names its own sitemap.
    const robots = await get(server, `${shop}/robots.txt`);
    expect(robots.body).toContain(`Sitemap: ${shop}/sitemap.xml`);
  });

  test("a request under another port cannot put its URLs into the next shopper's page (shared answers)", async () => {
    const server = storefront({ sharedAnswers: createSharedAnswers({ ttlMs: 5_000 }) });
    const hostile = await get(server, 'http://northbridge-gb.localhost:6666/men/shirts/');
    expect(hostile.response.status).toBe(200);
    const page = await get(server, `${shop}/men/shirts/`);
    expect(page.response.status).toBe(200);
    expect(imageUrls(page.body).length).toBeGreaterThan(0);
    expect(page.body).not.toContain(':6666');
  });

  test('behind a trusted proxy, one X-Forwarded-Proto: http request cannot give https shoppers http images', async () => {
    const server = storefront({ sharedAnswers: createSharedAnswers({ ttlMs: 5_000 }) });
    await get(server, `${shop}/men/shirts/`, { 'x-forwarded-proto': 'http' });
    const secure = await get(server, `${shop}/men/shirts/`, { 'x-forwarded-proto': 'https' });
    const images = imageUrls(secure.body);
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((url) => url.startsWith('http:'))).toEqual([]);
  });
});

describe('redirects', () => {
  test('the trailing-slash rule never sends a shopper to another host: //evil.example', async () => {
    const server = storefront();
    for (const path of ['//evil.example', '///evil.example', '/\\evil.example']) {
      const { response } = await get(server, `${shop}${path}`);
      expect(response.status, path).toBe(301);
      const location = response.headers.get('location') ?? '';
      expect(location, path).toBe('/evil.example/');
      expect(new URL(location, shop).origin).toBe(shop);
    }
    const men = await get(server, `${shop}/men?page=2`);
    expect(men.response.headers.get('location')).toBe('/men/?page=2');
  });
});

describe('content redirects (issue 43)', () => {
  test("a page's redirect is followed on the site's own host only: a path of it, or its own address", async () => {
    // Written behind the admin API's back (it refuses a redirect off the site since issue 43).
    await api.deps.db.execute(
      `insert into pages (id, store_id, path, template, content_alias, title, status, redirect, seo_title, seo_description, blocks)
       values
         ('issue-43-own', 'northbridge-gb', '/issue-43-own/', 'contentPage', 'contentPage', 'Own', 301,
          'https://northbridge-gb.localhost/men/?from=43', '', '', '[]'::jsonb),
         ('issue-43-away', 'northbridge-gb', '/issue-43-away/', 'contentPage', 'contentPage', 'Away', 301,
          'https://evil.example/phish/', '', '', '[]'::jsonb),
         ('issue-43-sister', 'northbridge-gb', '/issue-43-sister/', 'contentPage', 'contentPage', 'Sister', 301,
          '//riverside-gb.localhost/', '', '', '[]'::jsonb)`,
    );
    api.deps.caches.invalidateContent();
    const server = storefront();
    const own = await get(server, `${shop}/issue-43-own/`);
    expect(own.response.status).toBe(301);
    expect(own.response.headers.get('location')).toBe('/men/?from=43');
    for (const path of ['/issue-43-away/', '/issue-43-sister/']) {
      const away = await get(server, `${shop}${path}`);
      expect(away.response.status, path).toBe(404);
      expect(away.response.headers.get('location'), path).toBeNull();
      expect(away.body, path).toContain('This page could not be found');
    }
  });
});

describe('bad input', () => {
  test('a NUL or text that is no text in a path or query is a 400, never a 500 (pages and /api)', async () => {
    const server = storefront();
    const targets = [
      '/men/%00/',
      '/men/%ZZ/',
      '/men/%ED%A0%80/',
      '/search-page/?q=%00',
      '/search-page/?q=%ZZ',
      '/api/content?url=%2Fmen%2F%00%2F',
      '/_dictionary/en.json?v=%00',
      '/_settings.json?v=%00',
    ];
    for (const target of targets) {
      const { response } = await get(server, `${shop}${target}`);
      expect(response.status, target).toBe(400);
      expect(response.headers.get('cache-control'), target).toBe('no-store');
    }
    const cafe = await get(server, `${shop}/caf%C3%A9/`);
    expect(cafe.response.status).toBe(404);
  });
});

describe('names past every bound (issue 43)', () => {
  test('an 8,000-character path is a 414, a sitemap past the last a 404: never a 5xx', async () => {
    const server = storefront();
    for (const path of [
      `/${'x'.repeat(8000)}/`,
      `/men/${'x'.repeat(8000)}`,
      `/_dictionary/${'a'.repeat(3000)}.json`,
    ]) {
      const { response } = await get(server, `${shop}${path}`);
      expect(response.status, path.slice(0, 30)).toBe(414);
      expect(response.headers.get('cache-control'), path.slice(0, 30)).toBe('no-store');
    }
    const api414 = await get(server, `${shop}/api/products/${'x'.repeat(8000)}`);
    expect(api414.response.status).toBe(414);
    expect(JSON.parse(api414.body)).toMatchObject({ success: false });
    for (const path of ['/sitemap/products-999999.xml', '/sitemap/products-99.xml', '/sitemap/pages-0.xml']) {
      const { response } = await get(server, `${shop}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const first = await get(server, `${shop}/sitemap/products-1.xml`);
    expect(first.response.status).toBe(200);
    expect(first.body).toContain('<urlset');
  });
});

describe('an API that cannot be reached', () => {
  const down = () => storefront({ apiFetch: () => Promise.reject(new TypeError('fetch failed')) });

  test('pages, robots.txt, sitemaps and /api answer 503 with Retry-After, never cacheable', async () => {
    const server = down();
    for (const path of [
      '/',
      '/men/',
      '/robots.txt',
      '/sitemap.xml',
      '/api/settings?url=x',
      '/_dictionary/en.json',
      '/_settings.json',
    ]) {
      const { response } = await get(server, `${shop}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  test('an API failing once the site is known makes the page a 503 nobody caches', async () => {
    let failing = false;
    const server = storefront({
      apiFetch: (input, init) => {
        const url = new Request(input, init).url;
        if (failing && !url.includes('/api/settings')) return Promise.reject(new TypeError('fetch failed'));
        return api.fetch(input, init);
      },
    });
    expect((await get(server, `${shop}/men/`)).response.status).toBe(200);
    failing = true;
    const { response } = await get(server, `${shop}/men/shirts/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
