import {
  acknowledgementSchema,
  authenticateResponseSchema,
  errorResponseSchema,
  orderListResponseSchema,
  userProfileSchema,
} from '@clubshop/api-sdk/contract';
import { createTestApi, createTestClock } from '@clubshop/commerce-api/testing';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/payment/tables.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { expectContract, jsonInit } from './contract.ts';

const clock = createTestClock();
const api = openForFile(() =>
  createTestApi({ clock, accessTokenTtlSeconds: 300, config: { trustProxy: 1 } }),
);

const password = 'correct horse battery';

let registrations = 0;
async function register(email: string) {
  // Each from its own address: this file registers more accounts than one address may at once.
  const response = await api.fetch(
    '/api/users/register',
    jsonInit(
      'POST',
      { email, password, firstName: 'Ann', lastName: 'Lee' },
      { 'X-Forwarded-For': `198.51.100.${++registrations}` },
    ),
  );
  expect(response.status).toBe(201);
  expectContract(acknowledgementSchema, await response.json());
}

async function login(username: string, secret = password) {
  const response = await api.fetch(
    '/api/users/authenticate',
    jsonInit('POST', { grant_type: 'password', username, password: secret }),
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  return expectContract(authenticateResponseSchema, await response.json());
}

async function refresh(token: string) {
  const response = await api.fetch(
    '/api/users/authenticate',
    jsonInit('POST', { grant_type: 'refresh_token', refresh_token: token }),
  );
  return expectContract(authenticateResponseSchema, await response.json());
}

const bearer = (token: string | undefined) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('register, confirm, login, profile', () => {
  it('registers, mails a confirmation link that confirms (again: still confirmed), and logs in', async () => {
    await register('Ann@Example.com');
    const [mail] = await api.mails('ann@example.com');
    expect(mail?.subject).toBe('Confirm your email');
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token');
    const confirm = () => api.fetch('/api/users/confirm-email', jsonInit('POST', { token }));
    expect((await confirm()).status).toBe(200);
    // Idempotent: the link used again (a double request, a second tab) answers confirmed.
    expect((await confirm()).status).toBe(200);
    const unknown = await api.fetch('/api/users/confirm-email', jsonInit('POST', { token: 'no-such-token' }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Array<{ code?: string }> }).errors[0]?.code).toBe(
      'Api.Error.ConfirmTokenInvalid',
    );
    // A known address is answered as a new one (issue 24: a 409 told which addresses have
    // accounts); its owner is mailed instead, and nothing about the account changes.
    const fresh = await api.fetch(
      '/api/users/register',
      jsonInit('POST', { email: 'new-one@example.com', password, firstName: 'A', lastName: 'B' }),
    );
    const again = await api.fetch(
      '/api/users/register',
      jsonInit('POST', {
        email: 'ann@example.com',
        password: 'another password 1',
        firstName: 'A',
        lastName: 'B',
      }),
    );
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    // Newest first.
    const [warning, confirmation] = await api.mails('ann@example.com');
    expect([warning?.subject, confirmation?.subject]).toEqual([
      'Someone tried to register with your email',
      'Confirm your email',
    ]);
    expect(warning?.text).toContain('Hi Ann, someone tried to create an account');
    expect(warning?.links.map((link) => new URL(link).pathname)).toEqual(['/login/', '/forgot-password/']);

    const auth = await login('ann@example.com');
    expect(auth.isSuccess).toBe(true);
    expect(auth.result?.expires_in).toBe(300);
    const profile = await api.fetch('/api/users/me/profile', bearer(auth.result?.access_token));
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const body = expectContract(userProfileSchema, await profile.json());
    expect(body).toMatchObject({ email: 'ann@example.com', emailConfirmed: true, firstName: 'Ann' });

    const patched = await api.fetch('/api/users/me/profile', {
      ...jsonInit('PATCH', { phone: '+45 12 34 56 78', street: 'Main Street 4', country: 'dk' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.result?.access_token}` },
    });
    expect(expectContract(userProfileSchema, await patched.json())).toMatchObject({
      street: 'Main Street 4',
      country: 'DK',
    });
    const bad = await api.fetch('/api/users/me/profile', {
      ...jsonInit('PATCH', { street: 'no number', firstName: 7 }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.result?.access_token}` },
    });
    expect(bad.status).toBe(400);
    const errors = expectContract(errorResponseSchema, await bad.json()).errors.map((error) => error.field);
    expect(errors).toEqual(expect.arrayContaining(['street', 'firstName']));
  });

  it('refuses the profile without a token, with a forged token and after expiry', async () => {
    expect((await api.fetch('/api/users/me/profile')).status).toBe(401);
    await register('exp@example.com');
    const auth = await login('exp@example.com');
    const token = auth.result?.access_token ?? '';
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await api.fetch('/api/users/me/profile', bearer(forged))).status).toBe(401);
    expect((await api.fetch('/api/users/me/profile', bearer(token))).status).toBe(200);
    // Only HS256 is accepted: the same claims under `alg: none` (no signature) are refused.
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await api.fetch('/api/users/me/profile', bearer(unsigned))).status).toBe(401);
    const hs512 = `${Buffer.from('{"alg":"HS512","typ":"JWT"}').toString('base64url')}.${payload}.${'A'.repeat(86)}`;
    expect((await api.fetch('/api/users/me/profile', bearer(hs512))).status).toBe(401);
    clock.advance(301_000);
    const expired = await api.fetch('/api/users/me/profile', bearer(token));
    expect(expired.status).toBe(401);
    expect(expectContract(errorResponseSchema, await expired.json()).errors[0]?.message).toMatch(/expired/);
  });
});

