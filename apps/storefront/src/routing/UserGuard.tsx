import { useAuth } from '@clubshop/auth';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { guardRedirect } from './paths.ts';

/**
 * Guards every /user/* page: without an access token the visitor goes to /login/ (the history
 * entry is replaced, so Back does not bounce them into the guard again).
 */
export function UserGuard({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const [location, navigate] = useLocation();
  const target = guardRedirect(location, isLoggedIn);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target ? null : children;
}
