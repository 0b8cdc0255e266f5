/**
 * Journeys 2 and 9: the megamenu to a category, filters of the three kinds, sorting and paging
 * kept in the URL across a reload; search from the header.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteUrl } from './harness/sites.ts';

/** The listing's "N products" status as a number. */
async function productCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /products?$/ })
      .textContent()) ?? '';
  return Number(text.replace(/\D+/g, ''));
}

/** The colour names the product cards of the listing show. */
function cardColours(page: Page, list: string): Promise<string[]> {
  return page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('article p')?.textContent?.trim() ?? ''));
}

/** The names of the products on the current page of a listing. */
function productNames(page: Page, list: string): Promise<string[]> {
  return page.getByRole('list', { name: list }).getByRole('heading', { level: 3 }).allTextContents();
}

/**
 * The levels of the headings assistive technology sees, in document order, with the first skip
 * (a heading more than one level below the one before it) — what axe's `heading-order` and
 * Lighthouse flag. Visually hidden headings count; `display: none` and `aria-hidden` ones do not.
 */
function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
      (heading) =>
        heading.checkVisibility({ visibilityProperty: true }) && !heading.closest('[aria-hidden="true"]'),
    );
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName.slice(1));
      if (previous > 0 && level > previous + 1)
        skips.push(`h${previous} -> h${level} "${heading.textContent?.trim().slice(0, 40)}"`);
      previous = level;
    }
    return skips;
  });
}

