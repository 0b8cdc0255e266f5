/**
 * The back office in Chromium (issue 27), against the real commerce API paying through the Stripe
 * double, and the production back-office server: the sign-in form works without JavaScript; an
 * owner signs in and creates an editor and a fulfilment user; the editor changes a content page's
 * title, then a product's price and a picture with its text alternative (the shop's API serves
 * both within 2 s); a shopper's order paid at the double's hosted page is found by the fulfilment
 * user and marked Complete (only the legal moves offered), and the shopper's order history says
 * so; a second order is cancelled and refunded, and its stock is back; axe finds no serious
 * violation on any screen, in English and in German.
 */
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../commerce-api/src/db/database.ts';
import { seriousAxeViolations } from '../../storefront/e2e/harness/axe.ts';
import { launchChromium } from '../../storefront/e2e/harness/chromium.ts';
import { ownerEmail, staffPassword, startBackoffice, stripeKeys } from './harness.ts';

let running: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const editorEmail = 'editor@journey.example';
const packerEmail = 'packer@journey.example';
const shopperEmail = 'shopper@journey.example';
const storeId = 'northbridge-dk';
/** The size the shopper buys, its product and that product's handle. */
let bought: { itemId: string; productId: string; handle: string };
let shopperToken = '';
let orderNumber = '';
let orderId = '';
let second: { orderNumber: string; orderId: string } = { orderNumber: '', orderId: '' };

beforeAll(async () => {
  running = await startBackoffice();
  browser = await launchChromium();
  const owner = await ownerToken();
  await setStripeKeys(owner);
  bought = await createProduct(owner);
  shopperToken = await registerShopper();
  ({ orderNumber, orderId } = await placeOrder());
  second = await placeOrder();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await running?.close();
});

