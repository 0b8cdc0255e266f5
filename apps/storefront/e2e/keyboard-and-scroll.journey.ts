/**
 * Issue 16, items 13 and 14: the keyboard and the scroll position.
 *
 * - 13. "Skip to content" moves the focus into the main content; the megamenu opens with its
 *   toggle or the Down arrow, not on every focus, so the basket is a few Tabs away.
 * - 14. Another page of a listing starts at the listing's top (not at the paging bar), and Back
 *   to it returns to where the shopper was.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteUrl } from './harness/sites.ts';
import { categoryWithPages } from './support/catalogue.ts';

/** What has the keyboard focus: its role-ish description for failure messages and checks. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      inMain: element?.closest('main') !== null,
      inHeader: element?.closest('header') !== null,
      href: element?.getAttribute('href') ?? '',
    };
  });
}

async function answerConsent(page: Page): Promise<void> {
  const banner = page.getByRole('dialog', { name: 'We use cookies' });
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await banner.waitFor({ state: 'hidden' });
}

describe('keyboard and scroll', () => {
  const browser = chromiumForTests();

  test('16.13 the skip link moves the focus to the content; the basket is a few Tabs away; the megamenu opens on request', async () => {
    await runJourney(
      browser,
      'keyboard',
      async (journey) => {
        const { page } = journey;
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
        await answerConsent(page);
        // The answer put the focus on the page's heading (decision 0077): from the top again.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

        // The first Tab reaches the skip link; Enter puts the focus in the main content.
        await page.locator('body').focus();
        await page.keyboard.press('Tab');
        expect((await focused(page)).name).toBe('Skip to content');
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await focused(page)).id).toBe('main');
        expect(new URL(page.url()).hash).toBe('#main');
        await page.keyboard.press('Tab');
        const next = await focused(page);
        expect(next.inMain).toBe(true);
        expect(next.inHeader).toBe(false);

        // From the top of the page, the basket link is a handful of Tabs away (41 before).
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
        await page.locator('body').focus();
        let presses = 0;
        for (; presses < 40; presses++) {
          await page.keyboard.press('Tab');
          if ((await focused(page)).href === '/cart/') break;
        }
        expect(presses + 1).toBeLessThanOrEqual(16);
        // No megamenu opened on the way.
        expect(await page.locator('.cs-mega-menu__item[data-state="open"]').count()).toBe(0);

        // Down on a top item opens its panel and moves into it; Escape closes it again.
        const men = page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Men', exact: true });
        await men.focus();
        await page.keyboard.press('ArrowDown');
        await expect
          .poll(async () => (await focused(page)).inHeader && (await focused(page)).name !== 'Men')
          .toBe(true);
        expect(await page.locator('.cs-mega-menu__item[data-state="open"]').count()).toBe(1);
        await page.keyboard.press('Escape');
        expect(await page.locator('.cs-mega-menu__item[data-state="open"]').count()).toBe(0);
        await journey.expectAccessible('home page after keyboard use');
        expect(seriousPageErrors(journey)).toEqual([]);
      },
      { viewport: { width: 1366, height: 768 } },
    );
  });

  test('16.14 another page of a listing starts at its top; Back returns to where the shopper was', async () => {
    await runJourney(
      browser,
      'listing-scroll',
      async (journey) => {
        const { page } = journey;
        const category = await categoryWithPages('northbridge', 'gb');
        const list = page.getByRole('main').locator('.sf-listing');

        // Back: down page 2 of the listing, into a product, and Back returns to the same spot.
        await page.goto(siteUrl('northbridge', 'gb', `${category.path}?page=2`));
        await answerConsent(page);
        await list.locator('.sf-listing__count').waitFor();
        const card = page.getByRole('main').locator('.sf-listing__products li').nth(7);
        // A shopper scrolls down in steps: the first one loads the page's navigation effects
        // (they wait for the first interaction), which note the positions from then on.
        await page.mouse.wheel(0, 200);
        await page.waitForLoadState('networkidle');
        await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        // The position is noted on the next animation frame.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const before = await page.evaluate(() => window.scrollY);
        expect(before).toBeGreaterThan(300);
        await card.getByRole('link').first().click();
        await page.waitForURL((url) => !url.searchParams.has('page'));
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before - 10);
        expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(10);

        // Paging: tap "2" on the paging bar at the end of page 1; page 2 starts at its top.
        await page.goto(siteUrl('northbridge', 'gb', category.path));
        await list.locator('.sf-listing__count').waitFor();
        // The link that reads "2", as a shopper sees it.
        const pageTwo = page.getByRole('main').locator('.cs-paging__page').filter({ hasText: /^2$/ });
        await pageTwo.scrollIntoViewIfNeeded();
        await pageTwo.click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        const view = await page.evaluate(() => ({
          listingTop: document.querySelector('.sf-listing')?.getBoundingClientRect().top ?? Number.NaN,
          pagingTop: document.querySelector('.cs-paging')?.getBoundingClientRect().top ?? Number.NaN,
          height: window.innerHeight,
        }));
        // The new page shows its first products: the listing starts near the top of the screen
        // and the paging bar is out of view below.
        expect(view.listingTop).toBeGreaterThanOrEqual(0);
        expect(view.listingTop).toBeLessThan(150);
        expect(view.pagingTop).toBeGreaterThan(view.height);
        expect((await focused(page)).tag).toBe('h2');
        await journey.expectAccessible('listing page 2 after Back');
        expect(seriousPageErrors(journey)).toEqual([]);
      },
      { viewport: { width: 390, height: 844 } },
    );
  });
});
