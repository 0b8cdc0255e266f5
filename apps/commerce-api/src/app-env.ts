/**
 * What every route of the app gets: its dependencies (`AppDeps`, passed to each domain's route
 * factory) and the Hono environment (`AppEnv`: the site and user the middleware found).
 */
import type { BackgroundTasks } from './background.ts';
import type { ContentCaches } from './content/caches.ts';
import type { Database, Db } from './db/database.ts';
import { defaultThrottlePolicies, type ThrottlePolicies } from './users/throttle.ts';

/** The time source. Tests pass a clock they move by hand (token expiry, login lock-outs). */
export interface Clock {
  now: () => Date;
}

/** Settings of one running app. */
export interface AppConfig {
  /** `NODE_ENV=production`: dev endpoints are off. */
  production: boolean;
  /** Origin the API is reached under, for absolute links in mails and image urls. */
  publicOrigin: string;
  /** Lifetime of an access token (`expires_in`), seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token, seconds. */
  refreshTokenTtlSeconds: number;
  /** Largest accepted request body, bytes. */
  maxBodyBytes: number;
  /**
   * A used refresh token presented again by the same client within this many seconds answers
   * the same new token pair (a retry after a lost answer); later, or from another client, it
   * revokes the session (RFC 9700 section 4.14).
   */
  refreshReuseGraceSeconds: number;
  /** Throttling of login, forgotten password and register (src/users/throttle.ts). */
  throttle: ThrottlePolicies;
  /**
   * Believe the last `X-Forwarded-For` address (the API runs behind a proxy it trusts, e.g. the
   * storefront server). Off by default: the socket's address is the client's.
   */
  trustProxy: boolean;
  /** Lifetime of a payment session, seconds: a pending one then expires and releases its vouchers. */
  paymentSessionTtlSeconds: number;
  /** How long settings and dictionaries stay in the in-process cache, milliseconds. */
  cacheTtlMs: number;
}

/** A mail to "send": stored in the mails table and listed by GET /api/dev/mails. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Sends mails (the reference API stores them). */
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

/** In-process caches that must be dropped when the data under them changes. */
export interface CacheControl {
  /** Drops every cached settings document, site and dictionary. */
  invalidate: () => void;
}

/** Everything a domain's routes need; built once by `createApp`'s caller. */
export interface AppDeps {
  db: Db;
  database: Database;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  /** Sites, settings and dictionaries cached in process; `caches.invalidate()` after writing them. */
  caches: ContentCaches;
  /** Key that signs access tokens. */
  signingKey: Buffer;
  /** Work that runs after the answer has gone out (mails). */
  background: BackgroundTasks;
}

/** Hono environment of the app: variables set by the middleware of `src/http/`. */
export interface AppEnv {
  Variables: {
    site: SiteContext;
    user: AuthUser | undefined;
  };
}

/** The default configuration, overridden field by field. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: process.env.NODE_ENV === 'production',
    publicOrigin: 'http://localhost:4000',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    maxBodyBytes: 64 * 1024,
    refreshReuseGraceSeconds: 30,
    throttle: defaultThrottlePolicies,
    trustProxy: false,
    paymentSessionTtlSeconds: 30 * 60,
    cacheTtlMs: 30_000,
    ...overrides,
  };
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
