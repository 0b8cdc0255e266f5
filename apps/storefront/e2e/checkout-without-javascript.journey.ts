/**
 * Issue 23: an order without JavaScript, on the throttled phone profile. A shopper completes the
 * checkout (its forms post to the storefront server's checkout action: addresses, a drop point
 * found by zip code, payment method), approves the test payment page and lands on the receipt with
 * the order. (Finding the product through the navigation and search and adding it without
 * JavaScript is the first test.)
 * No request URL of the whole run holds the e-mail, a name, the phone or the street. And the
 * checkout (as it is and with its errors), the receipt and the e-mail confirmation are axe clean
 * without JavaScript in every culture.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './harness/axe.ts';
import { holdPageCode, PHONE_PROFILE, recordRequestUrls, secretsInUrls } from './harness/before-hydration.ts';
import { fillAddress } from './harness/checkout-steps.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { type Journey, runJourney } from './harness/journey.ts';
import { devMails, siteOf, uniqueEmail } from './harness/shop-api.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';

const browser = chromiumForTests();

/** The API's headers of a seeded site. */
function apiHeaders(club: string, country: string) {
  const site = siteOf(club, country);
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    StoreId: site.storeId,
    culture: site.culture,
    currency: site.currency,
  };
}

/** One API call of the journey's set-up (not the shopper's doing). */
async function api<T>(club: string, country: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${shopUnderTest().apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: apiHeaders(club, country),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A basket of the site holding one product in stock, as the shopper's cookie names it. */
/** The shirts the purchase, forms and German-shop journeys put in baskets (products 1000 and 1001). */
const JOURNEY_SHIRTS = /^[a-z]+-p100[01]-/;

async function basketOf(context: BrowserContext, club: string, country: string): Promise<string> {
  const { summary } = await api<{ summary: { token: string } }>(club, country, '/api/baskets', {});
  const categories = await api<Array<{ id: string }>>(club, country, '/api/categories');
  for (const category of categories) {
    const { products } = await api<{ products: Array<{ variantId: string; availability: string }> }>(
      club,
      country,
      `/api/products/search?CategoryId=${category.id}&PageSize=24`,
    );
    // Not the shirts other journeys buy and count on (their stock is a few units: an order here
    // would leave too few for their quantity changes).
    const product = products.find(
      (candidate) => candidate.availability === 'InStock' && !JOURNEY_SHIRTS.test(candidate.variantId),
    );
    if (!product) continue;
    await api(club, country, `/api/baskets/${summary.token}`, { productId: product.variantId, quantity: 1 });
    // As the storefront server writes them (decision 0076): the token HttpOnly, the marker readable.
    const domain = new URL(siteOf(club, country).url).hostname;
    await context.addCookies([
      { name: 'clubshop_basket_token', value: summary.token, domain, path: '/', httpOnly: true },
      { name: 'clubshop_basket', value: '1', domain, path: '/' },
    ]);
    return summary.token;
  }
  throw new Error(`no product in stock on ${club}-${country}`);
}

/**
 * An order of the basket `token` placed and paid through the API (the receipt's set-up in the
 * cultures the shopper does not buy in): returns the receipt's path as payment returns to it
 * (no token in it: the receipt is the basket cookie's, decision 0076).
 */
async function paidOrder(club: string, country: string, token: string): Promise<string> {
  const code = country.toUpperCase();
  const email = uniqueEmail(`receipt-${country}`);
  const state = await api<{ shippingMethods: Array<{ id: string; requiresDropPoint: boolean }> }>(
    club,
    country,
    `/api/checkout/${token}/billingaddress`,
    {
      email,
      emailConfirmation: email,
      phone: '+45 32 12 34 56',
      firstName: 'Kim',
      lastName: 'Jensen',
      street: 'Hafenstraße 12',
      city: 'Hamburg',
      zipCode: country === 'dk' ? '2100' : '20457',
      country: code,
    },
  );
  const method = state.shippingMethods.find((candidate) => !candidate.requiresDropPoint);
  await api(club, country, `/api/checkout/${token}/shipping`, { shippingMethodId: method?.id });
  const payment = await api<{ availablePaymentMethods: Array<{ id: string }> }>(
    club,
    country,
    `/api/checkout/${token}`,
  );
  const root = siteUrl(club, country, '/');
  const { data } = await api<{ data: { url: string } }>(club, country, `/api/baskets/${token}/checkout`, {
    paymentProviderId: payment.availablePaymentMethods[0]?.id,
    returnUrl: `${root}receipt/`,
    cancelUrl: `${root}checkout/`,
  });
  const page = await (await fetch(data.url)).text();
  const approve = /action="([^"]*\/approve)"/.exec(page)?.[1] ?? '';
  const approved = await fetch(new URL(approve, data.url), { method: 'POST', redirect: 'manual' });
  const receipt = new URL(approved.headers.get('location') ?? '');
  return `${receipt.pathname}${receipt.search}`;
}

