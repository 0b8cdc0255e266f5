/**
 * The test harness of the commerce API (`@clubshop/commerce-api/testing`): a seeded API in
 * process (`createTestApi`) or on a loopback port (`startTestServer`), one database per call.
 */

import { serve } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import type { PaymentProvider } from '../app-env.ts';
import { type AppConfig, type AppDeps, type Clock, systemClock } from '../app-env.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { mails } from '../db/tables/users.ts';
import { createAppDeps, type MailSettings } from '../deps.ts';
import { listSites } from '../dev/sites.ts';
import type { Logger } from '../logging/logger.ts';
import type { ApiMetrics } from '../metrics/api-metrics.ts';
import { type Services, startServices } from '../server/services.ts';
import { totpCode, totpStepOf } from '../staff/totp.ts';
import { createSeededPostgresDatabase, seededPgliteSnapshot } from './snapshot.ts';

/** A seeded site as GET /api/dev/sites lists it. */
export interface TestSite {
  club: string;
  country: string;
  url: string;
  culture: string;
  currency: string;
  storeId: string;
  rootCategoryId: string;
}

/** A mail the API "sent". */
export interface TestMail {
  subject: string;
  text: string;
  /** The HTML part beside the text (order mails), null for a plain-text-only mail. */
  html: string | null;
  links: string[];
}

/** A seeded commerce API for one test file. */
export interface TestApi {
  /** The app's fetch handler; relative URLs are resolved against `origin`. */
  fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /** 'http://localhost:4000': the origin the default site is found under. */
  origin: string;
  /** The seeded sites, as GET /api/dev/sites lists them. */
  sites: TestSite[];
  /** Mails "sent" to an address, newest first (as GET /api/dev/mails; waits for mails being sent). */
  mails: (to: string) => Promise<TestMail[]>;
  /** Resolves once the work started after answers (mails) has ended. */
  settled: () => Promise<void>;
  /** Every route of the app as `METHOD /path/:param` (middleware left out), e.g. for fuzzing. */
  routes: Array<{ method: string; path: string }>;
  /** The open database (for assertions on stored rows). */
  database: Database;
  /**
   * What a writer of catalogue data calls after its commit (`ApiCache.invalidateCatalogue`):
   * tests that change products or stock straight in the database call it before reading again.
   */
  invalidateCatalogue: () => void;
  /** Drops every cache (sites, settings, dictionaries, catalogue), as after writing sites or dictionaries. */
  invalidateCaches: () => void;
  /** The app's dependencies (caches, config, mail delivery), for tests of the running parts. */
  deps: AppDeps;
  /** The background work (change feed, mail delivery), when `services` was asked for. */
  services: Services | undefined;
  close: () => Promise<void>;
}

/** Options of `createTestApi`. */
export interface TestApiOptions {
  /** The Prometheus metrics `GET /metrics` serves (src/metrics/api-metrics.ts); default none. */
  metrics?: ApiMetrics;
  /** PostgreSQL server to create the test database on; default `COMMERCE_TEST_DATABASE_URL`, else PGlite. */
  databaseUrl?: string;
  /**
   * An existing PostgreSQL database to open as it is (not created, seeded or dropped here): a
   * second app on the database of another (`other.database.url`), as two instances of a shop.
   */
  openDatabaseUrl?: string;
  /**
   * Another test app whose open database this one uses too (PGlite or PostgreSQL): two instances
   * of the API in one process on one database. Closing this app leaves that database open.
   */
  sharedDatabaseOf?: TestApi;
  /** Lifetime of access tokens (seconds). */
  accessTokenTtlSeconds?: number;
  /** The clock of the app (tests move it to expire tokens and lock-outs). */
  clock?: Clock;
  /** Origin the app believes it runs under. */
  origin?: string;
  /**
   * Settings over the test defaults (e.g. `trustProxy: 1` to send client addresses in
   * X-Forwarded-For, `allowedOrigins`, `localhostSites`).
   */
  config?: Partial<AppConfig>;
  /** Default: the database mail table. */
  mail?: MailSettings;
  /** Default: the test payment page. */
  payments?: PaymentProvider;
  /** Default: nothing logged. */
  logger?: Logger;
  /** Start the change feed (PostgreSQL) and mail delivery beside the app. Default false. */
  services?: boolean;
}

/**
 * A movable clock for tests: `advance(ms)` moves time forward. It stands still otherwise, and the
 * login throttle reads it too (`sharedNow`) instead of the database's clock, so a delay never runs
 * out during a test whatever the machine's speed.
 */
