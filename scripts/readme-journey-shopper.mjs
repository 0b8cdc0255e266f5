// The shopper of the README journey (scripts/readme-journey.mjs): a guest buying one product on a
// demo site through the default payment provider (the API's test payment page), in the site's own
// language, with an address of its country.
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

/** GET on the loopback address with a Host header (Node cannot resolve `*.localhost` everywhere). */
export function get(port, host, path) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host, accept: 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${host}${path} timed out`)));
    req.end();
  });
}

/** Polls `probe` until it returns something truthy (or throws on the deadline with `what`). */
export async function until(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// --- The shop's words in its three cultures (apps/commerce-api/src/messages/built-in-dictionary.ts),
// and a guest address valid in each demo country. ---
const words = {
  en: {
    size: 'Size',
    addToBasket: 'Add to basket',
    basket: 'Basket',
    checkout: 'Checkout',
    billing: 'Billing address',
    email: 'Email',
    confirmEmail: 'Confirm email',
    phone: 'Phone',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street and number',
    zip: 'Postcode',
    city: 'City',
    country: 'Country',
    deliveryMethod: 'Delivery method',
    homeDelivery: 'Home delivery',
    paymentMethod: 'Payment method',
    terms: 'I accept the terms and conditions',
    goToPayment: 'Go to payment',
    testPayment: 'Test payment',
    approve: 'Approve payment',
    thanks: 'Thank you for your order',
  },
  de: {
    size: 'Größe',
    addToBasket: 'In den Warenkorb',
    basket: 'Warenkorb',
    checkout: 'Kasse',
    billing: 'Rechnungsadresse',
    email: 'E-Mail',
    confirmEmail: 'E-Mail bestätigen',
    phone: 'Telefon',
    firstName: 'Vorname',
    lastName: 'Nachname',
    street: 'Straße und Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    deliveryMethod: 'Versandart',
    homeDelivery: 'Lieferung nach Hause',
    paymentMethod: 'Zahlungsart',
    terms: 'Ich akzeptiere die AGB',
    goToPayment: 'Zur Zahlung',
    testPayment: 'Testzahlung',
    approve: 'Zahlung bestätigen',
    thanks: 'Danke für deine Bestellung',
  },
  da: {
    size: 'Størrelse',
    addToBasket: 'Læg i kurv',
    basket: 'Kurv',
    checkout: 'Kassen',
    billing: 'Faktureringsadresse',
    email: 'E-mail',
    confirmEmail: 'Bekræft e-mail',
    phone: 'Telefon',
    firstName: 'Fornavn',
    lastName: 'Efternavn',
    street: 'Vej og nummer',
    zip: 'Postnummer',
    city: 'By',
    country: 'Land',
    deliveryMethod: 'Leveringsmetode',
    homeDelivery: 'Levering til døren',
    paymentMethod: 'Betalingsmetode',
    terms: 'Jeg accepterer handelsbetingelserne',
    goToPayment: 'Gå til betaling',
    testPayment: 'Testbetaling',
    approve: 'Godkend betaling',
    thanks: 'Tak for din ordre',
  },
};
const addresses = {
  gb: { phone: '+44 20 7946 0000', street: '12 High Street', zip: 'SW1A 1AA', city: 'London' },
  de: { phone: '+49 40 123456', street: 'Hafenstraße 12', zip: '20457', city: 'Hamburg' },
  dk: { phone: '+45 33 12 34 56', street: 'Vesterbrogade 1', zip: '1620', city: 'København V' },
};
const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Paths of a site's products (its search's first page), from the storefront's own `/api`. */
async function productPaths(site, storefrontPort) {
  const { host } = new URL(site.url);
  const answer = await get(storefrontPort, host, '/api/products/search?PageSize=12');
  if (answer.status !== 200) throw new Error(`GET ${site.url}api/products/search answered ${answer.status}`);
  const { products } = JSON.parse(answer.body);
  return products.map((product) => new URL(product.url, site.url).pathname);
}

/**
 * A guest's purchase on one site: a product page, a size, add (the basket's answer awaited, not
 * only the badge, which counts before the API answered), checkout, the test payment approved, the
 * receipt. On failure: a screenshot in `artifacts` and what the server refused on the way.
 */
export async function purchase(browser, site, { storefrontPort, artifacts, stepTimeoutMs }) {
  const say = words[site.culture];
  const address = addresses[site.country];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(stepTimeoutMs);
  const page = await context.newPage();
  // What the server refused on the way (the payment page's POST among them), for the report.
  const refused = [];
  page.on('response', async (response) => {
    if (response.status() < 400) return;
    const body = await response.text().catch(() => '');
    refused.push(
      `${response.status()} ${response.request().method()} ${response.url()}: ${body.slice(0, 160)}`,
    );
  });
  const label = `readme-${new URL(site.url).host.replace(/[^\w.-]+/g, '_')}`;
  try {
    let added = false;
    for (const path of (await productPaths(site, storefrontPort)).slice(0, 4)) {
      await page.goto(new URL(path, site.url).href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const sizes = page.getByRole('group', { name: new RegExp(`^${say.size}`) }).getByRole('radio');
      for (const size of await sizes.all()) {
        if (await size.isEnabled()) {
          await size.check();
          break;
        }
      }
      const add = page.getByRole('button', { name: say.addToBasket, exact: true });
      if ((await add.count()) === 0 || !(await add.isEnabled())) continue;
      // The line is in the basket once the API said so (POST /api/baskets/current: the shop
      // puts the token of its HttpOnly cookie in, decision 0076).
      const lineAdded = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          /^\/api\/baskets\/[^/]+$/.test(new URL(response.url()).pathname),
      );
      await add.click();
      const answer = await lineAdded;
      if (!answer.ok())
        throw new Error(`adding to the basket answered ${answer.status()}: ${await answer.text()}`);
      const basket = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${say.basket}`) });
      added = await until(
        'the basket badge counting 1',
        async () => /\b1\b/.test((await basket.textContent()) ?? ''),
        stepTimeoutMs,
      ).catch(() => false);
      if (added) break;
    }
    if (!added) throw new Error(`no product of ${site.url} could be added to the basket`);

    await page.goto(new URL('/checkout/', site.url).href);
    await page.getByRole('heading', { level: 1, name: say.checkout }).waitFor();
    const billing = page.getByRole('group', { name: say.billing });
    const email = `readme-${site.club}-${site.country}-${Date.now().toString(36)}@journeys.example`;
    await billing.getByRole('textbox', { name: say.email, exact: true }).fill(email);
    await billing.getByRole('textbox', { name: say.confirmEmail }).fill(email);
    await billing.getByRole('textbox', { name: new RegExp(`^${say.phone}`) }).fill(address.phone);
    await billing.getByRole('textbox', { name: say.firstName }).fill('Alex');
    await billing.getByRole('textbox', { name: say.lastName }).fill('Morgan');
    await billing.getByRole('textbox', { name: say.street }).fill(address.street);
    await billing.getByRole('textbox', { name: say.zip }).fill(address.zip);
    await billing.getByRole('textbox', { name: say.city }).fill(address.city);
    await billing
      .getByRole('combobox', { name: say.country })
      .selectOption({ value: site.country.toUpperCase() });
    await page
      .getByRole('group', { name: say.deliveryMethod })
      .getByRole('radio', { name: new RegExp(say.homeDelivery) })
      .check();
    await page.getByRole('group', { name: say.paymentMethod }).getByRole('radio').first().check();
    const terms = page.getByRole('main').getByRole('checkbox', { name: say.terms });
    if (await terms.count()) await terms.check();
    await page.getByRole('button', { name: say.goToPayment }).click();

    // The default payment provider: the API's test payment page, under the shop's own address.
    await page.getByRole('heading', { level: 1, name: say.testPayment }).waitFor();
    // A refused approval fails at once, with the server's answer, rather than at the URL's timeout.
    const approvalRefused = page
      .waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          /^\/payment\/[^/]+\/approve$/.test(new URL(response.url()).pathname) &&
          response.status() >= 400,
      )
      .then(async (response) => {
        throw new Error(
          `approving the payment answered ${response.status()}: ${(await response.text()).slice(0, 200)}`,
        );
      });
    const receipt = page.waitForURL((url) => url.pathname === '/receipt/');
    await page.getByRole('button', { name: exactly(say.approve) }).click();
    try {
      await Promise.race([receipt, approvalRefused]);
    } finally {
      // The other one settles later (or when the context closes): nothing waits for it.
      receipt.catch(() => undefined);
      approvalRefused.catch(() => undefined);
    }
    await page.getByRole('heading', { level: 1, name: say.thanks }).waitFor();
  } catch (error) {
    mkdirSync(artifacts, { recursive: true });
    const file = join(artifacts, `${label}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    const waitingFor = /waiting for (.*)/.exec(error.message)?.[1];
    const lines = [
      `${error.message.split('\n')[0]}${waitingFor ? ` waiting for ${waitingFor}` : ''} (at ${page.url()})`,
      `screenshot: ${file}`,
    ];
    if (refused.length > 0)
      lines.push('refused on the way:', ...refused.slice(-4).map((line) => `  ${line}`));
    throw new Error(lines.join('\n'));
  } finally {
    await context.close();
  }
}
