/**
 * The shop a journey file drives. The global setup starts one shop per worker (`workers.ts`) and
 * provides them all; each file takes its own worker's, so two files running at the same time never
 * share a database, a mail box or a storefront server's caches (decision 0056).
 */
import { inject } from 'vitest';

/** What a journey gets of its shop (`shopUnderTest()`). */
export interface ShopUnderTest {
  apiUrl: string;
  /** The four API hosts the storefront was started with: a forwarder each (`api-forwarder.ts`). */
  apiHosts: { content: string; catalog: string; user: string; basket: string };
  storefrontPort: number;
  /** The harness control server (content page writes). */
  controlUrl: string;
  sites: Array<{
    club: string;
    country: string;
    url: string;
    culture: string;
    currency: string;
    storeId: string;
    rootCategoryId: string;
  }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A shop per worker, in the workers' order: `VITEST_POOL_ID` 1 drives the first. */
    shops: ShopUnderTest[];
  }
}

/**
 * The shop of the worker running this file. vitest numbers the workers that run at one time from 1
 * (`VITEST_POOL_ID`, reused by the next file once a worker's file ends), so the files running side
 * by side each have a shop of their own, and the files of one worker run one after the other on it
 * as all of them did on the single shop before.
 */
export function shopUnderTest(): ShopUnderTest {
  const shops = inject('shops');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const shop = shops[worker - 1];
  if (!shop) {
    throw new Error(
      `no shop for worker ${process.env.VITEST_POOL_ID}: ${shops.length} started (E2E_WORKERS); vitest runs more files at a time than shops`,
    );
  }
  return shop;
}
