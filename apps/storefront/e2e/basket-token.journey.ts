/**
 * Issue 45, item 1 (decision 0076): the basket token never reaches a URL or a page script. A
 * shopper buys from the product page to the receipt in Chromium; at every step the page's
 * `document.cookie` holds no token of any kind, and no request the browser makes (page loads,
 * the page's `/api` calls, the payment page and its redirects back) names the basket token. The
 * token cookies are HttpOnly. A token that leaks after payment reveals no personal data.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { basketLink, checkoutToPayment } from './harness/checkout-steps.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { type Journey, runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteOf, uniqueEmail } from './harness/shop-api.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';

/** A shirt of the northbridge catalogue (Classic Away Shirt 26/27, navy). */
const shirt = '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/';

/** The cookies that hold a token of any kind (session or basket). */
const TOKEN_COOKIES = [
  'clubshop_basket_token',
  'clubshop_paid_basket',
  'clubshop_access_token',
  'clubshop_refresh_token',
];

/** The basket tokens the browser holds now (HttpOnly cookies included: the harness sees them). */
async function heldBasketTokens(journey: Journey): Promise<string[]> {
  const cookies = await journey.context.cookies();
  return cookies
    .filter((cookie) => cookie.name === 'clubshop_basket_token' || cookie.name === 'clubshop_paid_basket')
    .map((cookie) => {
      expect(cookie.httpOnly, `${cookie.name} is HttpOnly`).toBe(true);
      return cookie.value;
    });
}

/** What a page script reads: `document.cookie` holds no token cookie and no token value. */
async function expectNoTokenInReach(page: Page, tokens: ReadonlySet<string>, step: string): Promise<void> {
  const visible = await page.evaluate(() => document.cookie);
  for (const name of TOKEN_COOKIES) expect(visible, `${step}: document.cookie`).not.toContain(`${name}=`);
  for (const token of tokens) expect(visible, `${step}: document.cookie`).not.toContain(token);
}

describe('the basket token out of URLs and page scripts', () => {
  const browser = chromiumForTests();

  test('product -> basket -> checkout -> payment -> receipt: no URL names the token, document.cookie holds none', async () => {
    await runJourney(browser, 'basket-token', async (journey) => {
      const { page, context } = journey;
      const urls: string[] = [];
      context.on('request', (request: Request) => void urls.push(request.url()));
      const tokens = new Set<string>();
      /** One step of the journey: the tokens held so far are collected, and none is in reach. */
      const step = async (name: string) => {
        for (const token of await heldBasketTokens(journey)) tokens.add(token);
        await expectNoTokenInReach(page, tokens, name);
      };

      await page.goto(siteUrl('northbridge', 'gb', shirt));
      await page.getByRole('heading', { level: 1, name: /Classic Away Shirt/ }).waitFor();
      await expect.poll(() => basketLink(page).getAttribute('aria-busy')).toBe('false');
      await step('product page');

      const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
      await sizes.first().waitFor();
      for (const size of await sizes.all()) {
        if (await size.isEnabled()) {
          await size.check();
          break;
        }
      }
      // The add answered (the badge moves at once, before the basket exists).
      const added = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/baskets/current',
      );
      await page.getByRole('button', { name: 'Add to basket' }).click();
      expect((await added).ok()).toBe(true);
      await expect.poll(() => basketLink(page).textContent()).toMatch(/1 item$/);
      await step('added to the basket');
      // The basket exists, its token is held by the server alone, and the page knows it by the marker.
      expect(tokens.size).toBe(1);
      expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )clubshop_basket=1(;|$)/);

      await page.goto(siteUrl('northbridge', 'gb', '/cart/'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const quantity = page.getByRole('main').getByRole('spinbutton').first();
      if (await quantity.count()) {
        await quantity.fill('2');
        await quantity.press('Tab');
        await expect.poll(() => basketLink(page).textContent()).toMatch(/2 items$/);
      }
      await step('basket');

      await page.goto(siteUrl('northbridge', 'gb', '/checkout/'));
      const email = uniqueEmail('held-token');
      await checkoutToPayment(journey, email);
      await step('payment page');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/receipt/');
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      await expect.poll(() => basketLink(page).textContent()).toMatch(/0 items$/);
      await step('receipt');

      // A reload of the receipt shows the same order (the paid basket's HttpOnly cookie).
      const orderNumber = await page.getByTestId('order-number').textContent();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
      await step('receipt reloaded');

      // No request of the whole journey named the basket token, in its path or its query.
      expect(urls.length).toBeGreaterThan(10);
      expect(urls.some((url) => new URL(url).pathname.startsWith('/api/baskets/current'))).toBe(true);
      for (const token of tokens) {
        expect(urls.filter((url) => url.includes(token))).toEqual([]);
      }
      expect(urls.filter((url) => new URL(url).searchParams.has('token'))).toEqual([]);

      // The paid basket's token, should it leak (a log, a screenshot), reveals no personal data.
      const [paid] = tokens;
      const { apiUrl } = shopUnderTest();
      const site = siteOf('northbridge', 'gb');
      const headers = { accept: 'application/json', StoreId: site.storeId, culture: site.culture };
      for (const path of [`/api/checkout/${paid}`, `/api/baskets/${paid}/receipt`, `/api/baskets/${paid}`]) {
        const text = await (await fetch(`${apiUrl}${path}`, { headers })).text();
        for (const personal of [
          email,
          'Alex',
          'Morgan',
          '12 High Street',
          '+44 20 7946 0000',
          'Church Lane',
        ]) {
          expect(text, path).not.toContain(personal);
        }
      }
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
