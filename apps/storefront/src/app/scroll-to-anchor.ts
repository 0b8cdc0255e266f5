/**
 * Anchors scroll to 50 px above their target (docs/product/requirements.md#constants), clear of the
 * sticky header.
 */
export const SCROLL_OFFSET_PX = 50;

/** The window scroll position that puts an element `SCROLL_OFFSET_PX` below the top. */
export function anchorScrollTop(elementTopInViewport: number, currentScrollY: number): number {
  return Math.max(0, Math.round(elementTopInViewport + currentScrollY - SCROLL_OFFSET_PX));
}

/** Scrolls to the element a `#hash` names; returns false when there is none. */
export function scrollToAnchor(hash: string, win: Window = window): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = win.document.getElementById(id);
  if (!target) return false;
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({
    top: anchorScrollTop(target.getBoundingClientRect().top, win.scrollY),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  return true;
}
