/**
 * `clubshop staff reset-password --email <e-mail>` (issue 44): the way back for a sole owner who
 * forgot the password. The new password works at once (the account's login throttling
 * forgotten), the old one no longer does, every session of the member ends (their access and
 * refresh tokens are refused), and the change is audited without the password.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/tables/staff.ts';
import {
  resetStaffPassword,
  StaffNotFoundError,
  staffPasswordResetSchema,
} from '../src/staff/reset-staff-password.ts';
import { createStaff } from '../src/staff/staff-service.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { jsonInit } from './contract.ts';
import { clubshopOnOwnDataDir } from './support/clubshop-command.ts';

const forgotten = 'the password I forgot 1';
const renewed = 'a new password I keep 2';

const api = openForFile(() => createTestApi());
beforeAll(async () => {
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'sole-owner@club.example',
    password: forgotten,
    role: 'owner',
    sites: 'all',
  });
}, 120_000);

const login = (email: string, password: string) =>
  api.fetch('/admin/api/auth/token', jsonInit('POST', { grant_type: 'password', username: email, password }));

const input = (email: string, password: string) => v.parse(staffPasswordResetSchema, { email, password });

describe('resetStaffPassword', () => {
  it('sets the new password, ends every session of the member and forgets the login throttling', async () => {
    const sessions = [];
    for (let index = 0; index < 2; index++) {
      const answer = await login('sole-owner@club.example', forgotten);
      expect(answer.status).toBe(200);
      sessions.push((await answer.json()) as { access_token: string; refresh_token: string });
    }
    // Wrong guesses until the account is throttled (the owner trying to remember).
    let throttled = false;
    for (let attempt = 0; attempt < 30 && !throttled; attempt++) {
      throttled = (await login('sole-owner@club.example', `guess ${attempt} wrong`)).status === 429;
    }
    expect(throttled).toBe(true);

    const reset = await resetStaffPassword(
      api.deps.db,
      { name: 'cli:test' },
      new Date(),
      input(' Sole-Owner@Club.example ', renewed),
    );
    expect(reset).toEqual({ email: 'sole-owner@club.example', role: 'owner', sessionsEnded: 2 });

    for (const session of sessions) {
      const me = await api.fetch('/admin/api/me', {
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
      expect(me.status).toBe(401);
      const refreshed = await api.fetch(
        '/admin/api/auth/token',
        jsonInit('POST', { grant_type: 'refresh_token', refresh_token: session.refresh_token }),
      );
      expect(refreshed.status).toBe(401);
    }
    expect((await login('sole-owner@club.example', forgotten)).status).toBe(401);
    expect((await login('sole-owner@club.example', renewed)).status).toBe(200);

    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'update (password reset)'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe('cli:test');
    expect(JSON.stringify(audit[0])).not.toContain(renewed);
  });

  it('refuses an e-mail that is not a member of staff', async () => {
    await expect(
      resetStaffPassword(
        api.deps.db,
        { name: 'cli:test' },
        new Date(),
        input('nobody@club.example', renewed),
      ),
    ).rejects.toThrow(StaffNotFoundError);
  });

  it('checks the new password with the password rules', () => {
    expect(
      v.safeParse(staffPasswordResetSchema, { email: 'sole-owner@club.example', password: 'short' }).success,
    ).toBe(false);
  });
});

describe('clubshop staff reset-password (the command, on an embedded database)', () => {
  const clubshop = clubshopOnOwnDataDir('clubshop-reset-');

  it('resets the password of a member made with staff create; says so, or why not', () => {
    const created = clubshop(
      ['staff', 'create', '--email', 'owner@club.example', '--role', 'owner'],
      forgotten,
    );
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);

    const reset = clubshop(['staff', 'reset-password', '--email', 'owner@club.example'], renewed);
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toBe(
      'password of owner@club.example (owner) reset; 0 sessions ended: log in again with the new password\n',
    );
    expect(reset.status).toBe(0);

    const unknown = clubshop(['staff', 'reset-password', '--email', 'nobody@club.example'], renewed);
    expect(unknown.stderr).toBe('clubshop: nobody@club.example is not a member of staff\n');
    expect(unknown.status).toBe(1);

    const weak = clubshop(['staff', 'reset-password', '--email', 'owner@club.example'], 'short');
    expect(weak.stderr).toMatch(/^clubshop: .*password/i);
    expect(weak.status).toBe(1);

    const noEmail = clubshop(['staff', 'reset-password'], renewed);
    expect(noEmail.stderr).toMatch(/^clubshop: --email is required/);
    expect(noEmail.status).toBe(2);
  }, 600_000);
});