describe('catalogue', () => {
  const browser = chromiumForTests();

  test('2. megamenu to a category; filter, sort and page; the URL keeps it all through a reload', async () => {
    await runJourney(browser, 'category-filters', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      const men = navigation.getByRole('link', { name: 'Men', exact: true });
      await men.hover();
      // The megamenu opens on hover with two child levels.
      await navigation.getByRole('link', { name: 'Shirts' }).first().waitFor({ state: 'visible' });
      await navigation.getByRole('link', { name: 'Training' }).first().waitFor({ state: 'visible' });
      await men.click();
      await page.waitForURL((url) => url.pathname === '/men/');
      await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
      const unfiltered = await productCount(page);
      await journey.expectAccessible('category page');

      const filters = page.getByRole('form', { name: 'Filter' });
      // Multiple: two colours of one filter.
      await filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^Navy/ }).check();
      await filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^Gold/ }).check();
      // Range: a minimum price.
      await filters
        .getByRole('group', { name: 'Price' })
        .getByRole('spinbutton', { name: /^Min/ })
        .fill('30');
      // Bit: in stock only. By keyboard: the switch's painted track lies over the native input.
      const inStock = filters.getByRole('switch', { name: /^In stock/ });
      await inStock.focus();
      await page.keyboard.press('Space');
      expect(await inStock.isChecked()).toBe(true);
      await filters.getByRole('button', { name: 'Show results' }).click();
      await page.waitForURL((url) => [...url.searchParams.keys()].some((key) => key.startsWith('b.')));
      const params = new URL(page.url()).searchParams;
      expect([...params.keys()].filter((key) => key.startsWith('f.'))).toHaveLength(2);
      expect([...params.keys()].some((key) => key.startsWith('r.'))).toBe(true);
      await expect.poll(() => productCount(page)).toBeLessThan(unfiltered);
      const filtered = await productCount(page);
      expect(filtered).toBeGreaterThan(24);
      for (const colour of await cardColours(page, 'Men')) expect(['Navy', 'Gold']).toContain(colour);

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
      await page.waitForURL((url) => url.searchParams.has('sort'));

      const paging = page.getByRole('navigation', { name: 'Pages' });
      const firstPage = await productNames(page, 'Men');
      await paging.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect
        .poll(() => paging.getByRole('link', { name: /^Page 2 of \d+$/ }).getAttribute('aria-current'))
        .toBe('page');
      await expect.poll(() => productNames(page, 'Men')).not.toEqual(firstPage);
      const secondPage = await productNames(page, 'Men');
      const urlBefore = page.url();
      await journey.expectAccessible('filtered, sorted category page 2');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
      expect(page.url()).toBe(urlBefore);
      await expect.poll(() => productNames(page, 'Men')).toEqual(secondPage);
      expect(await productCount(page)).toBe(filtered);
      const filtersAfter = page.getByRole('form', { name: 'Filter' });
      expect(await filtersAfter.getByRole('checkbox', { name: /^Navy/ }).isChecked()).toBe(true);
      expect(await filtersAfter.getByRole('checkbox', { name: /^Gold/ }).isChecked()).toBe(true);
      expect(await filtersAfter.getByRole('checkbox', { name: /^Black/ }).isChecked()).toBe(false);
      expect(await filtersAfter.getByRole('switch', { name: /^In stock/ }).isChecked()).toBe(true);
      expect(await filtersAfter.getByRole('spinbutton', { name: /^Min/ }).inputValue()).toBe('30');
      expect(
        await page
          .getByRole('combobox', { name: 'Sort by' })
          .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent),
      ).toBe('Price: low to high');
      expect(
        await page
          .getByRole('navigation', { name: 'Pages' })
          .getByRole('link', { name: /^Page 2 of \d+$/ })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('9. search from the header; an empty term does nothing', async () => {
    await runJourney(browser, 'search', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Open search' }).waitFor();
      await journey.expectAccessible('home page before searching');
      await header.getByRole('button', { name: 'Open search' }).click();
      const box = header.getByRole('searchbox', { name: 'Search' });
      await box.fill('scarf');
      await box.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === '/search-page/' && url.searchParams.get('q') === 'scarf',
      );
      await page.getByRole('heading', { level: 1, name: 'Results for "scarf"' }).waitFor();
      await expect.poll(() => productNames(page, 'Results for "scarf"')).not.toEqual([]);
      const names = await productNames(page, 'Results for "scarf"');
      for (const name of names) expect(name).toMatch(/scarf/i);
      // The input is cleared and closed after a search.
      expect(await box.isVisible()).toBe(false);
      expect(await header.getByRole('button', { name: 'Open search' }).getAttribute('aria-expanded')).toBe(
        'false',
      );

      const before = page.url();
      await header.getByRole('button', { name: 'Open search' }).click();
      await box.press('Enter');
      await box.fill('   ');
      await box.press('Enter');
      // Nothing was submitted: same page, the input is still open.
      expect(page.url()).toBe(before);
      expect(await box.isVisible()).toBe(true);
      expect(seriousPageErrors(journey)).toEqual([]);
      await journey.expectAccessible('search results');
    });
  });

  test('on a phone the headings of the home, category and search pages never skip a level', async () => {
    await runJourney(
      browser,
      'mobile-heading-order',
      async (journey) => {
        const { page } = journey;
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        await page.getByRole('list', { name: /.+/ }).first().waitFor();
        expect(await headingSkips(page)).toEqual([]);

        await page.goto(siteUrl('northbridge', 'gb', '/men/'));
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        await expect.poll(() => productNames(page, 'Men')).not.toEqual([]);
        // The filters sit behind a disclosure on a phone (decision 0077): their h2 is not on the page.
        await page
          .getByRole('main')
          .locator('summary')
          .filter({ hasText: /^Filter/ })
          .waitFor();
        expect(await headingSkips(page)).toEqual([]);
        await journey.expectAccessible('category page on a phone');

        await page.goto(siteUrl('northbridge', 'gb', '/search-page/?q=scarf'));
        await expect.poll(() => productNames(page, 'Results for "scarf"')).not.toEqual([]);
        expect(await headingSkips(page)).toEqual([]);
        expect(seriousPageErrors(journey)).toEqual([]);
      },
      { viewport: { width: 390, height: 844 } },
    );
  });
});
