import { RequireAuth } from '@clubshop/auth';
import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../shell/PageLoading.tsx';
import { paths } from './paths.ts';

/**
 * Guards every /user/* page (UserArea wraps the whole /user/* route, not only the profile) with
 * @clubshop/auth's RequireAuth: a logged-in shopper sees the page; a shopper whose access-token
 * cookie expired while the refresh-token cookie is still there gets the session resumed first
 * (a loading status meanwhile); anybody else, or a failed resume, goes to /login/. The history
 * entry is replaced, so Back does not bounce them into the guard again.
 */
export function UserGuard({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const toLogin = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return (
    <RequireAuth navigate={toLogin} loginPath={paths.login} fallback={<PageLoading />}>
      {children}
    </RequireAuth>
  );
}
