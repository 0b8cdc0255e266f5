/**
 * Issue 45, item 4 (docs/decisions/0077-every-control-works-without-code.md): a shopper buys with
 * the keyboard only (Tab, Enter, Space; the arrow keys inside a radio group, as the platform
 * moves through one), and after every action in the page the focus is on something, never the
 * page's body; each basket change is read out by a live region. Then the focus after the
 * burger's navigation, the search's opening and the phone's sort.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { holdPageCode } from './harness/before-hydration.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { uniqueEmail } from './harness/shop-api.ts';
import { siteUrl } from './harness/sites.ts';

const browser = chromiumForTests();

const SHIRT = '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/';

/** The focused element, described for a failure message; `body` when the focus fell to the page. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return `${element.tagName.toLowerCase()} "${name}"`;
  });
}

/** After an action in the page: the focus settles on an element, not on the page's body. */
async function expectFocusKept(page: Page, after: string): Promise<void> {
  await expect.poll(() => focused(page), { message: `focus after ${after}` }).not.toBe('body');
  // ...and stays there (not a moment before it falls).
  await page.waitForTimeout(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  expect(await focused(page), `focus after ${after}`).not.toBe('body');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${target}; the focus is on ${await focused(page)}`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Tabs into a radio group (Tab stops on its checked or first radio), moves along it with the arrow
 * keys to `radio`, and checks it with Space.
 */
async function chooseRadio(page: Page, group: Locator, radio: Locator): Promise<void> {
  await group.waitFor();
  const inGroup = () =>
    group.evaluate(
      (element) =>
        element.contains(document.activeElement) && document.activeElement?.getAttribute('type') === 'radio',
    );
  for (let presses = 0; presses <= 150 && !(await inGroup()); presses++) await page.keyboard.press('Tab');
  for (let presses = 0; presses < 12; presses++) {
    if (await radio.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** The live region the basket page reads changes out through. */
const announcement = (page: Page) => page.getByRole('main').getByTestId('basket-announcement');

/** Answers the consent banner with the keyboard; the focus goes back to the page. */
async function answerConsent(page: Page): Promise<void> {
  const banner = page.getByRole('dialog', { name: 'We use cookies' });
  await tabTo(page, banner.getByRole('button', { name: 'Only necessary' }), { max: 200 });
  await page.keyboard.press('Enter');
  await banner.waitFor({ state: 'hidden' });
  await expectFocusKept(page, 'answering the consent banner');
}

/** Answers the consent banner with a click, for a test about something else. */
async function dismissConsent(page: Page): Promise<void> {
  const banner = page.getByRole('dialog', { name: 'We use cookies' });
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await banner.waitFor({ state: 'hidden' });
}

/** Adds the shirt to the basket from its page with the keyboard. */
async function addShirt(page: Page): Promise<void> {
  await page.goto(siteUrl('northbridge', 'gb', SHIRT));
  await page.getByRole('heading', { level: 1, name: /Classic Away Shirt/ }).waitFor();
  const sizes = page.getByRole('group', { name: /^Size/ });
  const size = sizes.getByRole('radio', { name: /^M\b/ });
  await chooseRadio(page, sizes, size);
  await expectFocusKept(page, 'choosing a size');
  const add = page.getByRole('button', { name: 'Add to basket' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await page.getByRole('main').getByRole('status').filter({ hasText: 'Added to basket' }).waitFor();
  await expectFocusKept(page, 'Add to basket');
  expect(await focused(page)).toMatch(/Add to basket/);
}

describe('the keyboard only', () => {
  test('a shopper buys: consent, product, basket + and −, checkout, payment', async () => {
    await runJourney(browser, 'keyboard-purchase', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      await answerConsent(page);

      await addShirt(page);

      // To the basket through the header's link.
      await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Basket/ }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/cart/');
      await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
      await expectFocusKept(page, 'the basket link');

      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Classic Away Shirt' });
      const spoken = announcement(page);
      expect((await spoken.textContent())?.trim()).toBe('');
      await tabTo(page, line.getByRole('button', { name: 'Increase quantity' }));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => spoken.textContent())
        .toMatch(/Classic Away Shirt.*quantity 2\. Basket total £/);
      await expectFocusKept(page, 'the basket’s +');
      expect(await focused(page)).toMatch(/Increase quantity/);
      await tabTo(page, line.getByRole('button', { name: 'Decrease quantity' }), { backwards: true });
      await page.keyboard.press('Space');
      await expect
        .poll(() => spoken.textContent())
        .toMatch(/Classic Away Shirt.*quantity 1\. Basket total £/);
      await expectFocusKept(page, 'the basket’s −');

      await tabTo(page, page.getByRole('link', { name: 'Go to checkout' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/checkout/');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await expectFocusKept(page, 'Go to checkout');

      const billing = page.getByRole('group', { name: 'Billing address' });
      const email = uniqueEmail('keyboard');
      await typeInto(page, billing.getByRole('textbox', { name: 'Email', exact: true }), email);
      await typeInto(page, billing.getByRole('textbox', { name: 'Confirm email' }), email);
      await typeInto(page, billing.getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0000');
      await typeInto(page, billing.getByRole('textbox', { name: 'First name' }), 'Kim');
      await typeInto(page, billing.getByRole('textbox', { name: 'Last name' }), 'Keys');
      await typeInto(page, billing.getByRole('textbox', { name: 'Street and number' }), '1 Tab Street');
      await typeInto(page, billing.getByRole('textbox', { name: 'Postcode' }), 'SW1A 1AA');
      await typeInto(page, billing.getByRole('textbox', { name: 'City' }), 'London');
      const country = billing.getByRole('combobox', { name: 'Country' });
      if ((await country.locator('option:checked').textContent()) !== 'United Kingdom') {
        await tabTo(page, country);
        await page.keyboard.type('United Kingdom');
      }
      await chooseRadio(
        page,
        page.getByRole('group', { name: 'Delivery method' }),
        page.getByRole('group', { name: 'Delivery method' }).getByRole('radio', { name: /Home delivery/ }),
      );
      await expectFocusKept(page, 'choosing the delivery');
      await chooseRadio(
        page,
        page.getByRole('group', { name: 'Payment method' }),
        page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /Card/i }),
      );
      const terms = page
        .getByRole('main')
        .getByRole('checkbox', { name: 'I accept the terms and conditions' });
      if (await terms.count()) {
        await tabTo(page, terms);
        await page.keyboard.press('Space');
        expect(await terms.isChecked()).toBe(true);
      }
      await tabTo(page, page.getByRole('button', { name: 'Go to payment' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
      // A page of its own (the payment provider's): the browser starts it at the top.
      await tabTo(page, page.getByRole('button', { name: 'Approve payment' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/receipt/');
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('Remove: the line goes, the removal is read out, the focus goes to the basket’s heading', async () => {
    await runJourney(browser, 'keyboard-remove', async ({ page }) => {
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      await dismissConsent(page);
      await addShirt(page);
      await page.goto(siteUrl('northbridge', 'gb', '/cart/'));
      await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
      await tabTo(page, page.getByRole('main').getByRole('button', { name: /^Remove Classic Away Shirt/ }));
      await page.keyboard.press('Enter');
      await page.getByRole('main').getByText('Your basket is empty').waitFor();
      await expect.poll(() => announcement(page).textContent()).toMatch(/Classic Away Shirt.*removed/);
      await expectFocusKept(page, 'Remove');
      expect(await focused(page)).toBe('h1 "Your basket"');
    });
  });

  test('opening the search puts the focus in its field, before the search’s code is there too', async () => {
    await runJourney(browser, 'keyboard-search', async ({ context, page }) => {
      // The search's island (loaded on the first focus on it) is held: the browser alone opens it.
      const island = await holdPageCode(context, (request) => /\/HeaderSearch-[^/]*\.js/.test(request.url()));
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      await dismissConsent(page);
      await page.locator('body').focus();
      await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Open search' }));
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatch(/^input/);
      await island.release();
      // The island hydrates the open search (its toggle then says "Close search"); a search typed
      // before that is the form's own GET, a page load, where the browser starts at the top.
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Close search' })
        .and(page.locator('[aria-expanded="true"]'))
        .waitFor();
      await page.keyboard.type('scarf');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Results for "scarf"' }).waitFor();
      await expectFocusKept(page, 'a search');
    });
  });
});

describe('on a phone', () => {
  test('the burger’s navigation puts the focus on the new page’s heading, not on "Open menu"', async () => {
    await runJourney(
      browser,
      'burger-focus',
      async ({ page }) => {
        await page.goto(siteUrl('northbridge', 'gb', '/'));
        await page
          .getByRole('dialog', { name: 'We use cookies' })
          .getByRole('button', { name: 'Only necessary' })
          .tap();
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await menu.getByText('Men', { exact: true }).tap();
        await menu.getByRole('link', { name: 'Show all Men' }).tap();
        await page.waitForURL((url) => url.pathname === '/men/');
        await menu.waitFor({ state: 'hidden' });
        await expect.poll(() => focused(page)).toBe('h1 "Men"');
      },
      { phone: true },
    );
  });

  test('the sort keeps the focus on the select', async () => {
    await runJourney(
      browser,
      'phone-sort-focus',
      async ({ page }) => {
        await page.goto(siteUrl('northbridge', 'gb', '/men/'));
        await page
          .getByRole('dialog', { name: 'We use cookies' })
          .getByRole('button', { name: 'Only necessary' })
          .tap();
        const sort = page.getByRole('main').getByRole('combobox', { name: 'Sort by' });
        await sort.focus();
        await sort.selectOption({ label: 'Price: high to low' });
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
        await expectFocusKept(page, 'the sort');
        expect(await focused(page)).toMatch(/^select/);
      },
      { phone: true },
    );
  });
});
