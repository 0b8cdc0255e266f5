/**
 * Issue 45, item 3 (docs/decisions/0077-every-control-works-without-code.md): the listing's sort
 * and filters and the header's country switch are native HTML (GET forms, a disclosure of links)
 * the server renders, so they work with JavaScript off and on a phone whose page code has not
 * arrived, where they used to sit disabled until hydration (and stay dead without it). Before the
 * page's code runs, a tap on a megamenu item goes to that item's category page. And, done before
 * this issue and checked here: account details and Log out work without JavaScript.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { holdPageCode } from './harness/before-hydration.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors, waitForHydration } from './harness/journey.ts';
import { confirmEmail, uniqueEmail } from './harness/shop-api.ts';
import { siteUrl } from './harness/sites.ts';

const browser = chromiumForTests();

/** The prices of the listing's cards, in order. */
function cardPrices(page: Page): Promise<number[]> {
  return page
    .getByRole('main')
    .locator('.cs-product-card')
    .evaluateAll((cards) =>
      cards.map((card) => Number((card.textContent?.match(/£(\d+\.\d\d)/) ?? [])[1] ?? Number.NaN)),
    );
}

/** Whether the page's code has run. */
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Sorts the listing high to low with the sort form, as a shopper without the page's code does. */
async function sortHighToLow(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await main.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('sort')?.startsWith('price') === true, {
    waitUntil: 'commit',
  });
  await expect.poll(async () => (await cardPrices(page)).length).toBeGreaterThan(1);
  const prices = await cardPrices(page);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);
}

