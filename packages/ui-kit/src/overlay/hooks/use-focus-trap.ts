import { type RefObject, useEffect } from 'react';

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab can reach, in order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[inert], [hidden]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// Open traps, innermost last: only the innermost one handles Tab, so nested overlays work.
const trapStack: HTMLElement[] = [];

/**
 * Keeps keyboard focus inside `container` while `active`: moves focus in (to `initialFocus`,
 * else the first focusable element, else the container), wraps Tab and Shift+Tab at the ends,
 * and returns focus to the element that had it before when deactivated.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? focusableElements(root)[0] ?? root;
    target.focus();

    trapStack.push(root);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || trapStack[trapStack.length - 1] !== root) return;
      const items = focusableElements(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      trapStack.splice(trapStack.lastIndexOf(root), 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, container, initialFocus]);
}