describe('refresh tokens', () => {
  it('rotate: each token works once; a retry within the grace gets the same pair, a later reuse ends the session', async () => {
    await register('rot@example.com');
    const first = await login('rot@example.com');
    const second = await refresh(first.result?.refresh_token ?? '');
    expect(second.isSuccess).toBe(true);
    expect(second.result?.refresh_token).not.toBe(first.result?.refresh_token);
    // The answer got lost, the client retries 10 s later: the same new pair, nothing revoked.
    clock.advance(10_000);
    const retried = await refresh(first.result?.refresh_token ?? '');
    expect(retried).toEqual(second);
    expect((await api.fetch('/api/users/me/profile', bearer(second.result?.access_token))).status).toBe(200);
    // Outside the grace the old token is a replay: the whole family ends.
    clock.advance(21_000);
    const reused = await refresh(first.result?.refresh_token ?? '');
    expect(reused).toMatchObject({ isSuccess: false, result: null });
    expect((await refresh(second.result?.refresh_token ?? '')).isSuccess).toBe(false);
    expect((await api.fetch('/api/users/me/profile', bearer(second.result?.access_token))).status).toBe(401);
    expect((await refresh('made-up')).isSuccess).toBe(false);
  });

  it('gives ten concurrent refreshes of one token the same pair, whose access token works', async () => {
    await register('race@example.com');
    const auth = await login('race@example.com');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refresh(auth.result?.refresh_token ?? '')),
    );
    expect(results.every((result) => result.isSuccess)).toBe(true);
    expect(new Set(results.map((result) => result.result?.refresh_token)).size).toBe(1);
    const [winner] = results;
    expect((await api.fetch('/api/users/me/profile', bearer(winner?.result?.access_token))).status).toBe(200);
    expect((await refresh(winner?.result?.refresh_token ?? '')).isSuccess).toBe(true);
  });

  it('gives no grace to another client, nor once the new token has been used', async () => {
    await register('thief@example.com');
    const auth = await login('thief@example.com');
    const token = auth.result?.refresh_token ?? '';
    expect((await refresh(token)).isSuccess).toBe(true);
    const elsewhere = await api.fetch(
      '/api/users/authenticate',
      jsonInit('POST', { grant_type: 'refresh_token', refresh_token: token }, { 'User-Agent': 'other' }),
    );
    expect(await elsewhere.json()).toMatchObject({ isSuccess: false, result: null });

    await register('used@example.com');
    const again = await login('used@example.com');
    const next = await refresh(again.result?.refresh_token ?? '');
    expect((await refresh(next.result?.refresh_token ?? '')).isSuccess).toBe(true);
    expect((await refresh(again.result?.refresh_token ?? '')).isSuccess).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the session on the server: its refresh and access tokens stop working', async () => {
    await register('out@example.com');
    const auth = await login('out@example.com');
    const other = await login('out@example.com');
    const response = await api.fetch(
      '/api/users/logout',
      jsonInit('POST', { refresh_token: auth.result?.refresh_token }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectContract(acknowledgementSchema, await response.json());
    expect(await refresh(auth.result?.refresh_token ?? '')).toMatchObject({ isSuccess: false, result: null });
    expect((await api.fetch('/api/users/me/profile', bearer(auth.result?.access_token))).status).toBe(401);
    // Other devices keep their sessions.
    expect((await api.fetch('/api/users/me/profile', bearer(other.result?.access_token))).status).toBe(200);
    // An unknown token answers the same; a malformed body is a 400 naming the field.
    const unknown = await api.fetch('/api/users/logout', jsonInit('POST', { refresh_token: 'nope' }));
    expect(unknown.status).toBe(200);
    const bad = await api.fetch('/api/users/logout', jsonInit('POST', {}));
    expect(bad.status).toBe(400);
    expect(expectContract(errorResponseSchema, await bad.json()).errors[0]?.field).toBe('refresh_token');
  });
});

