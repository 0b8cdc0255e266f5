/**
 * Every environment variable of the commerce API in one valibot schema: its type, its default and
 * what a wrong value is told. `docs/configuration.md` is the table of the same variables; change
 * both together.
 *
 * Each variable is read as the string the environment holds (or `undefined`) and turned into its
 * value here, so the rest of the API never reads `process.env`. Rules that tie variables together
 * (JWT_SECRET in production, SMTP settings with MAIL_TRANSPORT=smtp) live in `load-config.ts`.
 */
import * as v from 'valibot';
import { secretsKeyFromText } from '../secrets/secret-box.ts';

/** Log levels of pino, quietest last. */
export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** How log lines look: one JSON object per line, or short readable lines for a terminal. */
export const logFormats = ['json', 'pretty'] as const;

/** Where payments are taken: the built-in test page (approves without paying), or nowhere. */
export const paymentProviders = ['test-page', 'none', 'stripe'] as const;

/** How mails leave: stored in the `mails` table only, or delivered by SMTP (and stored). */
export const mailTransports = ['database', 'smtp'] as const;

/** A variable that may be unset: absent, or set to the empty string (`FOO=` in a compose file). */
function optional<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value?.trim() === '' ? undefined : value)),
    v.optional(schema),
  );
}

/** A whole number from `min` to `max`. */
function integer(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
  );
}

/** `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`). */
const flag = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], 'must be true or false'),
  v.transform((value) => ['true', '1', 'yes', 'on'].includes(value)),
);

/** One of a few words. */
function oneOf<const TValues extends readonly string[]>(values: TValues) {
  return v.pipe(v.string(), v.trim(), v.picklist(values, `must be one of ${values.join(', ')}`));
}

/** A URL with one of these protocols. */
function urlWith(protocols: readonly string[], example: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${protocols.map((protocol) => protocol.replace(':', '')).join(' or ')} URL such as ${example}`,
    ),
  );
}

/** `true` when the text is an origin (scheme, host, optional port; no path, query or user). */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === text.replace(/\/$/, '') &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** An origin (`https://shop.example.com`), without a trailing slash afterwards. */
const origin = v.pipe(
  v.string(),
  v.trim(),
  v.check(isOrigin, 'must be an origin such as https://api.example.com (no path)'),
  v.transform((value) => value.replace(/\/$/, '')),
);

/** Comma-separated origins. */
const originList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
  v.check(
    (entries) => entries.every(isOrigin),
    (issue) =>
      `must be comma-separated origins such as https://shop.example.com (not ${(issue.input as string[])
        .filter((entry) => !isOrigin(entry))
        .map((entry) => JSON.stringify(entry))
        .join(', ')})`,
  ),
  v.transform((entries) => entries.map((entry) => entry.replace(/\/$/, ''))),
);

/** `host:port`, a host name (or IPv4 address, or IPv6 in brackets) and a port. */
const isHostPort = (entry: string) =>
  /^([a-z0-9]([a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\]):\d{1,5}$/i.test(entry) &&
  Number(entry.slice(entry.lastIndexOf(':') + 1)) <= 65_535;

/** A comma-separated list of `host:port`s (the hosts an import may fetch pictures from though not public). */
const hostPortList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  ),
  v.check(
    (entries) => entries.every(isHostPort),
    (issue) =>
      `must be comma-separated host:port entries such as images.intranet:8080,127.0.0.1:43100 (not ${(
        issue.input as string[]
      )
        .filter((entry) => !isHostPort(entry))
        .map((entry) => JSON.stringify(entry))
        .join(', ')})`,
  ),
);

/** A comma-separated list of http(s) URLs (the page caches' purge addresses). */
const urlList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
  v.check(
    (entries) => entries.every(isHttpUrl),
    (issue) =>
      `must be comma-separated http(s) URLs such as http://127.0.0.1:6081/ (not ${(issue.input as string[])
        .filter((entry) => !isHttpUrl(entry))
        .map((entry) => JSON.stringify(entry))
        .join(', ')})`,
  ),
);

/** Whether `value` is an http or https URL. */
function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** TRUST_PROXY: false/0 (off), true (one proxy), or the number of proxies in front. */
const proxyHops = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.check(
    (value) => /^(true|false|yes|no|on|off|\d)$/.test(value),
    'must be false, true, or the number of proxies in front of the API (0-9)',
  ),
  v.transform((value) => {
    if (/^\d$/.test(value)) return Number(value);
    return ['true', 'yes', 'on'].includes(value) ? 1 : 0;
  }),
);

/**
 * The environment of the API as strings in, values out. Every key is a variable; secrets are
 * named in `secretVariables` so an error never echoes them.
 */
