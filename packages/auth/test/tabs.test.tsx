/**
 * Two tabs of one browser share the session cookies, each with its own store, against the real
 * commerce API (in process), whose refresh tokens are single-use: a reused one ends the session.
 * Tabs must take turns with the newest refresh token, and a tab coming back into view takes over
 * what another tab did (logout, login).
 */

import {
  clearTokens,
  REFRESH_TOKEN_COOKIE,
  readAuthState,
  SESSION_REFRESH_LOCK,
  useAuth,
} from '@clubshop/auth';
import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { customerSuite, openTab } from './support/api.tsx';

const { h, customer } = customerSuite('two.tabs@example.com');
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

/** Logs in in the harness's tab (tab A). */
async function loginInTabA() {
  const { result } = renderHook(() => useAuth(), { wrapper: h.wrapper });
  await act(async () => {
    expect(await result.current.login({ username: customer.email, password: customer.password })).toBe(true);
  });
}

describe('two tabs', () => {
  it('refresh in turn with the newest refresh token, so neither spends one the other used', async () => {
    await loginInTabA();
    const b = openTab(h);
    expect(readAuthState(b.store)).toEqual(readAuthState(h.store));

    // A rotates the pair; B's store still holds the refresh token A has just spent.
    expect(await h.auth.refresh()).toBeDefined();
    expect(await b.auth.refresh()).toBeDefined();
    expect(await h.auth.refresh()).toBeDefined();

    expect((await b.client.users.profile()).email).toBe(customer.email);
    expect((await h.client.users.profile()).email).toBe(customer.email);
    expect([...h.logger.messages, ...b.logger.messages]).toEqual([]);
  });

  it('refreshing at the same moment take turns under the browser-wide lock', async () => {
    // Chromium's Web Locks, as far as these tabs need them: one holder at a time, in order.
    const requested: string[] = [];
    let queue: Promise<unknown> = Promise.resolve();
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: <T,>(name: string, task: () => Promise<T>) => {
          requested.push(name);
          const turn = queue.then(task);
          queue = turn.catch(() => undefined);
          return turn;
        },
      },
    });
    await loginInTabA();
    const b = openTab(h);

    const [tokenOfA, tokenOfB] = await Promise.all([h.auth.refresh(), b.auth.refresh()]);

    expect(requested).toEqual([SESSION_REFRESH_LOCK, SESSION_REFRESH_LOCK]);
    expect(tokenOfA).toBeDefined();
    expect(tokenOfB).toBeDefined();
    // B went second, with the pair A's refresh left in the cookies: two rotations, not one reuse.
    const stateOfA = readAuthState(h.store);
    const stateOfB = readAuthState(b.store);
    if (stateOfA.status !== 'authenticated' || stateOfB.status !== 'authenticated')
      throw new Error('logged out');
    expect(stateOfB.refreshToken).not.toBe(stateOfA.refreshToken);
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe(stateOfB.refreshToken);
    expect((await b.client.users.profile()).email).toBe(customer.email);
    expect([...h.logger.messages, ...b.logger.messages]).toEqual([]);
  });

  it('take over a logout and a login of the other tab when they come back into view', async () => {
    expect(document.visibilityState).toBe('visible');
    await loginInTabA();
    const b = openTab(h);
    const tabB = renderHook(() => useAuth(), { wrapper: b.wrapper });
    expect(tabB.result.current.isLoggedIn).toBe(true);

    act(() => clearTokens(h.store)); // logout in A
    expect(tabB.result.current.isLoggedIn).toBe(true);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(tabB.result.current.isLoggedIn).toBe(false));

    await loginInTabA();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(tabB.result.current.isLoggedIn).toBe(true));
    expect(readAuthState(b.store)).toEqual(readAuthState(h.store));
    expect((await b.client.users.profile()).email).toBe(customer.email);
  });
});
