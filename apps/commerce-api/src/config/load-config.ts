/**
 * The configuration of one API process: the environment checked against `envSchema`, defaults
 * filled in, and the rules that tie variables together. Runs before anything else (no database
 * is opened, nothing migrated or seeded, no port taken while a value is wrong).
 *
 * @example
 * ```ts
 * const result = parseConfig(process.env, 'start');
 * if (!result.ok) {
 *   for (const problem of result.problems) console.error(problem);
 *   process.exit(1);
 * }
 * ```
 */

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { S3MediaConfig } from '../images/s3-media-store.ts';
import { secretsKeyFromText, secretsKeyOf } from '../secrets/secret-box.ts';
import {
  envSchema,
  envVariableNames,
  type logFormats,
  type logLevels,
  type mailTransports,
  type paymentProviders,
  secretVariables,
} from './env-schema.ts';
import { unknownVariableProblems } from './unknown-variables.ts';

/** The commands of the API's command line (`src/main.ts`). */
export type Command = 'start' | 'migrate' | 'seed-demo';

/** Where the data lives. */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string; poolSize: number; connectTimeoutSeconds: number }
  | { kind: 'pglite'; dataDir: string };

/** SMTP delivery settings. */
export interface SmtpSettings {
  url: string;
  from: string;
}

/** The Stripe provider's settings from the environment (docs/reference/payment-providers.md). */
export interface StripeSettings {
  /** The Stripe API's address (a local double in tests and demos); Stripe's own when undefined. */
  apiBase: string | undefined;
  /** Keys of sites that have none of their own (set through the admin API). */
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /**
   * The key the sites' own keys are sealed under in the database (CLUBSHOP_SECRETS_KEY, else the
   * development key outside production; none in production: no site keys are stored).
   */
  secretsKey?: Buffer | undefined;
}

/** Everything the environment decides, with defaults applied. */
export interface ServerConfig {
  nodeEnv: 'development' | 'test' | 'production';
  production: boolean;
  port: number;
  /** Interface to listen on; undefined = every interface. */
  host: string | undefined;
  database: DatabaseLocation;
  publicOrigin: string;
  /** Proxies in front of the API whose X-Forwarded-* headers are believed; 0 = none. */
  trustProxy: number;
  allowedOrigins: string[];
  /** PAGE_CACHE_PURGE_URLS: where pages are purged when what they show changes. */
  pageCachePurgeUrls: string[];
  /**
   * PAGE_CACHE_PURGE_TOKEN: the shared secret every purge carries (`X-Purge-Token`); the caches
   * refuse a purge without it, whoever sends it (deploy/varnish/).
   */
  pageCachePurgeToken: string | undefined;
  /** METRICS_TOKEN: the bearer token `/metrics` asks of a peer not on loopback (decision 0090). */
  metricsToken: string | undefined;
  /** The back-office origins CORS allows on `/admin/api/` (ADMIN_ORIGINS). */
  adminOrigins: string[];
  /**
   * A folder on disk for uploaded and imported images (MEDIA_DIR), an explicit choice; unset (the
   * default) they are kept in the database, unless `mediaS3`.
   */
  mediaDir: string | undefined;
  /** Where earlier versions kept uploads by default (`<DATA_DIR>/media`): read by the database store. */
  mediaLegacyDir: string;
  /** The S3-compatible bucket for uploaded images (MEDIA_S3_BUCKET and the other MEDIA_S3_*). */
  mediaS3: S3MediaConfig | undefined;
  /** Largest image upload, bytes (IMAGE_UPLOAD_MAX_BYTES; default 10 MB). */
  imageUploadMaxBytes: number;
  /** How often unsettled payments are asked about at the provider (PAYMENT_RECONCILE_INTERVAL_MS; 0: never). */
  paymentReconcileIntervalMs: number;
  /** `localhost`, `127.0.0.1` and `<site>.localhost` rules (development default). */
  localhostSites: boolean;
  storefrontPort: number;
  /** STOREFRONT_ORIGINS: where a site's storefront is when not at `https://<host>` (staging). */
  storefrontOrigins: string[];
  seedProducts: number | undefined;
  catalogueCacheTtlMs: number | undefined;
  listingMaxAgeMs: number | undefined;
  /** LISTING_MAX_SITES: the sites whose listings one instance keeps in memory (decision 0113). */
  listingMaxSites: number | undefined;
  jwtSecret: string | undefined;
  paymentProvider: (typeof paymentProviders)[number];
  /** The Stripe provider's defaults (PAYMENT_PROVIDER=stripe); a site's own keys come first. */
  stripe: StripeSettings;
  /** The key secrets kept in the database are sealed under (`secrets/secret-box.ts`); none: none are stored. */
  secretsKey: Buffer | undefined;
  /** Whether CLUBSHOP_SECRETS_KEY is set (else development seals under its public key). */
  secretsKeyConfigured: boolean;
  mailTransport: (typeof mailTransports)[number];
  smtp: SmtpSettings | undefined;
  logLevel: (typeof logLevels)[number];
  logFormat: (typeof logFormats)[number];
  maxInFlight: number;
  maxQueueMs: number;
  shutdownTimeoutMs: number;
  /** How long a client may take to send a request's headers (then the connection is closed). */
  headersTimeoutMs: number;
  /** How long a client may take to send a request's body (then 408). */
  bodyReadTimeoutMs: number;
  /** Largest catalogue or content file the admin API's import routes accept, bytes. */
  importMaxBytes: number;
  /** IMPORT_FETCH_ALLOW_HOSTS: `host:port`s an import may fetch pictures from though not public. */
  importFetchAllowHosts: string[];
}

