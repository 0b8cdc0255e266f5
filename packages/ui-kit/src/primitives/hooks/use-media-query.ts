'use client';

import { desktopMediaQuery } from '@clubshop/theming';
import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. On the server (and in the first hydration
 * render) it returns `serverDefault`, so markup matches; the browser value follows at once.
 */
export function useMediaQuery(query: string, serverDefault = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query).matches
        : serverDefault,
    () => serverDefault,
  );
}

/** Whether the viewport is 1024 px or wider (desktop); below that is mobile. SSR default: desktop. */
export function useIsDesktop(serverDefault = true): boolean {
  return useMediaQuery(desktopMediaQuery, serverDefault);
}
