import {
  contentResponseSchema,
  dictionaryResponseSchema,
  errorResponseSchema,
  settingsResponseSchema,
} from '@clubshop/api-sdk/contract';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { describe, expect, it } from 'vitest';
import { openForFile } from '../src/testing/open-for-file.ts';
import { expectContract, jsonInit } from './contract.ts';

const api = openForFile(() => createTestApi());

const settingsOf = async (url: string) => {
  const response = await api.fetch(`/api/settings?url=${encodeURIComponent(url)}`);
  expect(response.status).toBe(200);
  return expectContract(settingsResponseSchema, await response.json()).views.clubSettings;
};

describe('sites and settings', () => {
  it('lists nine seeded sites, three clubs in three countries', async () => {
    expect(api.sites).toHaveLength(9);
    expect(new Set(api.sites.map((site) => site.club))).toEqual(
      new Set(['northbridge', 'riverside', 'harbour']),
    );
    expect(new Set(api.sites.map((site) => site.storeId)).size).toBe(9);
    const response = await api.fetch('/api/dev/sites');
    expect(await response.json()).toEqual(api.sites);
  });

  it('finds every site by its host, with its own theme, culture and currency', async () => {
    for (const site of api.sites) {
      const settings = await settingsOf(site.url);
      expect(settings.storeId).toBe(site.storeId);
      expect(settings.rootCategoryId).toBe(site.rootCategoryId);
      expect(settings.currency).toBe(site.currency);
      expect(settings.culture).toBe(site.culture);
      expect(settings.theme.themeName).toBe(site.club);
      expect(settings.languageNavigation.map((entry) => entry.culture)).toEqual(['en', 'de', 'da']);
      expect(settings.footer.companyInfo.cvr).not.toBe('');
      const top = settings.mainNavigation.children[0];
      expect(top?.children[0]?.children.length).toBeGreaterThan(0);
    }
  });

  it('answers plain localhost with the default site and keeps the page port in language links', async () => {
    const settings = await settingsOf('http://localhost:4173/some/page/');
    expect(settings.storeId).toBe('northbridge-gb');
    expect(settings.theming.primaryColor).toBe('#0B2545');
    expect(settings.tagManager.enabled).toBe(true);
    expect(settings.languageNavigation[1]?.url).toBe('http://northbridge-de.localhost:4173/');
    expect(settings.logo.url).toMatch(/^http:\/\/localhost:4000\/media\/logo\/northbridge\.svg$/);
    const riverside = await settingsOf('http://riverside-dk.localhost:5173/');
    expect(riverside.tagManager.enabled).toBe(false);
    expect(riverside.theming.fontFamily).toBe('"Source Sans 3", system-ui, sans-serif');
  });

  it('refuses a missing or relative url with a 400 naming the field', async () => {
    const response = await api.fetch('/api/settings?url=not-a-url');
    expect(response.status).toBe(400);
    const body = expectContract(errorResponseSchema, await response.json());
    expect(body.errors[0]?.field).toBe('url');
  });

  it('serves the generated logo as SVG', async () => {
    const response = await api.fetch('/media/logo/harbour.svg');
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    // In the club's colour, written as the normalised #rrggbb of the settings' `#B71C1C` (issue 43).
    expect(await response.text()).toContain('#b71c1c');
  });
});

describe('dictionaries', () => {
  for (const [culture, notFound] of [
    ['en', 'This page could not be found'],
    ['de', 'Diese Seite wurde nicht gefunden'],
    ['da', 'Siden kunne ikke findes'],
  ] as const) {
    it(`holds every key in ${culture}`, async () => {
      const response = await api.fetch('/api/dictionary/dictionariesbyculture', { headers: { culture } });
      const body = expectContract(dictionaryResponseSchema, await response.json());
      const items = new Map(
        body.views.dictionaryItemsByCulture.dictionaryItems.map((item) => [item.view.alias, item.view.value]),
      );
      expect(items.get('Error.NotFound')).toBe(notFound);
      for (const key of [
        'Form.Validation.BetweenPlayerNumber',
        'User.Orders.Cancelled',
        'Date.Month.March',
        'Consent.AcceptAll',
      ]) {
        expect(items.get(key)).toBeTruthy();
      }
      expect(items.size).toBeGreaterThan(150);
    });
  }
});

