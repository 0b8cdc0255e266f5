'use client';

import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * Locks page scrolling while any overlay is shown. Reference-counted, so two overlays open at
 * once unlock only when both have closed. The scrollbar's width is added as padding so the page
 * does not jump sideways when the scrollbar disappears. Returns the unlock function (call once).
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    const viewport = document.documentElement.clientWidth;
    // No layout (clientWidth 0, e.g. jsdom): nothing to compensate.
    const scrollbarWidth = viewport > 0 ? window.innerWidth - viewport : 0;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) {
      const current = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + scrollbarWidth}px`;
    }
    body.dataset.csScrollLocked = '';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      delete body.dataset.csScrollLocked;
      saved = undefined;
    }
  };
}

/** How many scroll locks are held right now (for tests and debugging). */
export function scrollLockCount(): number {
  return locks;
}

/** Holds a body scroll lock while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
