import type { ApiHosts } from '@clubshop/api-sdk';
import * as v from 'valibot';

/**
 * TRUST_PROXY: `false` (no proxy in front), `true` (one) or the number of proxies in front whose
 * `X-Forwarded-*` headers are believed, as the commerce API reads its own (docs/configuration.md).
 */
const proxyCount = v.pipe(
  v.optional(v.string(), 'false'),
  v.trim(),
  v.toLowerCase(),
  v.regex(
    /^(true|false|yes|no|on|off|\d)$/,
    'TRUST_PROXY must be false, true, or the number of proxies in front of the storefront (0-9)',
  ),
  v.transform((value) =>
    /^\d$/.test(value) ? Number(value) : ['true', 'yes', 'on'].includes(value) ? 1 : 0,
  ),
);

const origin = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url(`${name} must be an absolute URL such as http://localhost:4000`),
    v.check(
      (value) => /^https?:$/.test(new URL(value).protocol),
      `${name} must be an http or https URL such as http://localhost:4000`,
    ),
    v.transform((value) => new URL(value).origin),
  );

/** A duration in milliseconds (digits), with its default. */
const milliseconds = (name: string, fallback: string, min = 0) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.trim(),
    v.digits(`${name} must be a number of milliseconds`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min} ms`),
  );

/**
 * Every environment variable of the storefront server, with its default. Documented, with the
 * API's, in docs/configuration.md.
 */
export const storefrontEnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), '5173'),
    v.trim(),
    v.digits('PORT must be a port number (1-65535)'),
    v.transform(Number),
    v.integer(),
    v.minValue(1, 'PORT must be a port number (1-65535)'),
    v.maxValue(65_535, 'PORT must be a port number (1-65535)'),
  ),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('HOST must not be empty'))),
  API_URL: v.optional(origin('API_URL'), 'http://localhost:4000'),
  CONTENT_API_URL: v.optional(origin('CONTENT_API_URL')),
  CATALOG_API_URL: v.optional(origin('CATALOG_API_URL')),
  USER_API_URL: v.optional(origin('USER_API_URL')),
  BASKET_API_URL: v.optional(origin('BASKET_API_URL')),
  TRUST_PROXY: proxyCount,
  IMAGE_ORIGINS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    v.array(origin('IMAGE_ORIGINS (comma-separated)')),
  ),
  WEB_CONCURRENCY: v.pipe(
    v.optional(v.string(), '1'),
    v.trim(),
    v.digits('WEB_CONCURRENCY must be a number of processes (1-64)'),
    v.transform(Number),
    v.minValue(1, 'WEB_CONCURRENCY must be a number of processes (1-64)'),
    v.maxValue(64, 'WEB_CONCURRENCY must be a number of processes (1-64)'),
  ),
  ANSWER_CACHE_TTL_MS: v.pipe(
    v.optional(v.string(), '5000'),
    v.trim(),
    v.digits('ANSWER_CACHE_TTL_MS must be a number of milliseconds (0 turns the cache off)'),
    v.transform(Number),
  ),
  ANSWER_CACHE_FOLLOWED_TTL_MS: v.pipe(
    v.optional(v.string(), '60000'),
    v.trim(),
    v.digits('ANSWER_CACHE_FOLLOWED_TTL_MS must be a number of milliseconds'),
    v.transform(Number),
  ),
  SHUTDOWN_TIMEOUT_MS: v.pipe(
    v.optional(v.string(), '10000'),
    v.trim(),
    v.digits('SHUTDOWN_TIMEOUT_MS must be a number of milliseconds'),
    v.transform(Number),
  ),
  HEADERS_TIMEOUT_MS: milliseconds('HEADERS_TIMEOUT_MS', '10000', 1000),
  REQUEST_TIMEOUT_MS: milliseconds('REQUEST_TIMEOUT_MS', '30000', 1000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds('KEEP_ALIVE_TIMEOUT_MS', '5000', 1),
  BODY_TIMEOUT_MS: milliseconds('BODY_TIMEOUT_MS', '10000', 100),
  MAX_IN_FLIGHT: v.pipe(
    v.optional(v.string(), '8'),
    v.trim(),
    v.digits('MAX_IN_FLIGHT must be a number of pages (1-10000)'),
    v.transform(Number),
    v.minValue(1, 'MAX_IN_FLIGHT must be a number of pages (1-10000)'),
    v.maxValue(10_000, 'MAX_IN_FLIGHT must be a number of pages (1-10000)'),
  ),
  MAX_QUEUE_MS: milliseconds('MAX_QUEUE_MS', '1000'),
  MAX_EVENT_LOOP_LAG_MS: milliseconds('MAX_EVENT_LOOP_LAG_MS', '500'),
  LOG_LEVEL: v.pipe(
    v.optional(v.string(), 'info'),
    v.trim(),
    v.toLowerCase(),
    v.picklist(
      ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'],
      'LOG_LEVEL must be trace, debug, info, warn, error, fatal or silent',
    ),
  ),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)'),
      v.regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces'),
    ),
  ),
});

/** The storefront server's configuration. */
export interface StorefrontConfig {
  port: number;
  host: string | undefined;
  /** Where the commerce API answers (the server calls it, and forwards the browser's calls to it). */
  apiUrl: string;
  /**
   * The four API hosts of the requirements (content, catalog, user, basket), each `apiUrl` unless
   * its own variable (`CONTENT_API_URL`, `CATALOG_API_URL`, `USER_API_URL`, `BASKET_API_URL`) says.
   */
  apiHosts: ApiHosts;
  /** How many proxies in front of the server add X-Forwarded-Proto/-Host/-For (0: none believed). */
  trustedProxies: number;
  /** Origins images may come from besides the shop and the API. */
  imageOrigins: string[];
  /** How many processes render pages (one per core the server may use). */
  workers: number;
  /** How long the API answers every shopper sees alike are shared between requests (0: not). */
  answerCacheTtlMs: number;
  /** As long, while the API's change stream is up (every change drops them at once). */
  answerCacheFollowedTtlMs: number;
  shutdownTimeoutMs: number;
  /** Node's `headersTimeout`: a client's request headers must have arrived within it (else 408). */
  headersTimeoutMs: number;
  /** Node's `requestTimeout`: the whole request, body included, must have arrived within it. */
  requestTimeoutMs: number;
  /** Node's `keepAliveTimeout`: how long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** A body forwarded to the API must have arrived within it (else 408; api-proxy.ts). */
  bodyTimeoutMs: number;
  /** Pages one process renders at once (render-admission.ts). */
  maxInFlight: number;
  /** How long a page may wait for one of those places before it is answered 503 (0: at once). */
  maxQueueMs: number;
  /** Refuse every page beyond those rendering while the event loop is this late (ms; 0: never). */
  maxEventLoopLagMs: number;
  /** The request log's level (pino). */
  logLevel: string;
  /** METRICS_TOKEN: what `/metrics` asks of a peer not on loopback (unset: loopback only). */
  metricsToken: string | undefined;
}

/**
 * Reads the configuration from the environment, or lists every wrong value, one per line, naming
 * the variable (the server then exits before it does anything else).
 */
export function readStorefrontConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: StorefrontConfig } | { ok: false; problems: string[] } {
  const result = v.safeParse(storefrontEnvSchema, env);
  if (!result.success) {
    return {
      ok: false,
      problems: result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`),
    };
  }
  const parsed = result.output;
  // Node refuses a server whose headers may take longer than the whole request.
  if (parsed.HEADERS_TIMEOUT_MS > parsed.REQUEST_TIMEOUT_MS) {
    return {
      ok: false,
      problems: ['HEADERS_TIMEOUT_MS: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS'],
    };
  }
  return {
    ok: true,
    config: {
      port: parsed.PORT,
      host: parsed.HOST,
      apiUrl: parsed.API_URL,
      apiHosts: {
        content: parsed.CONTENT_API_URL ?? parsed.API_URL,
        catalog: parsed.CATALOG_API_URL ?? parsed.API_URL,
        user: parsed.USER_API_URL ?? parsed.API_URL,
        basket: parsed.BASKET_API_URL ?? parsed.API_URL,
      },
      trustedProxies: parsed.TRUST_PROXY,
      imageOrigins: parsed.IMAGE_ORIGINS,
      workers: parsed.WEB_CONCURRENCY,
      answerCacheTtlMs: parsed.ANSWER_CACHE_TTL_MS,
      answerCacheFollowedTtlMs: parsed.ANSWER_CACHE_FOLLOWED_TTL_MS,
      shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
      headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: parsed.KEEP_ALIVE_TIMEOUT_MS,
      bodyTimeoutMs: parsed.BODY_TIMEOUT_MS,
      maxInFlight: parsed.MAX_IN_FLIGHT,
      maxQueueMs: parsed.MAX_QUEUE_MS,
      maxEventLoopLagMs: parsed.MAX_EVENT_LOOP_LAG_MS,
      logLevel: parsed.LOG_LEVEL,
      metricsToken: parsed.METRICS_TOKEN,
    },
  };
}

/**
 * Every origin of the commerce API the server is configured with (`API_URL` and the four hosts,
 * each once): where its images and its payment page may come from.
 */
export function apiOriginsOf(config: Pick<StorefrontConfig, 'apiUrl' | 'apiHosts'>): string[] {
  return [...new Set([config.apiUrl, ...Object.values(config.apiHosts)])];
}
