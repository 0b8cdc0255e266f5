// @vitest-environment node
/**
 * Issue 45, item 6 ("what the shopper sees is true"): the German and Danish product, cart,
 * checkout and receipt pages, rendered by the storefront server in process against the real
 * commerce API, carry no English word of a small list (a payment method's English name, "One
 * size", English weekdays, currency codes where money belongs) and no size by its raw code
 * ("Größe xs", "Størrelse: m", "(m)"). The footer has a server-rendered "Cookie settings" that
 * reopens the consent banner.
 */
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();

interface Site {
  storeId: string;
  culture: 'de' | 'da';
  currency: 'EUR' | 'DKK';
  billing: Record<string, string>;
  sizeWord: string;
  cookieSettings: string;
}

const sites: Site[] = [
  {
    storeId: 'harbour-de',
    culture: 'de',
    currency: 'EUR',
    billing: {
      country: 'DE',
      street: 'Hafenstraße 1',
      city: 'Hamburg',
      zipCode: '20457',
      phone: '+49 40 123456',
    },
    sizeWord: 'Größe',
    cookieSettings: 'Cookie-Einstellungen',
  },
  {
    storeId: 'riverside-dk',
    culture: 'da',
    currency: 'DKK',
    billing: {
      country: 'DK',
      street: 'Vestergade 12',
      city: 'Aarhus',
      zipCode: '8000',
      phone: '+45 12 34 56 78',
    },
    sizeWord: 'Størrelse',
    cookieSettings: 'Cookieindstillinger',
  },
];

/**
 * English words a German or Danish page must not show. "Fri" is a Danish word too ("Fri fragt",
 * free shipping): only the weekday is English, so it counts when no "fragt" follows.
 */
const englishWords: Array<[string, RegExp]> = [
  ['Card', /\bCard\b/],
  ['One size', /\bOne size\b/i],
  ['Mon', /\bMon\b/],
  ['Fri', /\bFri\b(?! fragt)/],
  ['EUR', /\bEUR\b/],
  ['DKK', /\bDKK\b/],
];

/** A size shown by its stored code: after the size's label, or in brackets after a name. */
const rawSizeCode = (sizeWord: string) =>
  new RegExp(`${sizeWord}\\s*:?\\s*(onesize|\\d*x*[sml]|\\dx[sl])\\b|\\((onesize|x*[sml]|\\dx[sl])\\)`);

/** What a shopper reads on a page: its text and the attributes read out or shown, no scripts or styles. */
function shopperText(html: string): string {
  const withoutCode = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<head\b[^>]*>[\s\S]*?<\/head>/, ' ');
  const attributes = [...withoutCode.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = withoutCode.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&#160;', ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

function storefront() {
  return storefrontOverApi(api);
}

async function page(site: Site, path: string, token?: string) {
  const response = await storefront().fetch(
    new Request(`http://${site.storeId}.localhost:5173${path}`, {
      headers: token ? { cookie: `clubshop_basket_token=${token}` } : {},
      redirect: 'manual',
    }),
  );
  return { status: response.status, html: await response.text() };
}

async function call<T>(site: Site, path: string, body?: unknown): Promise<T> {
  const response = await api.fetch(`${api.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', StoreId: site.storeId, culture: site.culture },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

interface SizeVariant {
  id: string;
  size: string;
  stock: { availability: string };
}

/** A product of the site with a letter size in stock (its code lower-case, as stored), and that size. */
async function productWithLetterSize(site: Site) {
  const search = await call<{ products: Array<{ id: string; url: string }> }>(
    site,
    '/api/products/search?PageSize=40',
  );
  for (const card of search.products) {
    const product = await call<{ url: string; variants: SizeVariant[] }>(site, `/api/products/${card.id}`);
    const variant = product.variants.find(
      (candidate) => candidate.stock.availability === 'InStock' && /^\d?x*[sml]$/.test(candidate.size),
    );
    if (variant) return { path: new URL(product.url, 'http://shop.example').pathname, variant };
  }
  throw new Error(`no product with a letter size in stock on ${site.storeId}`);
}

/** A basket holding the size, billed in the site's country, shipped home. */
async function basketWith(site: Site, itemId: string, email: string) {
  const { summary } = await call<{ summary: { token: string } }>(site, '/api/baskets', {});
  await call(site, `/api/baskets/${summary.token}`, { productId: itemId, quantity: 1 });
  await call(site, `/api/checkout/${summary.token}/billingaddress`, {
    ...site.billing,
    email,
    emailConfirmation: email,
    firstName: 'Kim',
    lastName: 'Larsen',
  });
  const checkout = await call<{ shippingMethods: Array<{ id: string; requiresDropPoint: boolean }> }>(
    site,
    `/api/checkout/${summary.token}`,
  );
  const home = checkout.shippingMethods.find((method) => !method.requiresDropPoint);
  await call(site, `/api/checkout/${summary.token}/shipping`, { shippingMethodId: home?.id });
  return summary.token;
}

/** Pays the basket on the test payment page; the receipt's path and query. */
async function paid(site: Site, token: string): Promise<string> {
  const shop = `http://${site.storeId}.localhost:5173`;
  const { data } = await call<{ data: { url: string } }>(site, `/api/baskets/${token}/checkout`, {
    paymentProviderId: 'card',
    returnUrl: `${shop}/receipt/`,
    cancelUrl: `${shop}/checkout/`,
  });
  const paymentPage = await (await api.fetch(data.url)).text();
  const approve = /action="([^"]*\/approve)"/.exec(paymentPage)?.[1] ?? '';
  const approved = await api.fetch(new URL(approve, data.url).href, { method: 'POST', redirect: 'manual' });
  const receipt = new URL(approved.headers.get('location') ?? '');
  return `${receipt.pathname}${receipt.search}`;
}

describe.each(sites)('the $culture site ($storeId) as the shopper reads it', (site) => {
  test('product, cart, checkout and receipt: no English word of the list, no raw size code', async () => {
    const { path, variant } = await productWithLetterSize(site);
    const token = await basketWith(site, variant.id, `sweep-${site.culture}@example.com`);
    const cart = await page(site, '/cart/', token);
    const checkout = await page(site, '/checkout/', token);
    const product = await page(site, path);
    const receipt = await page(site, await paid(site, token), token);
    const pages = { product, cart, checkout, receipt };
    const found: string[] = [];
    for (const [name, rendered] of Object.entries(pages)) {
      expect(rendered.status, name).toBe(200);
      const text = shopperText(rendered.html);
      for (const [word, pattern] of englishWords) {
        const hit = pattern.exec(text);
        if (hit)
          found.push(`${name}: "${word}" in "…${text.slice(Math.max(0, hit.index - 40), hit.index + 40)}…"`);
      }
      const raw = rawSizeCode(site.sizeWord).exec(text);
      if (raw)
        found.push(
          `${name}: raw size code in "…${text.slice(Math.max(0, raw.index - 40), raw.index + 40)}…"`,
        );
    }
    expect(found).toEqual([]);
    // The basket line names the size as the size picker does ("M", "XS").
    const sizes = [...cart.html.matchAll(/<dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/g)].map((match) => match[1]);
    expect(sizes).toContain(variant.size.toUpperCase());
  });

  test('the footer’s cookie settings are in the server’s HTML, named in the culture', async () => {
    const { html } = await page(site, '/');
    const button = new RegExp(
      `<button type="button" class="sf-consent-settings__button" data-consent-reopen="">${site.cookieSettings}</button>`,
    );
    expect(html).toMatch(button);
  });
});
