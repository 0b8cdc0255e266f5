/**
 * Two apps on one PostgreSQL database, as two instances of a shop (in one process here; the
 * operations suite runs them as processes): a write through one, or by SQL, reaches the other's
 * caches through the change feed (LISTEN/NOTIFY) within a second. PostgreSQL only: on PGlite the
 * one process invalidates its own caches after its writes.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntilSoldOut, prepareLastUnit, sellLastUnit, shownStock } from './support/last-unit.ts';
import { queryAt } from './support/sql.ts';

const onPostgres = Boolean(process.env.COMMERCE_TEST_DATABASE_URL);

let first: TestApi;
let second: TestApi;
let url: string;

beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApi({ services: true });
  url = first.database.url ?? '';
  second = await createTestApi({ openDatabaseUrl: url, services: true });
}, 180_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

describe.skipIf(!onPostgres)('the change feed between two apps on one PostgreSQL database', () => {
  it('shows the last unit sold through one as sold out by the other within a second', async () => {
    const unit = await prepareLastUnit(first.database.url ?? '', 'northbridge-gb');
    // The other instance shows it in stock (and has it in its caches) before the sale.
    await within(1000, async () => (await shownStock(second.fetch, unit)).inStockSearch);
    expect(await shownStock(second.fetch, unit)).toEqual({
      inStockSearch: true,
      listing: 'InStock',
      product: 'InStock',
    });
    await sellLastUnit(first.fetch, unit);
    expect(await msUntilSoldOut(second.fetch, unit, 1000)).toBeLessThan(1000);
  });

  it('takes a price changed by SQL into search answers within a second', async () => {
    const search = '/api/products/search?PageSize=1&Filters.SortOptions=name';
    const priceOf = async () => {
      const response = await second.fetch(search, { headers: { StoreId: 'harbour-dk' } });
      const body = (await response.json()) as {
        products: Array<{ id: string; price: { unitPrice: { amount: number } } }>;
      };
      return body.products[0];
    };
    const before = await priceOf();
    expect(before).toBeDefined();
    await queryAt(
      url,
      `with priced as (
         update variant_prices set unit_price = unit_price + 10000, discount_price = null
         where variant_id in (select variant_id from store_variants where store_id = 'harbour-dk' and product_id = $1)
         returning variant_id)
       update store_variants sv set price = vp.unit_price + 10000, on_sale = false
       from variant_prices vp, sites s
       where vp.variant_id = sv.variant_id and s.store_id = sv.store_id and vp.currency = s.currency
         and sv.product_id = $1`,
      [before?.id ?? ''],
    );
    await within(
      1000,
      async () => (await priceOf())?.price.unitPrice.amount === (before?.price.unitPrice.amount ?? 0) + 100,
    );
  });

  it('takes a content page changed by SQL within a second, and catches up after a lost connection', async () => {
    const titleOf = async () => {
      const response = await second.fetch(`/api/content?url=${encodeURIComponent('/contact/')}`, {
        headers: { StoreId: 'riverside-gb' },
      });
      const body = (await response.json()) as { route: { title: string } | null };
      return body.route?.title;
    };
    const original = await titleOf();
    expect(original).toBeDefined();
    await queryAt(
      url,
      `update pages set title = 'Talk to us' where store_id = 'riverside-gb' and path = '/contact/'`,
    );
    await within(1000, async () => (await titleOf()) === 'Talk to us');

    // The second app's LISTEN connection is cut, and the page changes before it is back: the
    // notice is lost, so the feed drops every cache when it listens again.
    expect(second.services?.changeFeed?.listening).toBe(true);
    await queryAt(
      url,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where query ilike 'listen%' and datname = current_database() and pid <> pg_backend_pid()`,
    );
    await queryAt(
      url,
      `update pages set title = 'Write to us' where store_id = 'riverside-gb' and path = '/contact/'`,
    );
    await within(5000, async () => (await titleOf()) === 'Write to us');
    await within(5000, async () => second.services?.changeFeed?.listening === true);
  });

  it("tells the other instance's storefronts the tags of a write through one, and every page for a write by SQL (decision 0097)", async () => {
    const heard: Array<{ kind: string; tags: readonly string[] }> = [];
    const unsubscribe = second.deps.caches.changes.subscribe({
      changed: (change) => heard.push(change),
      ended: () => {},
    });
    try {
      const product = 'nb-p1002';
      // A write through the first instance, as its admin routes make it: the triggers' coarse
      // `catalogue` notice, then the first instance's notice of the tags.
      await queryAt(url, `update products set sort_order = sort_order where id = '${product}'`);
      first.deps.caches.invalidateCatalogue({ productIds: [product] });
      await within(1000, async () => heard.length > 0);
      // Past the grace a coarse notice waits for its tags: nothing more came, no `clubshop`.
      await new Promise((resolve) => setTimeout(resolve, second.deps.caches.coarseNoticeGraceMs + 300));
      expect(heard).toHaveLength(1);
      expect(heard[0]?.tags).toContain(`product-${product}`);
      expect(heard[0]?.tags).not.toContain('clubshop');
      // A write by SQL names no tags: every page, once the grace is over.
      heard.length = 0;
      await queryAt(url, `update products set sort_order = sort_order where id = '${product}'`);
      await within(second.deps.caches.coarseNoticeGraceMs + 1000, async () => heard.length > 0);
      expect(heard).toEqual([{ kind: 'everything', tags: ['clubshop'] }]);
    } finally {
      unsubscribe();
    }
  });
});
