/**
 * Journeys 3, 4 and 5: product page (colour, size, personalisation with refused input, add to
 * basket, badge), basket (quantity, vouchers, to checkout) and checkout (addresses, shipping with
 * a drop point by zip code, newsletter, payment; approve lands on the receipt with the right
 * totals and an empty basket; cancel returns to the checkout with everything kept).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { basketWithLine } from './harness/basket-setup.ts';
import { amounts, basketLink, checkoutToPayment } from './harness/checkout-steps.ts';
import { launchChromium } from './harness/chromium.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { uniqueEmail } from './harness/shop-api.ts';
import { siteUrl } from './harness/sites.ts';

/** A shirt with three colours in the northbridge catalogue (Classic Away Shirt 26/27). */
const shirt = {
  navy: '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/',
  variantId: 'nb-p1001-navy',
};

describe('buying', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  // SKIPPED, waiting for translations of ui-kit's Personalisation keys: colour, size and the
  // "Player name and number" option work, the bad name is refused with "Only letters and spaces
  // are allowed", but the fields are labelled with raw keys ("Personalisation.Legend",
  // "Personalisation.Player", "Personalisation.ChoosePlayer", "Personalisation.Name",
  // "Personalisation.Number"): the seed dictionary has Product.Personalisation.* instead. Fix: one
  // side renames (ui-kit -> Product.Personalisation.* or seed adds Personalisation.*).
  test.skip('3. product page: colour, size, personalisation (bad name and number refused), add to basket, badge', async () => {
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
      await personalise.getByRole('radio', { name: 'Player name and number' }).check();
      // Exact names: a raw dictionary key ("Personalisation.Name") must not pass for a label.
      await personalise.getByRole('textbox', { name: 'Name', exact: true }).fill('R2-D2');
      // The number field takes two digits at most (maxLength), so out of range means 0.
      await personalise.getByRole('textbox', { name: 'Number', exact: true }).fill('0');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await personalise.getByText('Only letters and spaces are allowed').waitFor();
      await personalise.getByText(/Choose a number from \d+ to \d+/).waitFor();
      await journey.expectAccessible('product page with refused personalisation');
      expect(await basketLink(page).textContent()).toMatch(/0 items/);

      await personalise.getByRole('textbox', { name: 'Name', exact: true }).fill('Walsh');
      await personalise.getByRole('textbox', { name: 'Number', exact: true }).fill('10');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await expect.poll(() => basketLink(page).textContent()).toMatch(/1 item$/);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  // SKIPPED, waiting for (a) a voucher input on the basket page (/cart/ shows lines, summary and
  // "Go to checkout" only; VoucherInput is on /checkout/), and (b) the seed dictionary to hold
  // ui-kit's Basket.Summary.* (the summary region is named "Basket.Summary.Heading", not "Order
  // summary"), Basket.Quantity.Increase/Decrease, Basket.Line.* and Basket.Voucher.* keys.
  test.skip('4. basket: change the quantity, a valid voucher, an invalid one refused, on to checkout', async () => {
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
      await page.getByRole('button', { name: 'Add voucher' }).click();
      await page.getByRole('main').getByRole('alert').first().waitFor();
      await journey.expectAccessible('basket with a refused voucher');

      const totalWithout = amounts((await summary.textContent()) ?? '').at(-1) ?? 0;
      await voucher.fill('WELCOME10');
      await page.getByRole('button', { name: 'Add voucher' }).click();
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

  // SKIPPED (5a and 5b), waiting for the checkout form's labels: every field is named by a raw key
  // (Form.Email, Form.EmailConfirmation, Form.FirstName, Form.Street, Form.ZipCode, Form.Country
  // with placeholder Form.Country.Placeholder, Checkout.Invoice.Legend, Checkout.Shipping.Legend,
  // Checkout.Shipping.MethodLegend, Checkout.Payment.Legend, Checkout.DropPoint.*), so no field
  // is found by "Email", "First name", "Billing address", "Delivery", "Payment"... The seed
  // dictionary has Checkout.Email, Checkout.FirstName, Checkout.BillingAddress etc.
  test.skip('5a. checkout: addresses, drop point, newsletter, payment approved -> receipt with the totals, basket empty', async () => {
    await runJourney(browser, 'checkout-approve', async (journey) => {
      const { page, context } = journey;
      await basketWithLine(context, { club: 'northbridge', country: 'gb', variantId: shirt.variantId });
      await page.goto(siteUrl('northbridge', 'gb', '/checkout/'));
      const total = await checkoutToPayment(journey, uniqueEmail('approve'));
      expect(amounts((await page.locator('body').textContent()) ?? '')).toContain(total);
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

  test.skip('5b. checkout: cancelling the payment returns to the checkout with everything kept', async () => {
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
          .getByRole('radiogroup', { name: 'Delivery' })
          .getByRole('radio', { name: /Parcel locker or shop/ })
          .isChecked(),
      ).toBe(true);
      expect(await basketLink(page).textContent()).toMatch(/1 item$/);
      await journey.expectAccessible('checkout after a cancelled payment');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
