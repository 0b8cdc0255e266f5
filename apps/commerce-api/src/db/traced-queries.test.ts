/**
 * Every statement drizzle runs reaches the query tracer (decision 0103): on PGlite (queries,
 * transactions) and, when the suite runs on PostgreSQL (COMMERCE_TEST_DATABASE_URL), through the
 * pool and a transaction's checked-out connection. The tracer sees the statement with its
 * placeholders, never the values.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './database.ts';
import type { QueryTracer } from './traced-queries.ts';

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

/** A tracer that notes each statement and whether it was inside the tracer when it ran. */
function recordingTracer() {
  const statements: string[] = [];
  const traceQuery: QueryTracer = async (statement, run) => {
    statements.push(statement);
    return run();
  };
  return { statements, traceQuery };
}

async function exercise(database: Database) {
  const secret = 'a-value-never-traced';
  const rows = await queryRows<{ value: string }>(database.db, sql`select ${secret}::text as value`);
  expect(rows[0]?.value).toBe(secret);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select ${1}::int as one`);
    await tx.execute(sql`select ${2}::int as two`);
  });
}

describe('traced queries', { timeout: 120_000 }, () => {
  it('hands every PGlite statement, a transaction’s too, to the tracer without its values', async () => {
    const tracer = recordingTracer();
    const database = await openDatabase({ memory: true }, { traceQuery: tracer.traceQuery });
    opened.push(database);
    await exercise(database);
    expect(tracer.statements.some((s) => /select \$1::text as value/.test(s))).toBe(true);
    expect(tracer.statements.some((s) => /select \$1::int as one/.test(s))).toBe(true);
    expect(tracer.statements.some((s) => /select \$1::int as two/.test(s))).toBe(true);
    expect(tracer.statements.join('\n')).not.toContain('a-value-never-traced');
  });

  it.skipIf(!process.env.COMMERCE_TEST_DATABASE_URL)(
    'hands every node-postgres statement, the pool’s and a transaction’s, to the tracer',
    async () => {
      const tracer = recordingTracer();
      const database = await openDatabase(
        { databaseUrl: process.env.COMMERCE_TEST_DATABASE_URL as string, maxConnections: 2 },
        { traceQuery: tracer.traceQuery },
      );
      opened.push(database);
      await exercise(database);
      // pg-pool's own query (a callback) and the connection drizzle checks out for the transaction.
      await database.pool?.query('select 3 as three');
      expect(tracer.statements.some((s) => /select \$1::text as value/.test(s))).toBe(true);
      expect(tracer.statements.some((s) => /^begin/i.test(s))).toBe(true);
      expect(tracer.statements.some((s) => /select \$1::int as two/.test(s))).toBe(true);
      expect(tracer.statements).toContain('select 3 as three');
      expect(tracer.statements.join('\n')).not.toContain('a-value-never-traced');
    },
  );
});
