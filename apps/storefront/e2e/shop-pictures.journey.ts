/**
 * Issue 44: every picture a shopper's browser loads on the basket, checkout, receipt and order
 * history pages shows (its `naturalWidth` is above 0) and comes from the shop's own origin (the
 * storefront server forwards `/images/*` and `/media/*` to the API), never from the API's
 * PUBLIC_ORIGIN, which the Content-Security-Policy refuses in development and the browser in
 * production. A picture staff uploaded in the back office is the basket line's picture, as its
 * product page shows it first (decision 0064).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { JOURNEY_STAFF } from './harness/api-process-protocol.ts';
import { basketWithLine } from './harness/basket-setup.ts';
import { checkoutToPayment } from './harness/checkout-steps.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteOf, uniqueEmail } from './harness/shop-api.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';

const password = 'Correct-Horse-42';
/** A 32x32 PNG in green: the picture staff upload. */
const greenSquarePng =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRIiWPgqtCgKWIYtaBiNIg0RlMR12hG0xgtKrhGS9OK0QqHa7TKrBhtVWiMNrwqRpuOGoO6dQ0ABbWoH/pQMC8AAAAASUVORK5CYII=';

/** A call of the admin API as the journeys' owner; its status and JSON body. */
async function admin(token: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${shopUnderTest().apiUrl}/admin/api${path}`, init);
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in the setup
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

/**
 * Staff upload a picture in the back office and give it to a new product of the club (unlisted,
 * so no other journey's listing changes); its size's item id and the upload's path.
 */
async function productWithUploadedPicture(storeId: string): Promise<{ itemId: string; upload: string }> {
  const signedIn = await admin(undefined, 'POST', '/auth/token', {
    grant_type: 'password',
    username: JOURNEY_STAFF.email,
    password: JOURNEY_STAFF.password,
  });
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.access_token as string;
  const form = new FormData();
  form.set('file', new Blob([Buffer.from(greenSquarePng, 'base64')], { type: 'image/png' }), 'kit.png');
  const uploaded = await admin(token, 'POST', `/sites/${storeId}/media`, form);
  expect(uploaded.status).toBe(201);
  const handle = `photo-kit-${Date.now().toString(36)}`;
  const created = await admin(token, 'POST', `/sites/${storeId}/products`, {
    handle,
    name: { en: 'Photo Kit', da: 'Fotosæt', de: 'Fotoset' },
    category: 'men/shirts',
    kind: 'shirt',
    listed: false,
    images: [{ src: uploaded.body.src, alt: 'The kit from the front' }],
    variants: [
      {
        colour: { en: 'Green' },
        colorHex: '#00AA55',
        prices: { GBP: { price: 5900 }, DKK: { price: 49900 }, EUR: { price: 6700 } },
        items: [{ sku: `${handle}-m`, size: 'm', stock: 50 }],
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const listed = await admin(token, 'GET', `/sites/${storeId}/products?search=${handle}`);
  const productId = listed.body.items[0].id as string;
  const product = await fetch(`${shopUnderTest().apiUrl}/api/products?id=${encodeURIComponent(productId)}`, {
    headers: { StoreId: storeId },
  });
  const [read] = (await product.json()) as Array<{ variants: Array<{ id: string }> }>;
  const itemId = read?.variants[0]?.id ?? '';
  expect(itemId).not.toBe('');
  return { itemId, upload: uploaded.body.src as string };
}

/** Adds an item to a basket through the API, as the storefront does. */
async function addToBasket(token: string, storeId: string, itemId: string): Promise<void> {
  const response = await fetch(`${shopUnderTest().apiUrl}/api/baskets/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', StoreId: storeId },
    body: JSON.stringify({ productId: itemId, quantity: 1 }),
  });
  expect(response.status).toBe(200);
}

/**
 * Every `<img>` of the page, brought into view (lazy ones load then), has loaded with a
 * `naturalWidth` above 0, and it and every `srcset` candidate are under the page's own origin.
 * Answers the pictures' addresses.
 */
