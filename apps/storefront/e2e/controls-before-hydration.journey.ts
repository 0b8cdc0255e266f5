/**
 * Works from the first paint (issue 23, docs/decisions/0036-what-runs-before-hydration.md): on the
 * throttled phone, with the page's code held back, the header's search, burger and (on a touch
 * screen of 1,024 px and wider) the megamenu give what they give after hydration; without
 * JavaScript a shopper on a phone finds a product through the burger's navigation and through
 * search, filters and sorting (GET forms since decision 0077); after hydration a client-side page change puts the focus on the new
 * page's heading, and the arrow keys move through the colour choice without losing the focus.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { holdPageCode } from './harness/before-hydration.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, waitForHydration } from './harness/journey.ts';
import { siteUrl } from './harness/sites.ts';

const browser = chromiumForTests();

const PRODUCT = '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/';

/** Whether the page is hydrated (its code ran). */
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** The focused element's role-ish description: tag, name and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: active?.textContent?.trim() ?? '',
      type: active?.getAttribute('type') ?? '',
      name: active?.getAttribute('name') ?? '',
      checked: active instanceof HTMLInputElement ? active.checked : false,
    };
  });

describe('before hydration, on the throttled phone', () => {
  test('search: the header button opens the search, a term goes to the results', async () => {
    await runJourney(
      browser,
      'before-hydration-search',
      async ({ context, page }) => {
        const code = await holdPageCode(context);
        // The page's code is held: its `load` never comes; the server's HTML is what counts.
        await page.goto(siteUrl('northbridge', 'gb', '/'), { waitUntil: 'commit' });
        const header = page.getByRole('banner');
        await header.getByRole('button', { name: 'Open search' }).tap();
        const box = header.getByRole('searchbox', { name: 'Search' });
        await box.waitFor({ state: 'visible' });
        expect(await isHydrated(page)).toBe(false);
        await box.fill('scarf');
        await box.press('Enter');
        // `commit`, not `load`: with the code held, whether `load` comes depends on when the
        // deferred code is asked for (after the largest paint), which under load can be before it.
        await page.waitForURL(
          (url) => url.pathname === '/search-page/' && url.searchParams.get('q') === 'scarf',
          { waitUntil: 'commit' },
        );
        await page.getByRole('heading', { level: 1, name: 'Results for "scarf"' }).waitFor();
        expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
        await code.release();
        await waitForHydration(page);
        // After hydration the same button opens the same search, at once.
        await header.getByRole('button', { name: 'Open search' }).tap();
        await box.waitFor({ state: 'visible' });
      },
      { phone: true, waitForHydration: false },
    );
  });

  test('burger: the navigation opens and its links lead to a category', async () => {
    await runJourney(
      browser,
      'before-hydration-burger',
      async ({ context, page }) => {
        const code = await holdPageCode(context);
        // The page's code is held: its `load` never comes; the server's HTML is what counts.
        await page.goto(siteUrl('northbridge', 'gb', '/'), { waitUntil: 'commit' });
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await menu.waitFor({ state: 'visible' });
        expect(await isHydrated(page)).toBe(false);
        await menu.getByText('Men', { exact: true }).tap();
        await menu.getByRole('link', { name: 'Show all Men' }).tap();
        await page.waitForURL((url) => url.pathname === '/men/', { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        await code.release();
        await waitForHydration(page);
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
        await menu.waitFor({ state: 'visible' });
        await menu.getByRole('button', { name: 'Close menu' }).tap();
        await menu.waitFor({ state: 'hidden' });
      },
      { phone: true, waitForHydration: false },
    );
  });

  test('megamenu on a touch screen of 1,024 px: the first tap on an item with children opens it', async () => {
    await runJourney(
      browser,
      'before-hydration-megamenu',
      async ({ context, page }) => {
        // The page is hydrated; the megamenu's own code (an island, loaded on the first touch) is
        // held: the tap lands on its server HTML and is replayed once the code runs. (Before the
        // page's code runs at all, a top item is a plain link, as without JavaScript.)
        const island = await holdPageCode(context, (request) =>
          /\/HeaderNavigation-[^/]*\.js/.test(request.url()),
        );
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        await waitForHydration(page);
        expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
        const navigation = page.getByRole('navigation', { name: 'Main navigation' });
        await navigation.getByRole('link', { name: 'Men', exact: true }).tap();
        await island.release();
        // The tap is replayed once the megamenu's code runs: its panel opens, nothing navigates.
        await navigation
          .getByRole('link', { name: 'Shirts', exact: true })
          .first()
          .waitFor({ state: 'visible' });
        expect(new URL(page.url()).pathname).toBe('/');
        // After hydration a tap does the same: the next item opens, nothing navigates.
        await navigation.getByRole('link', { name: 'Women', exact: true }).tap();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      },
      { phone: true, viewport: { width: 1280, height: 900 }, waitForHydration: false },
    );
  });

  test('consent: the banner is on the first paint, and a tap on it before hydration is the answer', async () => {
    await runJourney(
      browser,
      'before-hydration-consent',
      async ({ context, page }) => {
        const code = await holdPageCode(context);
        await page.goto(siteUrl('northbridge', 'gb', '/'), { waitUntil: 'commit' });
        const banner = page.getByRole('dialog', { name: 'We use cookies' });
        await banner.waitFor({ state: 'visible' });
        expect(await isHydrated(page)).toBe(false);
        await banner.getByRole('button', { name: 'Only necessary' }).tap();
        await code.release();
        await waitForHydration(page);
        // The tap was kept and done again once the banner's code came: the answer is stored.
        await banner.waitFor({ state: 'hidden' });
        expect(
          await page.evaluate(() => JSON.parse(localStorage.getItem('clubshop:consent') ?? 'null')),
        ).toMatchObject({ decided: true, statistics: false, marketing: false });
        // Answered: the next page's first paint has no banner, before its code runs too.
        const heldAgain = await holdPageCode(context);
        await page.goto(siteUrl('northbridge', 'gb', '/men/'), { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        expect(await banner.count()).toBe(0);
        await heldAgain.release();
      },
      { phone: true, waitForHydration: false },
    );
  });
});

describe('without JavaScript, on a phone', () => {
  test('a shopper finds a product through the burger, and through search, filters and sorting', async () => {
    await runJourney(
      browser,
      'no-javascript-phone',
      async ({ page }) => {
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        // No consent banner: its buttons need code, and nothing is tracked without it.
        expect(await page.getByRole('dialog', { name: 'We use cookies' }).count()).toBe(0);
        // The burger's navigation.
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await menu.getByText('Men', { exact: true }).tap();
        await menu.getByRole('link', { name: 'Show all Men' }).tap();
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        const cards = page.getByRole('main').locator('.cs-product-card h3');
        expect(await cards.count()).toBeGreaterThan(0);

        // Sorting and filters are GET forms the server reads (decision 0077).
        const main = page.getByRole('main');
        await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
        await main.getByRole('button', { name: 'Sort', exact: true }).tap();
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price:desc');
        const prices = await page
          .getByRole('main')
          .locator('.cs-product-card')
          .evaluateAll((cards) =>
            cards.map((card) => Number((card.textContent?.match(/£(\d+\.\d\d)/) ?? [])[1] ?? Number.NaN)),
          );
        expect(prices.length).toBeGreaterThan(1);
        expect([...prices].sort((a, b) => b - a)).toEqual(prices);
        // The phone's "Filter" is a disclosure holding the filter form.
        await main.getByText('Filter', { exact: true }).locator('visible=true').first().tap();
        const filters = main.locator('details[open] form');
        await filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^Navy/ }).check();
        await filters.getByRole('button', { name: 'Show results' }).tap();
        await page.waitForURL((url) => [...url.searchParams.keys()].some((key) => key.startsWith('f.')));
        expect(new URL(page.url()).searchParams.get('sort')).toBe('price:desc');
        expect(await cards.count()).toBeGreaterThan(0);

        // The header's search.
        await page.getByRole('banner').getByRole('button', { name: 'Open search' }).tap();
        const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
        await box.fill('scarf');
        await box.press('Enter');
        await page.getByRole('heading', { level: 1, name: 'Results for "scarf"' }).waitFor();
        const name = (await cards.first().textContent())?.trim() ?? '';
        expect(name).toMatch(/scarf/i);
        await page.getByRole('main').getByRole('link', { name }).first().tap();
        await page.getByRole('heading', { level: 1, name }).waitFor();
      },
      { phone: true, javaScriptEnabled: false },
    );
  });
});

describe('after hydration', () => {
  test('a client-side link puts the focus on the new page heading', async () => {
    await runJourney(browser, 'focus-after-navigation', async ({ page }) => {
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Men', exact: true })
        .focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/men/');
      await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Men' });
      expect(await page.getByRole('heading', { level: 1, name: 'Men' }).getAttribute('tabindex')).toBe('-1');
    });
  });

  test('arrow keys in the colour choice change the colour and keep the focus in the group', async () => {
    await runJourney(browser, 'colour-arrow-keys', async ({ page }) => {
      await page.goto(siteUrl('northbridge', 'gb', PRODUCT));
      const colours = page.getByRole('group', { name: /^Colour/ }).getByRole('radio');
      expect(await colours.count()).toBeGreaterThan(1);
      const checked = page.getByRole('group', { name: /^Colour/ }).getByRole('radio', { checked: true });
      await checked.focus();
      const before = page.url();
      const name = await checked.getAttribute('value');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.href !== before);
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.dataset.hydrated === 'true' && document.readyState),
        )
        .toBe('complete');
      // The new colour is chosen and has the focus, still inside the colour group.
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', type: 'radio', checked: true });
      expect((await focused(page)).name).toBe(await colours.first().getAttribute('name'));
      expect(await checked.getAttribute('value')).not.toBe(name);
      // Once more: the focus stays through a second change.
      const second = page.url();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.href !== second);
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', type: 'radio', checked: true });
    });
  });

  test('consent can be reopened from the footer and changed', async () => {
    await runJourney(browser, 'consent-reopen', async ({ page }) => {
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      const banner = page.getByRole('dialog', { name: 'We use cookies' });
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await banner.waitFor({ state: 'hidden' });
      const settings = page.getByRole('button', { name: 'Cookie settings' });
      await settings.click();
      await banner.waitFor({ state: 'visible' });
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Accept all' });
      await banner.getByRole('button', { name: 'Only necessary' }).click();
      await banner.waitFor({ state: 'hidden' });
      // The new answer holds through a reload, and can be changed again.
      await page.reload();
      await settings.waitFor();
      expect(await banner.count()).toBe(0);
    });
  });
});
