/** The route guard, router-agnostic: it calls the navigate function it is given. */
import { clearTokens, RequireAuth, storeTokens, useRequireAuth } from '@clubshop/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

const store = createStore();
const wrapper = ({ children }: { children?: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <JotaiProvider store={store}>{children}</JotaiProvider>
  </QueryClientProvider>
);

function navigations() {
  const paths: string[] = [];
  return { paths, navigate: (path: string) => void paths.push(path) };
}

afterEach(() => {
  clearTokens(store);
});

describe('RequireAuth', () => {
  it('sends a visitor without an access token to /login/ and shows the fallback', () => {
    const nav = navigations();
    render(
      <RequireAuth navigate={nav.navigate} fallback={<p>Redirecting</p>}>
        <p>My account</p>
      </RequireAuth>,
      { wrapper },
    );
    expect(nav.paths).toEqual(['/login/']);
    expect(screen.getByText('Redirecting')).toBeTruthy();
    expect(screen.queryByText('My account')).toBeNull();
  });

  it('shows the protected content to a logged-in customer and does not navigate', () => {
    storeTokens(store, { accessToken: 'a', refreshToken: 'r' }, { access: 1, refresh: 2 });
    const nav = navigations();
    render(
      <RequireAuth navigate={nav.navigate}>
        <p>My account</p>
      </RequireAuth>,
      { wrapper },
    );
    expect(nav.paths).toEqual([]);
    expect(screen.getByText('My account')).toBeTruthy();
  });
});

describe('useRequireAuth', () => {
  it('navigates once, even when the parent passes a new navigate function on every render', () => {
    const paths: string[] = [];
    const { rerender } = renderHook(() => useRequireAuth((path) => void paths.push(path)), { wrapper });
    rerender();
    rerender();
    expect(paths).toEqual(['/login/']);
  });

  it('redirects once the session ends', () => {
    storeTokens(store, { accessToken: 'a', refreshToken: 'r' }, { access: 1, refresh: 2 });
    const nav = navigations();
    const { result, rerender } = renderHook(() => useRequireAuth(nav.navigate, { loginPath: '/en/login/' }), {
      wrapper,
    });
    expect(result.current).toBe(true);
    expect(nav.paths).toEqual([]);
    clearTokens(store);
    rerender();
    expect(result.current).toBe(false);
    expect(nav.paths).toEqual(['/en/login/']);
  });
});
