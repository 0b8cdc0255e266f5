/**
 * Two-step sign-in for staff (issue 43, decision 0074), in process against the real API: an owner
 * without it reaches only its setup; the setup answers the secret once and is confirmed with a
 * first code; then the password alone gives an `mfa_token` and no session, the `mfa` grant takes
 * a TOTP code once (RFC 6238: the same code, or an older step, is refused) or a recovery code
 * once; failures and sign-ins are audited; `clubshop staff reset-2fa` removes it (audited).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeTwoFactorReset } from '../src/cli/staff-command.ts';
import { auditLog, staffRecoveryCodes, staffTwoFactor } from '../src/db/tables/staff.ts';
import { resetTwoFactor, TwoFactorMemberNotFoundError } from '../src/staff/two-factor.ts';
import { clubshopOnOwnDataDir } from './support/clubshop-command.ts';
import { twoFactorScene } from './support/two-factor-scene.ts';

const password = 'two step owner pass 1';
const owner = 'owner-2fa@club.example';
const editor = 'editor-2fa@club.example';
const { clock, api, token, passwordGrant, call, codeNow, staffAudit } = twoFactorScene({
  owner,
  editor,
  password,
});

async function auditActions(email: string) {
  const rows = await staffAudit(email);
  return rows.map((row) => ({ action: row.action, after: row.after as Record<string, unknown> | null }));
}

let secret = '';
let recoveryCodes: string[] = [];

describe('an owner without two-step sign-in', () => {
  it('signs in with the password but reaches only /me, the setup and sign-out', async () => {
    const answer = await passwordGrant(owner);
    expect(answer.status).toBe(200);
    const { access_token } = (await answer.json()) as { access_token: string };
    const me = await call(access_token, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { twoFactor: unknown }).twoFactor).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });
    for (const path of ['/sites', '/staff', '/audit']) {
      const refused = await call(access_token, 'GET', path);
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(
        'Api.Error.TwoFactorSetupRequired',
      );
    }
  });

  it('an editor without it is not restricted (optional for the other roles)', async () => {
    const answer = await passwordGrant(editor);
    const { access_token } = (await answer.json()) as { access_token: string };
    expect((await call(access_token, 'GET', '/sites')).status).toBe(200);
    const me = (await (await call(access_token, 'GET', '/me')).json()) as {
      twoFactor: { required: boolean };
    };
    expect(me.twoFactor.required).toBe(false);
  });
});

describe('setting it up', () => {
  it('answers the secret and an otpauth URI, stores the secret encrypted, confirms with a first code and gives 10 recovery codes once', async () => {
    const { access_token } = (await (await passwordGrant(owner)).json()) as { access_token: string };
    // Started twice before confirming: the second secret replaces the first.
    const abandoned = (await (await call(access_token, 'POST', '/me/two-factor')).json()) as {
      secret: string;
    };
    const started = await call(access_token, 'POST', '/me/two-factor');
    expect(started.status).toBe(200);
    const setup = (await started.json()) as { secret: string; otpauthUri: string };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/ClubShop:${encodeURIComponent(owner)}?secret=${setup.secret}&issuer=ClubShop&algorithm=SHA1&digits=6&period=30`,
    );
    secret = setup.secret;
    const [stored] = await api.deps.db.select().from(staffTwoFactor);
    expect(stored?.secretSealed).not.toContain(secret);

    const wrong = await call(access_token, 'POST', '/me/two-factor/confirm', {
      code: String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: Array<{ field: string }> }).errors[0]?.field).toBe('code');
    const replaced = await call(access_token, 'POST', '/me/two-factor/confirm', {
      code: codeNow(abandoned.secret),
    });
    expect(replaced.status).toBe(400);
    expect(abandoned.secret).not.toBe(secret);
    const malformed = await call(access_token, 'POST', '/me/two-factor/confirm', { code: 'abc' });
    expect(malformed.status).toBe(400);

    const confirmed = await call(access_token, 'POST', '/me/two-factor/confirm', { code: codeNow(secret) });
    expect(confirmed.status).toBe(200);
    recoveryCodes = ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await api.deps.db.select().from(staffRecoveryCodes);
    expect(hashes.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);

    // Now the same token reaches the rest; the secret is never answered again.
    expect((await call(access_token, 'GET', '/sites')).status).toBe(200);
    expect((await call(access_token, 'POST', '/me/two-factor')).status).toBe(409);
    const me = (await (await call(access_token, 'GET', '/me')).json()) as Record<string, unknown>;
    expect(JSON.stringify(me)).not.toContain(secret);
    expect(me.twoFactor).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    expect((await auditActions(owner)).map((row) => row.action)).toContain('2fa enabled');
  });
});

describe('signing in with it', () => {
  async function mfaToken(): Promise<string> {
    const answer = await passwordGrant(owner);
    expect(answer.status).toBe(401);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('access_token');
    expect(body.error).toBe('mfa_required');
    expect(body.mfa_expires_in).toBe(300);
    expect((body.errors as Array<{ code: string }>)[0]?.code).toBe('Api.Error.MfaRequired');
    return body.mfa_token as string;
  }

  it('gives no tokens for the password alone; the mfa token is no access token', async () => {
    const mfa = await mfaToken();
    expect((await call(mfa, 'GET', '/me')).status).toBe(401);
  });

  it('refuses a wrong code, takes the current one once, and never the same or an older one again', async () => {
    clock.advance(60_000);
    const mfa = await mfaToken();
    const wrong = await token({
      grant_type: 'mfa',
      mfa_token: mfa,
      code: '000000' === codeNow(secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(
      'Api.Error.MfaCodeInvalid',
    );
    const code = codeNow(secret);
    const signedIn = await token({ grant_type: 'mfa', mfa_token: mfa, code });
    expect(signedIn.status).toBe(200);
    const { access_token } = (await signedIn.json()) as { access_token: string };
    expect((await call(access_token, 'GET', '/sites')).status).toBe(200);

    const again = await token({ grant_type: 'mfa', mfa_token: await mfaToken(), code });
    expect(again.status).toBe(401);
    // The previous step's code is inside the ±1 window but older than the one used: refused too.
    const older = await token({ grant_type: 'mfa', mfa_token: await mfaToken(), code: codeNow(secret, -1) });
    expect(older.status).toBe(401);
    // The next step's code (a phone's clock a little ahead) is accepted.
    const ahead = await token({ grant_type: 'mfa', mfa_token: await mfaToken(), code: codeNow(secret, 1) });
    expect(ahead.status).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const recovery = recoveryCodes[3] as string;
    const first = await token({
      grant_type: 'mfa',
      mfa_token: await mfaToken(),
      code: recovery.toLowerCase(),
    });
    expect(first.status).toBe(200);
    const second = await token({ grant_type: 'mfa', mfa_token: await mfaToken(), code: recovery });
    expect(second.status).toBe(401);
    const { access_token } = (await first.json()) as { access_token: string };
    const me = (await (await call(access_token, 'GET', '/me')).json()) as {
      twoFactor: { recoveryCodesLeft: number };
    };
    expect(me.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('refuses an expired mfa token and a garbled body with 4xx', async () => {
    const mfa = await mfaToken();
    clock.advance(301_000);
    const late = await token({ grant_type: 'mfa', mfa_token: mfa, code: codeNow(secret) });
    expect(late.status).toBe(401);
    expect(((await late.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(
      'Api.Error.MfaTokenInvalid',
    );
    expect((await token({ grant_type: 'mfa', mfa_token: mfa })).status).toBe(400);
    expect((await token({ grant_type: 'mfa', mfa_token: 'x', code: 'y' })).status).toBe(401);
  });

  it('audits sign-ins with the factor used and failed codes', async () => {
    const rows = await auditActions(owner);
    const signIns = rows.filter((row) => row.action === 'sign-in').map((row) => row.after?.secondFactor);
    expect(signIns).toEqual(expect.arrayContaining(['none', 'totp', 'recovery-code']));
    const failed = rows.filter((row) => row.action === 'sign-in failed').map((row) => row.after?.reason);
    expect(failed).toContain('second-factor');
  });
});

describe('clubshop staff reset-2fa', () => {
  it('removes the second factor and its codes, ends the sessions, audits; the owner is restricted again', async () => {
    clock.advance(60_000);
    const signedIn = await token({
      grant_type: 'mfa',
      mfa_token: ((await (await passwordGrant(owner)).json()) as { mfa_token: string }).mfa_token,
      code: codeNow(secret),
    });
    const { access_token } = (await signedIn.json()) as { access_token: string };

    const reset = await resetTwoFactor(
      api.deps.db,
      { name: 'cli:test' },
      clock.now(),
      ` ${owner.toUpperCase()} `,
    );
    expect(reset).toMatchObject({ email: owner, role: 'owner', removed: true });
    expect(reset.sessionsEnded).toBeGreaterThan(0);
    expect(describeTwoFactorReset(reset)).toContain(`two-step sign-in of ${owner} (owner) removed`);
    expect((await call(access_token, 'GET', '/me')).status).toBe(401);
    expect(await api.deps.db.select().from(staffRecoveryCodes)).toEqual([]);
    const [row] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, '2fa reset'));
    expect(row).toMatchObject({ actor: 'cli:test', entity: 'staff', staffId: null });

    const again = await passwordGrant(owner);
    expect(again.status).toBe(200);
    const fresh = ((await again.json()) as { access_token: string }).access_token;
    expect((await call(fresh, 'GET', '/sites')).status).toBe(403);

    await expect(
      resetTwoFactor(api.deps.db, { name: 'cli:test' }, clock.now(), 'nobody@club.example'),
    ).rejects.toThrow(TwoFactorMemberNotFoundError);
  });
});

describe('clubshop staff reset-2fa (the command, on an embedded database)', () => {
  const clubshop = clubshopOnOwnDataDir('clubshop-reset-2fa-');

  it('says what it removed, or why not', () => {
    const created = clubshop(['staff', 'create', '--email', owner, '--role', 'owner'], password);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    const reset = clubshop(['staff', 'reset-2fa', '--email', owner], password);
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toBe(`${owner} (owner) had no two-step sign-in; 0 sessions ended\n`);
    expect(reset.status).toBe(0);
    const unknown = clubshop(['staff', 'reset-2fa', '--email', 'nobody@club.example'], password);
    expect(unknown.stderr).toBe('clubshop: nobody@club.example is not a member of staff\n');
    expect(unknown.status).toBe(1);
  }, 600_000);
});
