/** Builds the dependencies of one app over an open database. */

import type { PaymentProvider } from './app-env.ts';
import { type AppConfig, type AppDeps, type Clock, defaultConfig, systemClock } from './app-env.ts';
import { BackgroundTasks } from './background.ts';
import { ApiCache } from './cache/api-cache.ts';
import { createPageCachePurger } from './cache/page-cache-purger.ts';
import type { Database } from './db/database.ts';
import { type Logger, silentLogger } from './logging/logger.ts';
import { outboxMailer } from './mail/outbox-mailer.ts';
import { SmtpDelivery } from './mail/smtp-delivery.ts';
import { OperationSignals } from './metrics/operation-signals.ts';
import { paymentProvider } from './server/payment-providers.ts';
import { sealPlaintextStripeKeys } from './stripe/stripe-accounts.ts';
import { loadSigningKey } from './users/access-token.ts';
import { databaseMailer } from './users/mailer.ts';

/** How mails leave (MAIL_TRANSPORT): kept in the database only, or also delivered by SMTP. */
export type MailSettings = { transport: 'database' } | { transport: 'smtp'; url: string; from: string };

/** Options of `createAppDeps`. */
export interface AppDepsOptions {
  database: Database;
  clock?: Clock;
  config?: Partial<AppConfig>;
  /**
   * How long finished catalogue answers (content, listings, search, products) are cached, ms;
   * default the config's `cacheTtlMs`, 0 = off (the bench measures uncached queries so).
   */
  catalogueCacheTtlMs?: number;
  /**
   * How old a site's in-memory listing may get before it is reloaded in the background, ms;
   * default never (the change feed tells every instance about writes; set it for writers that
   * bypass the triggers).
   */
  listingMaxAgeMs?: number;
  /**
   * The sites whose listings are kept in memory at most, the least recently asked dropped first
   * (decision 0113); default every site.
   */
  listingMaxSites?: number;
  /** Default: nothing is logged. */
  logger?: Logger;
  /** Default: the test payment page, or none in production. */
  payments?: PaymentProvider;
  /** Default: the database mail table only. */
  mail?: MailSettings;
}

/** The dependencies every domain's routes get (the database must be migrated). */
export async function createAppDeps(options: AppDepsOptions): Promise<AppDeps> {
  const { database } = options;
  const clock = options.clock ?? systemClock;
  const config = defaultConfig(options.config);
  const logger = options.logger ?? silentLogger;
  const mail = options.mail ?? { transport: 'database' };
  const mailDelivery =
    mail.transport === 'smtp'
      ? new SmtpDelivery(database.db, { url: mail.url, from: mail.from, logger })
      : undefined;
  const caches = new ApiCache(
    database.db,
    config.cacheTtlMs,
    options.catalogueCacheTtlMs ?? config.cacheTtlMs,
    options.listingMaxAgeMs,
    options.listingMaxSites,
  );
  if (config.pageCachePurgeUrls.length > 0) {
    caches.pagePurger = createPageCachePurger({
      urls: config.pageCachePurgeUrls,
      token: config.pageCachePurgeToken,
      logger,
    });
  }
  // Keys an earlier version stored as they were are sealed now (decision 0115).
  await sealPlaintextStripeKeys(database.db, config.secretsKey, logger);
  return {
    db: database.db,
    database,
    clock,
    config,
    logger,
    lifecycle: { draining: false },
    payments: options.payments ?? paymentProvider(config.production ? 'none' : 'test-page'),
    mailer: mailDelivery
      ? outboxMailer(database.db, clock, () => setTimeout(() => mailDelivery.wake(), 50).unref?.())
      : databaseMailer(database.db, clock),
    ...(mailDelivery ? { mailDelivery } : {}),
    caches,
    signingKey: await loadSigningKey(database.db),
    background: new BackgroundTasks(),
    signals: new OperationSignals(),
  };
}
