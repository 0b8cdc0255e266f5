// @vitest-environment node
/**
 * Issue 44, item 1: the built-in test payment page approved in a real Chromium, through the
 * storefront server as `pnpm start` runs it (the API believes the storefront's X-Forwarded-Host,
 * so the payment page is linked under the shop's own address and its form posts go through the
 * storefront server's cross-site check). The page was sent with `Referrer-Policy: no-referrer`,
 * so Chromium sent `Origin: null` with "Approve payment" and the storefront refused it (403) on
 * every host: no order could be placed. The journeys did not see it because their API does not
 * believe a proxy, so their payment page is on the API's own address, where nothing checks the
 * origin of a post.
 *
 * Chromium resolves `localhost` and `*.localhost` to this machine by itself, so the shop is
 * driven under both the default site's address and a club's own host. The Stripe provider (the
 * Stripe double's hosted page) is driven the same way back to the shop.
 */
import { createServer } from 'node:net';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { serve } from '@hono/node-server';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stripePayments } from '../../commerce-api/src/server/payment-providers.ts';
import { type StripeDouble, startStripeDouble } from '../../commerce-api/src/testing/stripe-double.ts';
import { runFormAction } from '../src/entry-server.tsx';
import { londonAddress } from './support/checkout-fixtures.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A free loopback port (for the Stripe double, which must know its port before it listens). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// The API behind the storefront, believing its forwarded host (as scripts/start.mjs runs it).
const testPageApi = inProcessApi(180_000, { config: { trustProxy: 1 } });
let browser: Browser;
const servers: Array<ReturnType<typeof serve>> = [];

/** Serves a storefront server in front of `api` on a free port of every address; answers the port. */
function storefrontFor(api: TestApi): Promise<number> {
  const storefront = storefrontOverApi(api, {
    act: runFormAction,
    trustedProxies: 0,
  });
  return new Promise((resolve) => {
    // Every address of the machine: Chromium may reach `localhost` over IPv6 or IPv4.
    servers.push(serve({ fetch: storefront.fetch, port: 0 }, (info) => resolve(info.port)));
  });
}

let testPagePort: number;

beforeAll(async () => {
  testPagePort = await storefrontFor(testPageApi);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

const address = londonAddress('payment.page@example.com');

/**
 * Fills a basket and sends it to payment from a page of the shop, with the browser's own
 * `fetch` (so through the storefront's `/api` with the browser's Origin); answers the payment
 * page's address.
 */
async function checkoutFrom(
  shopOrigin: string,
  shopper?: BrowserContext,
): Promise<{ paymentUrl: string; returnUrl: string }> {
  const context = shopper ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${shopOrigin}/robots.txt`);
  const returnUrl = `${shopOrigin}/receipt/`;
  const answer = await page.evaluate(
    async ({ address, returnUrl, cancelUrl }) => {
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const call = async (path: string, body?: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const created = await call('/api/baskets');
      const token = (created.body.summary as { token: string }).token;
      for (const size of ['m', 'l', 's', 'xl']) {
        const added = await call(`/api/baskets/${token}`, {
          productId: `nb-p1001-navy-${size}`,
          quantity: 1,
        });
        if (added.status === 200) break;
      }
      await call(`/api/checkout/${token}/billingaddress`, address);
      await call(`/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-home' });
      return call(`/api/baskets/${token}/checkout`, { paymentProviderId: 'card', returnUrl, cancelUrl });
    },
    { address, returnUrl, cancelUrl: `${shopOrigin}/checkout/` },
  );
  if (shopper) await page.close();
  else await context.close();
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const paymentUrl = (answer.body.data as { url: string }).url;
  return { paymentUrl, returnUrl };
}

/** The two addresses a shop is reached under in development: the default site's and a club's. */
const shopOrigins = (port: number) => [`http://localhost:${port}`, `http://northbridge-gb.localhost:${port}`];

describe('the test payment page behind the storefront server, in Chromium', () => {
  for (const [index, host] of ['localhost', 'northbridge-gb.localhost'].entries()) {
    test(`"Approve payment" on http://${host}:<port>/ places the order and returns to the receipt`, async () => {
      const shopOrigin = shopOrigins(testPagePort)[index] ?? '';
      const { paymentUrl, returnUrl } = await checkoutFrom(shopOrigin);
      // Under the shop's own address, so its posts go through the storefront server.
      expect(new URL(paymentUrl).origin).toBe(shopOrigin);

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(paymentUrl);
      const approved = page.waitForResponse((response) => response.url().endsWith('/approve'));
      await page.getByRole('button', { name: 'Approve payment' }).click();
      const answer = await approved;
      expect(answer.status(), await answer.text().catch(() => '')).toBe(303);
      await page.waitForURL((url) => url.href.startsWith(returnUrl));
      expect(new URL(page.url()).searchParams.get('orderNumber')).toMatch(/\S/);
      await context.close();
    });
  }

  test('a post of unknown origin (Origin: null) to the payment page is still refused', async () => {
    const { paymentUrl } = await checkoutFrom(shopOrigins(testPagePort)[1] ?? '');
    const refused = await fetch(`${paymentUrl}/approve`.replace('northbridge-gb.localhost', 'localhost'), {
      method: 'POST',
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
      redirect: 'manual',
    });
    expect(refused.status).toBe(403);
  });
});

describe('the Stripe provider behind the storefront server, in Chromium', () => {
  let double: StripeDouble | undefined;
  let stripeApi: TestApi | undefined;
  let stripePort: number;

  beforeAll(async () => {
    const port = await freePort();
    double = await startStripeDouble({
      port,
      webhookSecret: 'whsec_clubshopDoubleSecret',
      // The signed event to the API, as Stripe sends it to the shop's webhook address.
      deliver: async ({ payload, signature, session }) => {
        await stripeApi?.fetch(`/payment/stripe/webhook/${session.metadata.storeId}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
          body: payload,
        });
      },
    });
    stripeApi = await createTestApi({
      config: { trustProxy: 1 },
      // The environment's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), as `pnpm start` with
      // the double is set up.
      payments: stripePayments({
        apiBase: double.base,
        secretKey: 'sk_test_clubshopDoubleKey',
        webhookSecret: 'whsec_clubshopDoubleSecret',
      }),
    });
    stripePort = await storefrontFor(stripeApi);
  }, 180_000);
  afterAll(async () => {
    await double?.close();
    await stripeApi?.close();
  });

  test('paying on the hosted page confirms the order and returns to the shop, whose receipt shows it', async () => {
    const shopOrigin = shopOrigins(stripePort)[1] ?? '';
    // One shopper (one browser profile) from the basket to the receipt: the receipt is the basket
    // its HttpOnly cookie holds, and Stripe's return names no token (decision 0076).
    const context = await browser.newContext();
    const { paymentUrl, returnUrl } = await checkoutFrom(shopOrigin, context);
    expect(new URL(paymentUrl).origin).toBe(double?.base);

    const page = await context.newPage();
    await page.goto(paymentUrl);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.href.startsWith(returnUrl));
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await page.getByTestId('order-number').waitFor();
    expect(await page.getByTestId('order-number').textContent()).toMatch(/^CS-\d+$/);
    // A reload finds it again, by the paid basket's cookie.
    const receipt = await page.evaluate(async () => {
      const response = await fetch('/api/baskets/paid/receipt', { headers: { Accept: 'application/json' } });
      return { status: response.status, text: await response.text() };
    });
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.text).toContain('orderNumber');
    await context.close();
  });
});