export const envSchema = v.object({
  NODE_ENV: optional(oneOf(['development', 'test', 'production'] as const)),
  PORT: optional(integer(1, 65_535)),
  HOST: optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w.:[\]-]+$/, 'must be a host name or address'))),
  DATABASE_URL: optional(
    urlWith(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/clubshop'),
  ),
  DATABASE_POOL_SIZE: optional(integer(1, 1000)),
  DATABASE_CONNECT_TIMEOUT_S: optional(integer(1, 300)),
  DATA_DIR: optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  MEDIA_DIR: optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  MEDIA_S3_BUCKET: optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  ),
  MEDIA_S3_REGION: optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]+$/, 'must be a region, e.g. eu-west-1')),
  ),
  MEDIA_S3_ENDPOINT: optional(urlWith(['http:', 'https:'], 'https://<account>.r2.cloudflarestorage.com')),
  MEDIA_S3_PREFIX: optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[\w.-]+(\/[\w.-]+)*\/$/, 'must be a folder ending in /, e.g. clubshop/'),
    ),
  ),
  IMAGE_UPLOAD_MAX_BYTES: optional(integer(1024, 100 * 1024 * 1024)),
  PUBLIC_ORIGIN: optional(origin),
  TRUST_PROXY: optional(proxyHops),
  ALLOWED_ORIGINS: optional(originList),
  ADMIN_ORIGINS: optional(originList),
  PAGE_CACHE_PURGE_URLS: optional(urlList),
  PAGE_CACHE_PURGE_TOKEN: optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)'),
      v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it goes in a header)'),
    ),
  ),
  METRICS_TOKEN: optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)'),
      v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it goes in a header)'),
    ),
  ),
  LOCALHOST_SITES: optional(flag),
  STOREFRONT_PORT: optional(integer(1, 65_535)),
  STOREFRONT_ORIGINS: optional(originList),
  SEED_PRODUCTS: optional(integer(1, 10_000_000)),
  CATALOGUE_CACHE_TTL_MS: optional(integer(0, 86_400_000)),
  LISTING_MAX_AGE_MS: optional(integer(1, 86_400_000)),
  LISTING_MAX_SITES: optional(integer(1, 1_000_000)),
  JWT_SECRET: optional(
    v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)')),
  ),
  PAYMENT_PROVIDER: optional(oneOf(paymentProviders)),
  PAYMENT_RECONCILE_INTERVAL_MS: optional(integer(0, 86_400_000)),
  STRIPE_API_BASE: optional(urlWith(['http:', 'https:'], 'http://127.0.0.1:12111 (a local Stripe double)')),
  STRIPE_SECRET_KEY: optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)'),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    v.pipe(v.string(), v.trim(), v.regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')),
  ),
  CLUBSHOP_SECRETS_KEY: optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => secretsKeyFromText(text) !== undefined,
        'must be 32 random bytes as base64 or hex (e.g. openssl rand -base64 32)',
      ),
    ),
  ),
  MAIL_TRANSPORT: optional(oneOf(mailTransports)),
  SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465')),
  MAIL_FROM: optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address such as "Club Shop <shop@example.com>"',
      ),
    ),
  ),
  LOG_LEVEL: optional(oneOf(logLevels)),
  LOG_FORMAT: optional(oneOf(logFormats)),
  MAX_IN_FLIGHT: optional(integer(1, 100_000)),
  MAX_QUEUE_MS: optional(integer(0, 60_000)),
  SHUTDOWN_TIMEOUT_MS: optional(integer(0, 600_000)),
  HEADERS_TIMEOUT_MS: optional(integer(1000, 600_000)),
  BODY_READ_TIMEOUT_MS: optional(integer(1000, 600_000)),
  IMPORT_MAX_BYTES: optional(integer(65_536, 1_073_741_824)),
  IMPORT_FETCH_ALLOW_HOSTS: optional(hostPortList),
});

/** The variables as the schema reads them. */
export type EnvInput = v.InferInput<typeof envSchema>;
/** The parsed variables (undefined where unset; defaults are applied by `load-config.ts`). */
export type EnvValues = v.InferOutput<typeof envSchema>;

/** Variables whose value is never printed. */
export const secretVariables: ReadonlySet<string> = new Set([
  'JWT_SECRET',
  'PAGE_CACHE_PURGE_TOKEN',
  'METRICS_TOKEN',
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'CLUBSHOP_SECRETS_KEY',
]);

/** Every variable the API reads. */
export const envVariableNames = Object.keys(envSchema.entries) as Array<keyof EnvValues>;
