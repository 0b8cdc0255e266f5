/**
 * What the back-office journeys check on a screen: whether it is wider than the window (the
 * document's width and the innermost elements sticking out, decision 0092) and whether it has
 * settled (no request of the page under way, no spinner in the main part).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What makes a page wider than its window: the document's width and the elements sticking out. */
export const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !clipped(element);
    };
    // The innermost elements that stick out (their ancestors stick out because of them).
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 5)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className : '';
        return `${element.tagName.toLowerCase()}${classes ? `.${classes.split(' ').join('.')}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });

/**
 * Waits until the screen has what it asked for: no request of the page under way (two frames
 * after the last change, so an effect's fetch has started) and no spinner in the main part.
 */
export const settled = async (page: Page, inFlight: Set<unknown>) => {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect.poll(() => inFlight.size).toBe(0);
  await expect.poll(() => page.locator('main .cs-spinner').count()).toBe(0);
};

/** The requests of `page` under way (a set that `settled` waits to be empty). */
export function requestsInFlight(page: Page): Set<unknown> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}
