/**
 * Journeys 3, 4 and 5: product page (colour, size, personalisation with refused input, add to
 * basket, badge), basket (quantity, vouchers, to checkout) and checkout (addresses, shipping with
 * a drop point by zip code, newsletter, payment; approve lands on the receipt with the right
 * totals and an empty basket; cancel returns to the checkout with everything kept).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { basketWithLine } from './harness/basket-setup.ts';
import { amounts, basketLink, checkoutToPayment } from './harness/checkout-steps.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { uniqueEmail } from './harness/shop-api.ts';
import { siteUrl } from './harness/sites.ts';

/** How far the page scrolls sideways (0 when it fits the viewport). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** A shirt with three colours in the northbridge catalogue (Classic Away Shirt 26/27). */
const shirt = {
  navy: '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/',
  variantId: 'nb-p1001-navy',
};

describe('buying', () => {
  const browser = chromiumForTests();

  test('3. product page: colour, size, personalisation (bad name and number refused), add to basket, badge', async () => {
    await runJourney(browser, 'product-page', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('northbridge', 'gb', shirt.navy));
      await page.getByRole('heading', { level: 1, name: /Classic Away Shirt/ }).waitFor();
      await expect.poll(() => basketLink(page).getAttribute('aria-busy')).toBe('false');
      expect(await basketLink(page).textContent()).toMatch(/0 items/);
      await journey.expectAccessible('product page');

      // Each colour is its own page.
      await page
        .getByRole('group', { name: /^Colour/ })
        .getByRole('radio', { name: /^Gold/ })
        .check();
      await page.waitForURL((url) => url.pathname.endsWith('-gold/'));
      const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
      await sizes.first().waitFor();
      let chosen = false;
      for (const size of await sizes.all()) {
        if (await size.isEnabled()) {
          await size.check();
          chosen = true;
          break;
        }
      }
      expect(chosen).toBe(true);

      const personalise = page.getByRole('group', { name: 'Personalise your shirt' });
      await personalise.getByRole('radio', { name: /^Personal name/ }).check();
      // Exact names: a raw dictionary key ("Personalisation.Name") must not pass for a label.
      await personalise.getByRole('textbox', { name: 'Name', exact: true }).fill('R2-D2');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await personalise.getByText('Only letters and spaces are allowed').waitFor();
      await journey.expectAccessible('product page with refused personalisation');
      // Issue 7: the details column (personalisation messages and all) stays inside the viewport.
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await basketLink(page).textContent()).toMatch(/0 items/);

      // Issue 16, item 5: a player print is chosen from the squad, and checked before Add.
      await personalise.getByRole('radio', { name: /^Player name and number/ }).check();
      expect(await personalise.getByRole('textbox').count()).toBe(0);
      await page.getByRole('button', { name: 'Add to basket' }).click();
      const player = personalise.getByRole('combobox', { name: /^Player/ });
      await expect.poll(() => player.getAttribute('aria-invalid')).toBe('true');
      expect(await basketLink(page).textContent()).toMatch(/0 items/);
      await player.selectOption({ label: '10 Walsh' });
      await page.getByRole('button', { name: 'Add to basket' }).click();
      // The badge moves at once (optimistically); the status comes when the shop took the line.
      await page.getByRole('main').getByRole('status').filter({ hasText: 'Added to basket' }).waitFor();
      await expect.poll(() => basketLink(page).textContent()).toMatch(/1 item$/);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('3. product page on a 375 px phone: nothing scrolls sideways, also with refused personalisation', async () => {
    await runJourney(
      browser,
      'product-page-phone',
      async (journey) => {
        const { page } = journey;
        await page.goto(siteUrl('northbridge', 'gb', shirt.navy));
        await page.getByRole('heading', { level: 1, name: /Classic Away Shirt/ }).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        // On a phone the consent banner covers the page's lower half: answer it first.
        const banner = page.getByRole('dialog', { name: 'We use cookies' });
        await banner.getByRole('button', { name: 'Only necessary' }).click();
        await banner.waitFor({ state: 'hidden' });
        const personalise = page.getByRole('group', { name: 'Personalise your shirt' });
        await personalise.getByRole('radio', { name: /^Personal name/ }).check();
        await personalise.getByRole('textbox', { name: 'Name', exact: true }).fill('R2-D2');
        await page.getByRole('button', { name: 'Add to basket' }).click();
        await personalise.getByText('Only letters and spaces are allowed').waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await journey.expectAccessible('product page on a phone');
        expect(seriousPageErrors(journey)).toEqual([]);
      },
      { viewport: { width: 375, height: 812 } },
    );
  });

  test('4. basket: change the quantity, a valid voucher, an invalid one refused, on to checkout', async () => {
    await runJourney(browser, 'basket', async (journey) => {
      const { page, context } = journey;
      await basketWithLine(context, { club: 'northbridge', country: 'gb', variantId: shirt.variantId });
      await page.goto(siteUrl('northbridge', 'gb', '/cart/'));
      await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Classic Away Shirt' });
      await line.waitFor();
      await journey.expectAccessible('basket');

      const summary = page.getByRole('region', { name: 'Order summary' });
      const totalBefore = amounts((await summary.textContent()) ?? '').at(-1) ?? 0;
      await line.getByRole('button', { name: 'Increase quantity' }).click();
      await expect.poll(() => basketLink(page).textContent()).toMatch(/2 items$/);
      await expect
        .poll(async () => amounts((await summary.textContent()) ?? '').at(-1))
        .toBeGreaterThan(totalBefore);

      const voucher = page.getByRole('textbox', { name: 'Voucher code' });
      await voucher.fill('NOSUCHCODE');
      await page.getByRole('main').getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('main').getByRole('alert').first().waitFor();
      await journey.expectAccessible('basket with a refused voucher');

      const totalWithout = amounts((await summary.textContent()) ?? '').at(-1) ?? 0;
      await voucher.fill('WELCOME10');
      await page.getByRole('main').getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('main').getByText('WELCOME10').first().waitFor();
      await expect
        .poll(async () => amounts((await summary.textContent()) ?? '').at(-1))
        .toBeLessThan(totalWithout);

      await page.getByRole('link', { name: 'Go to checkout' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('5a. checkout: addresses, drop point, newsletter, payment approved -> receipt with the totals, basket empty', async () => {
    await runJourney(browser, 'checkout-approve', async (journey) => {
      const { page, context } = journey;
      await basketWithLine(context, { club: 'northbridge', country: 'gb', variantId: shirt.variantId });
      await page.goto(siteUrl('northbridge', 'gb', '/checkout/'));
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      // Issue 7: the checkout has a meta description (and stays out of search results).
      await expect
        .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
        .toMatch(/\w+ \w+/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      const total = await checkoutToPayment(journey, uniqueEmail('approve'));
      expect(total).toBeGreaterThan(0);
      // The API's test payment page shows the amount as money in the basket's culture: "£64.99".
      expect(await page.getByRole('main').textContent()).toContain(`£${total.toFixed(2)}`);
      await page.getByRole('button', { name: 'Approve payment' }).click();

      await page.waitForURL((url) => url.pathname === '/receipt/');
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      await page.getByRole('main').getByText('Order number').first().waitFor();
      expect(amounts((await page.getByRole('main').textContent()) ?? '')).toContain(total);
      await expect.poll(() => basketLink(page).textContent()).toMatch(/0 items$/);
      await journey.expectAccessible('receipt');

      await page.goto(siteUrl('northbridge', 'gb', '/cart/'));
      await page.getByRole('main').getByText('Your basket is empty').waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('5b. checkout: cancelling the payment returns to the checkout with everything kept', async () => {
    await runJourney(browser, 'checkout-cancel', async (journey) => {
      const { page, context } = journey;
      await basketWithLine(context, { club: 'northbridge', country: 'gb', variantId: shirt.variantId });
      await page.goto(siteUrl('northbridge', 'gb', '/checkout/'));
      const email = uniqueEmail('cancel');
      await checkoutToPayment(journey, email);
      await page.getByRole('button', { name: 'Cancel payment' }).click();

      await page.waitForURL((url) => url.pathname === '/checkout/');
      const billing = page.getByRole('group', { name: 'Billing address' });
      await expect
        .poll(() => billing.getByRole('textbox', { name: 'Email', exact: true }).inputValue())
        .toBe(email);
      expect(await billing.getByRole('textbox', { name: 'Street and number' }).inputValue()).toBe(
        '12 High Street',
      );
      expect(await page.getByRole('checkbox', { name: 'Ship to a different address' }).isChecked()).toBe(
        true,
      );
      const shipping = page.getByRole('group', { name: 'Shipping address' });
      expect(await shipping.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Manchester');
      expect(
        await page
          .getByRole('group', { name: 'Delivery method' })
          .getByRole('radio', { name: /Parcel locker or shop/ })
          .isChecked(),
      ).toBe(true);
      // Issue 16, item 3: the shopper is told the payment was cancelled; the pick-up point and the
      // payment method chosen before are still chosen, and shown.
      await page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: 'Your payment was cancelled' })
        .waitFor();
      const pickUp = page.getByRole('group', { name: 'Pick-up point' });
      await expect.poll(() => pickUp.getByRole('radio', { checked: true }).count()).toBe(1);
      expect(
        await page
          .getByRole('group', { name: 'Payment method' })
          .getByRole('radio', { name: /Card/i })
          .isChecked(),
      ).toBe(true);
      expect(await basketLink(page).textContent()).toMatch(/1 item$/);
      await journey.expectAccessible('checkout after a cancelled payment');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