/** The outcome of `parseConfig`: the configuration, or one line per wrong or missing value. */
export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/**
 * Every variable the API and its command line read: the schema's, the password of
 * `clubshop staff create` and `clubshop init`, and the test suites' ports and database.
 */
const knownVariableNames: readonly string[] = [
  ...envVariableNames,
  'CLUBSHOP_STAFF_PASSWORD',
  'CLUBSHOP_TEST_PORTS',
  'COMMERCE_TEST_DATABASE_URL',
];

/** Default folder of the embedded database. */
export const defaultDataDir = fileURLToPath(new URL('../../.data', import.meta.url));

/** One readable line per schema issue: `PORT must be a whole number from 1 to 65535 (got "abc")`. */
function describeIssues(issues: v.BaseIssue<unknown>[], env: Record<string, string | undefined>): string[] {
  const lines = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path?.[0]?.key ?? 'environment');
    if (lines.has(name)) continue;
    const message = issue.message;
    const value = env[name];
    const shown = secretVariables.has(name) || value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    lines.set(name, `${name} ${message}${shown}`);
  }
  return [...lines.values()];
}

/** A variable's value, undefined when unset or empty. */
function given(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The variables `start` needs that are missing: JWT_SECRET in production, the SMTP settings. */
function missingForStart(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const production = given(env, 'NODE_ENV') === 'production';
  const transport = given(env, 'MAIL_TRANSPORT') ?? (production ? 'smtp' : 'database');
  if (production && !given(env, 'DATABASE_URL') && !given(env, 'DATA_DIR')) {
    problems.push(
      'DATABASE_URL is required when NODE_ENV=production (postgres://user:password@host:5432/clubshop); to run on the embedded database instead, set DATA_DIR to the folder that keeps its data',
    );
  }
  if (production && !given(env, 'JWT_SECRET')) {
    problems.push(
      'JWT_SECRET is required when NODE_ENV=production: the key that signs access tokens, at least 32 characters (e.g. openssl rand -base64 48); every instance needs the same one',
    );
  }
  if (production && given(env, 'PAGE_CACHE_PURGE_URLS') && !given(env, 'PAGE_CACHE_PURGE_TOKEN')) {
    problems.push(
      'PAGE_CACHE_PURGE_TOKEN is required when NODE_ENV=production and PAGE_CACHE_PURGE_URLS is set: the secret the page caches check on every purge, at least 32 characters (e.g. openssl rand -hex 32), the same as in their configuration',
    );
  }
  if (transport === 'smtp' && !given(env, 'SMTP_URL')) {
    problems.push(
      production && !given(env, 'MAIL_TRANSPORT')
        ? 'SMTP_URL is required when NODE_ENV=production (mails go out by SMTP), e.g. smtps://user:password@smtp.example.com:465; MAIL_TRANSPORT=database keeps them in the database only'
        : 'SMTP_URL is required with MAIL_TRANSPORT=smtp, e.g. smtps://user:password@smtp.example.com:465',
    );
  }
  if (transport === 'smtp' && !given(env, 'MAIL_FROM')) {
    problems.push('MAIL_FROM is required when mails go out by SMTP, e.g. "Club Shop <shop@example.com>"');
  }
  return problems;
}

/**
 * Checks the environment for a command. `migrate` and `seed-demo` need only the database
 * settings to be right; `start` also the production rules (JWT_SECRET, mail).
 */
export function parseConfig(env: Record<string, string | undefined>, command: Command): ConfigResult {
  const input = Object.fromEntries(envVariableNames.map((name) => [name, env[name]]));
  const parsed = v.safeParse(envSchema, input);
  // Missing values are told beside wrong ones: one run shows everything to fix.
  const problems = [
    // A typo of one of ours (DATABSE_URL) would silently fall back to a default: stop instead.
    ...unknownVariableProblems(env, knownVariableNames),
    ...(parsed.success ? [] : describeIssues(parsed.issues, env)),
    ...(command === 'start' ? missingForStart(env) : []),
  ];
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const values = parsed.output;

  const nodeEnv = values.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = values.PORT ?? 4000;
  const mailTransport = values.MAIL_TRANSPORT ?? (production ? 'smtp' : 'database');
  const secretsKey = secretsKeyOf(
    values.CLUBSHOP_SECRETS_KEY ? secretsKeyFromText(values.CLUBSHOP_SECRETS_KEY) : undefined,
    production,
  );
  if (problems.length > 0) return { ok: false, problems };

  return {
    ok: true,
    config: {
      nodeEnv,
      production,
      port,
      host: values.HOST,
      database: values.DATABASE_URL
        ? {
            kind: 'postgres',
            url: values.DATABASE_URL,
            poolSize: values.DATABASE_POOL_SIZE ?? 10,
            connectTimeoutSeconds: values.DATABASE_CONNECT_TIMEOUT_S ?? 5,
          }
        : { kind: 'pglite', dataDir: values.DATA_DIR ?? defaultDataDir },
      publicOrigin: values.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
      trustProxy: values.TRUST_PROXY ?? 0,
      allowedOrigins: values.ALLOWED_ORIGINS ?? [],
      adminOrigins: values.ADMIN_ORIGINS ?? [],
      pageCachePurgeUrls: values.PAGE_CACHE_PURGE_URLS ?? [],
      pageCachePurgeToken: values.PAGE_CACHE_PURGE_TOKEN,
      metricsToken: values.METRICS_TOKEN,
      mediaDir: values.MEDIA_DIR,
      mediaLegacyDir: join(values.DATA_DIR ?? defaultDataDir, 'media'),
      mediaS3: values.MEDIA_S3_BUCKET
        ? {
            bucket: values.MEDIA_S3_BUCKET,
            region: values.MEDIA_S3_REGION ?? 'us-east-1',
            endpoint: values.MEDIA_S3_ENDPOINT,
            prefix: values.MEDIA_S3_PREFIX ?? '',
          }
        : undefined,
      imageUploadMaxBytes: values.IMAGE_UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024,
      paymentReconcileIntervalMs: values.PAYMENT_RECONCILE_INTERVAL_MS ?? 10 * 60_000,
      localhostSites: values.LOCALHOST_SITES ?? !production,
      storefrontPort: values.STOREFRONT_PORT ?? 5173,
      storefrontOrigins: values.STOREFRONT_ORIGINS ?? [],
      seedProducts: values.SEED_PRODUCTS,
      catalogueCacheTtlMs: values.CATALOGUE_CACHE_TTL_MS,
      listingMaxAgeMs: values.LISTING_MAX_AGE_MS,
      listingMaxSites: values.LISTING_MAX_SITES,
      jwtSecret: values.JWT_SECRET,
      paymentProvider: values.PAYMENT_PROVIDER ?? (production ? 'none' : 'test-page'),
      stripe: {
        apiBase: values.STRIPE_API_BASE,
        secretKey: values.STRIPE_SECRET_KEY,
        webhookSecret: values.STRIPE_WEBHOOK_SECRET,
        secretsKey,
      },
      secretsKey,
      secretsKeyConfigured: values.CLUBSHOP_SECRETS_KEY !== undefined,
      mailTransport,
      smtp:
        mailTransport === 'smtp' && values.SMTP_URL && values.MAIL_FROM
          ? { url: values.SMTP_URL, from: values.MAIL_FROM }
          : undefined,
      logLevel: values.LOG_LEVEL ?? 'info',
      logFormat: values.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
      maxInFlight: values.MAX_IN_FLIGHT ?? 64,
      maxQueueMs: values.MAX_QUEUE_MS ?? 2000,
      shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS ?? 10_000,
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS ?? 10_000,
      bodyReadTimeoutMs: values.BODY_READ_TIMEOUT_MS ?? 10_000,
      importMaxBytes: values.IMPORT_MAX_BYTES ?? 32 * 1024 * 1024,
      importFetchAllowHosts: values.IMPORT_FETCH_ALLOW_HOSTS ?? [],
    },
  };
}

/** A database URL with its password hidden, for messages. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the DATABASE_URL';
  }
}
