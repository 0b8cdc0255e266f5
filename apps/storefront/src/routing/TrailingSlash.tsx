import { useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { trailingSlashRedirect } from './paths.ts';

/**
 * Every route carries a trailing slash (docs/product/requirements.md#routes): `/cart` is replaced
 * by `/cart/`.
 */
export function TrailingSlash() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const target = trailingSlashRedirect(location);
  useLayoutEffect(() => {
    if (target) navigate(`${target}${search ? `?${search}` : ''}${window.location.hash}`, { replace: true });
  }, [target, search, navigate]);
  return null;
}