/** A call of the shop API on the Danish site, as the signed-in shopper. */
async function shop(method: string, path: string, body?: unknown) {
  const response = await running.api.fetch(path, {
    method,
    headers: {
      StoreId: storeId,
      'Content-Type': 'application/json',
      ...(shopperToken ? { Authorization: `Bearer ${shopperToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An access token of the first owner (for what the journey sets up through the admin API). */
async function ownerToken(): Promise<string> {
  const token = await running.api.fetch('/admin/api/auth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: ownerEmail, password: staffPassword }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

/** The site's owner sets the double's keys: the site then takes card payments through Stripe. */
async function setStripeKeys(owner: string) {
  const set = await running.api.fetch(`/admin/api/sites/${storeId}/payments/stripe`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
    body: JSON.stringify(stripeKeys),
  });
  expect(set.status).toBe(200);
}

/** A shirt the club adds through the admin API (in one of the site's categories), in stock. */
async function createProduct(owner: string) {
  const [category] = await queryRows<{ key: string }>(
    running.api.database.db,
    sql`select key from categories where store_id = ${storeId} and key <> '' order by key limit 1`,
  );
  const handle = 'journey-shirt';
  const created = await running.api.fetch(`/admin/api/sites/${storeId}/products`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
    body: JSON.stringify({
      handle,
      name: { da: 'Rejsetrøje', en: 'Journey shirt' },
      category: category?.key,
      kind: 'shirt',
      variants: [
        {
          colour: { da: 'Grøn', en: 'Green' },
          colorHex: '#00AA00',
          prices: {
            DKK: { price: 49900, discount: 44900 },
            EUR: { price: 6995, discount: null },
            GBP: { price: 5995, discount: null },
          },
          items: [
            { sku: `${handle}-m`, size: 'm', stock: 12 },
            { sku: `${handle}-l`, size: 'l', stock: 3 },
          ],
        },
      ],
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const [row] = await queryRows<{ productId: string }>(
    running.api.database.db,
    sql`select product_id as "productId" from product_details where handle = ${handle}`,
  );
  return { itemId: `${handle}-m`, productId: row?.productId ?? '', handle };
}

/** The shopper registers and signs in; resolves with their access token. */
async function registerShopper(): Promise<string> {
  const password = 'shopper password 1';
  const registered = await shop('POST', '/api/users/register', {
    email: shopperEmail,
    password,
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  expect(registered.status).toBe(201);
  const signedIn = await shop('POST', '/api/users/authenticate', {
    grant_type: 'password',
    username: shopperEmail,
    password,
  });
  return (signedIn.body.result as { access_token: string }).access_token;
}

/**
 * The shopper's order (basket, addresses, checkout), paid at the Stripe double's hosted page: its
 * Pay button sends the signed `checkout.session.completed` webhook that makes the order.
 */
async function placeOrder(): Promise<{ orderNumber: string; orderId: string }> {
  const token = ((await shop('POST', '/api/baskets')).body.summary as { token: string }).token;
  await shop('POST', `/api/baskets/${token}`, { productId: bought.itemId, quantity: 1 });
  await shop('POST', `/api/checkout/${token}/billingaddress`, {
    email: shopperEmail,
    emailConfirmation: shopperEmail,
    phone: '+45 12 34 56 78',
    firstName: 'Grace',
    lastName: 'Hopper',
    street: 'Vestergade 12',
    city: 'Aarhus',
    zipCode: '8000',
    country: 'DK',
  });
  await shop('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'dk-home' });
  const checkout = await shop('POST', `/api/baskets/${token}/checkout`, {
    paymentProviderId: 'mobilepay',
    returnUrl: 'http://localhost:5173/receipt/',
    cancelUrl: 'http://localhost:5173/checkout/',
  });
  const hostedPage = (checkout.body.data as { url: string }).url;
  expect(hostedPage.startsWith(running.stripe.base)).toBe(true);
  const paid = await fetch(hostedPage, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const [order] = await queryRows<{ order_number: string; id: string }>(
    running.api.database.db,
    sql`select id, order_number from orders where basket_token = ${token}`,
  );
  if (!order) throw new Error(`No order after paying: ${JSON.stringify(checkout)}`);
  return { orderNumber: order.order_number, orderId: order.id };
}

async function stockOf(itemId: string): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    running.api.database.db,
    sql`select stock_quantity as stock from items where id = ${itemId}`,
  );
  return row?.stock ?? -1;
}

async function newPage(options: { javaScriptEnabled?: boolean; locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-GB',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, email: string, lang = 'en') {
  await page.goto(`${running.url}/sign-in?lang=${lang}`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(staffPassword);
  await page.locator('button[type=submit]').click();
}

async function expectAxeClean(page: Page, label: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('the back office', () => {
  test('the sign-in form works without JavaScript, and holds the session in HttpOnly cookies', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${running.url}/sign-in`);
    await page.locator('#email').fill(ownerEmail);
    await page.locator('#password').fill('wrong password 1');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[role=alert]').textContent()).toContain('wrong');
    expect(await page.locator('#password').inputValue()).toBe('');
    await signIn(page, ownerEmail);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const cookies = await page.context().cookies();
    const access = cookies.find((cookie) => cookie.name === 'clubshop_bo_access');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookies.find((cookie) => cookie.name === 'clubshop_bo_refresh')?.httpOnly).toBe(true);
  });

  test('an owner creates an editor and a fulfilment user; document.cookie holds no token', async () => {
    const page = await newPage();
    await signIn(page, ownerEmail);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/clubshop_bo_(access|refresh)/);
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    for (const [email, role] of [
      [editorEmail, 'editor'],
      [packerEmail, 'fulfilment'],
    ] as const) {
      await page.locator('#staff-email').fill(email);
      await page.locator('#staff-password').fill(staffPassword);
      await page.getByLabel('Role').selectOption(role);
      await page.getByRole('button', { name: 'Add a member of staff' }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain(`${email} can now sign in.`);
    }
    await expect.poll(() => page.getByRole('cell', { name: editorEmail, exact: true }).count()).toBe(1);
    // A bad e-mail is refused by the form, translated, before anything is sent.
    await page.locator('#staff-email').fill('not an e-mail');
    await page.getByRole('button', { name: 'Add a member of staff' }).click();
    await expect.poll(() => page.getByText('Enter a valid e-mail address.').count()).toBe(1);
  });

  test('the editor changes a content page title, and the shop serves it', async () => {
    const page = await newPage();
    await signIn(page, editorEmail);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');
    await page.getByRole('link', { name: 'Content pages' }).click();
    await page.getByRole('heading', { name: 'Content pages', level: 1 }).waitFor();
    const link = page.locator('table a').first();
    const path = (await link.textContent()) ?? '';
    await link.click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.waitFor();
    await title.fill('Edited by the journey');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Saved.');
    // The editor may not open orders: not in the navigation.
    expect(await page.getByRole('link', { name: 'Orders' }).count()).toBe(0);
    const storeId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const resolved = await running.api.fetch(`/api/content?url=${encodeURIComponent(path)}`, {
      headers: { StoreId: storeId },
    });
    expect(JSON.stringify(await resolved.json())).toContain('Edited by the journey');
  });

  test('the editor changes a price and adds a picture with its text; the shop serves both within 2 s', async () => {
    const page = await newPage();
    await signIn(page, editorEmail);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByLabel('Name, handle or SKU').fill(bought.handle);
    await page.getByRole('button', { name: 'Find' }).click();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: bought.handle, exact: true }) })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
    // Every colour's Danish price to 123.45, not on sale.
    const prices = page.getByLabel('Price in DKK', { exact: true });
    const discounts = page.getByLabel('Discount price in DKK', { exact: true });
    for (let index = 0; index < (await prices.count()); index++) {
      await prices.nth(index).fill('123,45');
      await discounts.nth(index).fill('');
    }
    // A bad stock is refused by the form, translated, and focused; nothing is sent.
    const stock = page.locator('input[id^="stock-0-"]').first();
    const stockBefore = await stock.inputValue();
    await stock.fill('-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Enter a whole number from 0.').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await stock.getAttribute('id'));
    await stock.fill(stockBefore);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Picture (JPEG, PNG or WebP)').setInputFiles({
      name: 'back.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByLabel('Text alternative of the new picture').fill('The back of the shirt');
    await page.getByRole('button', { name: 'Upload the picture' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('The picture is uploaded: save the product to show it in the shop.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Saved.');
    const saved = Date.now();
    // The shop's product (what the storefront's product page renders) has both within 2 s.
    await expect
      .poll(
        async () => {
          const text = JSON.stringify((await shop('GET', `/api/products/${bought.productId}`)).body);
          return (
            text.includes('123.45') &&
            text.includes('The back of the shirt') &&
            text.includes('/images/uploads/')
          );
        },
        { timeout: 2_000, interval: 100 },
      )
      .toBe(true);
    expect(Date.now() - saved).toBeLessThan(2_000);
  });

  test('a save over a stale read keeps the typed change and offers the choice', async () => {
    const page = await newPage();
    await signIn(page, editorEmail);
    await page.goto(`${running.url}/products/${storeId}/${bought.handle}`);
    const name = page.getByLabel('Name (da)');
    await name.waitFor();
    const original = await name.inputValue();
    // Someone else changes the product meanwhile (straight in the database: its ETag changes).
    await running.api.database.db.execute(
      sql`update products set name = jsonb_set(name, '{da}', to_jsonb(${`${original} (other)`}::text)) where id = ${bought.productId}`,
    );
    await name.fill(`${original} (mine)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .getByText(
            'Someone else saved this product after you opened it. Your changes are still in the form.',
          )
          .count(),
      )
      .toBe(1);
    expect(await name.inputValue()).toBe(`${original} (mine)`);
    await page.getByRole('button', { name: 'Save my changes over theirs' }).click();
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Saved.');
    const [row] = await queryRows<{ name: string }>(
      running.api.database.db,
      sql`select name ->> 'da' as name from products where id = ${bought.productId}`,
    );
    expect(row?.name).toBe(`${original} (mine)`);
  });

  test('the fulfilment user finds the paid order, marks it Complete, and the shopper sees Complete', async () => {
    const page = await newPage();
    await signIn(page, packerEmail);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByLabel('Order number or e-mail').fill(shopperEmail);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect
      .poll(() => page.locator('table tbody a').allTextContents())
      .toEqual([second.orderNumber, orderNumber]);
    await page.getByRole('link', { name: orderNumber, exact: true }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    // Confirmed: only the legal moves are offered.
    const moves = page.locator('#status-heading + .bo-actions button');
    await expect
      .poll(() => moves.allTextContents())
      .toEqual(['Mark complete', 'Cancel the order', 'Print the packing slip']);
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('The order is now Complete.');
    await expect.poll(() => moves.allTextContents()).toEqual(['Print the packing slip']);
    const history = (await shop('GET', '/api/users/me/orders')).body as unknown as Array<{
      id: string;
      status: string;
    }>;
    expect(history.find((order) => order.id === orderId)?.status).toBe('Complete');
    const [row] = await queryRows<{ status: string }>(
      running.api.database.db,
      sql`select status from orders where id = ${orderId}`,
    );
    expect(row?.status).toBe('Complete');
  });

  test('a second order is cancelled and refunded in full; its stock is back', async () => {
    const page = await newPage();
    await signIn(page, packerEmail);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${running.url}/orders?q=${encodeURIComponent(second.orderNumber)}`);
    await page.getByRole('link', { name: second.orderNumber, exact: true }).click();
    await page.getByRole('heading', { name: `Order ${second.orderNumber}` }).waitFor();
    const stockBefore = await stockOf(bought.itemId);
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('The order is now Cancelled.');
    expect(await stockOf(bought.itemId)).toBe(stockBefore + 1);
    // A double click makes one refund: one Idempotency-Key until a refund went through.
    await page.getByRole('button', { name: 'Refund', exact: true }).dblclick();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringMatching(/^Refunded /));
    const refunds = await queryRows<{ amount: number }>(
      running.api.database.db,
      sql`select amount from order_refunds where order_id = ${second.orderId}`,
    );
    expect(refunds).toHaveLength(1);
    const [order] = await queryRows<{ total: number }>(
      running.api.database.db,
      sql`select total from orders where id = ${second.orderId}`,
    );
    expect(refunds[0]?.amount).toBe(order?.total);
    expect(running.stripe.refunds.size).toBe(1);
    await expect.poll(() => page.getByText('Left to refund:').textContent()).toMatch(/0[.,]00/);
  });

  test('axe finds no serious violation on any screen, in English and in German', async () => {
    const page = await newPage();
    await signIn(page, ownerEmail);
    await page.waitForURL(/\/dashboard$/);
    for (const lang of ['en', 'de'] as const) {
      if (lang === 'de') {
        await page.getByLabel('Language').selectOption('de');
        await page.waitForFunction(() => document.documentElement.lang === 'de');
      }
      for (const path of [
        '/dashboard',
        '/orders',
        '/products',
        '/settings',
        '/pages',
        '/dictionary',
        '/staff',
        '/audit',
      ]) {
        await page.goto(`${running.url}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectAxeClean(page, `${path} (${lang})`);
      }
      await page.goto(`${running.url}/orders`);
      const order = page.locator('table tbody a').first();
      await order.waitFor();
      await order.click();
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page, `order detail (${lang})`);
      await page.goto(`${running.url}/products/${storeId}/${bought.handle}`);
      await page.getByRole('heading', { name: lang === 'en' ? /^Edit / : / bearbeiten$/ }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page, `product editor (${lang})`);
      await page.goto(`${running.url}/staff`);
      await page.locator('table tbody button').first().click();
      await page.locator('#edit-staff').waitFor();
      await expectAxeClean(page, `staff change form (${lang})`);
      await page.goto(`${running.url}/pages`);
      await page.locator('table a').first().click();
      await page.locator('[role=textbox]').waitFor();
      await expectAxeClean(page, `page editor (${lang})`);
    }
    const signInPage = await newPage();
    for (const lang of ['en', 'de']) {
      await signInPage.goto(`${running.url}/sign-in?lang=${lang}`);
      await expectAxeClean(signInPage, `sign-in (${lang})`);
    }
    await signInPage.goto(`${running.url}/forgot-password?lang=de`);
    await expectAxeClean(signInPage, 'forgot password (de)');
  });
});

describe('vouchers and shipping screens (decision 0049)', () => {
  test('an owner adds, edits and deactivates a code and adds a method with a drop point, by keyboard; axe finds nothing in en and de', async () => {
    const page = await newPage();
    await signIn(page, ownerEmail);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${running.url}/vouchers`);
    await page.getByRole('heading', { name: 'Vouchers', level: 1 }).waitFor();
    await page.getByLabel('Site', { exact: true }).selectOption(storeId);
    // A bad percentage is refused by the form and nothing is sent.
    await page.locator('#voucher-code').fill('CLUB15');
    await page.locator('#voucher-percent').fill('150');
    await page.locator('#voucher-percent').press('Enter');
    await expect.poll(() => page.getByText('Enter a whole number from 1 to 100.').count()).toBe(1);
    await page.locator('#voucher-percent').fill('15');
    await page.locator('#voucher-percent').press('Enter');
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('CLUB15 is added.');
    await expect.poll(() => page.getByRole('cell', { name: 'CLUB15', exact: true }).count()).toBe(1);
    // The site's shoppers can use it.
    const token = ((await shop('POST', '/api/baskets')).body.summary as { token: string }).token;
    await shop('POST', `/api/baskets/${token}`, { productId: bought.itemId, quantity: 1 });
    expect((await shop('POST', `/api/checkout/${token}/voucher?voucherCode=club15`)).status).toBe(200);

    await page.getByRole('button', { name: 'Edit CLUB15' }).click();
    await page.locator('#edit-voucher-percent').waitFor();
    await expectAxeClean(page, 'voucher editor (en)');
    await page.locator('#edit-voucher-percent').fill('20');
    await page.locator('#edit-voucher-percent').press('Enter');
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('CLUB15 is saved.');
    await page.getByRole('button', { name: 'Deactivate CLUB15' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('CLUB15 is deactivated: shoppers can no longer use it.');

    await page.goto(`${running.url}/shipping`);
    await page.getByRole('heading', { name: 'Shipping methods', level: 1 }).waitFor();
    await page.getByLabel('Site', { exact: true }).selectOption(storeId);
    await page.getByRole('button', { name: 'Add a shipping method' }).click();
    await page.locator('#method-country').fill('DK');
    await page.locator('#method-kind').selectOption('parcelShop');
    await page.locator('#method-carrier').fill('Klubboks');
    await page.locator('#method-name').fill('Klubbens pakkeboks');
    await page.locator('#method-deliveryTime').fill('1-2 dage');
    await page.locator('#method-price').fill('25');
    await page.getByLabel('The shopper picks a drop point').check();
    await expectAxeClean(page, 'shipping method editor (en)');
    await page.locator('#method-price').press('Enter');
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('The shipping method is added.');
    await page.getByRole('button', { name: 'Drop points of Klubbens pakkeboks' }).click();
    await page.locator('#drop-point-name').fill('Klubhuset');
    await page.locator('#drop-point-street').fill('Stadionvej 1');
    await page.locator('#drop-point-zipCode').fill('8000');
    await page.locator('#drop-point-city').fill('Aarhus');
    await page.locator('#drop-point-city').press('Enter');
    await expect.poll(() => page.getByRole('cell', { name: 'Klubhuset', exact: true }).count()).toBe(1);
    await expectAxeClean(page, 'drop points (en)');
    // The shop offers the method on this site, with the stored point near 8000.
    await shop('POST', `/api/checkout/${token}/billingaddress`, { zipCode: '8000', country: 'DK' });
    const offered = (
      (await shop('GET', `/api/checkout/${token}`)).body.shippingMethods as Array<{
        id: string;
        name: string;
      }>
    ).find((method) => method.name === 'Klubbens pakkeboks');
    expect(offered).toBeDefined();
    const points = await shop(
      'GET',
      `/api/checkout/${token}/shipping/${offered?.id}/droppoints?zipCode=8000`,
    );
    expect(JSON.stringify(points.body)).toContain('Klubhuset');

    await page.getByLabel('Language').selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    for (const path of ['/vouchers', '/shipping']) {
      await page.goto(`${running.url}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.getByLabel('Shop', { exact: true }).selectOption(storeId);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page, `${path} (de)`);
    }
    await page.getByRole('button', { name: 'Abholstellen von Klubbens pakkeboks' }).first().click();
    await page.locator('#drop-point-name').waitFor();
    await expectAxeClean(page, 'drop points (de)');
  });
});
