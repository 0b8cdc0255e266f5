/**
 * What every route of the app gets: its dependencies (`AppDeps`, passed to each domain's route
 * factory) and the Hono environment (`AppEnv`: the site and user the middleware found).
 */

import type { Hono } from 'hono';
import type { BackgroundTasks } from './background.ts';
import type { ApiCache } from './cache/api-cache.ts';
import type { Database, Db } from './db/database.ts';
import type { PostcodeGeocoder } from './geocoding/postcode-geocoder.ts';
import type { S3MediaConfig } from './images/s3-media-store.ts';
import type { Logger } from './logging/logger.ts';
import type { SmtpDelivery } from './mail/smtp-delivery.ts';
import type { OperationSignals } from './metrics/operation-signals.ts';
import { secretsKeyOf } from './secrets/secret-box.ts';
import type { Clock } from './shared/clock.ts';
import { defaultThrottlePolicies, type ThrottlePolicies } from './users/throttle.ts';

/** The time source. Tests pass a clock they move by hand (token expiry, login lock-outs). */
export type { Clock } from './shared/clock.ts';

/** Settings of one running app. */
export interface AppConfig {
  /** `NODE_ENV=production`: dev endpoints are off. */
  production: boolean;
  /**
   * Origin the API is reached under (PUBLIC_ORIGIN), for absolute links in its answers (image
   * urls, the payment page) when the request did not come through a trusted proxy.
   */
  publicOrigin: string;
  /**
   * Proxies in front of the API whose X-Forwarded-Host/-Proto/-For are believed (TRUST_PROXY;
   * 0 = none): links are then built under the origin the browser used, and the client address
   * (throttling) is the entry the outermost of them wrote in X-Forwarded-For.
   */
  trustProxy: number;
  /** Origins allowed by CORS besides the sites' own (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** The back-office origins, the only ones CORS allows on `/admin/api/` (ADMIN_ORIGINS). */
  adminOrigins: readonly string[];
  /**
   * The development host rules (LOCALHOST_SITES, default on unless production): hosts of the
   * localhost family that name no site are the default site (see src/http/site.ts).
   */
  localhostSites: boolean;
  /** Port of the storefront in the links of development sites (`<site>.localhost`). */
  storefrontPort: number;
  /**
   * STOREFRONT_ORIGINS: origins of storefronts not at `https://<host name>` (staging: plain http,
   * a port of its own). A site whose host name is one of their hosts is reached there: payment
   * return URLs are accepted there, mails link there, `start` prints it.
   */
  storefrontOrigins: readonly string[];
  /**
   * The key secrets kept in the database are sealed under (CLUBSHOP_SECRETS_KEY; by default the
   * development key outside production, none in production: no site keys are stored then).
   */
  secretsKey?: Buffer | undefined;
  /** Lifetime of an access token (`expires_in`), seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token, seconds. */
  refreshTokenTtlSeconds: number;
  /** Largest accepted request body, bytes (the admin API's imports have their own). */
  maxBodyBytes: number;
  /**
   * A folder on disk for uploaded and imported images (MEDIA_DIR), unless `mediaS3` is set; when
   * neither is, they are kept in the database (`images/media-store-of.ts`).
   */
  mediaDir?: string | undefined;
  /** The folder earlier versions kept uploads in by default, read by the database store. */
  mediaLegacyDir?: string | undefined;
  /** `host:port`s a catalogue import may fetch pictures from though not public (IMPORT_FETCH_ALLOW_HOSTS). */
  importFetchAllowHosts?: readonly string[];
  /** False: a catalogue import keeps remote picture addresses without fetching them (test suites). */
  importFetchPictures?: boolean;
  /** An S3-compatible bucket for uploaded images instead of `mediaDir` (MEDIA_S3_*). */
  mediaS3?: S3MediaConfig | undefined;
  /** Largest image upload, bytes (IMAGE_UPLOAD_MAX_BYTES): the one body allowed past maxBodyBytes. */
  imageUploadMaxBytes: number;
  /** Largest file the admin API's import routes accept, bytes (`IMPORT_MAX_BYTES`). */
  importMaxBytes: number;
  /**
   * How long a request's body may take to arrive, milliseconds: it is read before the request
   * takes an admission slot, and one slower than this is answered 408 (src/http/body-read.ts).
   */
  bodyReadTimeoutMs: number;
  /**
   * A used refresh token presented again by the same client within this many seconds answers
   * the same new token pair (a retry after a lost answer); later, or from another client, it
   * revokes the session (RFC 9700 section 4.14).
   */
  refreshReuseGraceSeconds: number;
  /** Throttling of login, forgotten password and register (src/users/throttle.ts). */
  throttle: ThrottlePolicies;
  /**
   * Whether an owner must set up two-step sign-in before working (decision 0074): signed in
   * without it, an owner reaches only `/me`, the setup and sign-out. Always true in a running
   * API (no setting turns it off); `createTestApi` waives it for the owners its suites make,
   * unless a test asks for it.
   */
  ownerTwoFactorRequired: boolean;
  /** Lifetime of a payment session, seconds: a pending one then expires and releases its vouchers. */
  paymentSessionTtlSeconds: number;
  /**
   * How often a running API asks the payment provider about payments never settled (a lost
   * webhook), milliseconds; 0: never (`PaymentProvider.reconcile`).
   */
  paymentReconcileIntervalMs: number;
  /** How long settings and dictionaries stay in the in-process cache, milliseconds. */
  cacheTtlMs: number;
  /**
   * Purge addresses of the shared caches in front of the storefront (PAGE_CACHE_PURGE_URLS):
   * each gets an xkey purge of the pages a change touches (src/cache/page-cache-purger.ts).
   */
  pageCachePurgeUrls: readonly string[];
  /** The secret every purge carries (PAGE_CACHE_PURGE_TOKEN); the caches refuse a purge without it. */
  pageCachePurgeToken?: string | undefined;
  /**
   * METRICS_TOKEN: the bearer token `GET /metrics` asks of a peer not on loopback; unset, only
   * loopback peers may read the metrics (decision 0090).
   */
  metricsToken?: string | undefined;
}

