/**
 * Anchors scroll to 50 px above their target (docs/product/requirements.md#constants), clear of the
 * sticky header. Part of the shell chunk (vite.config.ts): the listing and the navigation effects
 * both use it, and a chunk of its own would cost a first visit one more request.
 */
export const SCROLL_OFFSET_PX = 50;

/** The window scroll position that puts an element `SCROLL_OFFSET_PX` below the top. */
export function anchorScrollTop(elementTopInViewport: number, currentScrollY: number): number {
  return Math.max(0, Math.round(elementTopInViewport + currentScrollY - SCROLL_OFFSET_PX));
}
