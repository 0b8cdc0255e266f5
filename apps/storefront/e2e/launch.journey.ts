/**
 * Issue 26's first "Done when", as docs/launch-your-shop.md tells a club to do it: `clubshop init`
 * on an empty database, the Shopify CSV fixture imported with `clubshop import catalogue`, the API
 * started with `clubshop start`, settings, a second culture, categories, an uploaded image and
 * content written through the admin API; then the storefront's production server (a process of
 * its own, the journeys' build) serves the new club at its host names with its products, prices,
 * stock, images, navigation and texts in both cultures, and an order placed there is listed by
 * `GET /admin/api/orders`.
 *
 * It runs its own API and storefront beside the journeys' shops (ports: E2E_API_PORT + 1 and
 * E2E_STOREFRONT_PORT + 2, between the first shop's and the second's: `harness/workers.ts`), on an
 * embedded database in a temporary DATA_DIR.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticatorCode } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillAddress } from './harness/checkout-steps.ts';
import { launchChromium } from './harness/chromium.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { startStorefrontProcess, storefrontDir } from './harness/shop-server.ts';
import { E2E_API_PORT, E2E_STOREFRONT_PORT } from './harness/workers.ts';

const apiDir = join(storefrontDir, '..', 'commerce-api');
const clubshopBin = join(apiDir, 'bin', 'clubshop.mjs');
const fixture = join(apiDir, 'test', 'fixtures', 'shopify-products.csv');
const apiPort = E2E_API_PORT + 1;
const storefrontPort = E2E_STOREFRONT_PORT + 2;
const outDir = join(storefrontDir, process.env.E2E_OUT_DIR ?? 'dist-e2e');
const apiUrl = `http://127.0.0.1:${apiPort}`;
const owner = { email: 'owner@klovermarken.example', password: 'Kl0vermarken-Launch!' };
/** The club's two sites: Danish first (`clubshop init`), English added through the admin API. */
const hosts = { da: 'klovermarken.localhost', en: 'en-klovermarken.localhost' };
/** A 32x32 PNG in the club's green: the picture the owner uploads. */
const greenSquarePng =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRIiWPgqtCgKWIYtaBiNIg0RlMR12hG0xgtKrhGS9OK0QqHa7TKrBhtVWiMNrwqRpuOGoO6dQ0ABbWoH/pQMC8AAAAASUVORK5CYII=';
/** A listed shirt of the fixture (several sizes, in stock). */
const shirtHandle = 'klb-7-troje';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&');
const shopUrl = (host: string, path = '/') => `http://${host}:${storefrontPort}${path}`;

let dataDir: string;
let api: ChildProcess | undefined;
let storefront: Awaited<ReturnType<typeof startStorefrontProcess>> | undefined;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let token: string;

/** The environment every `clubshop` command of this launch reads (docs/configuration.md). */
function clubEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    // The API's address as the storefront (and so the shopper's browser) reaches it: its image
    // links are built under it (docs/configuration.md).
    PUBLIC_ORIGIN: apiUrl,
    CLUBSHOP_STAFF_PASSWORD: owner.password,
    LOG_LEVEL: 'warn',
  };
  return env;
}

/** Runs `clubshop <args>` to its end, as the launch doc does; its output. */
function clubshop(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [clubshopBin, ...args], {
    cwd: apiDir,
    env: clubEnv(),
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Waits until the API started by `clubshop start` answers /ready. */
async function waitForReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`clubshop start exited with ${child.exitCode}`);
    const ready = await fetch(`${apiUrl}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('clubshop start did not get ready within 120 s');
}

/** A call of the admin API as the owner; its status, ETag and JSON body. */
async function admin(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
): Promise<{ status: number; etag: string | null; body: any }> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (typeof body === 'string') init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(`${apiUrl}/admin/api${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    body: text ? JSON.parse(text) : null,
  };
}

/** Reads, changes and writes back with the ETag it read (the doc's "read before you edit"). */
// biome-ignore lint/suspicious/noExplicitAny: the entity is read loosely and sent back changed
async function edit(path: string, change: (current: any) => unknown, method = 'PATCH') {
  const current = await admin('GET', path);
  expect(current.status, `GET ${path}`).toBe(200);
  const written = await admin(method, path, change(current.body), { 'if-match': current.etag ?? '' });
  expect(written.status, `${method} ${path}: ${JSON.stringify(written.body)}`).toBe(200);
  return written.body;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'clubshop-launch-'));
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await storefront?.close();
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api?.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

