/**
 * Two API processes on one PostgreSQL database (the staleness test): the last unit of a
 * product sold through one, the other shows it OutOfStock in search, the category listing and
 * the product answer within a second (before the change feed: 371 s and counting).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntilSoldOut, prepareLastUnit, sellLastUnit, shownStock } from '../support/last-unit.ts';
import { freePort } from '../support/ports.ts';
import { type ApiProcess, fetcherOf, productionEnv, startApi, stopApi } from './support/api-process.ts';
import { createDatabase } from './support/databases.ts';

let url: string;
let first: ApiProcess;
let second: ApiProcess;

beforeAll(async () => {
  url = await createDatabase();
  const [firstPort, secondPort] = [await freePort(), await freePort()];
  [first, second] = await Promise.all([
    startApi(productionEnv({ DATABASE_URL: url, PORT: String(firstPort) })),
    startApi(productionEnv({ DATABASE_URL: url, PORT: String(secondPort) })),
  ]);
});
afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((api) => stopApi(api)));
});

describe('two API instances on one PostgreSQL database', () => {
  it('shows the last unit sold through one as OutOfStock on the other within a second', async () => {
    for (const storeId of ['riverside-gb', 'harbour-de']) {
      const unit = await prepareLastUnit(url, storeId);
      // Both show it in stock (and hold it in their caches: answers, the listing).
      for (const api of [first, second]) {
        await expect
          .poll(() => shownStock(fetcherOf(api), unit), { timeout: 2000, interval: 20 })
          .toEqual({ inStockSearch: true, listing: 'InStock', product: 'InStock' });
      }
      await sellLastUnit(fetcherOf(first), unit);
      const staleMs = await msUntilSoldOut(fetcherOf(second), unit, 5000);
      expect(staleMs).toBeLessThan(1000);
    }
  });
});
