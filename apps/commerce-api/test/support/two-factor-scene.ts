/**
 * The scene of the staff two-step sign-in tests (decisions 0074, 0083): a seeded API whose shop
 * requires two-step sign-in of owners, on a clock that moves only when a test moves it; an owner
 * and an editor of every site (made as the CLI makes them); and the calls those tests make.
 */
import { createTestApi, createTestClock } from '@clubshop/commerce-api/testing';
import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { auditLog } from '../../src/db/tables/staff.ts';
import { createStaff } from '../../src/staff/staff-service.ts';
import { totpCode, totpStepOf } from '../../src/staff/totp.ts';
import { openForFile } from '../../src/testing/open-for-file.ts';
import { jsonInit } from '../contract.ts';

/** The members of the scene, who share one password. */
export interface TwoFactorMembers {
  owner: string;
  editor: string;
  password: string;
}

/** Opens the scene for the test file it is called in. */
export function twoFactorScene({ owner, editor, password }: TwoFactorMembers) {
  const clock = createTestClock(new Date('2026-12-07T09:00:05.000Z'));
  const api = openForFile(() => createTestApi({ clock, config: { ownerTwoFactorRequired: true } }));
  beforeAll(async () => {
    for (const [email, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
    ] as const) {
      await createStaff(api.deps.db, { name: 'cli' }, clock.now(), { email, password, role, sites: 'all' });
    }
  }, 120_000);

  /** POST /admin/api/auth/token with a grant. */
  const token = (body: Record<string, unknown>) => api.fetch('/admin/api/auth/token', jsonInit('POST', body));
  return {
    clock,
    api,
    token,
    /** The password grant of a member. */
    passwordGrant: (email: string) => token({ grant_type: 'password', username: email, password }),
    /** Calls `/admin/api<path>` with an access token (and a JSON body when given). */
    call: (access: string, method: string, path: string, body?: unknown) =>
      api.fetch(
        `/admin/api${path}`,
        body === undefined
          ? { method, headers: { Authorization: `Bearer ${access}` } }
          : jsonInit(method, body, { Authorization: `Bearer ${access}` }),
      ),
    /** The app's code of `secret` now (or `offsetSteps` 30-second steps off). */
    codeNow: (secret: string, offsetSteps = 0) => totpCode(secret, totpStepOf(clock.now()) + offsetSteps),
    /** The audit rows of changes to staff made by `email`. */
    staffAudit: (email: string) =>
      api.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.actor, email))),
  };
}
