/**
 * Issue 16 on the German site (northbridge-de, EUR): what a shopper sees must be right, in German.
 *
 * - 1. A printed shirt costs one price everywhere: the product page shows the print's surcharge
 *   and the price with it before Add; basket, receipt and the order page charge the same unit
 *   price, and two cost twice that.
 * - 2. The receipt survives a reload.
 * - 6. The contact form keeps every field when the server refuses the message, and says why in
 *   German.
 * - 11. Server messages, line properties, shipping and payment texts are German.
 */
import { BASKET_TOKEN_COOKIE } from '@clubshop/basket';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { basketWithLine } from './harness/basket-setup.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { type Journey, runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteOf, uniqueEmail } from './harness/shop-api.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';

const password = 'Richtig-Pferd-42';
/** The northbridge home shirt with a Player print ("Spielername und Nummer"). */
const printedShirt = '/herren/trikots/heimtrikots/klassik-heimtrikot-26-27-1000-navy/';

/** Euro amounts as a German page writes them ("1.234,50 €"), as numbers. */
function euros(text: string | null): number[] {
  return [...(text ?? '').matchAll(/(\d{1,3}(?:\.\d{3})*,\d{2})\s?€/g)].map((match) =>
    Number(match[1]?.replaceAll('.', '').replace(',', '.')),
  );
}

const cents = (amount: number) => Math.round(amount * 100);

function basketLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ });
}

