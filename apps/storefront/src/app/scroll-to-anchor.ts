import { anchorScrollTop } from './scroll-offset.ts';

export { anchorScrollTop, SCROLL_OFFSET_PX } from './scroll-offset.ts';

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
