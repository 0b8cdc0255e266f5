import { isHttpError } from '@clubshop/api-sdk';
import { describe, expect, it } from 'vitest';
import { clientFor, useApi } from './api-fixture.ts';

const env = useApi();

describe('settings', () => {
  it('answers the settings of every seeded site, matching its site entry', async () => {
    expect(env.api.sites).toHaveLength(9);
    for (const each of env.api.sites) {
      const { views } = await clientFor(env.api, each).settings.get(each.url);
      expect(views.clubSettings.storeId).toBe(each.storeId);
      expect(views.clubSettings.rootCategoryId).toBe(each.rootCategoryId);
      expect(views.clubSettings.currency).toBe(each.currency);
      expect(views.clubSettings.theme.themeName).toBe(each.club);
    }
  });

  it('plain localhost is the default site (northbridge-gb) with the demo theming', async () => {
    const { views } = await env.client.settings.get('http://localhost:5173/');
    expect(views.clubSettings.theme).toEqual({ themeName: 'northbridge', siteName: 'Northbridge FC' });
    expect(views.clubSettings.theming.primaryColor).toBe('#0B2545');
    expect(views.clubSettings.tagManager.enabled).toBe(true);
    expect(views.clubSettings.checkoutSettings.countries.length).toBeGreaterThan(0);
  });
});

describe('dictionary', () => {
  it('answers the items of the context culture', async () => {
    const english = await env.client.dictionary.get();
    const items = english.views.dictionaryItemsByCulture.dictionaryItems;
    expect(items.some((item) => item.view.alias === 'Error.Heading')).toBe(true);
    const german = env.api.sites.find((s) => s.culture === 'de');
    if (!german) throw new Error('no German site');
    const deItems = (await clientFor(env.api, german).dictionary.get()).views.dictionaryItemsByCulture
      .dictionaryItems;
    const heading = (list: typeof items) =>
      list.find((item) => item.view.alias === 'Error.Heading')?.view.value;
    expect(heading(deItems)).not.toBe(heading(items));
  });
});

describe('content', () => {
  it('resolves the home page', async () => {
    const { route, meta } = await env.client.content.resolve('/');
    expect(meta.status).toBe(200);
    expect(route?.template).toMatch(/^(contentPage|termsPage)$/);
  });

  it('resolves a category path to a categoryPage', async () => {
    const [category] = await env.client.catalog.categories();
    if (!category) throw new Error('no top-level category');
    const { route, meta } = await env.client.content.resolve(category.url);
    expect(meta.status).toBe(200);
    expect(route?.template).toBe('categoryPage');
    if (route?.template === 'categoryPage') expect(route.category.id).toBe(category.id);
  });

  it('resolves a variant path to a productPage', async () => {
    const search = await env.client.catalog.search({ PageSize: 1 });
    const summary = search.products[0];
    if (!summary) throw new Error('no products');
    const { route } = await env.client.content.resolve(summary.url);
    expect(route?.template).toBe('productPage');
    if (route?.template === 'productPage') expect(route.product.id).toBe(summary.id);
  });

  it('answers meta.status 404 for an unknown path', async () => {
    const { route, meta } = await env.client.content.resolve('/no/such/page/');
    expect(route).toBeNull();
    expect(meta.status).toBe(404);
  });
});

describe('customer service', () => {
  it('accepts a valid message and refuses an invalid one with field errors', async () => {
    await expect(
      env.client.customerService.send(
        { name: 'Ann', email: 'ann@example.com', subject: 'Order', message: 'Where is my order?' },
        'http://localhost:5173/contact/',
      ),
    ).resolves.toMatchObject({ success: true });
    const error = await env.client.customerService
      .send({ name: '', email: 'nope', subject: 's', message: 'm' })
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    if (isHttpError(error))
      expect(error.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['name', 'email']));
  });
});