describe('password reset', () => {
  it('mails a single-use link, changes the password and ends other sessions', async () => {
    await register('reset@example.com');
    const session = await login('reset@example.com');
    const second = await login('reset@example.com');
    const ask = await api.fetch(
      '/api/users/forgot-password',
      jsonInit('POST', { email: 'reset@example.com' }),
    );
    const askUnknown = await api.fetch(
      '/api/users/forgot-password',
      jsonInit('POST', { email: 'nobody@example.com' }),
    );
    expect(await ask.json()).toEqual(await askUnknown.json());
    const [mail] = await api.mails('reset@example.com');
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token');
    const reset = () =>
      api.fetch('/api/users/reset-password', jsonInit('POST', { token, password: 'a brand new secret' }));
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(400);
    expect((await api.fetch('/api/users/me/profile', bearer(session.result?.access_token))).status).toBe(401);
    expect((await refresh(session.result?.refresh_token ?? '')).isSuccess).toBe(false);
    // Every device: the second session ended too.
    expect((await api.fetch('/api/users/me/profile', bearer(second.result?.access_token))).status).toBe(401);
    expect((await login('reset@example.com')).isSuccess).toBe(false);
    expect((await login('reset@example.com', 'a brand new secret')).isSuccess).toBe(true);
  });

  it('refuses an expired reset token', async () => {
    await register('late@example.com');
    await api.fetch('/api/users/forgot-password', jsonInit('POST', { email: 'late@example.com' }));
    const [mail] = await api.mails('late@example.com');
    clock.advance(3601_000);
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token');
    const response = await api.fetch(
      '/api/users/reset-password',
      jsonInit('POST', { token, password: 'whatever 1234' }),
    );
    expect(response.status).toBe(400);
  });
});

describe('orders and newsletter', () => {
  it('lists only the user’s own orders; another user’s order is 404', async () => {
    await register('o1@example.com');
    await register('o2@example.com');
    const one = await login('o1@example.com');
    const two = await login('o2@example.com');
    const me = await api.fetch('/api/users/me/profile', bearer(one.result?.access_token));
    const { id: userId } = (await me.json()) as { id: string };
    const address = {
      email: 'o1@example.com',
      emailConfirmation: 'o1@example.com',
      phone: '12345678',
      firstName: 'O',
      lastName: 'One',
      street: 'Road 1',
      city: 'Town',
      zipCode: '1000',
      country: 'GB',
    };
    await api.database.db.insert(orders).values({
      id: 'order-o1',
      orderNumber: 'CS-900001',
      basketToken: 'basket-o1',
      storeId: 'northbridge-gb',
      userId,
      status: 'Confirmed',
      currency: 'GBP',
      culture: 'en',
      subTotal: 6499,
      discountTotal: 0,
      shippingTotal: 499,
      total: 6998,
      quantity: 1,
      billingAddress: address,
      shippingAddress: null,
      shippingMethodId: 'standard',
      shippingMethodName: 'Standard',
      dropPoint: null,
      paymentMethodId: 'card',
      paymentMethodName: 'Card',
      comment: null,
      vouchers: [],
      createdAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    const mine = await api.fetch('/api/users/me/orders', bearer(one.result?.access_token));
    expect(expectContract(orderListResponseSchema, await mine.json()).map((order) => order.id)).toEqual([
      'order-o1',
    ]);
    expect((await api.fetch('/api/users/me/orders/order-o1', bearer(one.result?.access_token))).status).toBe(
      200,
    );
    const theirs = await api.fetch('/api/users/me/orders', bearer(two.result?.access_token));
    expect(await theirs.json()).toEqual([]);
    const idor = await api.fetch('/api/users/me/orders/order-o1', bearer(two.result?.access_token));
    expect(idor.status).toBe(404);
    expect(
      (await api.fetch('/api/users/me/orders/does-not-exist', bearer(two.result?.access_token))).status,
    ).toBe(404);
  });

  it('signs up for a newsletter list and validates the body', async () => {
    const ok = await api.fetch(
      '/api/users/newsletter/northbridge-newsletter',
      jsonInit('POST', { termsId: 'terms', email: 'fan@example.com', firstName: 'Fan' }),
    );
    expectContract(acknowledgementSchema, await ok.json());
    const bad = await api.fetch(
      '/api/users/newsletter/northbridge-newsletter',
      jsonInit('POST', { email: 'fan@example.com' }),
    );
    expect(bad.status).toBe(400);
    const fields = expectContract(errorResponseSchema, await bad.json()).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['termsId', 'firstName']));
  });

  it('refuses a malformed authenticate body with 400', async () => {
    const response = await api.fetch('/api/users/authenticate', jsonInit('POST', { grant_type: 'magic' }));
    expect(response.status).toBe(400);
    expectContract(errorResponseSchema, await response.json());
  });
});
