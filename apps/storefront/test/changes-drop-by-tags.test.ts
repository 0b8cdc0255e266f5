// @vitest-environment node
/**
 * Issue 42, decision 0097: a change the API announces drops only the shared answers and kept
 * pages it touched, by the cache tags the change stream carries. The storefront server over the
 * real commerce API in process, following its real `GET /changes` as server/start.ts does: after
 * a product of one club is edited, that product's page is rendered again with the edit, and
 * another club's pages stay kept and its answers shared (a page of it rendered again asks the API
 * nothing more than before the edit); a page of the same club that does not show the product stays
 * kept too.
 */
import { describe, expect, test } from 'vitest';
import { dropWhatChanged, followApiChanges } from '../server/follow-api-changes.ts';
import { createKeptPages } from '../server/kept-pages.ts';
import { createQuietTime } from '../server/quiet-time.ts';
import { createSharedAnswers, renderPage } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();

/** A listed product page of `storeId` (its address), other than `except`'s product. */
async function productPage(storeId: string, except?: string): Promise<{ url: string; productId: string }> {
  const result = (await api.database.db.execute(
    `select sv.url, sv.product_id from store_variants sv
     where sv.store_id = '${storeId}' and not sv.is_unlisted
       ${except ? `and sv.product_id <> '${except}'` : ''}
     order by sv.sort_order limit 1`,
  )) as unknown as { rows: Array<{ url: string; product_id: string }> };
  const row = result.rows[0];
  if (!row) throw new Error(`no product on ${storeId}`);
  return { url: row.url, productId: row.product_id };
}

