'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` when `routeKey` changes while `active`: overlays are dismissed on
 * navigation. Pass the pathname, or any value that changes per route, as `routeKey`.
 */
export function useRouteDismiss(active: boolean, onDismiss: () => void, routeKey?: unknown): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  const previousRoute = useRef(routeKey);
  useEffect(() => {
    if (Object.is(previousRoute.current, routeKey)) return;
    previousRoute.current = routeKey;
    if (active) latest.current();
  }, [routeKey, active]);
}