async function expectPicturesFromTheShop(page: Page, label: string): Promise<string[]> {
  const shopOrigin = new URL(page.url()).origin;
  const images = page.locator('img');
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        {
          message: `${label}: ${await image.evaluate((element: HTMLImageElement) => element.currentSrc || element.src)} did not load`,
        },
      )
      .toBe(true);
  }
  const pictures = await page.$$eval('img', (elements) =>
    elements.map((element) => ({
      loaded: element.currentSrc || element.src,
      candidates: (element.getAttribute('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean)
        .map((candidate) => new URL(candidate, document.baseURI).href),
      naturalWidth: element.naturalWidth,
    })),
  );
  for (const picture of pictures) {
    expect(new URL(picture.loaded).origin, `${label}: ${picture.loaded}`).toBe(shopOrigin);
    for (const candidate of picture.candidates) {
      expect(new URL(candidate).origin, `${label}: srcset ${candidate}`).toBe(shopOrigin);
    }
    expect(picture.naturalWidth, `${label}: ${picture.loaded}`).toBeGreaterThan(0);
  }
  return pictures.map((picture) => picture.loaded);
}

describe('pictures of a purchase', () => {
  const browser = chromiumForTests();

  test('basket, checkout, receipt and order history show every picture from the shop origin, the uploaded one included', async () => {
    const site = siteOf('northbridge', 'gb');
    const { itemId, upload } = await productWithUploadedPicture(site.storeId);
    const email = uniqueEmail('pictures');
    const registered = await fetch(`${shopUnderTest().apiUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', StoreId: site.storeId, culture: site.culture },
      body: JSON.stringify({ email, password, firstName: 'Robin', lastName: 'Ashdown' }),
    });
    expect(registered.ok).toBe(true);

    await runJourney(browser, 'shop-pictures', async (journey) => {
      const { page, context } = journey;
      await page.goto(siteUrl('northbridge', 'gb', '/login/'));
      const login = page.getByRole('form', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await login.getByLabel(/^Password\b/).fill(password);
      await login.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/user/'));

      const token = await basketWithLine(context, {
        club: 'northbridge',
        country: 'gb',
        variantId: 'nb-p1001-navy',
      });
      await addToBasket(token, site.storeId, itemId);
      const uploadedPicture = (pictures: string[]) =>
        pictures.filter((url) => new URL(url).pathname === upload);

      await page.goto(siteUrl('northbridge', 'gb', '/cart/'));
      await page.getByRole('main').getByRole('listitem').filter({ hasText: 'Photo Kit' }).waitFor();
      const basket = await expectPicturesFromTheShop(page, 'basket');
      // The basket line shows the uploaded picture, not a generated one.
      expect(uploadedPicture(basket)).toHaveLength(1);
      expect(basket.filter((url) => new URL(url).pathname.startsWith('/media/product/'))).not.toHaveLength(0);

      await page.goto(siteUrl('northbridge', 'gb', '/checkout/'));
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      // The checkout shows no lines (the summary's figures only): its header's and footer's pictures.
      await expectPicturesFromTheShop(page, 'checkout');

      await checkoutToPayment(journey, email);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/receipt/');
      await page.getByRole('main').getByText('Order number').first().waitFor();
      await page.getByRole('main').getByText('Photo Kit').first().waitFor();
      const receipt = await expectPicturesFromTheShop(page, 'receipt');
      expect(uploadedPicture(receipt)).toHaveLength(1);

      await page.goto(siteUrl('northbridge', 'gb', '/user/order-history/'));
      await page.getByRole('heading', { name: 'Your orders' }).waitFor();
      await expectPicturesFromTheShop(page, 'order history');
      await page
        .getByRole('main')
        .getByRole('link', { name: /View order/ })
        .first()
        .click();
      await page.waitForURL((url) => /^\/user\/order-history\/[^/]+\/$/.test(url.pathname));
      await page.getByRole('main').getByText('Photo Kit').first().waitFor();
      const order = await expectPicturesFromTheShop(page, 'order');
      expect(uploadedPicture(order)).toHaveLength(1);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
