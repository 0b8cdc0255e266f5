/**
 * The end of the purchase path in the app, against the real commerce API in process: the checkout
 * page submits and leaves for the API's payment page; approving there sends the shopper to
 * /receipt/, which shows the order's number and totals, and the header's basket starts over.
 */
import type { FetchFunction } from '@clubshop/api-sdk';
import { browserCookieJar, type CookieJar, cookieJarAtom } from '@clubshop/auth';
import { serverHeldBasketJar } from '@clubshop/basket';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { basketWithShirt, londonAddress } from '../../../test/support/checkout-fixtures.ts';
import { inProcessApi } from '../../../test/support/in-process-api.ts';
import { clearCookies, memoryLogger } from '../../../test/support/render-shop.tsx';
import { App } from '../../App.tsx';
import { createStorefrontQueryClient } from '../../app/query-client.ts';
import { createStorefrontClient } from '../../app/storefront-client.ts';
import { createSiteContextHolder } from '../../site/site-context.ts';
import { holdBasketToken } from '../../ssr/held-basket.ts';

/** The default site of the test shop (http://localhost:5173). */
const siteHeaders = {
  'content-type': 'application/json',
  culture: 'en',
  StoreId: 'northbridge-gb',
  currency: 'GBP',
};
/** The basket cookie of @clubshop/basket. */
const BASKET_TOKEN_COOKIE = 'clubshop_basket_token';

const api = inProcessApi();

/**
 * A browser in front of the storefront server's basket handling (decision 0076): its calls go
 * through the server's own `holdBasketToken` to the API, and the cookies it writes `HttpOnly` stay
 * in `httpOnly`, out of `document.cookie`, as a browser keeps them; the page's store reads the
 * basket through `serverHeldBasketJar`, as entry-client.tsx sets it up.
 */
function heldBrowser() {
  const httpOnly = new Map<string, string>();
  const jar: CookieJar = {
    get: (name) => httpOnly.get(name) ?? browserCookieJar.get(name),
    set: (name, value, attributes) => {
      if (attributes.httpOnly) httpOnly.set(name, value);
      else browserCookieJar.set(name, value, attributes);
    },
    remove: (name, attributes) => {
      httpOnly.delete(name);
      browserCookieJar.remove(name, attributes);
    },
  };
  const forward = holdBasketToken(jar, (request) => api.fetch(request));
  const fetch: FetchFunction = (input, init) => forward(new Request(input, init));
  return { httpOnly, fetch };
}

/** Renders the shop at `path`, recording where it leaves itself to (the payment page) instead of going. */
async function renderAt(path: string, held?: ReturnType<typeof heldBrowser>) {
  window.history.replaceState(null, '', path);
  const leftTo: string[] = [];
  const store = createStore();
  if (held) store.set(cookieJarAtom, serverHeldBasketJar());
  const site = createSiteContextHolder();
  const client = createStorefrontClient({
    apiOrigin: api.origin,
    site,
    fetch: held?.fetch ?? api.fetch,
    store,
  });
  await act(async () => {
    render(
      <App
        client={client}
        store={store}
        site={site}
        queryClient={createStorefrontQueryClient()}
        pageUrl={`http://localhost:5173${path}`}
        logger={memoryLogger().logger}
        fullNavigate={(url) => void leftTo.push(url)}
      />,
    );
  });
  return leftTo;
}

/** A basket holding one shirt, made through the API, its token in the shopper's cookie. */
async function basketWithShirtInCookie(): Promise<string> {
  const token = await basketWithShirt(api, siteHeaders);
  // biome-ignore lint/suspicious/noDocumentCookie: the shopper's basket cookie, as the basket package sets it
  document.cookie = `${BASKET_TOKEN_COOKIE}=${token}; path=/`;
  return token;
}

