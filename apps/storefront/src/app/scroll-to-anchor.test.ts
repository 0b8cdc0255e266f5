// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { anchorScrollTop, SCROLL_OFFSET_PX, scrollToAnchor } from './scroll-to-anchor.ts';

test('puts the target 50 px below the top', () => {
  expect(SCROLL_OFFSET_PX).toBe(50);
  expect(anchorScrollTop(300, 0)).toBe(250);
  expect(anchorScrollTop(300, 1000)).toBe(1250);
  expect(anchorScrollTop(-200, 1000)).toBe(750);
});

test('never scrolls above the page', () => {
  expect(anchorScrollTop(20, 0)).toBe(0);
});

test('scrolls the window to the element a hash names', () => {
  document.body.innerHTML = '<h2 id="size-guide">Size guide</h2>';
  const target = document.getElementById('size-guide')!;
  target.getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  expect(scrollToAnchor('#size-guide')).toBe(true);
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 350 }));
});

test('does nothing for an empty hash or a missing element', () => {
  document.body.innerHTML = '';
  expect(scrollToAnchor('')).toBe(false);
  expect(scrollToAnchor('#nowhere')).toBe(false);
});
