import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from './database.ts';
import { pacedQueries, TurnPacer } from './pglite-pacing.ts';

let pglite: PGlite;
// A new PGlite runs initdb: seconds on a busy machine.
beforeAll(async () => {
  pglite = await PGlite.create();
}, 120_000);
afterAll(() => pglite?.close());

/**
 * How many of 50 queued queries had finished when a callback queued on the event loop ran;
 * -1 when it had not run even once all of them were answered.
 */
async function queriesBeforeTheLoopTurns(db: Db): Promise<number> {
  let finished = 0;
  let finishedWhenTheLoopTurned = -1;
  const queries = Array.from({ length: 50 }, () =>
    queryRows(db, sql`select 1`).then(() => {
      finished++;
    }),
  );
  setImmediate(() => {
    finishedWhenTheLoopTurned = finished;
  });
  await Promise.all(queries);
  return finishedWhenTheLoopTurned;
}

describe('pacedQueries', () => {
  it('lets the event loop turn (accept connections, read requests) between queued PGlite queries', async () => {
    // Plain PGlite hands its lock from query to query in microtasks: the loop does not turn
    // until every queued query (and what it leads to) is done.
    expect(await queriesBeforeTheLoopTurns(drizzle({ client: pglite }) as unknown as Db)).toBe(-1);
    const yielding = await queriesBeforeTheLoopTurns(
      drizzle({ client: pacedQueries(pglite) }) as unknown as Db,
    );
    // The loop turns after the first batch: at most one batch of queries before it.
    expect(yielding).toBeGreaterThanOrEqual(0);
    expect(yielding).toBeLessThanOrEqual(4);
  });

  it('answers queries and transactions as PGlite does', async () => {
    const db = drizzle({ client: pacedQueries(pglite) }) as unknown as Db;
    await db.execute(sql`create table if not exists yielding_test (n int)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into yielding_test values (1), (2)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into yielding_test values (3)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queryRows<{ n: number }>(db, sql`select n from yielding_test order by n`)).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
  });
});

describe('TurnPacer', () => {
  it('lets a few callers through per turn of the event loop, first come first served', async () => {
    const pacer = new TurnPacer(2);
    const order: string[] = [];
    const callers = [1, 2, 3, 4, 5].map((n) => pacer.turn().then(() => order.push(`q${n}`)));
    let turns = 0;
    const tick = () => {
      order.push(`turn${++turns}`);
      if (turns < 4) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(callers);
    expect(order.filter((entry) => entry.startsWith('q'))).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    // Two, then two, then one: never more than two between two turns.
    const between = order
      .join(' ')
      .split(/turn\d/)
      .map((part) => part.trim().split(' ').filter(Boolean).length);
    expect(Math.max(...between)).toBeLessThanOrEqual(2);
  });
});