/** "£1,234.50" for an amount, as the receipt's summary shows it. */
const pounds = (amount: number) =>
  `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('checkout submits to the payment page; after approval the receipt shows the order and its totals', {
  timeout: 120_000,
}, async () => {
  clearCookies();
  const token = await basketWithShirtInCookie();
  const user = userEvent.setup();
  const leftTo = await renderAt('/checkout/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
  // Issue 7: the checkout describes itself in the head (from the dictionary, not a raw key).
  await waitFor(() =>
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Check out securely/,
    ),
  );

  const billing = await screen.findByRole('group', { name: 'Billing address' });
  const field = (name: string) => within(billing).getByRole('textbox', { name });
  await user.type(field('Email'), 'receipt@example.com');
  await user.type(field('Confirm email'), 'receipt@example.com');
  await user.type(within(billing).getByRole('textbox', { name: /^Phone/ }), '+44 20 7946 0000');
  await user.type(field('First name'), 'Alex');
  await user.type(field('Last name'), 'Morgan');
  await user.type(field('Street and number'), '12 High Street');
  await user.type(field('Postcode'), 'SW1A 1AA');
  await user.type(field('City'), 'London');
  await user.selectOptions(within(billing).getByRole('combobox', { name: 'Country' }), 'United Kingdom');
  const delivery = screen.getByRole('group', { name: 'Delivery method' });
  await user.click(await within(delivery).findByRole('radio', { name: /Home delivery/ }));
  await user.click(
    within(screen.getByRole('group', { name: 'Payment method' })).getByRole('radio', { name: /Card/ }),
  );
  await user.click(screen.getByRole('button', { name: 'Go to payment' }));

  // The checkout leaves for the API's test payment page of this basket.
  await waitFor(() => expect(leftTo).toHaveLength(1));
  const paymentUrl = leftTo[0] as string;
  expect(new URL(paymentUrl).pathname).toMatch(/^\/payment\//);
  // The shopper has left the shop's page for the payment page.
  cleanup();
  const paymentPage = await (await api.fetch(paymentUrl)).text();
  const approve = /action="([^"]*\/approve)"/.exec(paymentPage)?.[1];
  expect(approve).toBeDefined();
  const approved = await api.fetch(new URL(approve as string, paymentUrl).href, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  const receiptUrl = new URL(approved.headers.get('location') as string);
  expect(receiptUrl.pathname).toBe('/receipt/');
  // Decision 0076: the return address names no basket; the receipt is the cookie's basket's.
  expect(receiptUrl.href).not.toContain(token);

  // What the order holds, from the API, to compare the page with.
  const order = (await (
    await api.fetch(`${api.origin}/api/baskets/${token}/receipt`, { headers: siteHeaders })
  ).json()) as { summary: { orderNumber: string; total: { amount: number }; subTotal: { amount: number } } };
  expect(order.summary.total.amount).toBeGreaterThan(0);

  cleanup();
  await renderAt(`${receiptUrl.pathname}${receiptUrl.search}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
  const main = screen.getByRole('main');
  expect(within(main).getByText(/^Order number/).textContent).toContain(order.summary.orderNumber);
  expect(await within(main).findAllByText(pounds(order.summary.total.amount))).not.toHaveLength(0);
  expect(within(main).getAllByText(pounds(order.summary.subTotal.amount))).not.toHaveLength(0);
  // The paid basket is done with: the header's basket starts over, empty.
  await waitFor(() =>
    expect(screen.getByRole('banner').querySelector('a[href="/cart/"]')?.textContent).toMatch(
      /(?<!\d)0(?!\d)/,
    ),
  );
  // The cookie no longer names the paid basket (the API reads an ordered basket as unknown, so
  // the page forgets it): the next add starts a new basket (decision 0062).
  await waitFor(() => expect(basketCookie()).not.toBe(token));
  const newBasket = basketCookie();

  // A reload of the receipt (the paid basket kept a day in its own cookie) shows the same order,
  // and leaves the basket cookie as it is.
  cleanup();
  await renderAt(`${receiptUrl.pathname}${receiptUrl.search}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
  expect(within(screen.getByRole('main')).getByText(/^Order number/).textContent).toContain(
    order.summary.orderNumber,
  );
  expect(screen.queryByText('This page could not be found')).toBeNull();
  expect(basketCookie()).toBe(newBasket);
});

/** The basket token in the shopper's cookie. */
function basketCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${BASKET_TOKEN_COOKIE}=`))
    ?.slice(BASKET_TOKEN_COOKIE.length + 1);
}

