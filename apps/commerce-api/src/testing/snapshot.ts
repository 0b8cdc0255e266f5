/**
 * One seeded database, made once and copied for every test: a PGlite data-dir dump cached under
 * the OS temp folder (keyed by a hash of the migrations and the seed sources), or a PostgreSQL
 * template database (same key) that each test database is created from.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../seed/run.ts';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Hash of everything that decides the seeded data: migrations, tables, seed code. */
export function seedKey(): string {
  const src = join(appRoot, 'src');
  const files = [
    ...filesUnder(join(appRoot, 'drizzle')),
    ...filesUnder(join(src, 'seed')),
    ...filesUnder(join(src, 'db', 'tables')),
    join(src, 'catalog', 'store-variants.ts'),
    // The seed writes the API's own texts (a new key must reach the snapshot).
    join(src, 'messages', 'built-in-dictionary.ts'),
    // The seed stores each size's rank in the order of @clubshop/validation.
    join(appRoot, '..', '..', 'packages', 'validation', 'src', 'size-order', 'size-order.ts'),
    ...readdirSync(src)
      .filter((name) => statSync(join(src, name)).isDirectory())
      .flatMap((name) => ['tables.ts', 'seed.ts'].map((file) => join(src, name, file))),
  ]
    .filter((path) => existsSync(path) && !path.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.slice(appRoot.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

let pgliteSnapshot: Promise<Blob> | undefined;

/** The seeded PGlite dump (from the temp-folder cache, else made now and cached). */
export function seededPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const file = join(tmpdir(), `clubshop-commerce-api-${seedKey()}.tar.gz`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db);
      const dump = await database.pglite!.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Written under a unique name, then renamed: parallel test workers never read half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return new Blob([bytes]);
    } finally {
      await database.close();
    }
  })();
  return pgliteSnapshot;
}

/** `databaseUrl` with another database name. */
export function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a fresh PostgreSQL database seeded like every other test database: the first caller
 * makes a template database (under an advisory lock), every caller copies it.
 */
export async function createSeededPostgresDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const key = seedKey();
  const template = `clubshop_tpl_${key}`;
  const name = `clubshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(724311)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        const building = `${template}_building`;
        await admin.query(`drop database if exists "${building}"`);
        await admin.query(`create database "${building}"`);
        const database = await openDatabase({
          databaseUrl: withDatabaseName(databaseUrl, building),
          maxConnections: 2,
        });
        try {
          await migrateDatabase(database);
          await seedDatabase(database.db);
        } finally {
          await database.close();
        }
        await admin.query(`alter database "${building}" rename to "${template}"`);
      }
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock(724311)');
    }
  } finally {
    await admin.end();
  }
  return {
    url: withDatabaseName(databaseUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
