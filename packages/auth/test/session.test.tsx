/**
 * The session against the real commerce API (in process): login, cookie lifetimes, refresh on a
 * 401, failed refresh, logout, and the hooks built on them.
 */

import { createClient, isHttpError, isNetworkError, isSessionExpiredError } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import {
  ACCESS_TOKEN_COOKIE,
  attemptLogin,
  type LoginAttempt,
  logoutSession,
  REFRESH_TOKEN_COOKIE,
  readAccessToken,
  readAuthState,
  storeTokens,
  useAuth,
  useOrder,
  useOrders,
  useProfile,
  useUpdateProfile,
} from '@clubshop/auth';
import { createTestClock } from '@clubshop/commerce-api/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { lifetimeDays, recordCookieWrites } from '../../../tooling/vitest-cookie-writes.ts';
import { customerSuite } from './support/api.tsx';

const ACCESS_TTL_SECONDS = 7200;
const clock = createTestClock(new Date());
const { h, customer } = customerSuite('session@example.com', {
  accessTokenTtlSeconds: ACCESS_TTL_SECONDS,
  clock,
});

async function logIn(password = customer.password) {
  const rendered = renderHook(() => useAuth(), { wrapper: h.wrapper });
  let ok = false;
  await act(async () => {
    ok = await rendered.result.current.login({ username: customer.email, password });
  });
  return { ...rendered, ok };
}

describe('login', () => {
  it('stores both tokens in cookies with the login lifetimes and mirrors them in the atom', async () => {
    const cookies = recordCookieWrites();
    const before = Date.now();
    const { result, ok } = await logIn();

    expect(ok).toBe(true);
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.state.status).toBe('authenticated');
    const access = cookies.of(ACCESS_TOKEN_COOKIE).at(-1);
    const refresh = cookies.of(REFRESH_TOKEN_COOKIE).at(-1);
    expect(access?.value).toBe(Cookies.get(ACCESS_TOKEN_COOKIE));
    expect(readAccessToken(h.store)).toBe(access?.value);
    // expires_in / 60 days, and double that for the refresh token.
    expect(lifetimeDays(access, before)).toBeCloseTo(ACCESS_TTL_SECONDS / 60, 3);
    expect(lifetimeDays(refresh, before)).toBeCloseTo((ACCESS_TTL_SECONDS / 60) * 2, 3);
    for (const write of [access, refresh]) {
      expect(write?.attributes.path).toBe('/');
      expect(write?.attributes.samesite).toBe('Lax');
      expect(write?.attributes.secure).toBeUndefined();
    }
    expect(localStorage.length).toBe(0);
  });

  it('returns false, logs, and stays anonymous on a wrong password', async () => {
    const { result, ok } = await logIn('not-the-password');
    expect(ok).toBe(false);
    expect(result.current.isLoggedIn).toBe(false);
    expect(result.current.state).toEqual({ status: 'anonymous' });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(h.logger.messages).toEqual(['ClubShop login failed']);
  });

  it('returns false and logs when the API refuses the request itself (malformed username)', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: h.wrapper });
    let ok = true;
    await act(async () => {
      ok = await result.current.login({ username: 'not an email', password: 'whatever' });
    });
    expect(ok).toBe(false);
    expect(h.logger.messages).toEqual(['ClubShop login failed']);
  });

  it('signIn tells a refusal (with its dictionary code) from an API that cannot be reached', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: h.wrapper });
    let refused: LoginAttempt | undefined;
    await act(async () => {
      refused = await result.current.signIn({ username: customer.email, password: 'not-the-password' });
    });
    expect(refused).toMatchObject({ ok: false, reason: 'refused', error: { code: 'Api.Error.LoginFailed' } });

    // Nothing listens on port 9 of loopback: the call gets no answer at all.
    const unreachable = createClient({
      hosts: 'http://127.0.0.1:9',
      timeout: 5_000,
      context: { storeId: 'store-gb', culture: 'en' },
    });
    const down = await attemptLogin(
      unreachable,
      h.store,
      { username: customer.email, password: customer.password },
      h.logger,
    );
    expect(down).toMatchObject({ ok: false, reason: 'failed' });
    expect(isNetworkError((down as { error: unknown }).error)).toBe(true);
  });
});

