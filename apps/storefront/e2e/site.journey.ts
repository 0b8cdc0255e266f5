/**
 * Journeys 1, 10 and 11: a club's home page (theme, logo, navigation, usps, footer, country
 * picker), routing (301 content route, unknown path, guarded /user/ pages) and the same club in
 * another country and another club.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteUrl } from './harness/sites.ts';

/** The seeded club values (/tmp/demo-clubs.md; apps/commerce-api/src/seed/clubs.ts). */
const clubs = {
  northbridge: { siteName: 'Northbridge FC', primaryColor: '#0B2545', company: 'Northbridge FC Retail Ltd' },
  riverside: {
    siteName: 'Riverside Rovers',
    primaryColor: '#1B5E20',
    company: 'Riverside Rovers Merchandise ApS',
  },
} as const;

/** The value of a CSS custom property on the root element (where the theme provider sets them). */
function rootProperty(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );
}

/** The text of the selected option of a select. */
/**
 * The active country the header's country switch shows (decision 0077: a disclosure of links, the
 * active site's link `aria-current`).
 */
function activeCountry(page: Page): Promise<string | null> {
  return page.getByRole('banner').locator('.sf-header__country a[aria-current="true"]').textContent();
}

/** Waits for the shell to have its settings (the logo link is in the header). */
async function openSite(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('banner').getByRole('navigation').first().waitFor();
}

describe('a club site', () => {
  const browser = chromiumForTests();

  test('1. the home page wears the club: theme colours, logo, navigation, usps, footer, active country', async () => {
    await runJourney(browser, 'home-page', async (journey) => {
      const { page } = journey;
      await openSite(page, siteUrl('northbridge', 'gb', '/'));

      expect((await rootProperty(page, '--cs-color-primary')).toLowerCase()).toBe(
        clubs.northbridge.primaryColor.toLowerCase(),
      );

      const header = page.getByRole('banner');
      const logo = header
        .getByRole('link', { name: 'Home' })
        .getByRole('img', { name: clubs.northbridge.siteName });
      await logo.waitFor();
      await expect
        .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);

      const navigation = header.getByRole('navigation', { name: 'Main navigation' });
      for (const name of ['Men', 'Women', 'Kids', 'Accessories']) {
        await navigation.getByRole('link', { name, exact: true }).waitFor();
      }

      await header.getByText('30-day returns').waitFor();
      await header.getByRole('link', { name: 'Free delivery over £50.00' }).waitFor();

      const footer = page.getByRole('contentinfo');
      await footer.getByText('Official club store').waitFor();
      await footer
        .getByRole('region', { name: 'Company information' })
        .getByText(clubs.northbridge.company)
        .waitFor();
      await footer.getByRole('link', { name: 'Terms and conditions' }).waitFor();
      await footer.getByRole('region', { name: 'Join the newsletter' }).waitFor();
      await footer.getByText(new RegExp(`© \\d{4} ${clubs.northbridge.company}`)).waitFor();

      expect(await activeCountry(page)).toBe('United Kingdom');
      expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
      expect(seriousPageErrors(journey)).toEqual([]);
      await journey.expectAccessible('home page (northbridge-gb)');
    });
  });

  test('10. a 301 content route redirects, an unknown path is a 404, /user/ pages need a login', async () => {
    await runJourney(browser, 'routing', async (journey) => {
      const { page } = journey;
      await openSite(page, siteUrl('northbridge', 'gb', '/old-shop/'));
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      await journey.expectAccessible('home after the /old-shop/ redirect');

      await page.goto(siteUrl('northbridge', 'gb', '/no-such-page/'));
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
      await page.getByRole('main').getByText('This page could not be found').waitFor();
      expect(await page.getByRole('main').getByTestId('error-status').textContent()).toBe('404');
      // The title says which error (the heading is the same for every one).
      expect(await page.title()).toBe('This page could not be found');
      await journey.expectAccessible('404 page');

      await page.goto(siteUrl('northbridge', 'gb', '/user/profile/'));
      await page.waitForURL((url) => url.pathname === '/login/');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      await journey.expectAccessible('login page after the guard');

      await page.goto(siteUrl('northbridge', 'gb', '/user/order-history/'));
      await page.waitForURL((url) => url.pathname === '/login/');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('11. another country speaks its language with its currency and prices; another club wears its theme', async () => {
    await runJourney(browser, 'countries-and-clubs', async (journey) => {
      const { page } = journey;
      await openSite(page, siteUrl('northbridge', 'gb', '/'));
      const arrivalsGb = page.getByRole('list', { name: 'New arrivals' });
      const firstGb = arrivalsGb.getByRole('listitem').first();
      const productGb = (await firstGb.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const priceGb = (await firstGb.getByText(/£\d/).first().textContent()) ?? '';
      expect(productGb).toMatch(/Home Shirt/);

      // Switch country through the picker, the way a shopper does: a full load of the German site.
      const header = page.getByRole('banner');
      await header.locator('summary').filter({ hasText: 'United Kingdom' }).click();
      await header.getByRole('link', { name: 'Deutschland' }).locator('visible=true').click();
      await page.waitForURL((url) => url.hostname === 'northbridge-de.localhost');
      await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
      await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Herren', exact: true })
        .waitFor();
      expect(await activeCountry(page)).toBe('Deutschland');
      const firstDe = page.getByRole('list', { name: 'Neuheiten' }).getByRole('listitem').first();
      expect(await firstDe.getByRole('heading', { level: 3 }).textContent()).toMatch(/Heimtrikot/);
      const priceDe =
        (await firstDe
          .getByText(/\d,\d{2}\s€/)
          .first()
          .textContent()) ?? '';
      expect(priceDe).not.toBe(priceGb);
      await journey.expectAccessible('home page (northbridge-de)');

      await openSite(page, siteUrl('northbridge', 'dk', '/'));
      expect(await page.getAttribute('html', 'lang')).toBe('da-DK');
      await page
        .getByRole('list', { name: 'Nyheder' })
        .getByRole('listitem')
        .first()
        .getByText(/kr\./)
        .first()
        .waitFor();
      await journey.expectAccessible('home page (northbridge-dk)');

      await openSite(page, siteUrl('riverside', 'gb', '/'));
      expect((await rootProperty(page, '--cs-color-primary')).toLowerCase()).toBe(
        clubs.riverside.primaryColor.toLowerCase(),
      );
      await page.getByRole('banner').getByRole('img', { name: clubs.riverside.siteName }).waitFor();
      await page.getByRole('contentinfo').getByText(clubs.riverside.company).first().waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
      await journey.expectAccessible('home page (riverside-gb)');
    });
  });
});
