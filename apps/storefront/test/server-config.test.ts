import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readStorefrontConfig, storefrontEnvSchema } from '../server/config.ts';
import { forwardedFor, publicUrl } from '../server/forwarded.ts';

describe('the storefront server configuration', () => {
  test('runs with nothing set: port 5173 against the API on localhost:4000, no proxy believed', () => {
    expect(readStorefrontConfig({})).toEqual({
      ok: true,
      config: {
        port: 5173,
        host: undefined,
        apiUrl: 'http://localhost:4000',
        apiHosts: {
          content: 'http://localhost:4000',
          catalog: 'http://localhost:4000',
          user: 'http://localhost:4000',
          basket: 'http://localhost:4000',
        },
        trustedProxies: 0,
        imageOrigins: [],
        workers: 1,
        answerCacheTtlMs: 5_000,
        answerCacheFollowedTtlMs: 60_000,
        shutdownTimeoutMs: 10_000,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
        bodyTimeoutMs: 10_000,
        maxInFlight: 8,
        maxQueueMs: 1_000,
        maxEventLoopLagMs: 500,
        logLevel: 'info',
      },
    });
  });

  test('reads every variable, an API address down to its origin', () => {
    const read = readStorefrontConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      API_URL: 'https://api.example.com/',
      CATALOG_API_URL: 'https://catalogue.example.com/v2',
      USER_API_URL: 'https://accounts.example.com',
      TRUST_PROXY: '2',
      IMAGE_ORIGINS: 'https://cdn.example.com, https://img.example.com/x',
      WEB_CONCURRENCY: '2',
      ANSWER_CACHE_TTL_MS: '0',
      ANSWER_CACHE_FOLLOWED_TTL_MS: '120000',
      SHUTDOWN_TIMEOUT_MS: '2500',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '3000',
      BODY_TIMEOUT_MS: '4000',
      MAX_IN_FLIGHT: '4',
      MAX_QUEUE_MS: '0',
      MAX_EVENT_LOOP_LAG_MS: '0',
      LOG_LEVEL: 'WARN',
    });
    expect(read).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        apiUrl: 'https://api.example.com',
        // A host left out is API_URL's.
        apiHosts: {
          content: 'https://api.example.com',
          catalog: 'https://catalogue.example.com',
          user: 'https://accounts.example.com',
          basket: 'https://api.example.com',
        },
        trustedProxies: 2,
        imageOrigins: ['https://cdn.example.com', 'https://img.example.com'],
        workers: 2,
        answerCacheTtlMs: 0,
        answerCacheFollowedTtlMs: 120_000,
        shutdownTimeoutMs: 2500,
        headersTimeoutMs: 5_000,
        requestTimeoutMs: 20_000,
        keepAliveTimeoutMs: 3_000,
        bodyTimeoutMs: 4_000,
        maxInFlight: 4,
        maxQueueMs: 0,
        maxEventLoopLagMs: 0,
        logLevel: 'warn',
      },
    });
    expect(readStorefrontConfig({ TRUST_PROXY: 'true' })).toMatchObject({ config: { trustedProxies: 1 } });
    expect(readStorefrontConfig({ TRUST_PROXY: 'off' })).toMatchObject({ config: { trustedProxies: 0 } });
  });

  test('a headers deadline longer than the whole request is refused (Node would not start)', () => {
    expect(readStorefrontConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toEqual({
      ok: false,
      problems: ['HEADERS_TIMEOUT_MS: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS'],
    });
  });

  test('names every wrong value, one line each', () => {
    const read = readStorefrontConfig({
      PORT: 'eighty',
      API_URL: 'api:4000',
      TRUST_PROXY: 'maybe',
      MAX_IN_FLIGHT: '0',
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual([
      'PORT: PORT must be a port number (1-65535)',
      'API_URL: API_URL must be an http or https URL such as http://localhost:4000',
      'TRUST_PROXY: TRUST_PROXY must be false, true, or the number of proxies in front of the storefront (0-9)',
      'MAX_IN_FLIGHT: MAX_IN_FLIGHT must be a number of pages (1-10000)',
    ]);
  });
});

describe('what proxies in front say about a request', () => {
  const forwarded = (headers: Record<string, string>) =>
    new Request('http://10.0.0.5:5173/men/shirts/', { headers });

  test('nothing forwarded is believed without a trusted proxy', () => {
    const request = forwarded({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '6.6.6.6',
    });
    expect(publicUrl(request, 0).href).toBe('http://10.0.0.5:5173/men/shirts/');
    expect(forwardedFor(request, '192.0.2.1', 0)).toBe('192.0.2.1');
  });

  test('behind one proxy: its protocol and host, and its chain passed on with the peer', () => {
    const request = forwarded({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.northbridge.example',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(publicUrl(request, 1).href).toBe('https://shop.northbridge.example/men/shirts/');
    expect(forwardedFor(request, '10.0.0.2', 1)).toBe('203.0.113.7, 10.0.0.2');
  });

  test('a value the client sent before the trusted proxies is not taken', () => {
    const request = forwarded({
      'x-forwarded-host': 'evil.example, shop.northbridge.example',
      'x-forwarded-proto': 'http, https',
    });
    expect(publicUrl(request, 1).host).toBe('shop.northbridge.example');
    expect(publicUrl(request, 1).protocol).toBe('https:');
    expect(publicUrl(request, 2).host).toBe('evil.example');
  });
});

test('docs/configuration.md lists every variable of the schema, and only those', () => {
  const guide = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
  const start = guide.indexOf('## Storefront server');
  const end = guide.indexOf('\n## ', start + 1);
  const section = guide.slice(start, end === -1 ? undefined : end);
  const documented = [...section.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]);
  expect(documented).toEqual(Object.keys(storefrontEnvSchema.entries));
});