describe('a change drops what it touched, by its tags', () => {
  test("a product edit of one club re-renders its page; another club's pages stay kept and its answers shared", async () => {
    let renders = 0;
    /** The API calls made for each site (its StoreId header). */
    const calls = new Map<string, number>();
    const keptPages = createKeptPages({ freshForMs: () => 60_000, staleForMs: () => 60_000 });
    const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
    const server = storefrontOverApi(api, {
      render: (request) => {
        renders += 1;
        return renderPage(request);
      },
      apiFetch: (input, init) => {
        const request = new Request(input, init);
        const site = request.headers.get('StoreId') ?? new URL(request.url).searchParams.get('url') ?? '?';
        calls.set(site, (calls.get(site) ?? 0) + 1);
        return api.fetch(request);
      },
      sharedAnswers,
      keptPages,
      quietTime: createQuietTime({ quietMs: 20 }),
    });
    const heard: Array<readonly string[] | undefined> = [];
    const subscription = followApiChanges({
      apiUrl: api.origin,
      fetch: (input, init) => api.fetch(new Request(input, init)),
      onChange: (tags) => {
        heard.push(tags);
        dropWhatChanged({ sharedAnswers, keptPages }, tags);
      },
    });
    try {
      await expect.poll(() => heard.length).toBe(1);
      const edited = await productPage('northbridge-gb');
      const neighbour = await productPage('northbridge-gb', edited.productId);
      const otherClub = await productPage('riverside-gb');
      const page = (storeId: string, path: string) => `http://${storeId}.localhost:5173${path}`;
      const pages = {
        edited: page('northbridge-gb', edited.url),
        neighbour: page('northbridge-gb', neighbour.url),
        otherProduct: page('riverside-gb', otherClub.url),
        otherHome: page('riverside-gb', '/'),
      };
      const ask = async (url: string) => {
        const response = await server.fetch(new Request(url));
        expect(response.status, url).toBe(200);
        return response.text();
      };
      for (const url of Object.values(pages)) await ask(url);
      expect(renders).toBe(4);
      expect(keptPages.size).toBe(4);

      // What a page of the other club costs the API when it is rendered again from the shared
      // answers (its kept copy forgotten), before any edit.
      const riversideCalls = () =>
        [...calls].filter(([site]) => site.includes('riverside')).reduce((n, [, c]) => n + c, 0);
      const otherCategory = page('riverside-gb', '/men/');
      await ask(otherCategory);
      const beforeEdit = riversideCalls();
      // The first renders asked the API for the club's answers (so the count below means something).
      expect(beforeEdit).toBeGreaterThan(0);
      await ask(`${otherCategory}?again=1`);
      const rerenderCallsBefore = riversideCalls() - beforeEdit;
      const answersBefore = sharedAnswers.size;

      // A text edit of one Northbridge product, as the admin API makes it.
      const description = `Edited for issue 42 ${Date.now()}`;
      await api.database.db.execute(
        `update products set description = (select jsonb_object_agg(key, '${description}') from jsonb_each(description))
         where id = '${edited.productId}'`,
      );
      const heardBefore = heard.length;
      api.deps.caches.invalidateCatalogue({ productIds: [edited.productId] });
      await expect.poll(() => heard.length).toBe(heardBefore + 1);
      const tags = heard.at(-1) ?? [];
      expect(tags).toContain(`product-${edited.productId}`);
      expect(tags).not.toContain('clubshop');
      expect(tags.filter((tag) => tag.includes('riverside'))).toEqual([]);
      const answersDropped = answersBefore - sharedAnswers.size;
      const pagesKept = keptPages.size;
      // The answers that showed the product went (its own, its listing's), not the others.
      expect(answersDropped).toBeGreaterThan(0);
      expect(answersDropped).toBeLessThan(answersBefore / 2);
      // One page showed it: its own.
      expect(pagesKept).toBe(5);
      const northbridgeCalls = () =>
        [...calls].filter(([site]) => site.includes('northbridge')).reduce((n, [, c]) => n + c, 0);
      const northbridgeBefore = northbridgeCalls();

      // The edited product's page is rendered again and shows the edit...
      const rendersBefore = renders;
      expect(await ask(pages.edited)).toContain(description);
      expect(renders).toBe(rendersBefore + 1);
      expect(northbridgeCalls()).toBeGreaterThan(northbridgeBefore);
      // ...the other club's pages, and the neighbour that does not show the product, are kept.
      await ask(pages.otherProduct);
      await ask(pages.otherHome);
      await ask(pages.neighbour);
      expect(renders).toBe(rendersBefore + 1);
      // The other club's answers are still shared: a page of it rendered again asks the API no more
      // than before the edit.
      const beforeRerender = riversideCalls();
      await ask(`${otherCategory}?again=2`);
      const rerenderCallsAfter = riversideCalls() - beforeRerender;
      expect(rerenderCallsAfter).toBe(rerenderCallsBefore);
      console.info(
        `after the edit: ${answersDropped} of ${answersBefore} shared answers dropped; ` +
          `${pagesKept} of 6 pages kept; a Riverside page rendered again asked the API ${rerenderCallsAfter} times (before the edit ${rerenderCallsBefore})`,
      );
    } finally {
      subscription.stop();
    }
  }, 120_000);

  test('pages are filed under their products, categories, listings and search', async () => {
    const server = storefrontOverApi(api);
    const tagsOf = async (path: string) => {
      const response = await server.fetch(new Request(`http://northbridge-gb.localhost:5173${path}`));
      expect(response.status, path).toBe(200);
      return (response.headers.get('surrogate-key') ?? '').split(' ');
    };
    const { url, productId } = await productPage('northbridge-gb');
    const product = await tagsOf(url);
    expect(product).toEqual(
      expect.arrayContaining(['clubshop', 'site-northbridge-gb', `product-${productId}`]),
    );
    expect(product.some((tag) => tag.startsWith('category-'))).toBe(true);
    // A product page is not a listing: a neighbour's edit leaves it alone.
    expect(product.filter((tag) => tag.startsWith('listing-') || tag.startsWith('search-'))).toEqual([]);
    const category = await tagsOf('/men/');
    expect(category).toEqual(
      expect.arrayContaining(['category-northbridge-gb-c-men', 'listing-northbridge-gb-c-men']),
    );
    const search = await tagsOf('/search-page/?q=shirt');
    expect(search).toContain('search-northbridge-gb');
  }, 60_000);
});
