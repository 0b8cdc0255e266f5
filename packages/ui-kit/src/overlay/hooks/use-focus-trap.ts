'use client';

import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { type RefObject, useEffect } from 'react';
import { tabbable } from 'tabbable';

/**
 * The elements inside `container` that Tab can reach, in order, as the browser decides it
 * (the `tabbable` library): hidden ones (`display: none`, `visibility: hidden`, `hidden`, closed
 * `<details>`), inert and disabled ones are left out, and a radio group is one stop (its checked
 * radio). Needs layout: in jsdom, give elements client rects (see the kit's test setup).
 */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return tabbable(container).filter((element): element is HTMLElement => element instanceof HTMLElement);
}

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /** Focused when the trap activates; default the first element Tab can reach inside. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /**
   * Focused when nothing inside can take focus (and as the initial focus then); default the
   * container itself. Give it `tabIndex={-1}`, e.g. the dialog panel.
   */
  fallbackFocus?: RefObject<HTMLElement | null> | undefined;
}

// One stack for every trap of the kit: the innermost (last activated) trap holds focus, the ones
// below it are paused until it deactivates, so nested overlays work.
const trapStack: FocusTrap[] = [];

/**
 * Makes `container` modal while `active`, with the focus-trap library: everything outside it is
 * `inert` (no focus, no clicks, hidden from assistive technology), Tab and Shift+Tab wrap at its
 * ends, focus moves in (to `initialFocus`, else the first element Tab reaches, else
 * `fallbackFocus`) and returns to the element that had it when the trap deactivates. Escape and
 * clicks are left to the caller (the overlays close on them).
 *
 * @example
 * const frame = useRef<HTMLDivElement>(null);
 * const panel = useRef<HTMLDivElement>(null);
 * useFocusTrap(frame, open, { fallbackFocus: panel });
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, fallbackFocus }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const fallback = () => fallbackFocus?.current ?? root;
    const trap = createFocusTrap(root, {
      trapStack,
      isolateSubtrees: 'inert',
      initialFocus: () => initialFocus?.current ?? focusableElements(root)[0] ?? fallback(),
      fallbackFocus: fallback,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      // React has committed the content before this effect runs: focus at once, and give it
      // back at once on close (the closing overlay is inert for its 400 ms).
      delayInitialFocus: false,
      delayReturnFocus: false,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, container, initialFocus, fallbackFocus]);
}