/** A mail to send: stored in the mails table (GET /api/dev/mails), and sent by SMTP when configured. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part beside `text` (src/mail/html-mail.ts), for the mails about an order. */
  html?: string | undefined;
  links: string[];
}

/** Sends mails: stores them, and with MAIL_TRANSPORT=smtp queues their delivery (src/mail/). */
export interface Mailer {
  send: (mail: OutgoingMail, db?: Db) => Promise<void>;
}

/** One site (a club in one country) as the middleware found it for a request. */
export interface SiteContext {
  storeId: string;
  clubId: string;
  country: string;
  /** The culture of the request (the `culture` header, else the site's). */
  culture: string;
  /** The currency of the request (the `currency` header when the site sells in it, else the site's). */
  currency: string;
  rootCategoryId: string;
  hostName: string;
}

/** The logged-in user of a request (from a valid, unrevoked access token). */
export interface AuthUser {
  id: string;
  email: string;
  sessionId: string;
}

/** The payment session a provider is asked to take payment for. */
export interface PaymentRequest {
  /** The session id (secret: whoever has it can approve it on the test page). */
  sessionId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  /** The basket being paid for and its site. */
  basketToken: string;
  storeId: string;
  /** The checkout's transaction, for the provider's own rows (rolled back with the checkout). */
  db: Db;
}

