/**
 * The commands of the compiled API: the configuration checked before anything runs, `migrate`
 * racing from three processes, and `start` refusing a database that is not migrated.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';
import { queryAt } from '../support/sql.ts';
import { appDir, productionEnv, runToEnd, startApi, stopApi } from './support/api-process.ts';
import { createDatabase } from './support/databases.ts';

describe('the compiled build', () => {
  it('needs nothing at run time but the production dependencies (no tsx, no workspace sources)', () => {
    const bundle = readFileSync(join(appDir, 'dist', 'main.js'), 'utf8');
    const { dependencies } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = new Set(
      // A specifier is a package name (and path): not any string after the word, such as the
      // audit action "import" followed by the next property's string in the bundle.
      [...bundle.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*"((?:@[\w.-]+\/)?[\w-][\w.-]*(?:\/[\w.-]+)*)"/g)].map(
        (match) => match[1] as string,
      ),
    );
    const packageOf = (specifier: string) =>
      specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : (specifier.split('/')[0] as string);
    const outside = [...imported].filter(
      (specifier) =>
        !specifier.startsWith('node:') &&
        !builtinModules.includes(specifier) &&
        !(packageOf(specifier) in dependencies),
    );
    expect(outside).toEqual([]);
    expect(imported.has('pg')).toBe(true);
    expect(bundle).not.toMatch(/["']tsx["']|@clubshop\/source/);
  });
});

describe('the configuration', () => {
  it('stops start with one line per wrong or missing value, exit code 1, before touching anything', async () => {
    const result = await runToEnd('start', {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: 'abc',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      TRUST_PROXY: 'maybe',
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'commerce-api: PORT must be a whole number from 1 to 65535 (got "abc")',
      'commerce-api: TRUST_PROXY must be false, true, or the number of proxies in front of the API (0-9) (got "maybe")',
      expect.stringMatching(/^commerce-api: JWT_SECRET is required when NODE_ENV=production/),
      expect.stringMatching(/^commerce-api: SMTP_URL is required when NODE_ENV=production/),
      expect.stringMatching(/^commerce-api: MAIL_FROM is required/),
      'commerce-api: see docs/configuration.md for every variable',
    ]);
    // Nothing was tried: no database connection, no log line.
    expect(result.logs).toEqual([]);
  });

  it('says so clearly when the database cannot be reached', async () => {
    const result = await runToEnd(
      'migrate',
      productionEnv({ DATABASE_URL: `postgres://shop:hunter2@127.0.0.1:${await freePort()}/shop` }),
    );
    expect(result.code).toBe(1);
    const fatal = result.logs.find((line) => line.level === 60);
    expect(fatal?.msg).toMatch(
      /^cannot reach PostgreSQL at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:\d+\/shop \(ECONNREFUSED/,
    );
    expect(JSON.stringify(result.logs)).not.toContain('hunter2');
  });
});

describe('migrate', () => {
  it('runs from three processes at once on an empty database: all succeed, each migration once', async () => {
    const url = await createDatabase({ empty: true });
    const env = productionEnv({ DATABASE_URL: url });
    const results = await Promise.all([1, 2, 3].map(() => runToEnd('migrate', env)));
    expect(results.map((result) => result.code)).toEqual([0, 0, 0]);
    const applied = results.map(
      (result) => result.logs.find((line) => typeof line.applied === 'number')?.applied as number,
    );
    // One process applied every migration; the two that waited for the lock found nothing to do.
    expect([...applied].sort()).toEqual([0, 0, applied.find((count) => count > 0)]);
    const [row] = await queryAt<{ count: number }>(
      url,
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(row?.count).toBe(results[0]?.logs.find((line) => typeof line.total === 'number')?.total);
  });

  it('is what start waits for: an unmigrated database is refused with a clear message', async () => {
    const url = await createDatabase({ empty: true });
    const port = await freePort();
    const refused = await runToEnd('start', productionEnv({ DATABASE_URL: url, PORT: String(port) }));
    expect(refused.code).toBe(1);
    expect(refused.logs.find((line) => line.level === 60)?.msg).toMatch(
      /has 0 of \d+ migrations: run the migrate command first/,
    );
    expect((await runToEnd('migrate', productionEnv({ DATABASE_URL: url }))).code).toBe(0);
    // Migrated but empty: it starts (a club's own sites come later), and says so.
    const api = await startApi(productionEnv({ DATABASE_URL: url, PORT: String(port) }));
    try {
      expect(api.logs.some((line) => /holds no sites/.test(String(line.msg)))).toBe(true);
      const response = await fetch(`${api.baseUrl}/api/categories`);
      expect(response.status).toBe(404);
    } finally {
      expect(await stopApi(api)).toBe(0);
    }
  });
});