// Each step waits on real processes (init and the import take minutes on a loaded machine):
// these bound the wait, they assert no speed.
describe('launching a club shop (docs/launch-your-shop.md)', () => {
  let storeId: string;
  let enStoreId: string;

  test('1-2. clubshop init on an empty database, then the Shopify CSV: dry run, then for real', () => {
    const init = clubshop(
      'init',
      '--site',
      hosts.da,
      '--name',
      'Kløvermarken BK',
      '--culture',
      'da',
      '--currency',
      'DKK',
      '--owner',
      owner.email,
    );
    expect(init.code, init.stderr).toBe(0);
    const csv = readFileSync(fixture, 'utf8');
    const handles = new Set(csv.split('\n').map((line) => line.split(',')[0]));
    // The fixture is a real-sized shop: at least 200 products.
    expect(handles.size - 2).toBeGreaterThanOrEqual(200);

    const dryRun = clubshop('import', 'catalogue', fixture, '--site', hosts.da, '--dry-run');
    expect(dryRun.code, dryRun.stderr).toBe(0);
    const real = clubshop('import', 'catalogue', fixture, '--site', hosts.da);
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toMatch(/: 2\d\d products: 2\d\d new/);
  }, 600_000);

  test('3. clubshop start; settings, a second culture, categories, an image and content through the admin API', async () => {
    const taken = await fetch(`${apiUrl}/ready`).then(
      () => true,
      () => false,
    );
    expect(taken, `something answers at ${apiUrl} already`).toBe(false);
    api = spawn(process.execPath, [clubshopBin, 'start'], {
      cwd: apiDir,
      env: clubEnv(),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForReady(api);
    const login = await fetch(`${apiUrl}/admin/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: owner.email, password: owner.password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { access_token: string }).access_token;
    // An owner sets up two-step sign-in before the back office opens to them (decision 0074):
    // a new secret, then the first code an authenticator app shows for it.
    const setup = await admin('POST', '/me/two-factor');
    expect(setup.status).toBe(200);
    const confirmed = await admin('POST', '/me/two-factor/confirm', {
      code: authenticatorCode(setup.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);

    const sites = await admin('GET', '/sites');
    expect(sites.body.items).toHaveLength(1);
    storeId = sites.body.items[0].storeId;
    const clubId = sites.body.items[0].clubId;
    // The club in English too (same currency), its own host name.
    const added = await admin('POST', '/sites', {
      clubId,
      host: hosts.en,
      culture: 'en',
      currency: 'DKK',
      country: 'GB',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    enStoreId = added.body.storeId;

    // The English site's tree points at the categories the import made (keys are the club's).
    const daTree = await admin('GET', `/sites/${storeId}/categories`);
    expect(daTree.status).toBe(200);
    const daCategories = daTree.body.items[0].children as Array<{ key: string; name: string; url: string }>;
    const shirts = daCategories.find((category) => category.key === 'trojer');
    expect(shirts, JSON.stringify(daCategories)).toBeDefined();
    const enShirts = await admin('POST', `/sites/${enStoreId}/categories`, {
      key: 'trojer',
      name: 'Shirts',
      url: '/shirts/',
    });
    expect(enShirts.status, JSON.stringify(enShirts.body)).toBe(201);

    // Navigation and selling points of each site.
    await edit(`/sites/${storeId}/settings`, () => ({
      mainNavigation: { children: [{ name: 'Trøjer', url: shirts?.url ?? '/trojer/', children: [] }] },
      header: { usps: [{ text: 'Fri fragt over 500 kr.', showOnMobile: true }] },
    }));
    await edit(`/sites/${enStoreId}/settings`, () => ({
      mainNavigation: { children: [{ name: 'Shirts', url: '/shirts/', children: [] }] },
      header: { usps: [{ text: 'Free delivery over 500 kr.', showOnMobile: true }] },
    }));

    // A content page in each culture.
    for (const [site, title, text] of [
      [storeId, 'Om klubben', 'Kløvermarken BK blev stiftet i 1896.'],
      [enStoreId, 'About the club', 'Kløvermarken BK was founded in 1896.'],
    ] as const) {
      const page = await admin('POST', `/sites/${site}/pages`, {
        path: '/about/',
        title,
        template: 'contentPage',
        blocks: [{ type: 'richText', html: `<p>${text}</p>` }],
      });
      expect(page.status, JSON.stringify(page.body)).toBe(201);
    }

    // A way to deliver: home delivery to every country, priced in kroner.
    const shipping = await admin('POST', '/shipping-methods', {
      country: '*',
      kind: 'home',
      carrier: 'PostNord',
      name: { da: 'Levering til døren', en: 'Home delivery' },
      deliveryTime: { da: '1-3 hverdage', en: '1-3 working days' },
      prices: { DKK: 4900 },
    });
    expect(shipping.status, JSON.stringify(shipping.body)).toBe(201);

    // An uploaded picture for the first product.
    const picture = Buffer.from(greenSquarePng, 'base64');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'shirt.png');
    const upload = await admin('POST', `/sites/${storeId}/media`, form);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    // The picture on a listed shirt, and its first size sold out.
    await edit(
      `/sites/${storeId}/products/${shirtHandle}`,
      (product) => ({
        ...product,
        images: [{ src: upload.body.src, alt: 'Trøje forfra' }],
        variants: product.variants.map((variant: { items: Array<{ stock: number }> }, index: number) =>
          index === 0
            ? {
                ...variant,
                items: variant.items.map((item, at) => (at === 0 ? { ...item, stock: 0 } : item)),
              }
            : variant,
        ),
      }),
      'PUT',
    );
  }, 300_000);

  test('4. the storefront serves the club at its host names: products, prices, stock, images, navigation and texts in da and en', async () => {
    storefront = await startStorefrontProcess(outDir, storefrontPort, apiUrl);
    const product = await admin('GET', `/sites/${storeId}/products/${shirtHandle}`);
    expect(product.status).toBe(200);
    const name: string = product.body.name.da;
    const variant = product.body.variants[0];
    const price = (variant.prices.DKK.discount ?? variant.prices.DKK.price) / 100;

    await runJourney(browser, 'launch-da', async (journey) => {
      const { page } = journey;
      await page.goto(shopUrl(hosts.da, '/'));
      await page.getByRole('banner').getByText('Fri fragt over 500 kr.').first().waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Trøjer' }).first().click();
      await page.getByRole('main').locator('.cs-product-card').first().waitFor();
      expect(await page.getByRole('main').locator('.cs-product-card').count()).toBeGreaterThan(1);

      await page.goto(shopUrl(hosts.da, `/search-page/?q=${encodeURIComponent(name)}`));
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}\\b`) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const main = page.getByRole('main');
      // The price in kroner, the uploaded picture, the sizes out of stock disabled.
      expect((await main.textContent())?.replace(/\s/g, '')).toContain(
        `${price.toFixed(2).replace('.', ',')}`,
      );
      await expect.poll(() => main.locator('img[src*="/images/uploads/"]').count()).toBeGreaterThan(0);
      const items: Array<{ size: string; stock: number }> = variant.items;
      const sizes = main.getByRole('group', { name: /^Størrelse/ }).getByRole('radio');
      expect(await sizes.count()).toBe(items.length);
      const enabled = await Promise.all((await sizes.all()).map((size) => size.isEnabled()));
      expect(enabled).toEqual(items.map((item) => item.stock > 0));
      await journey.expectAccessible('launched product page (da)');

      await page.goto(shopUrl(hosts.da, '/about/'));
      await main.getByText('Kløvermarken BK blev stiftet i 1896.').waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
    });

    await runJourney(browser, 'launch-en', async (journey) => {
      const { page } = journey;
      await page.goto(shopUrl(hosts.en, '/'));
      await page.getByRole('banner').getByText('Free delivery over 500 kr.').first().waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Shirts' }).first().click();
      await page.waitForURL((url) => url.pathname === '/shirts/');
      await page.getByRole('main').locator('.cs-product-card').first().waitFor();
      await page.goto(shopUrl(hosts.en, '/about/'));
      await page.getByRole('main').getByText('Kløvermarken BK was founded in 1896.').waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  }, 300_000);

  test('5. an order placed in the English shop is listed by the admin API', async () => {
    const email = `fan-${Date.now().toString(36)}@launch.example`;
    await runJourney(browser, 'launch-order', async (journey) => {
      const { page } = journey;
      await page.goto(shopUrl(hosts.en, '/shirts/'));
      await page.getByRole('main').locator('.cs-product-card a').first().click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
      await sizes.first().waitFor();
      for (const size of await sizes.all()) {
        if (await size.isEnabled()) {
          await size.check();
          break;
        }
      }
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByText('Added to basket').waitFor();
      await page.goto(shopUrl(hosts.en, '/checkout/'));
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await fillAddress(page, 'Billing address', {
        email,
        phone: '+44 20 7946 0000',
        firstName: 'Alex',
        lastName: 'Morgan',
        street: '12 High Street',
        zip: 'SW1A 1AA',
        city: 'London',
      });
      await page
        .getByRole('group', { name: 'Delivery method' })
        .getByRole('radio', { name: /Home delivery/ })
        .check();
      await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /Card/i }).check();
      const terms = page
        .getByRole('main')
        .getByRole('checkbox', { name: 'I accept the terms and conditions' });
      if (await terms.count()) await terms.check();
      await page.getByRole('button', { name: 'Go to payment' }).click();
      await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/receipt/');
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      expect(seriousPageErrors(journey)).toEqual([]);
    });
    const orders = await admin('GET', '/orders');
    expect(orders.status).toBe(200);
    expect(JSON.stringify(orders.body.items)).toContain(email);
  }, 300_000);
});