describe('without JavaScript', () => {
  test('sort, filter and clear on a category page (desktop)', async () => {
    await runJourney(
      browser,
      'no-javascript-sort-filter',
      async ({ page }) => {
        await page.goto(siteUrl('northbridge', 'gb', '/men/'));
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        await sortHighToLow(page);

        // The filters are a form: a colour ticked and "Show results" sends it; the sort stays.
        const filters = page.getByRole('main').getByRole('form', { name: 'Filter' });
        await filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^Navy/ }).check();
        await filters.getByRole('button', { name: 'Show results' }).click();
        await page.waitForURL((url) => url.searchParams.getAll('f.color').length === 1);
        const url = new URL(page.url());
        expect(url.searchParams.get('sort')).toBe('price:desc');
        expect(
          await page
            .getByRole('main')
            .getByRole('form', { name: 'Filter' })
            .getByRole('checkbox', { name: /^Navy/ })
            .isChecked(),
        ).toBe(true);
        const filtered = await page.getByRole('main').locator('.cs-product-card').count();
        expect(filtered).toBeGreaterThan(0);
        const prices = await cardPrices(page);
        expect([...prices].sort((a, b) => b - a)).toEqual(prices);

        // Clear is a link to the listing without filters (the sort kept).
        await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click();
        await page.waitForURL((url) => url.searchParams.getAll('f.color').length === 0);
        expect(await page.getByRole('main').locator('.cs-product-card').count()).toBeGreaterThanOrEqual(
          filtered,
        );
      },
      { javaScriptEnabled: false },
    );
  });

  test('the phone’s filters open in place and apply', async () => {
    await runJourney(
      browser,
      'no-javascript-phone-filter',
      async ({ page }) => {
        await page.goto(siteUrl('northbridge', 'gb', '/men/'));
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        const main = page.getByRole('main');
        await main.getByText('Filter', { exact: true }).locator('visible=true').first().tap();
        const panel = main.locator('details[open] form');
        await panel.getByRole('checkbox', { name: /^Navy/ }).check();
        await panel.getByRole('button', { name: 'Show results' }).tap();
        await page.waitForURL((url) => url.searchParams.getAll('f.color').length === 1);
        expect(await main.locator('.cs-product-card').count()).toBeGreaterThan(0);
      },
      { phone: true, javaScriptEnabled: false },
    );
  });

  test('the header switches country', async () => {
    await runJourney(
      browser,
      'no-javascript-country',
      async ({ page }) => {
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        const header = page.getByRole('banner');
        await header.locator('summary').filter({ hasText: 'United Kingdom' }).click();
        await header.getByRole('link', { name: 'Deutschland' }).locator('visible=true').click();
        await page.waitForURL((url) => url.hostname.startsWith('northbridge-de.'));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^de/);
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('without JavaScript, signed in (issue 45: done before, checked here)', () => {
  test('account details are saved and Log out signs out', async () => {
    await runJourney(
      browser,
      'no-javascript-account',
      async ({ page }) => {
        const email = uniqueEmail('no-js-account');
        const password = 'Secret-NoJs-Pass-123';
        await page.goto(siteUrl('northbridge', 'gb', '/login/'));
        const register = page.getByRole('form', { name: 'Create an account' });
        await register.getByRole('textbox', { name: 'First name' }).fill('Nora');
        await register.getByRole('textbox', { name: 'Last name' }).fill('Script');
        await register.getByRole('textbox', { name: 'Email' }).fill(email);
        await register.getByLabel(/^Password\b/).fill(password);
        await register.getByLabel(/^Confirm password\b/).fill(password);
        await register.getByRole('button', { name: 'Create account' }).click();
        await page.getByText('Check your email to confirm your account').waitFor();
        await confirmEmail(email);
        const login = page.getByRole('form', { name: 'Log in' });
        await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
        await login.getByLabel(/^Password\b/).fill(password);
        await login.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL((url) => url.pathname === '/user/profile/');

        await page.goto(siteUrl('northbridge', 'gb', '/user/account-details/'));
        const details = page.getByRole('form', { name: 'Account Details' });
        await details.getByRole('textbox', { name: 'City' }).fill('Leeds');
        await details.getByRole('button', { name: 'Save details' }).click();
        await page.getByText('Your details are saved').waitFor();
        await page.goto(siteUrl('northbridge', 'gb', '/user/account-details/'));
        expect(await details.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Leeds');

        await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
        await page.goto(siteUrl('northbridge', 'gb', '/user/profile/'));
        await page.waitForURL((url) => url.pathname === '/login/');
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('JavaScript on, before the page code runs', () => {
  test('on the throttled phone: sort and filter work while the code is held', async () => {
    await runJourney(
      browser,
      'before-hydration-sort-filter',
      async (journey) => {
        const { context, page } = journey;
        const code = await holdPageCode(context);
        await page.goto(siteUrl('northbridge', 'gb', '/men/'), { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        // Nothing looks ready that is not: no control is disabled or busy while the code is away.
        expect(
          await page.getByRole('main').locator('fieldset[disabled], [aria-busy="true"] select').count(),
        ).toBe(0);
        await sortHighToLow(page);
        expect(await isHydrated(page)).toBe(false);
        await page
          .getByRole('main')
          .getByText('Filter', { exact: true })
          .locator('visible=true')
          .first()
          .tap();
        const panel = page.getByRole('main').locator('details[open] form');
        await panel.getByRole('checkbox', { name: /^Navy/ }).check();
        await panel.getByRole('button', { name: 'Show results' }).tap();
        await page.waitForURL((url) => url.searchParams.getAll('f.color').length === 1, {
          waitUntil: 'commit',
        });
        expect(new URL(page.url()).searchParams.get('sort')).toBe('price:desc');
        // (axe needs the page's scripts: here, with JavaScript on and the page's own code held.)
        await journey.expectAccessible('category page before hydration, sorted and filtered');
        await code.release();
        await waitForHydration(page);
        // Hydrated, a choice applies at once: no button to press, the address is the canonical one.
        await expect
          .poll(() => page.getByRole('main').getByRole('button', { name: 'Sort', exact: true }).count())
          .toBe(0);
        await page
          .getByRole('main')
          .getByRole('combobox', { name: 'Sort by' })
          .selectOption({ label: 'Price: low to high' });
        await page.waitForURL(
          (url) => url.searchParams.get('sort') === 'price' && !url.searchParams.has('dir'),
        );
      },
      { phone: true, waitForHydration: false },
    );
  });

  test('at 1,280 px: the country switch goes to the other site while the code is held', async () => {
    await runJourney(
      browser,
      'before-hydration-country',
      async (journey) => {
        const { context, page } = journey;
        const code = await holdPageCode(context);
        await page.goto(siteUrl('northbridge', 'gb', '/'), { waitUntil: 'commit' });
        const header = page.getByRole('banner');
        await header.locator('summary').filter({ hasText: 'United Kingdom' }).click();
        expect(await isHydrated(page)).toBe(false);
        await header.getByRole('link', { name: 'Deutschland' }).locator('visible=true').click();
        await page.waitForURL((url) => url.hostname.startsWith('northbridge-de.'), { waitUntil: 'commit' });
        await code.release();
        expect(seriousPageErrors(journey)).toEqual([]);
      },
      { waitForHydration: false },
    );
  });

  test('a touch on a megamenu item before the code runs goes to that item’s category page', async () => {
    await runJourney(
      browser,
      'before-hydration-megamenu-link',
      async ({ context, page }) => {
        // Decision 0077: before any code, the top item is the link it is without JavaScript; its
        // category page, with all its products and their filters, is where the shopper expects it
        // to go. From hydration on the first tap opens the panel (controls-before-hydration).
        const code = await holdPageCode(context);
        await page.goto(siteUrl('northbridge', 'gb', '/'), { waitUntil: 'commit' });
        const navigation = page.getByRole('navigation', { name: 'Main navigation' });
        await navigation.getByRole('link', { name: 'Men', exact: true }).tap();
        await page.waitForURL((url) => url.pathname === '/men/', { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
        expect(await page.getByRole('main').locator('.cs-product-card').count()).toBeGreaterThan(0);
        await code.release();
      },
      { phone: true, viewport: { width: 1280, height: 900 }, waitForHydration: false },
    );
  });
});
