import { describe, expect, it } from 'vitest';
import { developmentSecretsKey } from '../secrets/secret-box.ts';
import { parseConfig } from './load-config.ts';

function problemsOf(env: Record<string, string>, command: 'start' | 'migrate' = 'start'): string[] {
  const result = parseConfig(env, command);
  return result.ok ? [] : result.problems;
}

function configOf(env: Record<string, string>, command: 'start' | 'migrate' = 'start') {
  const result = parseConfig(env, command);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db:5432/shop',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:25',
  MAIL_FROM: 'Shop <shop@example.com>',
};

describe('parseConfig', () => {
  it('gives the development defaults for an empty environment', () => {
    const config = configOf({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      production: false,
      port: 4000,
      publicOrigin: 'http://localhost:4000',
      trustProxy: 0,
      allowedOrigins: [],
      localhostSites: true,
      paymentProvider: 'test-page',
      mailTransport: 'database',
      database: { kind: 'pglite' },
    });
  });

  it('says what is wrong with each bad value, one line each, naming the variable and the value', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        TRUST_PROXY: 'maybe',
        ALLOWED_ORIGINS: 'https://shop.example.com, shop.example.org',
        PUBLIC_ORIGIN: 'https://api.example.com/v1',
        LOG_LEVEL: 'loud',
        DATABASE_POOL_SIZE: '0',
      }),
    ).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "abc")',
      'DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "0")',
      'PUBLIC_ORIGIN must be an origin such as https://api.example.com (no path) (got "https://api.example.com/v1")',
      'TRUST_PROXY must be false, true, or the number of proxies in front of the API (0-9) (got "maybe")',
      'ALLOWED_ORIGINS must be comma-separated origins such as https://shop.example.com (not "shop.example.org") (got "https://shop.example.com, shop.example.org")',
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "loud")',
    ]);
  });

  it('says which STOREFRONT_ORIGINS entry is not an origin, and defaults it to none', () => {
    expect(problemsOf({ STOREFRONT_ORIGINS: 'http://staging.club.example:8080/receipt/' })).toEqual([
      'STOREFRONT_ORIGINS must be comma-separated origins such as https://shop.example.com (not "http://staging.club.example:8080/receipt/") (got "http://staging.club.example:8080/receipt/")',
    ]);
    expect(configOf({}).storefrontOrigins).toEqual([]);
  });

  it('never prints a secret', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/shop', JWT_SECRET: 'short-secret' });
    expect(problems).toEqual([
      'DATABASE_URL must be a postgres or postgresql URL such as postgres://user:password@host:5432/clubshop',
      'JWT_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)',
    ]);
    expect(problems.join()).not.toContain('hunter2');
    expect(problems.join()).not.toContain('short-secret');
  });

  it('requires JWT_SECRET and the SMTP settings to start in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^DATABASE_URL is required when NODE_ENV=production/),
      expect.stringMatching(/^JWT_SECRET is required when NODE_ENV=production/),
      expect.stringMatching(/^SMTP_URL is required when NODE_ENV=production/),
      expect.stringMatching(/^MAIL_FROM is required/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', MAIL_TRANSPORT: 'database', DATA_DIR: '/srv/data' })).toEqual(
      [expect.stringMatching(/^JWT_SECRET is required/)],
    );
    // Migrating needs the database settings only.
    expect(problemsOf({ NODE_ENV: 'production' }, 'migrate')).toEqual([]);
  });

  it('switches the development conveniences off in production', () => {
    expect(configOf(production)).toMatchObject({
      production: true,
      localhostSites: false,
      paymentProvider: 'none',
      mailTransport: 'smtp',
      smtp: { url: 'smtp://mail.example.com:25', from: 'Shop <shop@example.com>' },
    });
    expect(configOf({ ...production, PAYMENT_PROVIDER: 'test-page', LOCALHOST_SITES: 'true' })).toMatchObject(
      {
        paymentProvider: 'test-page',
        localhostSites: true,
      },
    );
  });

  it('reads lists, flags, proxies and the database', () => {
    expect(
      configOf({
        ALLOWED_ORIGINS: 'https://a.example.com/, https://b.example.com:8443',
        STOREFRONT_ORIGINS: 'http://staging.club.example:8080/, https://preview.club.example:8443',
        TRUST_PROXY: 'true',
        LOCALHOST_SITES: 'off',
        DATABASE_URL: 'postgres://shop@db:5432/shop',
        PORT: '8080',
        MAIL_TRANSPORT: '',
      }),
    ).toMatchObject({
      allowedOrigins: ['https://a.example.com', 'https://b.example.com:8443'],
      storefrontOrigins: ['http://staging.club.example:8080', 'https://preview.club.example:8443'],
      trustProxy: 1,
      localhostSites: false,
      publicOrigin: 'http://localhost:8080',
      database: { kind: 'postgres', url: 'postgres://shop@db:5432/shop', poolSize: 10 },
      mailTransport: 'database',
    });
    expect(configOf({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configOf({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
  });
});

describe('parseConfig, wrong and missing together', () => {
  it('tells every problem of one environment at once', () => {
    expect(problemsOf({ NODE_ENV: 'production', PORT: 'abc', MAIL_TRANSPORT: 'database' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "abc")',
      expect.stringMatching(/^DATABASE_URL is required when NODE_ENV=production/),
      expect.stringMatching(/^JWT_SECRET is required when NODE_ENV=production/),
    ]);
  });
});

describe('parseConfig, production safety (issue 26)', () => {
  it('requires the purge secret in production once pages are purged, and never prints it', () => {
    const purged = { ...production, PAGE_CACHE_PURGE_URLS: 'http://10.0.0.5:6081/' };
    expect(problemsOf(purged)).toEqual([
      expect.stringMatching(
        /^PAGE_CACHE_PURGE_TOKEN is required when NODE_ENV=production and PAGE_CACHE_PURGE_URLS/,
      ),
    ]);
    const token = 'f'.repeat(64);
    expect(configOf({ ...purged, PAGE_CACHE_PURGE_TOKEN: token }).pageCachePurgeToken).toBe(token);
    const short = problemsOf({ ...purged, PAGE_CACHE_PURGE_TOKEN: 'secret-but-short' });
    expect(short).toEqual([expect.stringMatching(/^PAGE_CACHE_PURGE_TOKEN.*at least 32 characters/)]);
    expect(short.join()).not.toContain('secret-but-short');
    // Without purges, nothing to protect.
    expect(problemsOf(production)).toEqual([]);
  });

  it('refuses the embedded database in production unless DATA_DIR is set explicitly', () => {
    const { DATABASE_URL: _url, ...withoutDatabase } = production;
    expect(problemsOf(withoutDatabase)).toEqual([
      expect.stringMatching(/^DATABASE_URL is required when NODE_ENV=production .*set DATA_DIR/),
    ]);
    expect(configOf({ ...withoutDatabase, DATA_DIR: '/srv/clubshop' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/srv/clubshop',
    });
  });

  it('stops on a variable that looks like a typo of ours, naming the likely intended one', () => {
    const { DATABASE_URL: url, ...withoutDatabase } = production;
    const problems = problemsOf({ ...withoutDatabase, DATABSE_URL: url });
    expect(problems[0]).toBe(
      'DATABSE_URL is not a variable of the API: did you mean DATABASE_URL? (rename it, or unset it)',
    );
    // Its value (a secret) is not printed.
    expect(problems.join()).not.toContain('shop@db');
    expect(problemsOf({ LOG_LEVLE: 'debug' }, 'migrate')).toEqual([
      expect.stringMatching(/^LOG_LEVLE is not a variable of the API: did you mean LOG_LEVEL\?/),
    ]);
    expect(problemsOf({ allowed_origins: 'https://a.example' })).toEqual([
      expect.stringMatching(/did you mean ALLOWED_ORIGINS\?/),
    ]);
  });

  it('keeps pictures in the database unless MEDIA_DIR or a bucket is named, and reads the fetch allow list', () => {
    expect(configOf(production)).toMatchObject({
      mediaDir: undefined,
      mediaS3: undefined,
      importFetchAllowHosts: [],
    });
    expect(configOf({ ...production, MEDIA_DIR: '/srv/media' }).mediaDir).toBe('/srv/media');
    expect(
      configOf({ ...production, IMPORT_FETCH_ALLOW_HOSTS: 'Images.Intranet:8080, 127.0.0.1:43100,[::1]:80' })
        .importFetchAllowHosts,
    ).toEqual(['images.intranet:8080', '127.0.0.1:43100', '[::1]:80']);
    expect(problemsOf({ ...production, IMPORT_FETCH_ALLOW_HOSTS: 'images.intranet,http://x:1' })).toEqual([
      'IMPORT_FETCH_ALLOW_HOSTS must be comma-separated host:port entries such as images.intranet:8080,127.0.0.1:43100 (not "images.intranet", "http://x:1") (got "images.intranet,http://x:1")',
    ]);
  });

  it('leaves the variables of everything else alone', () => {
    expect(
      problemsOf({
        HOME: '/root',
        HOSTNAME: 'box',
        PATH: '/usr/bin',
        PWD: '/',
        TERM: 'xterm',
        SHELL: '/bin/sh',
        LANG: 'C.UTF-8',
        USER: 'root',
        NODE_OPTIONS: '',
        CLUBSHOP_STAFF_PASSWORD: 'x',
      }),
    ).toEqual([]);
  });

  it('CLUBSHOP_SECRETS_KEY: 32 bytes as base64 or hex; unset, the development key outside production and none in it (decision 0115)', () => {
    const hex = 'ab'.repeat(32);
    expect(configOf({ CLUBSHOP_SECRETS_KEY: hex }).secretsKey).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 3).toString('base64');
    expect(configOf({ ...production, CLUBSHOP_SECRETS_KEY: base64 }).stripe.secretsKey).toEqual(
      Buffer.alloc(32, 3),
    );
    expect(configOf({}).secretsKey).toEqual(developmentSecretsKey);
    expect(configOf(production)).toMatchObject({ secretsKey: undefined, secretsKeyConfigured: false });
    const problems = problemsOf({ CLUBSHOP_SECRETS_KEY: 'too-short-to-be-a-key' });
    expect(problems).toEqual([expect.stringMatching(/^CLUBSHOP_SECRETS_KEY must be 32 random bytes/)]);
    expect(problems.join()).not.toContain('too-short-to-be-a-key');
  });
});
