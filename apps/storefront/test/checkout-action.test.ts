// @vitest-environment node
/**
 * Issue 23: the checkout completed without JavaScript, against the real commerce API in process.
 * The checkout's forms post to the storefront server's checkout actions (decision 0034): what is
 * missing renders the checkout again (400) with the translated messages and all that was typed;
 * the drop point search renders the checkout with the points found; a complete
 * checkout answers 303 to the payment page; a voucher is added and refused; and a post from
 * another site is refused (403).
 */
import { describe, expect, test } from 'vitest';
import { runFormAction } from '../src/entry-server.tsx';
import { basketWithShirt, londonAddress } from './support/checkout-fixtures.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const siteHeaders = {
  'Content-Type': 'application/json',
  StoreId: 'northbridge-gb',
  culture: 'en',
  currency: 'GBP',
};

function storefront() {
  return storefrontOverApi(api, {
    act: runFormAction,
  });
}

/** The shopper's browser: a cookie jar over the storefront's answers. */
function browser(cookies: Record<string, string>) {
  const cookie = () =>
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) delete cookies[name];
      else cookies[name] = value;
    }
    return response;
  };
  return {
    async get(path: string) {
      const response = keep(
        await storefront().fetch(
          new Request(`${shop}${path}`, { headers: { cookie: cookie() }, redirect: 'manual' }),
        ),
      );
      return { response, html: await response.text() };
    },
    async post(path: string, fields: Record<string, string>, origin = shop) {
      const response = keep(
        await storefront().fetch(
          new Request(`${shop}${path}`, {
            method: 'POST',
            headers: {
              cookie: cookie(),
              origin,
              'sec-fetch-site': origin === shop ? 'same-origin' : 'cross-site',
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams(fields).toString(),
            redirect: 'manual',
          }),
        ),
      );
      return { response, html: await response.text() };
    },
  };
}

/** A page's markup without its scripts (what is rendered, not the data handed to the browser). */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

function basket(): Promise<string> {
  return basketWithShirt(api, siteHeaders);
}

const address = londonAddress('nojs.checkout@example.com');

describe('the checkout without JavaScript', () => {
  test('what is missing renders the checkout again (400) with its messages and what was typed; a search lists drop points; the complete checkout goes to payment', async () => {
    const token = await basket();
    const shopper = browser({ clubshop_basket_token: token });

    const incomplete = await shopper.post('/checkout/', {
      _action: 'checkout',
      ...address,
      emailConfirmation: 'someone.else@example.com',
      shippingMethodId: 'gb-parcelshop',
      paymentProviderId: 'card',
      comment: 'Leave it with the neighbours',
    });
    expect(incomplete.response.status).toBe(400);
    const page = markup(incomplete.html);
    expect(page).toContain('<h1>Checkout</h1>');
    expect(page).toContain(`value="${address.street}"`);
    expect(page).toContain('Leave it with the neighbours');
    // The e-mail repeated wrongly, and no pick-up point yet for the parcel shop method.
    expect(page).toMatch(/do not match|must match/i);
    expect(page).toContain('This field is required');
    // The card stays chosen, the method too, and the drop point search is there.
    expect(page).toMatch(/<input(?=[^>]*name="paymentProviderId")(?=[^>]*value="card")(?=[^>]*checked="")/);
    expect(page).toMatch(
      /<input(?=[^>]*name="shippingMethodId")(?=[^>]*value="gb-parcelshop")(?=[^>]*checked="")/,
    );
    expect(page).toContain('name="dropPointZipCode"');

    const search = await shopper.post('/checkout/', {
      _action: 'checkout',
      _intent: 'drop-points',
      ...address,
      shippingMethodId: 'gb-parcelshop',
      dropPointZipCode: 'SW1A 1AA',
      paymentProviderId: 'card',
    });
    const listed = search;
    expect(listed.response.status).toBe(200);
    const dropPoint = /<input(?=[^>]*name="dropPointId")[^>]*value="([^"]+)"/.exec(markup(listed.html))?.[1];
    expect(dropPoint).toBeTruthy();
    expect(markup(listed.html)).toMatch(
      /<input(?=[^>]*name="paymentProviderId")(?=[^>]*value="card")(?=[^>]*checked="")/,
    );

    const paid = await shopper.post('/checkout/', {
      _action: 'checkout',
      ...address,
      shippingMethodId: 'gb-parcelshop',
      dropPointId: dropPoint ?? '',
      dropPointZipCode: 'SW1A 1AA',
      paymentProviderId: 'card',
    });
    expect(paid.response.status).toBe(303);
    const payment = new URL(paid.response.headers.get('location') ?? '', shop);
    expect(payment.pathname).toMatch(/^\/payment\/[^/]+\/?$/);
    // Nothing personal in the address the browser is sent to.
    expect(payment.href).not.toContain('nojs.checkout');
    const paymentPage = await (await api.fetch(payment.href.replace(payment.origin, api.origin))).text();
    expect(paymentPage).toContain('Test payment');
  });

  test('a voucher is added, and a refused one says why, the code kept', async () => {
    const shopper = browser({ clubshop_basket_token: await basket() });
    const refused = await shopper.post('/checkout/', {
      _action: 'checkout-voucher',
      voucherCode: 'NOSUCHCODE',
    });
    expect(refused.response.status).toBeGreaterThanOrEqual(400);
    expect(refused.response.status).toBeLessThan(500);
    expect(markup(refused.html)).toMatch(/role="alert"[^>]*>[^<]+</);
    expect(markup(refused.html)).toContain('value="NOSUCHCODE"');
    const added = await shopper.post('/checkout/', { _action: 'checkout-voucher', voucherCode: 'welcome10' });
    expect(added.response.status).toBe(303);
    expect(added.response.headers.get('location')).toBe('/checkout/');
    expect(markup((await shopper.get('/checkout/')).html)).toContain('WELCOME10');
    const removed = await shopper.post('/checkout/', {
      _action: 'checkout-voucher',
      removeVoucher: 'WELCOME10',
    });
    expect(removed.response.status).toBe(303);
    expect(markup((await shopper.get('/checkout/')).html)).not.toContain('WELCOME10');
  });

  test('a checkout posted from another site is refused', async () => {
    const token = await basket();
    const shopper = browser({ clubshop_basket_token: token });
    const forged = await shopper.post(
      '/checkout/',
      { _action: 'checkout', ...address, shippingMethodId: 'gb-home', paymentProviderId: 'card' },
      'https://evil.example',
    );
    expect(forged.response.status).toBe(403);
    const state = (await (
      await api.fetch(`${api.origin}/api/checkout/${token}`, { headers: siteHeaders })
    ).json()) as { billingAddress: unknown };
    expect(state.billingAddress).toBeFalsy();
  });
});
