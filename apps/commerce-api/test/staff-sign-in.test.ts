/**
 * Staff sign-in (issue 43): the throttle is per account and address, per address, and per account
 * only from addresses the member has not signed in from, so guesses at the owner's password from
 * elsewhere cannot lock the owner out; sign-ins, failures and sign-outs are audited; audit rows
 * cannot be changed or removed, whoever asks (a trigger, on PGlite and PostgreSQL alike).
 */
import { createTestApi, createTestClock, type TestApi } from '@clubshop/commerce-api/testing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/tables/staff.ts';
import { createStaff } from '../src/staff/staff-service.ts';
import { jsonInit } from './contract.ts';
import { createCliOwner } from './support/admin-client.ts';

let api: TestApi;
const password = 'staff password 1';
const ownerAddress = '198.51.100.7';

beforeAll(async () => {
  // Behind one trusted proxy (the back office), which writes the client's address.
  // A clock that stands still: a throttle's delay never runs out during the file, whatever the
  // machine's speed.
  api = await createTestApi({ clock: createTestClock(), config: { trustProxy: 1 } });
  await createCliOwner(api, 'owner@sign-in.example', password);
}, 120_000);
afterAll(() => api?.close());

async function signIn(address: string, secret: string, email = 'owner@sign-in.example') {
  const response = await api.fetch(
    '/admin/api/auth/token',
    jsonInit(
      'POST',
      { grant_type: 'password', username: email, password: secret },
      { 'X-Forwarded-For': address },
    ),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// The rows of one member (e-mails of this file's own: a PostgreSQL run may share the database).
const auditRows = (action: string, actor = 'audited@sign-in.example') =>
  api.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, action), eq(auditLog.actor, actor)))
    .orderBy(asc(auditLog.id));

/** The database's refusal of a write (drizzle wraps it in its cause), or `written`. */
const refusalOf = (write: Promise<unknown>) =>
  write.then(
    () => 'written',
    (error: { message?: string; cause?: { message?: string } }) => error.cause?.message ?? error.message,
  );

describe('the staff sign-in throttle', () => {
  it('guesses from many other addresses do not lock the owner out of their usual address', async () => {
    expect((await signIn(ownerAddress, password)).status).toBe(200);
    // More wrong guesses at the owner's account than the account-wide allowance (20), each from
    // an address of its own (a distributed guess), until the account key refuses.
    let refused = 0;
    for (let n = 1; n <= 30; n += 1) {
      const { status } = await signIn(`203.0.113.${n}`, `wrong password ${n}`);
      expect([401, 429]).toContain(status);
      if (status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    // A new address is held back by the account key...
    expect((await signIn('192.0.2.200', password)).status).toBe(429);
    // ...the owner's usual address is not.
    expect((await signIn(ownerAddress, password)).status).toBe(200);
  });

  it("one address's wrong guesses do not lock out another member at another address", async () => {
    await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
      email: 'editor@club.example',
      password,
      role: 'editor',
      sites: 'all',
    });
    for (let n = 1; n <= 40; n += 1) await signIn('203.0.113.250', `wrong ${n}`, `nobody${n}@club.example`);
    expect((await signIn('203.0.113.250', password, 'editor@club.example')).status).toBe(429);
    expect((await signIn('192.0.2.10', password, 'editor@club.example')).status).toBe(200);
  });
});

describe('sign-ins in the audit log', () => {
  it('records sign-ins, failed sign-ins and sign-outs with the address', async () => {
    const email = 'audited@sign-in.example';
    await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
      email,
      password,
      role: 'editor',
      sites: 'all',
    });
    expect((await signIn('192.0.2.33', 'not the password', email)).status).toBe(401);
    const failed = await auditRows('sign-in failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.after).toEqual({ account: email, address: '192.0.2.33', reason: 'password' });
    expect(failed[0]?.staffId).toBeNull();
    const { status, body } = await signIn('192.0.2.33', password, email);
    expect(status).toBe(200);
    const signIns = await auditRows('sign-in');
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ actor: email, after: { address: '192.0.2.33' } });
    const logout = await api.fetch(
      '/admin/api/auth/logout',
      jsonInit(
        'POST',
        { refresh_token: body.refresh_token },
        { Authorization: `Bearer ${body.access_token as string}` },
      ),
    );
    expect(logout.status).toBe(200);
    expect(await auditRows('sign-out')).toHaveLength(1);
  });

  it('audit rows cannot be changed or removed by the app', async () => {
    const [row] = await auditRows('sign-in', 'owner@sign-in.example');
    expect(row).toBeDefined();
    const id = row?.id as number;
    expect(
      await refusalOf(api.deps.db.update(auditLog).set({ actor: 'someone else' }).where(eq(auditLog.id, id))),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusalOf(api.deps.db.delete(auditLog).where(eq(auditLog.id, id)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusalOf(api.deps.db.execute(sql`truncate audit_log`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    const [still] = await api.deps.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(still?.actor).toBe(row?.actor);
  });
});