describe('refresh', () => {
  it('on a 401, refreshes with the refresh token, stores the new pair for 1 and 2 days, and retries', async () => {
    await logIn();
    const oldAccess = readAccessToken(h.store);
    clock.advance((ACCESS_TTL_SECONDS + 1) * 1000);
    const cookies = recordCookieWrites();
    const before = Date.now();

    const profile = await h.client.users.profile();

    expect(profile.email).toBe(customer.email);
    const newAccess = readAccessToken(h.store);
    expect(newAccess).toBeDefined();
    expect(newAccess).not.toBe(oldAccess);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(newAccess);
    expect(lifetimeDays(cookies.of(ACCESS_TOKEN_COOKIE).at(-1), before)).toBeCloseTo(1, 3);
    expect(lifetimeDays(cookies.of(REFRESH_TOKEN_COOKIE).at(-1), before)).toBeCloseTo(2, 3);
  });

  it('runs one refresh for concurrent requests that all got a 401', async () => {
    await logIn();
    clock.advance((ACCESS_TTL_SECONDS + 1) * 1000);
    const cookies = recordCookieWrites();
    const [profile, orders] = await Promise.all([h.client.users.profile(), h.client.users.orders()]);
    expect(profile.email).toBe(customer.email);
    expect(orders).toEqual([]);
    expect(cookies.of(ACCESS_TOKEN_COOKIE)).toHaveLength(1);
  });

  it('logs out when the refresh fails: tokens leave store and cookies', async () => {
    await logIn();
    storeTokens(
      h.store,
      { accessToken: 'expired-or-forged', refreshToken: 'unknown-refresh-token' },
      { access: 1, refresh: 2 },
    );

    const failure = await h.client.users.profile().catch((error: unknown) => error);

    expect(isSessionExpiredError(failure)).toBe(true);
    expect(readAuthState(h.store)).toEqual({ status: 'anonymous' });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(h.logger.messages).toEqual(['ClubShop token refresh refused']);
  });
});

describe('logout', () => {
  it('ends the session on the server, clears tokens from store and cookies, drops cached user data', async () => {
    const { result } = await logIn();
    const profile = renderHook(() => useProfile(), { wrapper: h.wrapper });
    await waitFor(() => expect(profile.result.current.data?.email).toBe(customer.email));
    const refreshToken = Cookies.get(REFRESH_TOKEN_COOKIE) ?? '';
    const accessToken = readAccessToken(h.store) ?? '';

    await act(() => result.current.logout());

    // The server revoked the family: the refresh token is refused, the access token too.
    const refreshed = await h.client.users.authenticate({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    expect(refreshed).toMatchObject({ isSuccess: false, result: null });
    const profileAfter = await h.api.fetch('/api/users/me/profile', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(profileAfter.status).toBe(401);

    expect(result.current.state).toEqual({ status: 'anonymous' });
    expect(result.current.isLoggedIn).toBe(false);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(h.queryClient.getQueryData(queryKeys.user.profile())).toBeUndefined();
    await waitFor(() => expect(profile.result.current.data).toBeUndefined());
    expect(profile.result.current.fetchStatus).toBe('idle');
  });

  it('logs out locally even when the server cannot be reached, and says why', async () => {
    const { result } = await logIn();
    const offline = { users: { logout: () => Promise.reject(new Error('offline')) } };
    await act(() => logoutSession(offline as never, h.store, h.logger));
    expect(readAuthState(h.store)).toEqual({ status: 'anonymous' });
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(h.logger.messages.join('\n')).toMatch(/could not end the session/);
    expect(result.current.isLoggedIn).toBe(false);
  });
});

describe('account hooks', () => {
  it('useProfile stays idle for an anonymous visitor', () => {
    const { result } = renderHook(() => useProfile(), { wrapper: h.wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('useUpdateProfile saves the change and puts the answer in the profile query', async () => {
    await logIn();
    const { result } = renderHook(() => ({ profile: useProfile(), update: useUpdateProfile() }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    await act(async () => {
      await result.current.update.mutateAsync({ city: 'Leeds', street: 'Elland Road 1' });
    });
    // TanStack Query notifies observers on its own schedule: wait for the re-render.
    await waitFor(() => expect(result.current.profile.data?.city).toBe('Leeds'));
    expect((await h.client.users.profile()).street).toBe('Elland Road 1');
  });

  it('useOrders lists the orders of a new customer (none) and useOrder fails for an unknown id', async () => {
    await logIn();
    const { result } = renderHook(() => ({ orders: useOrders(), order: useOrder('no-such-order') }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.orders.isSuccess).toBe(true));
    expect(result.current.orders.data).toEqual([]);
    await waitFor(() => expect(result.current.order.isError).toBe(true));
    expect(isHttpError(result.current.order.error) && result.current.order.error.status).toBe(404);
  });

  it('useOrder stays idle without an order id', async () => {
    await logIn();
    const { result } = renderHook(() => useOrder(undefined), { wrapper: h.wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
