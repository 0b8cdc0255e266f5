/**
 * The back office in Chromium (issue 27), against the real commerce API and the production
 * back-office server: the sign-in form works without JavaScript; an owner signs in and creates an
 * editor and a fulfilment user; the editor changes a content page's title (the shop's content API
 * then serves it); the fulfilment user finds an order and opens it; axe finds no serious
 * violation on any screen, in English and in German.
 */
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../commerce-api/src/db/database.ts';
import { seriousAxeViolations } from '../../storefront/e2e/harness/axe.ts';
import { launchChromium } from '../../storefront/e2e/harness/chromium.ts';
import { ownerEmail, staffPassword, startBackoffice } from './harness.ts';

let running: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const editorEmail = 'editor@journey.example';
const packerEmail = 'packer@journey.example';
let orderNumber = '';

beforeAll(async () => {
  running = await startBackoffice();
  browser = await launchChromium();
  orderNumber = await placeOrder();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await running?.close();
});

/** A shopper's order on northbridge-dk through the shop API (basket, addresses, checkout). */
async function placeOrder(): Promise<string> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await running.api.fetch(path, {
      method,
      headers: { StoreId: 'northbridge-dk', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const token = ((await call('POST', '/api/baskets')).summary as { token: string }).token;
  const [item] = await queryRows<{ id: string }>(
    running.api.database.db,
    sql`select i.id from items i join products p on p.id = i.product_id
        join variant_prices vp on vp.variant_id = i.variant_id and vp.currency = 'DKK'
        where p.club_id = 'northbridge' and i.stock_state = 'InStock' and i.stock_quantity > 5
        order by i.id desc limit 1`,
  );
  await call('POST', `/api/baskets/${token}`, { productId: item?.id, quantity: 1 });
  const email = 'shopper@journey.example';
  await call('POST', `/api/checkout/${token}/billingaddress`, {
    email,
    emailConfirmation: email,
    phone: '+45 12 34 56 78',
    firstName: 'Grace',
    lastName: 'Hopper',
    street: 'Vestergade 12',
    city: 'Aarhus',
    zipCode: '8000',
    country: 'DK',
  });
  await call('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'dk-home' });
  const checkout = await call('POST', `/api/baskets/${token}/checkout`, {
    paymentProviderId: 'mobilepay',
    returnUrl: 'http://localhost:5173/receipt/',
    cancelUrl: 'http://localhost:5173/checkout/',
  });
  // The test payment page approves: the order is made then.
  const paymentUrl = new URL((checkout.data as { url: string }).url);
  await running.api.fetch(`${paymentUrl.pathname}/approve`, { method: 'POST', redirect: 'manual' });
  const [order] = await queryRows<{ order_number: string }>(
    running.api.database.db,
    sql`select order_number from orders where basket_token = ${token}`,
  );
  if (!order) throw new Error(`No order after the checkout: ${JSON.stringify(checkout)}`);
  return order.order_number;
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
    await expect.poll(() => page.getByRole('cell', { name: editorEmail }).count()).toBe(1);
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

  test('the fulfilment user finds an order by e-mail and opens it', async () => {
    const page = await newPage();
    await signIn(page, packerEmail);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByLabel('Order number or e-mail').fill('shopper@journey.example');
    await page.getByRole('button', { name: 'Filter' }).click();
    const first = page.locator('table tbody a').first();
    await first.waitFor();
    expect(await first.textContent()).toBe(orderNumber);
    await first.click();
    await page.getByRole('heading', { name: /^Order / }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Lines' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
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