export function createTestClock(
  start = new Date('2026-11-21T10:00:00.000Z'),
): Clock & { advance: (ms: number) => void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    sharedNow: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

/** One seeded database (PGlite in memory from a cached seeded snapshot, or DATABASE_URL). */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const origin = options.origin ?? 'http://localhost:4000';
  // COMMERCE_TEST_DATABASE_URL (set by `test:postgres`) runs the suite on PostgreSQL; else PGlite.
  const databaseUrl = options.databaseUrl ?? process.env.COMMERCE_TEST_DATABASE_URL;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (options.sharedDatabaseOf) {
    database = options.sharedDatabaseOf.database;
  } else if (options.openDatabaseUrl) {
    database = await openDatabase({ databaseUrl: options.openDatabaseUrl, maxConnections: 4 });
  } else if (databaseUrl) {
    const created = await createSeededPostgresDatabase(databaseUrl);
    database = await openDatabase({ databaseUrl: created.url, maxConnections: 4 });
    drop = created.drop;
  } else {
    database = await openDatabase({ memory: true, loadDataDir: await seededPgliteSnapshot() });
  }
  const deps = await createAppDeps({
    database,
    clock: options.clock ?? systemClock,
    config: {
      production: false,
      publicOrigin: origin,
      // The suites sign their owners in with a password alone (decision 0074); the two-step
      // sign-in tests ask for the rule with `config: { ownerTwoFactorRequired: true }`.
      ownerTwoFactorRequired: false,
      // The suites' catalogue files name cdn.shopify.com: only the picture tests fetch (a local server).
      importFetchPictures: false,
      ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
      ...options.config,
    },
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const app = createApp(deps, options.metrics ? { metrics: options.metrics } : {});
  const sites = await listSites(deps.db);
  const services = options.services ? await startServices(deps) : undefined;
  return {
    origin,
    sites,
    database,
    deps,
    services,
    invalidateCatalogue: () => deps.caches.invalidateCatalogue(),
    invalidateCaches: () => deps.caches.invalidate(),
    settled: () => deps.background.idle(),
    // Each method and path once: an admin route is registered as its access guard and its
    // handler (admin-route.ts), two entries of Hono's list for one route.
    routes: [
      ...new Map(
        app.routes
          .filter((route) => route.method !== 'ALL')
          .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
      ).values(),
    ],
    fetch: (input, init) => {
      // As the global fetch does: `init` applies over a Request's own headers, method and body.
      const request =
        input instanceof Request
          ? new Request(new URL(input.url, origin), new Request(input, init))
          : new Request(new URL(input, origin), init);
      return Promise.resolve(app.fetch(request));
    },
    mails: async (to) => {
      await deps.background.idle();
      const rows = await deps.db
        .select({ subject: mails.subject, text: mails.text, html: mails.html, links: mails.links })
        .from(mails)
        .where(eq(mails.to, to.toLowerCase()))
        .orderBy(desc(mails.id));
      return rows;
    },
    close: async () => {
      deps.caches.changes.close();
      await deps.background.idle();
      await services?.stop();
      if (!options.sharedDatabaseOf) await database.close();
      await drop?.();
    },
  };
}

/** The same app on a loopback port, for browsers and load tests. */
export async function startTestServer(
  options: TestApiOptions & { port?: number } = {},
): Promise<TestApi & { baseUrl: string }> {
  const port = options.port ?? 0;
  let server: ReturnType<typeof serve> | undefined;
  const address = await new Promise<{ port: number }>((resolve) => {
    // The app needs its origin before it starts; the port is known once listening, so a thin
    // forwarder serves requests to the api created right after.
    server = serve({ fetch: (request) => forward(request), port, hostname: '127.0.0.1' }, (info) =>
      resolve(info),
    );
  });
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const api = await createTestApi({ ...options, origin: options.origin ?? baseUrl });
  const ready = api;
  function forward(request: Request): Promise<Response> {
    return ready.fetch(request);
  }
  return {
    ...api,
    baseUrl,
    close: async () => {
      // As the API's own stop does: a storefront's change stream never ends by itself, and the
      // server's close waits for every connection.
      api.deps.caches.changes.close();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await api.close();
    },
  };
}

/**
 * What a member's authenticator app shows for `secret` (base32, as `POST /admin/api/me/two-factor`
 * answers it) at `at`: for tests that sign staff in with their second step (decision 0074).
 *
 * @example
 * await admin('POST', '/me/two-factor/confirm', { code: authenticatorCode(setup.secret) });
 */
export function authenticatorCode(secret: string, at: Date = new Date()): string {
  return totpCode(secret, totpStepOf(at));
}