/** A way of taking payment (the providers are in src/server/payment-providers.ts). */
export interface PaymentProvider {
  /** Its PAYMENT_PROVIDER name. */
  readonly id: string;
  /**
   * The address the shopper goes to, for checkout's `data.url`. Called inside the checkout's
   * transaction: throwing an `ApiError` rolls the whole checkout back.
   * @param origin the origin the shopper's request was made under (same-origin links).
   */
  paymentUrl: (request: PaymentRequest, origin: string) => Promise<string> | string;
  /** The routes the provider serves under `/payment`, if any. */
  routes?: (deps: AppDeps) => Hono<AppEnv>;
  /**
   * Gives money of a paid order back (docs/reference/payment-providers.md). Called inside the
   * refund's transaction, with the request's `Idempotency-Key`, which the provider passes on
   * so that a retried call never refunds twice; throwing rolls the refund back. Absent: the
   * provider moves no money (the test page) and the refund is only recorded.
   */
  refund?: (request: RefundRequest) => Promise<{ providerRefundId: string | null }>;
  /**
   * Closes the provider's hosted pages of payment sessions a newer checkout of the same basket
   * superseded (one open payment per basket), after that checkout committed. Best effort: a page
   * paid meanwhile cannot be closed, and its payment is settled when reported.
   */
  expireSessions?: (request: { db: Db; storeId: string; sessionIds: readonly string[] }) => Promise<void>;
  /**
   * Asks the provider about payments whose outcome never reached us (a webhook lost while the
   * API was down) and settles each paid one: the order made, or the charge refunded. Run every
   * `PAYMENT_RECONCILE_INTERVAL_MS` by a running API (`server/services.ts`).
   */
  reconcile?: (deps: AppDeps) => Promise<{ settled: number }>;
}

/** A refund a payment provider is asked to make. */
export interface RefundRequest {
  orderId: string;
  /** The basket the order was paid from (the provider's payment is found by it). */
  basketToken: string;
  storeId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  idempotencyKey: string;
  reason?: string | undefined;
  /** The database (the refund's transaction), for the provider's own rows. */
  db: Db;
}

/** What the process tells the app about its own state. */
export interface Lifecycle {
  /** True once a shutdown began: /ready answers 503 so traffic moves elsewhere. */
  draining: boolean;
}

/** Everything a domain's routes need; built once by `createApp`'s caller. */
export interface AppDeps {
  db: Db;
  database: Database;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  /** Where checkout sends the shopper to pay (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  /** The SMTP sender of stored mails (MAIL_TRANSPORT=smtp); `startServices` runs it. */
  mailDelivery?: SmtpDelivery;
  logger: Logger;
  lifecycle: Lifecycle;
  /** Sites, settings and dictionaries cached in process; `caches.invalidate()` after writing them. */
  caches: ApiCache;
  /** Key that signs access tokens. */
  signingKey: Buffer;
  /** Work that runs after the answer has gone out (mails). */
  background: BackgroundTasks;
  /** What imports and the change feed tell the metrics (`/metrics`, operation-signals.ts). */
  signals: OperationSignals;
  /**
   * Where postcodes lie, for the drop point search; default: the shipped tables
   * (`localPostcodeGeocoder`, decision 0072). A carrier's API can take its place.
   */
  postcodes?: PostcodeGeocoder;
}

/** Hono environment of the app: variables set by the middleware of `src/http/`. */
export interface AppEnv {
  Variables: {
    site: SiteContext;
    user: AuthUser | undefined;
    /**
     * The origin the request was made under (a trusted proxy's forwarded origin of a known
     * host, else PUBLIC_ORIGIN): absolute URLs in the answer are built under it.
     */
    origin: string;
    /** The request's id (X-Request-Id), in every log line about it. */
    requestId: string;
  };
}

/** The default configuration, overridden field by field. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: overrides.production ?? process.env.NODE_ENV === 'production',
    publicOrigin: 'http://localhost:4000',
    trustProxy: 0,
    allowedOrigins: [],
    adminOrigins: [],
    localhostSites: !(overrides.production ?? process.env.NODE_ENV === 'production'),
    storefrontPort: 5173,
    storefrontOrigins: [],
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    maxBodyBytes: 64 * 1024,
    imageUploadMaxBytes: 10 * 1024 * 1024,
    importMaxBytes: 32 * 1024 * 1024,
    bodyReadTimeoutMs: 10_000,
    refreshReuseGraceSeconds: 30,
    throttle: defaultThrottlePolicies,
    ownerTwoFactorRequired: true,
    paymentSessionTtlSeconds: 30 * 60,
    paymentReconcileIntervalMs: 10 * 60_000,
    cacheTtlMs: 30_000,
    pageCachePurgeUrls: [],
    secretsKey: secretsKeyOf(undefined, overrides.production ?? process.env.NODE_ENV === 'production'),
    ...overrides,
  };
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
