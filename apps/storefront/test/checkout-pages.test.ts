// @vitest-environment node
/**
 * Issue 23: the checkout with a basket, the receipt and the e-mail confirmation render on the
 * server with their data and their own titles (not a spinner under the site's name), against
 * the real commerce API in process; `/receipt/` without a paid basket in the shopper's cookies is
 * 404, and no page or URL names the basket token (decision 0076).
 */
import { describe, expect, test } from 'vitest';
import { basketWithShirt } from './support/checkout-fixtures.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { northbridgeHeaders } from './support/northbridge-site.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const siteHeaders = { 'Content-Type': 'application/json', ...northbridgeHeaders };

/** A GET of the storefront at `path`, with optional cookies. */
async function get(path: string, cookie?: string) {
  const response = await storefrontOverApi(api).fetch(
    new Request(`${shop}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' }),
  );
  return { response, html: await response.text() };
}

/** A page's markup without its scripts (what is rendered, not the data handed to the browser). */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await api.fetch(`${api.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: siteHeaders,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

const address = {
  email: 'ssr.checkout@example.com',
  emailConfirmation: 'ssr.checkout@example.com',
  phone: '+44 20 7946 0000',
  firstName: 'Alex',
  lastName: 'Morgan',
  street: 'Harbour Road 12',
  city: 'London',
  zipCode: 'SW1A 1AA',
  country: 'GB',
};

/** A basket with a shirt and a billing address, as the shopper's cookie names it. */
async function basketWithAddress(): Promise<string> {
  const token = await basketWithShirt(api, siteHeaders);
  await call(`/api/checkout/${token}/billingaddress`, address);
  return token;
}

describe('the checkout, the receipt and the e-mail confirmation rendered on the server', () => {
  test('the checkout of a basket: its form filled in, its methods and totals, its title', async () => {
    const token = await basketWithAddress();
    const { response, html } = await get('/checkout/', `clubshop_basket_token=${token}`);
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe('Checkout');
    const page = markup(html);
    expect(page).not.toContain('sf-page-loading');
    expect(page).toContain('<h1>Checkout</h1>');
    expect(page).toContain(`value="${address.email}"`);
    expect(page).toContain('Home delivery');
    expect(page).toMatch(/Payment method/);
    expect(page).toContain('£');
  });

  test('without JavaScript the drop point search is on the page before a failed submit (issue 45)', async () => {
    const token = await basketWithAddress();
    const page = markup((await get('/checkout/', `clubshop_basket_token=${token}`)).html);
    // Home delivery is chosen; the search is there, shown by CSS once the parcel shop is checked.
    expect(page).toMatch(/<input(?=[^>]*name="shippingMethodId")(?=[^>]*value="gb-home")(?=[^>]*checked="")/);
    expect(page).toMatch(/<input(?=[^>]*name="dropPointZipCode")(?=[^>]*maxLength="20")/i);
    expect(page).toContain('cs-shipping-selector__drop-points--when-chosen');
  });

  test('the GB site\'s country select starts at the United Kingdom, not at "Choose a country"', async () => {
    const { summary } = await call<{ summary: { token: string } }>('/api/baskets', {});
    await call(`/api/baskets/${summary.token}`, { productId: 'nb-p1001-navy-m', quantity: 1 });
    const { html } = await get('/checkout/', `clubshop_basket_token=${summary.token}`);
    const select = /<select[^>]*autoComplete="billing country"[^>]*>([\s\S]*?)<\/select>/i.exec(markup(html));
    expect(select?.[1]).toMatch(/<option value="GB" selected="">/);
  });

  test("the receipt shows the order of the cookie's basket with its title, and again on a reload; without a paid basket it is 404", async () => {
    const token = await basketWithAddress();
    const checkout = await call<{ shippingMethods: Array<{ id: string; requiresDropPoint: boolean }> }>(
      `/api/checkout/${token}`,
    );
    const method = checkout.shippingMethods.find((candidate) => !candidate.requiresDropPoint);
    await call(`/api/checkout/${token}/shipping`, { shippingMethodId: method?.id });
    const { data } = await call<{ data: { url: string } }>(`/api/baskets/${token}/checkout`, {
      paymentProviderId: 'card',
      returnUrl: `${shop}/receipt/`,
      cancelUrl: `${shop}/checkout/`,
    });
    const url = data.url;
    const paymentPage = await (await api.fetch(url)).text();
    const approve = /action="([^"]*\/approve)"/.exec(paymentPage)?.[1] ?? '';
    const approved = await api.fetch(new URL(approve, url).href, { method: 'POST', redirect: 'manual' });
    const receiptUrl = new URL(approved.headers.get('location') ?? '');
    // Payment returns without the basket token (decision 0076).
    expect(receiptUrl.href).not.toContain(token);
    const receipt = await call<{
      summary: { orderNumber: string };
      basket: { lines: Array<{ name: string }> };
    }>(`/api/baskets/${token}/receipt`);

    const { response, html } = await get(
      `${receiptUrl.pathname}${receiptUrl.search}`,
      `clubshop_basket_token=${token}; clubshop_basket=1`,
    );
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe('Thank you for your order');
    expect(markup(html)).toContain(
      `<strong data-testid="order-number">${receipt.summary.orderNumber}</strong>`,
    );
    expect(receipt.basket.lines[0]?.name).toBeTruthy();
    expect(markup(html)).toContain(receipt.basket.lines[0]?.name);
    // Nothing handed to the page (its markup, its data for the browser) names the token.
    expect(html).not.toContain(token);
    // The paid basket leaves the cookie here already (a shopper without JavaScript starts anew),
    // and is kept HttpOnly for a reload of the receipt.
    const set = response.headers.getSetCookie();
    expect(set.join()).toMatch(/clubshop_basket_token=;/);
    expect(set.join()).toMatch(/clubshop_basket=;/);
    const paid = set.find((cookie) => cookie.startsWith('clubshop_paid_basket='));
    expect(paid).toMatch(new RegExp(`^clubshop_paid_basket=${token}; .+; HttpOnly$`));
    expect(markup(html)).toMatch(/class="cs-basket-link__badge"[^>]*>0</);

    const reloaded = await get('/receipt/', `clubshop_paid_basket=${token}`);
    expect(reloaded.response.status).toBe(200);
    expect(markup(reloaded.html)).toContain(`>${receipt.summary.orderNumber}</strong>`);
    expect(reloaded.html).not.toContain(token);

    const missing = await get('/receipt/');
    expect(missing.response.status).toBe(404);
    expect(titleOf(missing.html)).toBeTruthy();
    // An open basket has no receipt.
    const open = await basketWithAddress();
    expect((await get('/receipt/', `clubshop_basket_token=${open}`)).response.status).toBe(404);
    // A backend that still names the token in its return address: the same page without it.
    const named = await get(`/receipt/?token=${token}&orderNumber=${receipt.summary.orderNumber}`);
    expect(named.response.status).toBe(303);
    expect(named.response.headers.get('location')).toBe(
      `/receipt/?orderNumber=${receipt.summary.orderNumber}`,
    );
    expect(named.response.headers.get('referrer-policy')).toBe('no-referrer');
    const cancelled = await get(`/checkout/?token=${token}&payment=cancelled`);
    expect(cancelled.response.headers.get('location')).toBe('/checkout/?payment=cancelled');
  });

  test('the confirmation link confirms on the server: the answer and a title in the HTML, no alert role on the heading', async () => {
    const email = 'ssr.confirm@example.com';
    await call('/api/users/register', {
      email,
      password: 'Sup3r-secret-pass',
      firstName: 'Kim',
      lastName: 'Fan',
    });
    await api.settled();
    const link = new URL((await api.mails(email))[0]?.links[0] ?? '');
    const confirmed = await get(`${link.pathname}${link.search}`);
    expect(confirmed.response.status).toBe(200);
    expect(titleOf(confirmed.html)).toBe('Your email is confirmed');
    expect(markup(confirmed.html)).toContain('<h1>Your email is confirmed</h1>');

    for (const path of ['/confirm-email/?token=not-a-token', '/confirm-email/']) {
      const invalid = await get(path);
      expect(invalid.response.status).toBe(200);
      expect(titleOf(invalid.html)).toBe('This link is invalid or has expired');
      expect(markup(invalid.html)).toContain('<h1>This link is invalid or has expired</h1>');
      expect(markup(invalid.html)).not.toContain('role="alert"');
    }
  });
});
