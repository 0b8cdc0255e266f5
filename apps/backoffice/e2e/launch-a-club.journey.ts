/**
 * Issue 40's "done when": a NEW club launched and run for a week from the back office alone, in
 * Chromium, once at 1280 px and once at 390 px. The first owner is the CLI's (`clubshop staff
 * create --role owner`, whose service the harness calls); from there the owner launches the club
 * on the Sites screen, adds an editor and a fulfilment worker, sets the site's Stripe keys and a
 * shipping method and reads its VAT rate; the editor adds a category and creates a product with
 * two colours of two sizes (nothing imported); a shopper's order is paid at the Stripe double's
 * hosted page; the fulfilment worker ships it with a tracking number (the shopper sees the link on
 * the storefront's order page and gets the shipped mail); the owner refunds part; the worker takes
 * a return that restocks and refunds; the shopper's order page and mails show the VAT and both
 * refunds (HTML and text); the owner exports the orders and customers as CSV and erases the
 * shopper. Every screen visited is checked in English, German and Danish: no wider than the
 * window, and axe finds nothing serious or critical.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../commerce-api/src/db/database.ts';
import { seriousAxeViolations } from '../../storefront/e2e/harness/axe.ts';
import { launchChromium } from '../../storefront/e2e/harness/chromium.ts';
import { waitForHydration } from '../../storefront/e2e/harness/journey.ts';
import { ownerEmail, staffPassword, startBackoffice, stripeKeys } from './harness.ts';
import { overflowOf, requestsInFlight, settled } from './screen-checks.ts';

let running: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  running = await startBackoffice();
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await running?.close();
});

const cultures = ['en', 'de', 'da'] as const;
const shopperPassword = 'shopper password 1';

/** A staff tab of `width` px, with its requests under way tracked. */
interface StaffTab {
  page: Page;
  inFlight: Set<unknown>;
}

/** The week of one club, at one window width. */
/** Both widths; `E2E_LAUNCH_WIDTHS=390` runs one (while working on the journey). */
const widths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
].filter(({ width }) => (process.env.E2E_LAUNCH_WIDTHS ?? '1280,390').split(',').includes(String(width)));

