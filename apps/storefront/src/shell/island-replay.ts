import { listenWithin } from './listen-within.ts';

/** How long a click waits for its island to hydrate before the browser follows the link itself. */
const CLICK_WAIT_MS = 3000;

/** Keys with a native action of their own (focus moves, links and buttons activate: a click). */
const NATIVE_KEYS = new Set(['Tab', 'Enter', ' ']);

/**
 * A touch screen, as the megamenu tells one (ui-kit's `useIsTouch`): the primary pointer cannot
 * hover. There, a tap on a menu item with children opens it instead of navigating
 * (docs/product/requirements.md#header).
 */
const TOUCH_SCREEN = '(hover: none)';

/**
 * On a touch screen, what a tap on a link stands for: the disclosure button of the same list item
 * (the item has children: the tap opens them, it does not navigate), or the link itself.
 */
function tapTarget(control: HTMLElement): HTMLElement {
  if (!(control instanceof HTMLAnchorElement) || !window.matchMedia?.(TOUCH_SCREEN).matches) return control;
  const disclosure = control
    .closest('li')
    ?.querySelector<HTMLElement>('button[aria-controls][aria-expanded]');
  return disclosure ?? control;
}

/** What an island records until its code has hydrated it. */
export interface InteractionRecorder {
  /** The island is hydrated: does once more what the shopper did meanwhile, then stops recording. */
  replay(): void;
  /** Stops recording without replaying (the island's element is gone). */
  dispose(): void;
}

/**
 * Records what a shopper does on a server-rendered island while its code loads, so the first
 * interaction is not lost (React does not replay events on parts it has not hydrated yet):
 *
 * - a plain click on a link or button waits for the hydration and is then done again, so a link
 *   goes through the router like every other link of the page (after {@link CLICK_WAIT_MS} without
 *   hydration, the browser follows the link itself); on a touch screen a tap on a link whose list
 *   item has a disclosure button (a megamenu item with children) is done again as a tap on that
 *   button: it opens the item and does not navigate, as the hydrated menu does;
 * - the last key pressed (arrows, Escape, Home, End…) is sent again to the element that still has
 *   the focus;
 * - the pointer resting on the island enters again, so what opens on hover opens.
 */
export function recordUntilHydrated(element: HTMLElement): InteractionRecorder {
  let pendingClick: HTMLElement | undefined;
  let pendingKey: { target: EventTarget; init: KeyboardEventInit } | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const onClick = (event: MouseEvent) => {
    const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    const control = event.target instanceof Element ? event.target.closest('a[href], button') : null;
    if (!plain || !(control instanceof HTMLElement)) return;
    event.preventDefault();
    const target = tapTarget(control);
    pendingClick = target;
    clearTimeout(fallback);
    fallback = setTimeout(() => {
      dispose();
      if (target instanceof HTMLAnchorElement) window.location.assign(target.href);
    }, CLICK_WAIT_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (NATIVE_KEYS.has(event.key) || !event.target) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    pendingKey = { target: event.target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey } };
  };
  const stopClicks = listenWithin(element, ['click'], onClick);
  const stopKeys = listenWithin(element, ['keydown'], onKeyDown);

  function dispose() {
    clearTimeout(fallback);
    stopClicks();
    stopKeys();
  }

  return {
    dispose,
    replay() {
      dispose();
      if (pendingClick?.isConnected) {
        pendingClick.click();
        return;
      }
      if (pendingKey && document.activeElement === pendingKey.target) {
        pendingKey.target.dispatchEvent(
          new KeyboardEvent('keydown', { ...pendingKey.init, bubbles: true, cancelable: true }),
        );
        return;
      }
      const hovered = element.querySelectorAll(':hover');
      // React's onMouseEnter comes from `mouseover`; one from outside the window enters them all.
      hovered[hovered.length - 1]?.dispatchEvent(
        new MouseEvent('mouseover', { bubbles: true, cancelable: true, relatedTarget: null }),
      );
    },
  };
}
