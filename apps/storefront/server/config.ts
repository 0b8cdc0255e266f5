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
  SHUTDOWN_TIMEOUT_MS: v.pipe(
    v.optional(v.string(), '10000'),
    v.trim(),
    v.digits('SHUTDOWN_TIMEOUT_MS must be a number of milliseconds'),
    v.transform(Number),
  ),
});

/** The storefront server's configuration. */
export interface StorefrontConfig {
  port: number;
  host: string | undefined;
  /** Where the commerce API answers (the server calls it, and forwards the browser's calls to it). */
  apiUrl: string;
  /** How many proxies in front of the server add X-Forwarded-Proto/-Host/-For (0: none believed). */
  trustedProxies: number;
  /** Origins images may come from besides the shop and the API. */
  imageOrigins: string[];
  shutdownTimeoutMs: number;
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
  return {
    ok: true,
    config: {
      port: parsed.PORT,
      host: parsed.HOST,
      apiUrl: parsed.API_URL,
      trustedProxies: parsed.TRUST_PROXY,
      imageOrigins: parsed.IMAGE_ORIGINS,
      shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    },
  };
}
