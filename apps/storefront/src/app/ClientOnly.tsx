import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true from the render right after: what only the
 * browser can know (stored consent, connectivity, scroll) renders once the page is hydrated, so
 * the server's markup and the hydrating render always agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders its children only in the browser, after hydration (see {@link useHydrated}). */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
