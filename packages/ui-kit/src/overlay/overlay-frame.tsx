'use client';

import { type KeyboardEvent, type ReactNode, type RefObject, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Backdrop } from './backdrop/backdrop.tsx';
import { useScrollLock } from './hooks/scroll-lock.ts';
import { useRouteDismiss } from './hooks/use-dismiss.ts';
import { useFocusTrap } from './hooks/use-focus-trap.ts';
import { usePresence } from './hooks/use-presence.ts';

/** Behaviour every overlay shares; the props SlideInOverlay and Modal pass through. */
export interface OverlayBehaviourProps {
  /** Whether the overlay is shown. */
  open: boolean;
  /** Called when the overlay asks to close: Escape, backdrop click, close button, route change. */
  onClose: () => void;
  /** Changes on navigation (e.g. the pathname); an open overlay closes when it changes. */
  routeKey?: unknown;
  /** Element to focus when opening; default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the overlay is rendered; default `document.body`. */
  container?: Element;
}

/**
 * The shared frame of SlideInOverlay and Modal: portal, backdrop, focus trap (the rest of the page
 * inert, Tab kept inside, focus returned), Escape, route-change dismissal, scroll lock, and
 * content kept for 400 ms after closing.
 */
export function OverlayFrame({
  open,
  onClose,
  routeKey,
  initialFocus,
  container,
  className,
  renderPanel,
}: OverlayBehaviourProps & {
  className: string;
  renderPanel: (
    panelRef: RefObject<HTMLDivElement | null>,
    onKeyDown: (event: KeyboardEvent) => void,
  ) => ReactNode;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const present = usePresence(open);
  useScrollLock(open);
  // The trap holds the whole frame, so the backdrop stays clickable while the page is inert.
  useFocusTrap(frameRef, open, { initialFocus, fallbackFocus: panelRef });
  useRouteDismiss(open, onClose, routeKey);

  if (!present || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Only the innermost overlay closes.
      event.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <div
      ref={frameRef}
      className={className}
      data-state={open ? 'open' : 'closed'}
      {...(open ? {} : { inert: true, 'aria-hidden': true })}
    >
      <Backdrop open={open} onDismiss={onClose} />
      {renderPanel(panelRef, onKeyDown)}
    </div>,
    container ?? document.body,
  );
}
