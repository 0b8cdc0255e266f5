import { type AuthAdapter, isSessionExpiredError } from '@clubshop/api-sdk';
import { createTestClock } from '@clubshop/commerce-api/testing';
import { describe, expect, it } from 'vitest';
import { clientFor, useApi } from './api-fixture.ts';

const clock = createTestClock();
const env = useApi({ clock, accessTokenTtlSeconds: 60 });

/** The `token` query parameter of the first link of the newest mail to `to`. */
async function tokenFromMail(to: string): Promise<string> {
  const [mail] = await env.api.mails(to);
  const link = mail?.links.find((candidate) => new URL(candidate).searchParams.has('token'));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no mail with a token link to ${to}`);
  return token;
}

/** An auth layer over the real authenticate call, as @clubshop/auth builds it. */
function sessionAuth(tokens: { access: string | undefined; refresh: string | undefined }) {
  const counts = { refresh: 0, logout: 0 };
  const auth: AuthAdapter = {
    getAccessToken: () => tokens.access,
    async refresh() {
      counts.refresh += 1;
      if (!tokens.refresh) return undefined;
      const answer = await env.client.users.authenticate({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh,
      });
      if (!answer.isSuccess || !answer.result) return undefined;
      tokens.access = answer.result.access_token;
      tokens.refresh = answer.result.refresh_token;
      return tokens.access;
    },
    logout() {
      counts.logout += 1;
      tokens.access = undefined;
      tokens.refresh = undefined;
    },
  };
  return { auth, counts, tokens };
}

const email = 'integration.user@example.com';
const password = 'first-password-1';

describe('account journey', () => {
  it('registers, confirms the email, logs in, reads and updates the profile', async () => {
    await expect(
      env.client.users.register({ email, password, firstName: 'Ida', lastName: 'Holm' }),
    ).resolves.toMatchObject({ success: true });
    await expect(env.client.users.confirmEmail({ token: await tokenFromMail(email) })).resolves.toMatchObject(
      {
        success: true,
      },
    );

    const login = await env.client.users.authenticate({ grant_type: 'password', username: email, password });
    expect(login.isSuccess).toBe(true);
    const result = login.result;
    if (!result) throw new Error('no tokens');
    const { auth } = sessionAuth({ access: result.access_token, refresh: result.refresh_token });
    const user = clientFor(env.api, env.site, auth);

    const profile = await user.users.profile();
    expect(profile).toMatchObject({ email, firstName: 'Ida', lastName: 'Holm', emailConfirmed: true });
    const updated = await user.users.updateProfile({ phone: '+44 20 7946 0000', city: 'London' });
    expect(updated).toMatchObject({ phone: '+44 20 7946 0000', city: 'London' });
    expect(await user.users.orders()).toEqual([]);
  });

  it('a wrong password answers isSuccess false, not an exception', async () => {
    const answer = await env.client.users.authenticate({
      grant_type: 'password',
      username: email,
      password: 'wrong-pass',
    });
    expect(answer).toMatchObject({ isSuccess: false, result: null });
    expect(answer.error).toBeTruthy();
  });

  it('an expired access token is refreshed once and the call retried', async () => {
    const login = await env.client.users.authenticate({ grant_type: 'password', username: email, password });
    if (!login.result) throw new Error('no tokens');
    const session = sessionAuth({ access: login.result.access_token, refresh: login.result.refresh_token });
    const user = clientFor(env.api, env.site, session.auth);
    clock.advance(61_000);
    const profiles = await Promise.all([user.users.profile(), user.users.profile(), user.users.orders()]);
    expect(profiles[0].email).toBe(email);
    expect(session.counts.refresh).toBe(1);
    expect(session.tokens.access).not.toBe(login.result.access_token);
  });

  it('a refused refresh logs out and the call fails with SessionExpiredError', async () => {
    const session = sessionAuth({ access: 'not-a-token', refresh: 'not-a-refresh-token' });
    const user = clientFor(env.api, env.site, session.auth);
    const error = await user.users.profile().catch((caught: unknown) => caught);
    expect(isSessionExpiredError(error)).toBe(true);
    expect(session.counts).toEqual({ refresh: 1, logout: 1 });
  });

  it('resets a forgotten password', async () => {
    await expect(env.client.users.forgotPassword({ email })).resolves.toMatchObject({ success: true });
    // Unknown addresses get the same answer.
    await expect(env.client.users.forgotPassword({ email: 'nobody@example.com' })).resolves.toMatchObject({
      success: true,
    });
    const newPassword = 'second-password-2';
    await env.client.users.resetPassword({ token: await tokenFromMail(email), password: newPassword });
    const answer = await env.client.users.authenticate({
      grant_type: 'password',
      username: email,
      password: newPassword,
    });
    expect(answer.isSuccess).toBe(true);
  });

  it('registering an e-mail that has an account answers as a new one would (no account is revealed)', async () => {
    const again = await env.client.users.register({ email, password, firstName: 'Ida', lastName: 'Holm' });
    const fresh = await env.client.users.register({
      email: `new-${email}`,
      password,
      firstName: 'Ida',
      lastName: 'Holm',
    });
    expect(again).toEqual(fresh);
    expect(again).toMatchObject({ success: true });
  });
});

describe('newsletter', () => {
  it('signs up to the list of the site settings', async () => {
    const { views } = await env.client.settings.get(env.site.url);
    const listId = views.clubSettings.newsletter.listId;
    const termsId = views.clubSettings.termsAndConditionsPage?.id;
    if (!listId || !termsId) throw new Error('the seeded site has no newsletter list or terms page');
    await expect(
      env.client.users.newsletterSignup(listId, { termsId, email: 'fan@example.com', firstName: 'Fan' }),
    ).resolves.toMatchObject({ success: true });
  });
});