/**
 * Fails when axe finds a serious or critical violation on the journey's current page, as the
 * shopper without JavaScript has it. axe needs JavaScript to run (its checks are promises, which
 * a page with JavaScript off never settles), so the page's HTML as it stands is opened again in a
 * context with JavaScript on for axe alone, every script of the shop blocked: the same document,
 * nothing hydrated. Every page also has its own title.
 */
async function expectAxeClean(journey: Journey, label: string): Promise<void> {
  expect(await journey.page.title(), label).toMatch(/\S/);
  const url = journey.page.url();
  const html = await journey.page.content();
  const context = await browser.newContext({ viewport: PHONE_PROFILE.viewport, javaScriptEnabled: true });
  try {
    await context.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest()) {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      }
      return ['script', 'fetch', 'xhr'].includes(request.resourceType()) ? route.abort() : route.fallback();
    });
    const page = await context.newPage();
    await page.goto(url);
    expect(await seriousAxeViolations(page), label).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The checkout's heading, then the page is there. */
function checkoutHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('without JavaScript, on a phone', () => {
  test('finds a product through the burger and through search, and adds it to the basket', async () => {
    await runJourney(
      browser,
      'find-and-add-without-javascript',
      async ({ page }) => {
        const shop = (path: string) => siteUrl('northbridge', 'gb', path);
        await page.goto(shop('/'));
        // The burger's navigation (a native popover with disclosures).
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await menu.getByText('Men', { exact: true }).tap();
        await menu.getByRole('link', { name: 'Show all Men' }).tap();
        await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();

        // The header's search (a GET form in a native popover).
        await page.getByRole('banner').getByRole('button', { name: 'Open search' }).tap();
        const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
        await box.fill('shirt');
        await box.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('q') === 'shirt');
        const result = page.getByRole('main').locator('.cs-product-card h3').first();
        const name = (await result.textContent())?.trim() ?? '';
        await page.getByRole('main').getByRole('link', { name }).first().tap();
        await page.getByRole('heading', { level: 1, name }).waitFor();

        // A size, then "Add to basket": a form posted to the storefront server.
        for (const size of await page.getByRole('main').getByRole('radio').all()) {
          const label = (await size.getAttribute('name')) ?? '';
          if (label === 'variant' && (await size.isEnabled())) {
            await size.check();
            break;
          }
        }
        await page.getByRole('button', { name: 'Add to basket' }).tap();
        await expect
          .poll(() =>
            page
              .getByRole('banner')
              .getByRole('link', { name: /^Basket/ })
              .textContent(),
          )
          .toMatch(/1/);
      },
      { phone: true, javaScriptEnabled: false },
    );
  });

  test.each([
    { mode: 'without JavaScript', label: 'nojs', options: { javaScriptEnabled: false } },
    { mode: 'with the page code held back', label: 'held', options: { waitForHydration: false } },
  ])(
    '$mode: completes the checkout and the test payment page, lands on the receipt; no personal data in any URL',
    async ({ label, options }) => {
      await runJourney(
        browser,
        `checkout-${label}`,
        async (journey) => {
          const { page, context } = journey;
          const urls = recordRequestUrls(context);
          // Before hydration: the shop's code never arrives, the server's forms do all the work.
          if (label === 'held') await holdPageCode(context);
          const shop = (path: string) => siteUrl('northbridge', 'gb', path);
          const token = await basketOf(context, 'northbridge', 'gb');

          // From the basket page's link to the checkout.
          await page.goto(shop('/cart/'), { waitUntil: 'domcontentloaded' });
          await page
            .getByRole('main')
            .getByRole('link', { name: /checkout/i })
            .first()
            .click();
          // The checkout, without a line of JavaScript.
          await checkoutHeading(page, 'Checkout');
          await expectAxeClean(journey, 'checkout (en), no JavaScript');
          const email = uniqueEmail(`checkout-${label}`);
          const person = {
            email,
            phone: '+44 20 7946 0123',
            firstName: 'Rosalind',
            lastName: 'Featherstonehaugh',
            street: '221B Baker Street',
            zip: 'NW1 6XE',
            city: 'London',
          };
          await fillAddress(page, 'Billing address', person);
          await page
            .getByRole('group', { name: 'Delivery method' })
            .getByRole('radio', { name: /Parcel locker or shop/ })
            .check();
          // The pick-up point search shows with the method, before any submit (issue 45).
          expect(await page.locator('input[name="dropPointZipCode"]').isVisible()).toBe(true);
          await page
            .getByRole('group', { name: 'Payment method' })
            .getByRole('radio', { name: /Card/ })
            .check();
          // Paying without a pick-up point: the checkout again, saying what is missing, all kept.
          await page.getByRole('button', { name: 'Go to payment' }).click();
          await checkoutHeading(page, 'Checkout');
          await page
            .getByRole('group', { name: 'Delivery method' })
            .getByText('This field is required')
            .waitFor();
          const billing = page.getByRole('group', { name: 'Billing address' });
          expect(await billing.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);
          expect(
            await page
              .getByRole('group', { name: 'Payment method' })
              .getByRole('radio', { name: /Card/ })
              .isChecked(),
          ).toBe(true);
          await expectAxeClean(journey, 'checkout with errors (en), no JavaScript');

          // The pick-up points near a postcode: the search button posts the form too.
          await page.getByRole('textbox', { name: 'Postcode' }).last().fill('NW1 6XE');
          await page.getByRole('button', { name: 'Find pick-up points' }).click();
          const points = page.getByRole('group', { name: 'Pick-up point' });
          await points.getByRole('radio').first().check();
          await page.getByRole('button', { name: 'Go to payment' }).click();

          // The test payment page (its own form), then the receipt with the order.
          await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
          await page.getByRole('button', { name: 'Approve payment' }).click();
          await page.waitForURL((url) => url.pathname === '/receipt/', { waitUntil: 'domcontentloaded' });
          await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
          expect(await page.getByTestId('order-number').textContent()).toMatch(/\w+/);
          await expectAxeClean(journey, 'receipt (en), no JavaScript');
          // The paid basket is gone from the header.
          expect(
            await page
              .getByRole('banner')
              .getByRole('link', { name: /^Basket/ })
              .textContent(),
          ).toMatch(/0 items/);

          // Nothing personal or secret in any URL of the whole run: the receipt's address names no
          // basket token (decision 0076); the payment session in the payment page's is what that
          // URL is for.
          expect(
            secretsInUrls(urls, [
              email,
              person.firstName,
              person.lastName,
              person.phone,
              person.street,
              token,
            ]),
          ).toEqual([]);
          // Held back, the page's code never ran: the whole order was the server's forms.
          if (label === 'held') {
            expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
          }
        },
        { phone: true, ...options },
      );
    },
  );

  test.each([
    { club: 'northbridge', country: 'gb', culture: 'en', checkout: 'Checkout', submit: 'Go to payment' },
    { club: 'harbour', country: 'de', culture: 'de', checkout: 'Kasse', submit: 'Zur Zahlung' },
    { club: 'riverside', country: 'dk', culture: 'da', checkout: 'Kassen', submit: 'Gå til betaling' },
  ])(
    '$club-$country ($culture): checkout, its errors, the receipt and the e-mail confirmation are axe clean without JavaScript',
    async (site) => {
      await runJourney(
        browser,
        `checkout-axe-${site.culture}`,
        async (journey) => {
          const { page, context } = journey;
          const token = await basketOf(context, site.club, site.country);
          await page.goto(siteUrl(site.club, site.country, '/checkout/'));
          await checkoutHeading(page, site.checkout);
          await expectAxeClean(journey, `checkout (${site.culture})`);
          await page.getByRole('button', { name: site.submit }).click();
          await checkoutHeading(page, site.checkout);
          expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
          await expectAxeClean(journey, `checkout with errors (${site.culture})`);

          const receipt = await paidOrder(site.club, site.country, token);
          const answer = await page.goto(siteUrl(site.club, site.country, receipt));
          expect(answer?.status()).toBe(200);
          expect(await page.getByTestId('order-number').textContent()).toMatch(/\w+/);
          await expectAxeClean(journey, `receipt (${site.culture})`);

          const email = uniqueEmail(`confirm-${site.culture}`);
          const registered = await fetch(`${shopUnderTest().apiUrl}/api/users/register`, {
            method: 'POST',
            headers: apiHeaders(site.club, site.country),
            body: JSON.stringify({ email, password: 'Sup3r-secret-pass', firstName: 'Kim', lastName: 'Fan' }),
          });
          expect(registered.ok).toBe(true);
          let link: URL | undefined;
          await expect
            .poll(async () => {
              const [mail] = await devMails(email);
              link = mail?.links[0] ? new URL(mail.links[0]) : undefined;
              return link !== undefined;
            })
            .toBe(true);
          await page.goto(siteUrl(site.club, site.country, `${link?.pathname}${link?.search}`));
          await page.getByRole('heading', { level: 1 }).waitFor();
          await expectAxeClean(journey, `confirm-email (${site.culture})`);
          await page.goto(siteUrl(site.club, site.country, '/confirm-email/?token=not-a-token'));
          await expectAxeClean(journey, `confirm-email, invalid link (${site.culture})`);
        },
        { phone: true, javaScriptEnabled: false },
      );
    },
  );
});
