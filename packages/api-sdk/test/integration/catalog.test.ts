import { isHttpError, sortSizeLabels } from '@clubshop/api-sdk';
import { describe, expect, it } from 'vitest';
import { useApi } from './api-fixture.ts';

const env = useApi();

describe('categories', () => {
  it('lists the categories of the site and finds each by id', async () => {
    const categories = await env.client.catalog.categories();
    expect(categories.length).toBeGreaterThan(0);
    const [first] = categories;
    if (!first) throw new Error('no categories');
    expect(await env.client.catalog.category(first.id)).toMatchObject({ id: first.id, name: first.name });
  });

  it('an unknown category is a 404 HttpError', async () => {
    const error = await env.client.catalog.category('no-such-category').catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(404);
  });

  it('has a category sitemap', async () => {
    const sitemap = await env.client.catalog.categorySitemap(1);
    expect(sitemap.paging.page).toBe(1);
    expect(sitemap.items.length).toBeGreaterThan(0);
  });
});

describe('products', () => {
  it('pages the products of a category', async () => {
    const categories = await env.client.catalog.categories();
    let found = false;
    for (const category of categories) {
      const page = await env.client.catalog.productsByCategory(category.id, { page: 1, pageSize: 2 });
      if (page.products.length > 0) {
        expect(page.products.length).toBeLessThanOrEqual(2);
        expect(page.paging).toMatchObject({ page: 1, pageSize: 2 });
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
  });

  it('finds a product, its variants, preorder info and by ids', async () => {
    const { products } = await env.client.catalog.search({ PageSize: 3 });
    const ids = products.map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    const product = await env.client.catalog.product(ids[0] ?? '');
    expect(product.variants.length).toBeGreaterThan(0);
    const sizes = product.variants.map((variant) => variant.size);
    expect(sortSizeLabels(sizes)).toHaveLength(sizes.length);
    const variant = product.variants[0];
    if (!variant) throw new Error('no variant');
    const byVariant = await env.client.catalog.variant(variant.id);
    expect(byVariant.product.id).toBe(product.id);
    expect(byVariant.variant.id).toBe(variant.id);
    const preorder = await env.client.catalog.productPreorder(product.id);
    expect(preorder.productId).toBe(product.id);
    const byIds = await env.client.catalog.productsByIds(ids);
    expect(byIds.map((p) => p.id)).toEqual(ids);
  });

  it('has a product sitemap', async () => {
    const sitemap = await env.client.catalog.productSitemap(1);
    expect(sitemap.items.length).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('GET and POST answer the same search, with facets and sort options', async () => {
    const query = { PageSize: 5, Filters: { SortOptions: 'price' }, Sorting: 'asc' as const };
    const viaGet = await env.client.catalog.search(query);
    const viaPost = await env.client.catalog.searchPost(query);
    expect(viaGet.products.map((p) => p.id)).toEqual(viaPost.products.map((p) => p.id));
    expect(viaGet.facets.length).toBeGreaterThan(0);
    expect(viaGet.sortOptions.find((option) => option.selected)?.key).toBe('price');
    const prices = viaGet.products.map((p) => p.price.discountPrice?.amount ?? p.price.unitPrice.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('narrows by a Multiple facet value', async () => {
    const all = await env.client.catalog.search({ PageSize: 1 });
    const facet = all.facets.find((f) => f.type === 'Multiple' && f.values.length > 1);
    if (facet?.type !== 'Multiple') throw new Error('no Multiple facet with two values');
    const value = facet.values[0];
    if (!value) throw new Error('no facet value');
    const narrowed = await env.client.catalog.search({
      PageSize: 1,
      Filters: { MultipleFilters: [{ Key: facet.key, Values: [value.value] }] },
    });
    expect(narrowed.paging.totalItems).toBe(value.count);
    expect(narrowed.paging.totalItems).toBeLessThan(all.paging.totalItems);
  });

  it('a bad page size is a 400 naming the field', async () => {
    const error = await env.client.catalog.search({ PageSize: 1000 }).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    if (isHttpError(error)) expect(error.errors[0]?.field).toBe('PageSize');
  });
});