async function registerThroughApi(email: string): Promise<void> {
  const site = siteOf('northbridge', 'de');
  const response = await fetch(`${shopUnderTest().apiUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', StoreId: site.storeId, culture: site.culture },
    body: JSON.stringify({ email, password, firstName: 'Lena', lastName: 'Becker' }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(siteUrl('northbridge', 'de', '/login/'));
  const login = page.getByRole('form', { name: 'Anmelden' });
  await login.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await login.getByLabel(/^Passwort\b/).fill(password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/user/'));
}

/** Fills the German checkout (home delivery, card) and goes to the test payment page. */
async function checkoutToPayment(journey: Journey, email: string): Promise<void> {
  const { page } = journey;
  await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await billing.getByRole('textbox', { name: 'E-Mail bestätigen' }).fill(email);
  await billing.getByRole('textbox', { name: /^Telefon/ }).fill('+49 40 123456');
  await billing.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
  await billing.getByRole('textbox', { name: 'Nachname' }).fill('Becker');
  await billing.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Hafenstraße 12');
  await billing.getByRole('textbox', { name: 'Postleitzahl' }).fill('20457');
  await billing.getByRole('textbox', { name: 'Ort' }).fill('Hamburg');
  await billing.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'Deutschland' });
  await page
    .getByRole('group', { name: 'Versandart' })
    .getByRole('radio', { name: /Lieferung nach Hause/ })
    .check();
  // The first method (the card): its name is item 11's business, not this flow's.
  await page.getByRole('group', { name: 'Zahlungsart' }).getByRole('radio').first().check();
  await journey.expectAccessible('German checkout, filled');
  await page.getByRole('button', { name: 'Zur Zahlung' }).click();
  // The test payment page speaks the shop's language too.
  await page.getByRole('heading', { level: 1, name: 'Testzahlung' }).waitFor();
}

/** Approves the test payment and waits for the receipt's order number. */
async function approve(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await page.waitForURL((url) => url.pathname === '/receipt/');
  await page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung' }).waitFor();
  const readNumber = async () =>
    /CS-\d+/.exec((await page.getByTestId('order-number').textContent()) ?? '')?.[0];
  await expect.poll(readNumber).toBeTruthy();
  return (await readNumber()) ?? '';
}

/** The unit price and line total of the only line of a basket, receipt or order. */
async function lineAmounts(page: Page): Promise<{ unit: number; total: number }> {
  const line = page.getByRole('main').locator('.cs-basket-line').first();
  await line.waitFor();
  const unit = euros(await line.locator('.cs-basket-line__unit').textContent())[0] ?? Number.NaN;
  const total = euros(await line.locator('.cs-basket-line__total').textContent())[0] ?? Number.NaN;
  return { unit, total };
}

describe('the German shop (northbridge-de)', () => {
  const browser = chromiumForTests();

  test('16.1 a printed shirt costs one price on the product page, in the basket, on the receipt and the order', async () => {
    await runJourney(browser, 'de-printed-shirt-price', async (journey) => {
      const { page } = journey;
      const email = uniqueEmail('de-print');
      await registerThroughApi(email);
      await logIn(page, email);

      await page.goto(siteUrl('northbridge', 'de', printedShirt));
      await page.getByRole('heading', { level: 1, name: /Klassik Heimtrikot/ }).waitFor();
      const sizes = page.getByRole('group', { name: /^Größe/ }).getByRole('radio');
      await sizes.first().waitFor();
      for (const size of await sizes.all()) {
        if (await size.isEnabled()) {
          await size.check();
          break;
        }
      }
      const shirtPrice = euros(await page.locator('.sf-product__details .cs-price').first().textContent()).at(
        0,
      );
      expect(shirtPrice).toBeGreaterThan(0);

      const personalise = page.getByRole('group', { name: 'Trikot personalisieren' });
      const player = personalise.getByRole('radio', { name: /^Spielername und Nummer/ });
      // The surcharge is there before Add, in German money: "+14,99 €" or whatever the shop asks.
      const playerLabel = await personalise
        .locator('label')
        .filter({ hasText: 'Spielername und Nummer' })
        .textContent();
      const surcharge = euros(playerLabel).at(0) ?? Number.NaN;
      expect(playerLabel).toMatch(/\+\d+,\d{2}\s?€/);
      await player.check();
      const unit = (cents(shirtPrice ?? 0) + cents(surcharge)) / 100;
      const withPrint = page.getByText(/^Mit Beflockung:/);
      await withPrint.waitFor();
      expect(euros(await withPrint.textContent())).toEqual([unit]);
      await personalise.getByRole('combobox', { name: /^Spieler/ }).selectOption({ label: '10 Walsh' });
      // The header counts the line at once (optimistically); the page is reloaded below, so wait for
      // the API's answer to the add (a basket is created by its first line, then the line added).
      const added = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          /^\/api\/baskets\/[^/]+$/.test(new URL(response.url()).pathname),
      );
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      expect((await added).ok()).toBe(true);
      await expect.poll(() => basketLink(page).textContent()).toMatch(/1 Artikel$/);

      await page.goto(siteUrl('northbridge', 'de', '/cart/'));
      await page.getByRole('heading', { level: 1, name: 'Dein Warenkorb' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Menge erhöhen' }).click();
      await expect.poll(() => basketLink(page).textContent()).toMatch(/2 Artikel$/);
      await expect.poll(async () => (await lineAmounts(page)).total).toBe((cents(unit) * 2) / 100);
      expect((await lineAmounts(page)).unit).toBe(unit);
      // The line names its properties in German (not "color" and "size").
      const properties = (await page.locator('.cs-basket-line__properties').first().textContent()) ?? '';
      expect(properties).toContain('Farbe');
      expect(properties).toContain('Größe');
      expect(properties).not.toMatch(/\b(color|size)\b/);
      await journey.expectAccessible('German basket with a printed shirt');

      await page.getByRole('link', { name: 'Zur Kasse' }).click();
      await checkoutToPayment(journey, email);
      const orderNumber = await approve(page);
      expect(await lineAmounts(page)).toEqual({ unit, total: (cents(unit) * 2) / 100 });

      await page.getByRole('banner').getByRole('link', { name: 'Mein Konto' }).click();
      await page.getByRole('navigation').getByRole('link', { name: 'Bestellhistorie' }).click();
      const row = page.getByRole('main').getByRole('row').filter({ hasText: orderNumber });
      await row.getByRole('link', { name: /Bestellung ansehen/ }).click();
      await page.waitForURL((url) => /^\/user\/order-history\/[^/]+\/$/.test(url.pathname));
      await page.getByRole('main').getByText(orderNumber).first().waitFor();
      expect(await lineAmounts(page)).toEqual({ unit, total: (cents(unit) * 2) / 100 });
      await journey.expectAccessible('German order page');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('16.2 reloading the receipt shows the same order, and keeps the new basket', async () => {
    await runJourney(browser, 'de-receipt-reload', async (journey) => {
      const { page, context } = journey;
      await basketWithLine(context, { club: 'northbridge', country: 'de', variantId: 'nb-p1001-navy' });
      await page.goto(siteUrl('northbridge', 'de', '/checkout/'));
      await checkoutToPayment(journey, uniqueEmail('de-receipt'));
      const orderNumber = await approve(page);
      await expect.poll(() => basketLink(page).textContent()).toMatch(/0 Artikel$/);
      const newBasket = (await context.cookies()).find(
        (cookie) => cookie.name === BASKET_TOKEN_COOKIE,
      )?.value;

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung' }).waitFor();
      await expect.poll(async () => page.getByTestId('order-number').textContent()).toBe(orderNumber);
      expect(await page.getByRole('main').textContent()).not.toContain('Diese Seite wurde nicht gefunden');
      expect((await context.cookies()).find((cookie) => cookie.name === BASKET_TOKEN_COOKIE)?.value).toBe(
        newBasket,
      );
      await journey.expectAccessible('German receipt, reloaded');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('16.6 the contact form keeps every field when the server refuses, and says why in German', async () => {
    await runJourney(browser, 'de-contact-refused', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('northbridge', 'de', '/contact/'));
      const form = page.getByRole('main').locator('form');
      await form.getByRole('textbox', { name: /^Name/ }).fill('Lena Becker');
      await form.getByRole('textbox', { name: /^E-Mail/ }).fill('lena@example.de');
      await form.getByRole('textbox', { name: /^Betreff/ }).fill('Trikotgröße');
      await form.getByRole('textbox', { name: /^Nachricht/ }).fill('Fällt das Heimtrikot klein aus?');
      // The server refuses the message: the request reaches the real API with an address it
      // rejects (as a broken connection or a stricter server would), and its answer is real.
      await page.route('**/api/customerservice**', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, email: 'kein-postfach' }) });
      });
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await form.getByRole('alert').getByText('Gib eine gültige E-Mail-Adresse ein').waitFor();
      expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Lena Becker');
      expect(await form.getByRole('textbox', { name: /^E-Mail/ }).inputValue()).toBe('lena@example.de');
      expect(await form.getByRole('textbox', { name: /^Betreff/ }).inputValue()).toBe('Trikotgröße');
      expect(await form.getByRole('textbox', { name: /^Nachricht/ }).inputValue()).toBe(
        'Fällt das Heimtrikot klein aus?',
      );
      await journey.expectAccessible('German contact form, refused');

      // Sent as typed, it goes through.
      await page.unroute('**/api/customerservice**');
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await page.getByRole('main').getByText('Danke, wir melden uns bald').waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('16.11 the API speaks German: refusals, shipping and payment texts', async () => {
    await runJourney(browser, 'de-server-messages', async (journey) => {
      const { page, context } = journey;
      await basketWithLine(context, { club: 'northbridge', country: 'de', variantId: 'nb-p1001-navy' });
      await page.goto(siteUrl('northbridge', 'de', '/cart/'));
      await page.getByRole('heading', { level: 1, name: 'Dein Warenkorb' }).waitFor();

      const voucher = page.getByRole('textbox', { name: 'Gutscheincode' });
      await voucher.fill('nope');
      await page.getByRole('main').getByRole('button', { name: 'Einlösen', exact: true }).click();
      await page.getByRole('main').getByText('Den Gutscheincode „NOPE“ gibt es nicht.').waitFor();

      // More than the stock: the refusal names the stock, in German.
      const quantity = page.getByRole('main').getByRole('spinbutton').first();
      await quantity.fill('99');
      await quantity.press('Enter');
      await page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: /Von .+ (ist|sind) nur noch \d+ Stück auf Lager\./ })
        .waitFor();
      await journey.expectAccessible('German basket with refusals');

      await page.goto(siteUrl('northbridge', 'de', '/checkout/'));
      await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
      const delivery = page.getByRole('group', { name: 'Versandart' });
      await delivery.getByRole('radio').first().waitFor();
      const deliveryText = (await delivery.textContent()) ?? '';
      expect(deliveryText).toMatch(/Kostenlos ab \d+,\d{2}\s?€/);
      expect(deliveryText).not.toMatch(/Free from|EUR/);
      const payment = (await page.getByRole('group', { name: 'Zahlungsart' }).textContent()) ?? '';
      expect(payment).toContain('Karte (Visa, Mastercard)');
      expect(payment).not.toContain('Card');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
