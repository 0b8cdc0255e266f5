/**
 * A member's own two-step settings (decision 0083), in process against the real API: with a
 * current code of the app, the recovery codes are renewed (the old ones stop working, ten new ones
 * answered once) and two-step sign-in is turned off (its codes go with it; the password alone signs
 * in again); an owner the shop requires it of cannot turn it off; a wrong or spent code is a 400 on
 * `code`; each change is audited.
 */
import { describe, expect, it } from 'vitest';
import { createStaff } from '../src/staff/staff-service.ts';
import { twoFactorScene } from './support/two-factor-scene.ts';

const password = 'two step settings pass 1';
const owner = 'owner-2fa-settings@club.example';
const editor = 'editor-2fa-settings@club.example';
const { clock, api, token, call, codeNow, staffAudit } = twoFactorScene({ owner, editor, password });
/** The next step of the app's clock: a code of a step not used yet. */
const nextStep = () => clock.advance(30_000);

/** Signs `email` in with the password and sets two-step sign-in up: the token, secret and codes. */
async function withTwoFactor(email: string) {
  const signedIn = await token({ grant_type: 'password', username: email, password });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const { secret } = (await (await call(access_token, 'POST', '/me/two-factor')).json()) as {
    secret: string;
  };
  const confirmed = await call(access_token, 'POST', '/me/two-factor/confirm', { code: codeNow(secret) });
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { access: access_token, secret, recoveryCodes };
}

async function auditActions(email: string): Promise<string[]> {
  return (await staffAudit(email)).map((row) => row.action);
}

async function firstError(answer: Response) {
  return ((await answer.json()) as { errors: Array<{ field?: string; code?: string }> }).errors[0];
}

describe('renewing the recovery codes', () => {
  it('takes a current code, answers ten new codes once, and the old ones stop working', async () => {
    const { access, secret, recoveryCodes } = await withTwoFactor(editor);
    nextStep();
    const wrong = await call(access, 'POST', '/me/two-factor/recovery-codes', {
      code: codeNow(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await firstError(wrong)).toMatchObject({ field: 'code', code: 'Api.Error.MfaCodeInvalid' });
    expect((await call(access, 'POST', '/me/two-factor/recovery-codes', { code: 'abc' })).status).toBe(400);

    const code = codeNow(secret);
    const renewed = await call(access, 'POST', '/me/two-factor/recovery-codes', { code });
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    for (const recovery of fresh) expect(recovery).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(fresh).not.toContain(recoveryCodes[0]);
    // The same code again is spent, as at sign-in.
    expect((await call(access, 'POST', '/me/two-factor/recovery-codes', { code })).status).toBe(400);

    const me = (await (await call(access, 'GET', '/me')).json()) as { twoFactor: unknown };
    expect(me.twoFactor).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const { mfa_token } = (await (
      await token({ grant_type: 'password', username: editor, password })
    ).json()) as { mfa_token: string };
    expect((await token({ grant_type: 'mfa', mfa_token, code: recoveryCodes[0] })).status).toBe(401);
    expect((await token({ grant_type: 'mfa', mfa_token, code: fresh[0] })).status).toBe(200);
    expect(await auditActions(editor)).toContain('2fa recovery codes renewed');
  });
});

describe('turning it off', () => {
  it('for a member who may: off with a current code, audited, and the password alone signs in', async () => {
    const member = 'fulfilment-2fa-settings@club.example';
    await createStaff(api.deps.db, { name: 'cli' }, clock.now(), {
      email: member,
      password,
      role: 'fulfilment',
      sites: 'all',
    });
    const { access, secret, recoveryCodes } = await withTwoFactor(member);
    nextStep();
    const wrong = await call(access, 'POST', '/me/two-factor/off', { code: '12345' });
    expect(wrong.status).toBe(400);
    const off = await call(access, 'POST', '/me/two-factor/off', { code: codeNow(secret) });
    expect(off.status).toBe(200);
    const me = (await (await call(access, 'GET', '/me')).json()) as { twoFactor: unknown };
    expect(me.twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    // Off: nothing to prove any more, so a second call is the wrong code's 400.
    nextStep();
    expect((await call(access, 'POST', '/me/two-factor/off', { code: codeNow(secret) })).status).toBe(400);
    const again = await token({ grant_type: 'password', username: member, password });
    expect(again.status).toBe(200);
    expect(recoveryCodes).toHaveLength(10);
    expect(await auditActions(member)).toContain('2fa disabled');
  });

  it('is refused to an owner the shop requires it of (403), and it stays on', async () => {
    const { access, secret } = await withTwoFactor(owner);
    nextStep();
    const refused = await call(access, 'POST', '/me/two-factor/off', { code: codeNow(secret) });
    expect(refused.status).toBe(403);
    expect((await firstError(refused))?.code).toBe('Api.Error.Forbidden');
    const me = (await (await call(access, 'GET', '/me')).json()) as { twoFactor: { enabled: boolean } };
    expect(me.twoFactor.enabled).toBe(true);
    expect(await auditActions(owner)).not.toContain('2fa disabled');
  });
});