describe('content resolution', () => {
  const resolve = async (path: string, headers: Record<string, string> = {}) => {
    const response = await api.fetch(`/api/content?url=${encodeURIComponent(path)}`, { headers });
    expect(response.status).toBe(200);
    return expectContract(contentResponseSchema, await response.json());
  };

  it('resolves the home page with expanded product lists', async () => {
    const { route, meta } = await resolve('/');
    expect(meta.status).toBe(200);
    expect(route?.contentAlias).toBe('homePage');
    if (route?.template !== 'contentPage') throw new Error('expected a content page');
    const list = route.blocks.find((block) => block.type === 'productList');
    expect(list && list.type === 'productList' && list.products.length).toBeGreaterThan(0);
  });

  it('resolves terms with the termsPage template and a page with its own alias', async () => {
    expect((await resolve('/terms/')).route?.template).toBe('termsPage');
    expect((await resolve('/club-story')).route?.contentAlias).toBe('storyPage');
    const privacy = await resolve('/privacy/');
    expect(privacy.meta.robotsIndex).toBe(false);
    expect(privacy.meta.robotsFollow).toBe(false);
  });

  it('answers 301 with a redirect and 404 for unknown paths', async () => {
    const moved = await resolve('/old-shop/');
    expect(moved.meta).toMatchObject({ status: 301, redirect: '/' });
    expect(moved.route).toBeNull();
    const missing = await resolve('/no/such/page/');
    expect(missing.meta.status).toBe(404);
    expect(missing.route).toBeNull();
  });

  it('answers a path that is not valid percent-encoding as an unknown page, not a 500', async () => {
    for (const path of ['%', '/100%/', '/men/%E0%A4%A/']) {
      expect((await resolve(path)).meta.status).toBe(404);
    }
  });

  it('resolves a category before a product, in the site culture', async () => {
    const site = api.sites.find((entry) => entry.storeId === 'harbour-de');
    const headers = { StoreId: 'harbour-de' };
    const category = await resolve('/herren/trikots/', headers);
    expect(category.route?.template).toBe('categoryPage');
    expect(category.route?.title).toBe('Trikots');
    const list = await api.fetch(`/api/products/category/${category.route?.id}?pageSize=1`, { headers });
    const product = ((await list.json()) as { products: Array<{ url: string; name: string }> }).products[0];
    const page = await resolve(product?.url ?? '', headers);
    expect(page.route?.template).toBe('productPage');
    if (page.route?.template !== 'productPage') return;
    expect(page.route.product.name).toBe(product?.name);
    expect(page.route.product.price.unitPrice.currency).toBe('EUR');
    expect(site?.currency).toBe('EUR');
  });
});

describe('customer service and bad input', () => {
  it('stores a valid message and refuses invalid fields naming them', async () => {
    const ok = await api.fetch(
      '/api/customerservice?url=/contact/',
      jsonInit('POST', { name: 'Ann', email: 'ann@example.com', subject: 'Size', message: 'Does M fit?' }),
    );
    expect(ok.status).toBe(200);
    const bad = await api.fetch(
      '/api/customerservice',
      jsonInit('POST', { name: 'Ann', email: 'nope', subject: 'x' }),
    );
    expect(bad.status).toBe(400);
    const body = expectContract(errorResponseSchema, await bad.json());
    expect(body.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['email', 'message']));
  });

  it('answers malformed JSON, oversized bodies, unknown stores and unknown routes with JSON errors', async () => {
    const malformed = await api.fetch('/api/customerservice', jsonInit('POST', '{"name":'));
    expect(malformed.status).toBe(400);
    expect(expectContract(errorResponseSchema, await malformed.json()).errors[0]?.message).toMatch(
      /Malformed JSON/,
    );
    const huge = await api.fetch('/api/customerservice', jsonInit('POST', { message: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expectContract(errorResponseSchema, await huge.json());
    const store = await api.fetch('/api/categories', { headers: { StoreId: 'nowhere' } });
    expect(store.status).toBe(400);
    expect(expectContract(errorResponseSchema, await store.json()).errors[0]?.field).toBe('StoreId');
    const route = await api.fetch('/api/nothing-here');
    expect(route.status).toBe(404);
    expectContract(errorResponseSchema, await route.json());
  });

  it('allows the storefront origins through CORS and no others', async () => {
    const preflight = (origin: string) =>
      api.fetch('/api/settings', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'storeid',
        },
      });
    const allowed = await preflight('http://riverside-dk.localhost:5173');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://riverside-dk.localhost:5173');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
