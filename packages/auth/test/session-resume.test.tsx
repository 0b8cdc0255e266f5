/**
 * Resuming a session whose access-token cookie expired (it is gone from the browser) while the
 * refresh-token cookie is still there, against the real commerce API (in process): the guard
 * refreshes first and redirects only when that fails; one refresh serves every caller.
 */

import {
  ACCESS_TOKEN_COOKIE,
  authStateAtom,
  authStateFromTokens,
  canResumeSession,
  REFRESH_TOKEN_COOKIE,
  RequireAuth,
  readAccessToken,
  readAuthState,
  readTokenCookies,
  resumeSession,
  useAuth,
  useProfile,
} from '@clubshop/auth';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { customerSuite } from './support/api.tsx';

const { h, customer } = customerSuite('resume@example.com');

/**
 * Logs in, then lets the access-token cookie expire and "reloads the page": the store is rebuilt
 * from the cookies, as a new page would, and holds an anonymous visitor.
 * @returns the refresh token the browser still holds
 */
async function loginThenAccessCookieExpires(): Promise<string> {
  const { result } = renderHook(() => useAuth(), { wrapper: h.wrapper });
  await act(async () => {
    expect(await result.current.login({ username: customer.email, password: customer.password })).toBe(true);
  });
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  h.store.set(authStateAtom, authStateFromTokens(readTokenCookies()));
  const refreshToken = Cookies.get(REFRESH_TOKEN_COOKIE);
  expect(refreshToken).toBeDefined();
  expect(readAuthState(h.store)).toEqual({ status: 'anonymous' });
  return refreshToken as string;
}

function navigations() {
  const paths: string[] = [];
  return { paths, navigate: (path: string) => void paths.push(path) };
}

/** Renders "My account" behind the guard, with "Checking your session" while it checks. */
function renderAccountPage() {
  const nav = navigations();
  render(
    <RequireAuth navigate={nav.navigate} fallback={<p>Checking your session</p>}>
      <p>My account</p>
    </RequireAuth>,
    { wrapper: h.wrapper },
  );
  return nav;
}

describe('RequireAuth with only the refresh-token cookie', () => {
  it('resumes the session instead of redirecting, then shows the page', async () => {
    const oldRefresh = await loginThenAccessCookieExpires();
    expect(canResumeSession(h.store)).toBe(true);
    const nav = renderAccountPage();

    expect(screen.getByText('Checking your session')).toBeTruthy();
    expect(await screen.findByText('My account')).toBeTruthy();
    expect(nav.paths).toEqual([]);
    const access = readAccessToken(h.store);
    expect(access).toBeDefined();
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(access);
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).not.toBe(oldRefresh);
    // The resumed token is good: the API answers with the customer's profile.
    expect((await h.client.users.profile()).email).toBe(customer.email);
  });

  it('runs one refresh for the guard, useAuth and a request that got a 401 at the same time', async () => {
    await loginThenAccessCookieExpires();
    const nav = navigations();

    const [profile] = await Promise.all([
      // Sent without a token (the store is anonymous): the API answers 401, the client refreshes.
      h.client.users.profile(),
      act(async () => {
        render(
          <>
            <RequireAuth navigate={nav.navigate}>
              <p>Order history</p>
            </RequireAuth>
            <RequireAuth navigate={nav.navigate}>
              <p>Account details</p>
            </RequireAuth>
          </>,
          { wrapper: h.wrapper },
        );
        renderHook(() => useAuth(), { wrapper: h.wrapper });
      }),
      resumeSession(h.store),
    ]);

    expect(profile.email).toBe(customer.email);
    expect(await screen.findByText('Order history')).toBeTruthy();
    expect(screen.getByText('Account details')).toBeTruthy();
    expect(nav.paths).toEqual([]);
    // A refresh token is single-use and the API ends the session when one comes back: a second
    // refresh would have been refused (and logged) and the session would be gone.
    expect(h.logger.messages).toEqual([]);
    expect(readAuthState(h.store).status).toBe('authenticated');
    expect((await h.client.users.orders()).length).toBe(0);
  });

  it('redirects to /login/ when the refresh fails, and the session is gone', async () => {
    await loginThenAccessCookieExpires();
    Cookies.set(REFRESH_TOKEN_COOKIE, 'unknown-refresh-token', { path: '/' });
    const nav = renderAccountPage();

    expect(nav.paths).toEqual([]);
    await waitFor(() => expect(nav.paths).toEqual(['/login/']));
    expect(screen.queryByText('My account')).toBeNull();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(readAuthState(h.store)).toEqual({ status: 'anonymous' });
    expect(h.logger.messages).toEqual(['ClubShop token refresh refused']);
  });

  it('redirects at once when there is no refresh-token cookie either', () => {
    const nav = navigations();
    render(
      <RequireAuth navigate={nav.navigate}>
        <p>My account</p>
      </RequireAuth>,
      { wrapper: h.wrapper },
    );
    expect(canResumeSession(h.store)).toBe(false);
    expect(nav.paths).toEqual(['/login/']);
  });
});

describe('start of the session', () => {
  it('useAuth resumes the session, so the customer is shown as logged in and the hooks load', async () => {
    await loginThenAccessCookieExpires();
    const { result } = renderHook(() => ({ auth: useAuth(), profile: useProfile() }), {
      wrapper: h.wrapper,
    });
    expect(result.current.auth.isLoggedIn).toBe(false);
    expect(result.current.auth.isResuming).toBe(true);
    await waitFor(() => expect(result.current.auth.isLoggedIn).toBe(true));
    expect(result.current.auth.isResuming).toBe(false);
    await waitFor(() => expect(result.current.profile.data?.email).toBe(customer.email));
  });

  it('useAuth stops resuming, logged out, when the refresh is refused', async () => {
    await loginThenAccessCookieExpires();
    Cookies.set(REFRESH_TOKEN_COOKIE, 'unknown-refresh-token', { path: '/' });
    const { result } = renderHook(() => useAuth(), { wrapper: h.wrapper });
    expect(result.current.isResuming).toBe(true);
    await waitFor(() => expect(result.current.isResuming).toBe(false));
    expect(result.current.isLoggedIn).toBe(false);
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
  });

  it('useAuth is not resuming for a visitor without a refresh-token cookie', () => {
    const { result } = renderHook(() => useAuth(), { wrapper: h.wrapper });
    expect(result.current).toMatchObject({ isLoggedIn: false, isResuming: false });
  });

  it('cannot resume a store no auth bridge serves', async () => {
    await loginThenAccessCookieExpires();
    const other = createStore();
    expect(canResumeSession(other)).toBe(false);
    expect(await resumeSession(other)).toBe(false);
  });
});