describe.each(widths)('a new club launched and run for a week at $width px', ({ width, height }) => {
  const club = `Launch ${width}`;
  const storeId = `launch-${width}-dk`;
  const host = `${storeId}.localhost`;
  const editorEmail = `editor-${width}@launch.example`;
  const packerEmail = `packer-${width}@launch.example`;
  const shopperEmail = `shopper-${width}@launch.example`;
  const handle = `klubtroje-${width}`;
  /** Every screen checked, with its width at each culture (the report). */
  const checked: string[] = [];
  let order = { id: '', number: '', total: 0, vat: 0 };
  let items: Array<{ id: string; colour: string; size: string }> = [];
  let shopperToken = '';

  /** Signs a member in, in English, in a tab of the journey's width. */
  async function staffTab(email: string): Promise<StaffTab> {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    const inFlight = requestsInFlight(page);
    await page.goto(`${running.url}/sign-in?lang=en`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(staffPassword);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    await page.locator('main h1').first().waitFor();
    return { page, inFlight };
  }

  /** Picks the new club's site where the screen shows a site picker. */
  async function pickSite({ page, inFlight }: StaffTab) {
    await settled(page, inFlight);
    const picker = page.locator(`main select:has(option[value="${storeId}"])`).first();
    if ((await picker.count()) > 0 && (await picker.inputValue()) !== storeId) {
      await picker.selectOption(storeId);
      await settled(page, inFlight);
    }
  }

  /** The back office's language (the server's cookie), then the page read again. */
  async function setLanguage(tab: StaffTab, culture: string) {
    await tab.page.evaluate(async (chosen) => {
      await fetch('/language', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'X-Clubshop-Csrf': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ culture: chosen }),
      });
    }, culture);
    await tab.page.reload();
    await tab.page.waitForFunction((chosen) => document.documentElement.lang === chosen, culture);
    await tab.page.locator('main h1').first().waitFor();
    await pickSite(tab);
  }

  /**
   * The screen as it is (English), then read again in German and Danish (and back in English, the
   * club's site picked again): each no wider than the window, and no serious axe violation.
   */
  async function checkScreen(tab: StaffTab, screen: string) {
    const found: string[] = [];
    for (const culture of cultures) {
      if (culture !== 'en') await setLanguage(tab, culture);
      await settled(tab.page, tab.inFlight);
      const { scrollWidth, width: shown, wide } = await overflowOf(tab.page);
      expect(shown).toBe(width);
      if (scrollWidth > width || wide.length > 0)
        found.push(`${screen} (${culture}): ${scrollWidth} px wide, ${wide.join(', ')}`);
      const violations = await seriousAxeViolations(tab.page);
      if (violations.length > 0) found.push(`${screen} (${culture}): ${JSON.stringify(violations, null, 1)}`);
    }
    await setLanguage(tab, 'en');
    expect(found).toEqual([]);
    checked.push(screen);
  }

  /** Opens a screen of the navigation (behind the Menu button on a phone). */
  async function openNav(tab: StaffTab, name: string) {
    const link = tab.page.getByRole('navigation').getByRole('link', { name, exact: true });
    if (!(await link.isVisible())) await tab.page.getByRole('button', { name: 'Menu' }).click();
    await link.click();
    await tab.page.getByRole('heading', { level: 1 }).first().waitFor();
    await pickSite(tab);
  }

  /** A call of the shop API on the new club's site, as the shopper once signed in. */
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

  const stockOf = async (itemId: string) =>
    (
      await queryRows<{ stock: number }>(
        running.api.database.db,
        sql`select stock_quantity as stock from items where id = ${itemId}`,
      )
    )[0]?.stock ?? -1;

  test('the owner launches the club on the Sites screen and adds an editor and a fulfilment worker', async () => {
    const owner = await staffTab(ownerEmail);
    await openNav(owner, 'Sites');
    await owner.page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    const main = owner.page.getByRole('main');
    // A host name that is no host name is refused at its field, in words.
    await main.getByLabel('Club name').fill(club);
    await main.getByLabel('Host name').fill('not a host!');
    await main.getByLabel('Language').selectOption('da');
    await main.getByLabel('Currency').fill('DKK');
    await main.getByRole('button', { name: 'Create the club' }).click();
    await main
      .getByText('host must be a host name such as shop.club.example')
      .or(main.getByText('Check this field.'))
      .first()
      .waitFor();
    await main.getByLabel('Host name').fill(host);
    await main.getByRole('button', { name: 'Create the club' }).click();
    await main.getByText(`${club} is created: its site is ${storeId}.`).waitFor();
    await main.getByRole('cell', { name: host, exact: true }).waitFor();
    // A second country for the club: Germany, in German and euros.
    await main.getByLabel('Club', { exact: true }).selectOption(`launch-${width}`);
    await main.getByLabel('Host name').fill(`launch-${width}-de.localhost`);
    await main.getByLabel('Language').selectOption('de');
    await main.getByLabel('Currency').fill('EUR');
    await main.getByRole('button', { name: 'Add the site' }).click();
    await main.getByText(`launch-${width} has a new site: launch-${width}-de.`).waitFor();
    await checkScreen(owner, 'sites');
    const [site] = await queryRows<{ culture: string; currency: string; country: string }>(
      running.api.database.db,
      sql`select culture, currency, country from sites where store_id = ${storeId}`,
    );
    expect(site).toEqual({ culture: 'da', currency: 'DKK', country: 'DK' });

    await openNav(owner, 'Staff');
    for (const [email, role] of [
      [editorEmail, 'editor'],
      [packerEmail, 'fulfilment'],
    ] as const) {
      await owner.page.locator('#staff-email').fill(email);
      await owner.page.locator('#staff-password').fill(staffPassword);
      await main.getByLabel('Role').selectOption(role);
      await main.getByRole('button', { name: 'Add a member of staff' }).click();
      await main.getByText(`${email} can now sign in.`).waitFor();
    }
    await checkScreen(owner, 'staff');
  });

  test('the owner sets the site’s Stripe keys and a shipping method, and reads its VAT rate', async () => {
    const owner = await staffTab(ownerEmail);
    const main = owner.page.getByRole('main');
    await openNav(owner, 'Payments');
    await main.getByText('Not connected: the site has no Stripe keys of its own.').waitFor();
    await owner.page.getByLabel('Secret key (sk_…)').fill(stripeKeys.secretKey);
    await owner.page.getByLabel('Webhook signing secret (whsec_…)').fill(stripeKeys.webhookSecret);
    await main.getByRole('button', { name: 'Save the keys' }).click();
    await main.getByText('Connected: the site takes card payments with its own Stripe keys.').waitFor();
    await checkScreen(owner, 'payments');

    await openNav(owner, 'Shipping');
    await main.getByRole('button', { name: 'Add a shipping method' }).click();
    await owner.page.locator('#method-country').fill('DK');
    await owner.page.locator('#method-kind').selectOption('home');
    await owner.page.locator('#method-carrier').fill('PostNord');
    await owner.page.locator('#method-name').fill('Levering til døren');
    await owner.page.locator('#method-deliveryTime').fill('1-3 dage');
    await owner.page.locator('#method-price').fill('39');
    await owner.page.locator('#method-price').press('Enter');
    await expect
      .poll(() => owner.page.getByRole('status').allTextContents())
      .toContain('The shipping method is added.');
    await main.getByText('Levering til døren').first().waitFor();
    await checkScreen(owner, 'shipping');

    // The club's VAT: Denmark's 25 %, included in the prices (decision 0105).
    await openNav(owner, 'Settings');
    await expect.poll(() => main.getByLabel('VAT rate DK (%)').inputValue()).toBe('25');
    await checkScreen(owner, 'settings');
  });

  test('the editor adds a category and creates a product with two colours of two sizes', async () => {
    const editor = await staffTab(editorEmail);
    const main = editor.page.getByRole('main');
    await openNav(editor, 'Categories');
    await main.getByRole('heading', { name: 'The category tree' }).waitFor();
    await editor.page.locator('#new-category-name').fill('Trøjer');
    await editor.page.locator('#new-category-name').press('Enter');
    await expect.poll(() => editor.page.getByRole('status').allTextContents()).toContain('Trøjer is added.');
    await checkScreen(editor, 'categories');

    await openNav(editor, 'Products');
    await main.getByRole('link', { name: 'New product' }).click();
    await main.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await pickSite(editor);
    // Checked before it is filled in: reading it again in another language empties the form.
    await checkScreen(editor, 'new product');
    // The name in each language of the club (Danish and German).
    await editor.page.locator('#new-name-da').fill(`Klubtrøje ${width}`);
    await editor.page.locator('#new-name-de').fill(`Vereinstrikot ${width}`);
    await expect.poll(() => editor.page.locator('#new-handle').inputValue()).toBe(handle);
    await editor.page.locator('#new-category').selectOption({ label: 'Trøjer' });
    await main.getByRole('button', { name: 'Add a colour' }).click();
    for (const [v, name, hex] of [
      [0, 'Rød', '#C8102E'],
      [1, 'Hvid', '#FFFFFF'],
    ] as const) {
      await editor.page.locator(`#new-colour-${v}-name`).fill(name);
      await editor.page.locator(`#new-colour-${v}-hex`).fill(hex);
      for (const id of await editor.page
        .locator(`input[id^="new-colour-${v}-price-"]`)
        .evaluateAll((inputs) => inputs.map((input) => input.id)))
        await editor.page.locator(`#${id}`).fill('299');
      await editor.page.locator(`#new-colour-${v}-size-0`).selectOption('m');
      await editor.page.locator(`#new-colour-${v}-stock-0`).fill('5');
      await editor.page
        .locator(`section:has(#new-colour-${v}-name)`)
        .getByRole('button', { name: 'Add a size' })
        .click();
      await editor.page.locator(`#new-colour-${v}-size-1`).selectOption('l');
      await editor.page.locator(`#new-colour-${v}-stock-1`).fill('3');
    }
    await main.getByRole('button', { name: 'Create the product' }).click();
    await expect.poll(() => new URL(editor.page.url()).pathname).toBe(`/products/${storeId}/${handle}`);
    await main.getByRole('heading', { name: 'Colour: Hvid', level: 2 }).waitFor();
    await checkScreen(editor, 'product editor');
    items = await queryRows<{ id: string; colour: string; size: string }>(
      running.api.database.db,
      sql`select i.id, v.color_name ->> 'da' as colour, i.size from items i
          join variants v on v.id = i.variant_id
          join product_details d on d.product_id = i.product_id
          where d.handle = ${handle} order by i.id`,
    );
    expect(items.map((item) => `${item.colour} ${item.size}`).sort()).toEqual([
      'Hvid l',
      'Hvid m',
      'Rød l',
      'Rød m',
    ]);
  });

  test('a shopper’s order is paid at the Stripe double; the order mail shows the VAT in HTML and text', async () => {
    const registered = await shop('POST', '/api/users/register', {
      email: shopperEmail,
      password: shopperPassword,
      firstName: 'Karen',
      lastName: 'Blixen',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const signedIn = await shop('POST', '/api/users/authenticate', {
      grant_type: 'password',
      username: shopperEmail,
      password: shopperPassword,
    });
    shopperToken = (signedIn.body.result as { access_token: string }).access_token;
    const token = ((await shop('POST', '/api/baskets')).body.summary as { token: string }).token;
    const redM = items.find((item) => item.colour === 'Rød' && item.size === 'm');
    const whiteL = items.find((item) => item.colour === 'Hvid' && item.size === 'l');
    for (const item of [redM, whiteL]) {
      const added = await shop('POST', `/api/baskets/${token}`, { productId: item?.id, quantity: 1 });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    await shop('POST', `/api/checkout/${token}/billingaddress`, {
      email: shopperEmail,
      emailConfirmation: shopperEmail,
      phone: '+45 12 34 56 78',
      firstName: 'Karen',
      lastName: 'Blixen',
      street: 'Rungstedvej 111',
      city: 'Rungsted Kyst',
      zipCode: '2960',
      country: 'DK',
    });
    const checkout = (await shop('GET', `/api/checkout/${token}`)).body as {
      shippingMethods?: Array<{ id: string; name: string }>;
      paymentMethods?: Array<{ id: string }>;
    };
    const method = checkout.shippingMethods?.find((candidate) => candidate.name === 'Levering til døren');
    expect(method, JSON.stringify(checkout)).toBeDefined();
    await shop('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: method?.id });
    const paying = await shop('POST', `/api/baskets/${token}/checkout`, {
      paymentProviderId: checkout.paymentMethods?.[0]?.id ?? 'mobilepay',
      returnUrl: running.storefrontUrl(storeId, '/receipt/'),
      cancelUrl: running.storefrontUrl(storeId, '/checkout/'),
    });
    const hostedPage = (paying.body.data as { url?: string } | undefined)?.url ?? '';
    expect(hostedPage.startsWith(running.stripe.base), JSON.stringify(paying.body)).toBe(true);
    const paid = await fetch(hostedPage, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const [row] = await queryRows<{ id: string; number: string; total: number; vat: number; rate: number }>(
      running.api.database.db,
      sql`select id, order_number as number, total, vat_amount as vat, vat_rate_basis_points as rate
          from orders where basket_token = ${token}`,
    );
    expect(row?.rate).toBe(2500);
    order = { id: row?.id ?? '', number: row?.number ?? '', total: row?.total ?? 0, vat: row?.vat ?? 0 };
    expect(await stockOf(redM?.id ?? '')).toBe(4);
    const confirmation = (await running.api.mails(shopperEmail)).find((mail) =>
      mail.subject.includes(order.number),
    );
    const vat = money(order.vat);
    expect(confirmation?.text).toContain(vat);
    expect(confirmation?.text).toMatch(/moms/i);
    expect(inHtml(confirmation?.html, vat), confirmation?.html ?? '').toBe(true);
  });

  test('the fulfilment worker ships it with a tracking number; the shopper sees the link and gets the mail', async () => {
    const packer = await staffTab(packerEmail);
    const main = packer.page.getByRole('main');
    await openNav(packer, 'Orders');
    await packer.page.getByLabel('Order number, e-mail or name').fill(order.number);
    await main.getByRole('button', { name: 'Filter' }).click();
    await main.getByRole('link', { name: order.number, exact: true }).waitFor();
    await checkScreen(packer, 'orders');
    await main.getByRole('link', { name: order.number, exact: true }).click();
    await main.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
    await packer.page.getByLabel('Carrier').fill('PostNord');
    await packer.page.getByLabel('Tracking number').fill(`0037071234567${width}`);
    await main.getByRole('button', { name: 'Mark shipped' }).click();
    await main.getByRole('link', { name: `Track 0037071234567${width}` }).waitFor();
    await checkScreen(packer, 'order (shipped)');
    const shipped = (await running.api.mails(shopperEmail)).find((mail) =>
      mail.text.includes(`0037071234567${width}`),
    );
    const trackingUrl = `https://tracking.postnord.com/?id=0037071234567${width}`;
    expect(shipped?.text).toContain(trackingUrl);
    expect(shipped?.html).toContain(trackingUrl.replace('&', '&amp;'));

    const shopper = await shopperTab();
    await shopper.goto(running.storefrontUrl(storeId, `/user/order-history/${order.id}/`));
    await expect
      .poll(() =>
        shopper.getByRole('link', { name: `Følg pakke 0037071234567${width}` }).getAttribute('href'),
      )
      .toBe(trackingUrl);
    await expect
      .poll(() => shopper.getByTestId('order-vat').textContent())
      .toBe(`Heraf moms 25\u00a0%: ${money(order.vat)}`);
  });

  test('the owner refunds part; the worker takes a return that restocks; the shopper sees both refunds', async () => {
    const owner = await staffTab(ownerEmail);
    const main = owner.page.getByRole('main');
    await owner.page.goto(`${running.url}/orders/${order.id}`);
    await main.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
    await owner.page.getByLabel('Amount (leave empty for the rest)').fill('50');
    await owner.page.getByLabel('Reason', { exact: true }).fill('Late delivery');
    await main.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .poll(() => owner.page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringMatching(/^Refunded .*50[.,]00/));

    const packer = await staffTab(packerEmail);
    await packer.page.goto(`${running.url}/orders/${order.id}`);
    const packerMain = packer.page.getByRole('main');
    await packerMain.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
    const redM = items.find((item) => item.colour === 'Rød' && item.size === 'm')?.id ?? '';
    const before = await stockOf(redM);
    await packer.page.getByLabel(/Rød.*: returned \(at most 1\)$/).fill('1');
    await packerMain.getByRole('button', { name: 'Record return and refund' }).click();
    await expect
      .poll(() => packer.page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringMatching(/^1 returned to stock, .+ refunded\./));
    expect(await stockOf(redM)).toBe(before + 1);
    await checkScreen(packer, 'order (refunded, returned)');
    const refunds = await queryRows<{ amount: number }>(
      running.api.database.db,
      sql`select amount from order_refunds where order_id = ${order.id} order by created_at`,
    );
    expect(refunds.map((refund) => refund.amount)).toEqual([5000, expect.any(Number)]);
    const returned = refunds[1]?.amount ?? 0;

    // The shopper's order page: the VAT, and both refunds with their amounts.
    const shopper = await shopperTab();
    await shopper.goto(running.storefrontUrl(storeId, `/user/order-history/${order.id}/`));
    await shopper.getByTestId('order-vat').waitFor();
    await expect
      .poll(() => shopper.locator('.sf-order__refunds li').allTextContents())
      .toEqual([expect.stringContaining(money(5000)), expect.stringContaining(money(returned))]);
    await expect
      .poll(() => shopper.locator('.sf-order__returns li').allTextContents())
      .toEqual([expect.stringMatching(/^1 × .+ returneret den /)]);
    // The mails: each refund's amount, in HTML and text.
    const mails = await running.api.mails(shopperEmail);
    for (const amount of [5000, returned]) {
      const mail = mails.find((candidate) => candidate.text.includes(money(amount)));
      expect(mail, `a mail of the refund of ${money(amount)}`).toBeDefined();
      expect(inHtml(mail?.html, money(amount)), mail?.html ?? '').toBe(true);
    }
  });

  test('the owner exports the orders and customers as CSV and erases the shopper', async () => {
    const owner = await staffTab(ownerEmail);
    const main = owner.page.getByRole('main');
    await openNav(owner, 'Orders');
    const [ordersCsv] = await Promise.all([
      owner.page.waitForEvent('download'),
      main.getByRole('link', { name: 'Download these orders as CSV' }).click(),
    ]);
    expect(await readFile((await ordersCsv.path()) ?? '', 'utf8')).toContain(order.number);

    await openNav(owner, 'Customers');
    await owner.page.getByLabel('Search by e-mail or name').fill(`shopper-${width}@`);
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await main.getByRole('cell', { name: shopperEmail, exact: true }).waitFor();
    await checkScreen(owner, 'customers');
    const [customersCsv] = await Promise.all([
      owner.page.waitForEvent('download'),
      main.getByRole('link', { name: 'Export customers (CSV)' }).click(),
    ]);
    expect(await readFile((await customersCsv.path()) ?? '', 'utf8')).toContain(
      `${shopperEmail},Karen,Blixen`,
    );

    await main.getByRole('link', { name: 'Karen Blixen' }).click();
    await main.getByRole('heading', { name: 'Karen Blixen', level: 1 }).waitFor();
    await main.getByRole('link', { name: order.number }).first().waitFor();
    await checkScreen(owner, 'customer');
    await main.getByRole('button', { name: 'Erase customer' }).click();
    await main.getByRole('button', { name: `Yes, erase ${shopperEmail}` }).click();
    await main.getByText(/^The customer is erased \(1 orders? anonymised\)\.$/).waitFor();
    const [left] = await queryRows<{ email: string }>(
      running.api.database.db,
      sql`select billing_address ->> 'email' as email from orders where id = ${order.id}`,
    );
    expect(left?.email).not.toBe(shopperEmail);
    console.info(`Launch at ${width} px: checked in en, de and da: ${checked.join(', ')}`);
  });

  /** Whether a mail's HTML part holds `text` (a no-break space written as it is or as an entity). */
  function inHtml(html: string | null | undefined, text: string): boolean {
    const spaced = html?.replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0') ?? '';
    return spaced.includes(text);
  }

  /** A Danish amount of the club's currency as the shop writes it (`50,00 kr.`). */
  function money(minor: number): string {
    return new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(minor / 100);
  }

  let shopperPage: Page | undefined;
  /** The shopper's storefront tab on the club's site, signed in (once). */
  async function shopperTab(): Promise<Page> {
    if (shopperPage) return shopperPage;
    const context = await browser.newContext({ locale: 'da-DK', viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    page.context().setDefaultTimeout(20_000);
    await page.goto(running.storefrontUrl(storeId, '/login/'));
    await waitForHydration(page);
    const login = page.getByRole('form', { name: 'Log ind' });
    await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(shopperEmail);
    await login.getByLabel(/^Adgangskode\b/).fill(shopperPassword);
    await login.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/user/'));
    shopperPage = page;
    return page;
  }
});
