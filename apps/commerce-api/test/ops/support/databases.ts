/** Databases on the operations suite's cluster: a copy of the seeded template, or an empty one. */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { queryAt } from '../../support/sql.ts';

/** The cluster's URL of a database. */
export function databaseUrl(database = 'postgres'): string {
  return `postgres://postgres@127.0.0.1:${inject('opsPostgresPort')}/${database}`;
}

/** Creates a database (a copy of the migrated, seeded template unless `empty`); resolves with its URL. */
export async function createDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const name = `clubshop_ops_${randomBytes(5).toString('hex')}`;
  await queryAt(
    databaseUrl(),
    options.empty ? `create database ${name}` : `create database ${name} template ${inject('opsTemplate')}`,
  );
  return databaseUrl(name);
}