test('a payment sent back because its voucher was used up meanwhile says so on the checkout', {
  timeout: 60_000,
}, async () => {
  cleanup();
  clearCookies();
  const token = await basketWithShirtInCookie();
  await renderAt('/checkout/?payment=failed&reason=voucher-used');
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
  const alert = await screen.findByText(/a voucher code on your order has been used up meanwhile/);
  expect(alert.getAttribute('role')).toBe('alert');
  expect(alert.textContent).toMatch(/You have not been charged/);
  // The text is the dictionary's, not the raw key, and holds no token.
  expect(alert.textContent).not.toContain('Checkout.PaymentFailed');
  expect(alert.textContent).not.toContain(token);
});

test("with the basket token held by the server: the receipt of the cookie's basket, the same receipt on a reload, no token in the page", {
  timeout: 60_000,
}, async () => {
  cleanup();
  clearCookies();
  const held = heldBrowser();
  const call = async (path: string, body?: unknown) =>
    (await (
      await held.fetch(`${api.origin}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: siteHeaders,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json()) as Record<string, unknown>;
  // The basket as the page makes it: the server keeps the token, the page gets `current`.
  const created = (await call('/api/baskets', {})) as { summary: { token: string } };
  expect(created.summary.token).toBe('current');
  const token = held.httpOnly.get(BASKET_TOKEN_COOKIE) as string;
  expect(token).toMatch(/^[\w-]{20,}$/);
  for (const size of ['m', 'l', 's', 'xl']) {
    if ((await call('/api/baskets/current', { productId: `nb-p1001-navy-${size}`, quantity: 1 })).success)
      break;
  }
  await call('/api/checkout/current/billingaddress', londonAddress('held@example.com'));
  const state = (await call('/api/checkout/current')) as {
    shippingMethods: Array<{ id: string; requiresDropPoint: boolean }>;
  };
  await call('/api/checkout/current/shipping', {
    shippingMethodId: state.shippingMethods.find((method) => !method.requiresDropPoint)?.id,
  });
  const { data } = (await call('/api/baskets/current/checkout', {
    paymentProviderId: 'card',
    returnUrl: 'http://localhost:5173/receipt/',
    cancelUrl: 'http://localhost:5173/checkout/',
  })) as { data: { url: string } };
  const paymentPage = await (await api.fetch(data.url)).text();
  const approve = /action="([^"]*\/approve)"/.exec(paymentPage)?.[1] ?? '';
  const approved = await api.fetch(new URL(approve, data.url).href, { method: 'POST', redirect: 'manual' });
  const receiptUrl = new URL(approved.headers.get('location') as string);
  expect(receiptUrl.href).not.toContain(token);

  await renderAt(`${receiptUrl.pathname}${receiptUrl.search}`, held);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, { timeout: 10_000 }),
  ).toBeTruthy();
  const orderNumber = screen.getByTestId('order-number').textContent;
  expect(orderNumber).toMatch(/^CS-\d+$/);
  // The paid basket leaves the basket cookie (a new one is made now or by the next change, as
  // the page's summary or receipt learns first that it is ordered) and is kept for the receipt;
  // the page holds no token.
  await waitFor(() => expect(held.httpOnly.get(BASKET_TOKEN_COOKIE)).not.toBe(token));
  expect(held.httpOnly.get('clubshop_paid_basket')).toBe(token);
  const newBasket = held.httpOnly.get(BASKET_TOKEN_COOKIE);
  expect(document.cookie).not.toContain(token);
  if (newBasket) expect(document.cookie).not.toContain(newBasket);
  expect(document.cookie).not.toMatch(/clubshop_(basket_token|paid_basket)=/);

  // A reload: the basket the cookie names now (if any) has no order; the paid one's receipt shows.
  cleanup();
  await renderAt('/receipt/', held);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, { timeout: 10_000 }),
  ).toBeTruthy();
  expect(screen.getByTestId('order-number').textContent).toBe(orderNumber);
  expect(held.httpOnly.get(BASKET_TOKEN_COOKIE)).not.toBe(token);
  expect(held.httpOnly.get('clubshop_paid_basket')).toBe(token);
});
