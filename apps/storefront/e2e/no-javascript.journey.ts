/**
 * A shopper (or a crawler) without JavaScript: the server's HTML alone. Home, a category and a
 * product page read as they should, with prices and products, and their links lead from one to
 * the next.
 */
import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney } from './harness/journey.ts';
import { siteUrl } from './harness/sites.ts';

const browser = chromiumForTests();

describe('without JavaScript', () => {
  test('home, category and product pages can be read, and their links followed', async () => {
    await runJourney(
      browser,
      'no-javascript',
      async ({ page }) => {
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        expect(await page.title()).toBe('Home | Northbridge FC');
        await page.getByRole('banner').getByRole('link', { name: 'Home' }).waitFor();
        await page.getByRole('contentinfo').waitFor();

        // Home -> Men (the main navigation's link) -> Shirts: plain links, full page loads.
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Men', exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === '/men/');
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        await page.goto(siteUrl('northbridge', 'gb', '/men/shirts/'));
        await page.getByRole('heading', { level: 1, name: 'Shirts' }).waitFor();
        // The first page of products, each card a heading with its link.
        expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBeGreaterThan(3);

        // A product card -> its page: name, price and sizes are there.
        const card = page.getByRole('main').getByRole('heading', { level: 3 }).first();
        const name = (await card.textContent())?.trim() ?? '';
        await page.getByRole('main').getByRole('link', { name }).first().click();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(await page.getByRole('main').textContent()).toMatch(/£\d+\.\d\d/);

        // Its breadcrumb leads back to the category.
        await page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: 'Shirts' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Shirts' }).waitFor();
      },
      { javaScriptEnabled: false },
    );
  });
});
