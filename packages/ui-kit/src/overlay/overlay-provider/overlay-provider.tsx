'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** The overlay controller of {@link OverlayProvider}. */
export interface OverlayController {
  /** The id of the overlay that is open, if any. */
  activeId: string | undefined;
  /** Opens the overlay `id` (closing any other: one overlay at a time). */
  open: (id: string) => void;
  /** Closes the open overlay (or only `id`, if given and open). */
  close: (id?: string) => void;
  /** Whether the overlay `id` is open. */
  isOpen: (id: string) => boolean;
}

const OverlayContext = createContext<OverlayController | undefined>(undefined);

/**
 * Optional coordination of overlays: one open at a time, all closed on route change.
 * `const overlay = useOverlay(); <SlideInOverlay open={overlay.isOpen('menu')} onClose={() => overlay.close('menu')} />`
 */
export function OverlayProvider({ routeKey, children }: { routeKey?: unknown; children: ReactNode }) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const open = useCallback((id: string) => setActiveId(id), []);
  const close = useCallback(
    (id?: string) => setActiveId((current) => (id === undefined || current === id ? undefined : current)),
    [],
  );
  const previousRoute = useRef(routeKey);
  useEffect(() => {
    if (Object.is(previousRoute.current, routeKey)) return;
    previousRoute.current = routeKey;
    setActiveId(undefined);
  }, [routeKey]);
  const controller = useMemo<OverlayController>(
    () => ({ activeId, open, close, isOpen: (id) => activeId === id }),
    [activeId, open, close],
  );
  return <OverlayContext.Provider value={controller}>{children}</OverlayContext.Provider>;
}

/** The controller of the nearest {@link OverlayProvider}; throws without one. */
export function useOverlay(): OverlayController {
  const controller = useContext(OverlayContext);
  if (!controller) throw new Error('useOverlay must be used inside an OverlayProvider');
  return controller;
}
