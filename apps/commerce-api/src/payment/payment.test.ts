import {
  basketResponseSchema,
  checkoutStateSchema,
  dropPointListResponseSchema,
  errorResponseSchema,
  orderListResponseSchema,
  orderSchema,
  productSchema,
  productVariantResponseSchema,
  receiptSchema,
  searchRequestToParams,
  searchResponseSchema,
} from '@clubshop/api-sdk/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshStoreVariants } from '../catalog/store-variants';
import { queryRows } from '../db/database';
import { items } from '../db/tables/catalog';
import { vouchers } from '../db/tables/checkout';
import {
  aarhusBilling,
  addVoucher,
  basketReadyToPay,
  danishItems,
  danishStoreId,
  registerAndSignIn,
  startPayment,
} from '../testing/checkout-scene';
import type { TestItem } from '../testing/commerce-test-api';
import { createCommerceTestApi } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());
let storeId: string;
let item: TestItem;
let other: TestItem;

const billing = aarhusBilling('grace@example.com', 'Grace', 'Hopper');

beforeAll(async () => {
  storeId = danishStoreId(api);
  [item, other] = (await danishItems(api)) as [TestItem, TestItem];
  expect(other).toBeDefined();
}, 180_000);

const headers = (extra: Record<string, string> = {}) => ({ StoreId: storeId, ...extra });

async function ready(options: { auth?: string; voucher?: string; quantity?: number } = {}) {
  const h = headers(options.auth ? { Authorization: `Bearer ${options.auth}` } : {});
  const token = await basketReadyToPay(api, {
    headers: h,
    lines: [{ itemId: item.itemId, quantity: options.quantity ?? 1 }],
    billing,
  });
  if (options.voucher) expect(await addVoucher(api, token, options.voucher, h)).toBe(200);
  return token;
}

const checkout = (token: string, auth?: string) =>
  startPayment(api, token, headers(auth ? { Authorization: `Bearer ${auth}` } : {}));

const post = (url: string) => api.fetch(url, { method: 'POST' });

describe('the test payment page', () => {
  it('is minimal HTML with Approve and Cancel forms and a strict CSP', async () => {
    const token = await ready();
    const { data } = await checkout(token);
    const page = await api.fetch(data?.url ?? '');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/text\/html/);
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self' http://localhost:5173");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    // In the shop's culture: the test site speaks Danish.
    expect(html).toMatch(/<html lang="da">/);
    expect(html).toContain('<h1>Testbetaling</h1>');
    expect(html).toMatch(
      /<form method="post" action="\/payment\/[^"]+\/approve"><button type="submit"[^>]*>Godkend betaling<\/button>/,
    );
    expect(html).toMatch(
      /<form method="post" action="\/payment\/[^"]+\/cancel"><button type="submit"[^>]*>Annuller betaling<\/button>/,
    );
    // The amount as money in the basket's culture (Danish kroner), never "479.00 DKK".
    expect(html).toMatch(/<dd>[\d.]+,\d{2}(&#160;|\s)?kr\.<\/dd>/);
    expect(html).not.toContain('DKK');
    const missing = await api.fetch('/payment/nope');
    expect(missing.status).toBe(404);
    // No payment, so no shop to speak for: English.
    expect(await missing.text()).toContain('This payment does not exist.');
  });

  it('cancel redirects to the cancelUrl without the token, keeps the basket open and frees its voucher', async () => {
    const token = await ready({ voucher: 'ONCE25' });
    const { data } = await checkout(token);
    const [reserved] = await api.database.db.select().from(vouchers).where(eq(vouchers.code, 'ONCE25'));
    expect(reserved?.redemptionCount).toBe(1);
    const cancel = await post(`${data?.url}/cancel`);
    expect(cancel.status).toBe(303);
    // No basket token in the address (decision 0076): the shop knows its shopper's basket.
    expect(cancel.headers.get('Location')).toBe('http://localhost:5173/checkout/?payment=cancelled');
    const [released] = await api.database.db.select().from(vouchers).where(eq(vouchers.code, 'ONCE25'));
    expect(released?.redemptionCount).toBe(0);
    const basket = v.parse(basketResponseSchema, (await api.json('GET', `/api/baskets/${token}`)).body);
    expect(basket.basket?.lines).toHaveLength(1);
    expect((await api.json('GET', `/api/baskets/${token}/receipt`)).status).toBe(404);
    // The cancelled page cannot be approved afterwards.
    expect((await post(`${data?.url}/approve`)).status).toBe(409);
  });

  it('approving twice creates one order, takes stock once and mails one confirmation', async () => {
    const [before] = await api.database.db.select().from(items).where(eq(items.id, other.itemId));
    const h = headers();
    const token = await basketReadyToPay(api, {
      headers: h,
      lines: [{ itemId: other.itemId, quantity: 2 }],
      billing: aarhusBilling('twice@example.com', 'Grace', 'Hopper'),
    });
    const { data } = await checkout(token);
    const results = await Promise.all([post(`${data?.url}/approve`), post(`${data?.url}/approve`)]);
    const locations = results.map((r) => r.headers.get('Location'));
    expect(results.map((r) => r.status)).toEqual([303, 303]);
    expect(locations[0]).toBe(locations[1]);
    expect(locations[0]).toMatch(/^http:\/\/localhost:5173\/receipt\/\?orderNumber=CS-\d{8}$/);
    const [after] = await api.database.db.select().from(items).where(eq(items.id, other.itemId));
    expect(after?.stockQuantity).toBe((before?.stockQuantity ?? 0) - 2);
    expect(await api.mails('twice@example.com')).toHaveLength(1);
    // An ordered basket is closed.
    const add = await api.json('POST', `/api/baskets/${token}`, { productId: other.itemId, quantity: 1 }, h);
    expect(add.status).toBe(409);
    v.parse(errorResponseSchema, add.body);
  });

  it('refuses to approve when the basket changed after payment started', async () => {
    const token = await ready();
    const { data } = await checkout(token);
    await api.json('POST', `/api/baskets/${token}`, { productId: other.itemId, quantity: 1 }, headers());
    const approve = await post(`${data?.url}/approve`);
    expect(approve.status).toBe(409);
    expect(await approve.text()).toMatch(/Din kurv er ændret/);
  });
});

describe('a basket that has become an order (issue 44: paid, the receipt never reached)', () => {
  async function login(): Promise<string> {
    const email = `ordered-${Date.now()}@example.com`;
    const shopper = { email, firstName: 'Jo', lastName: 'Ur' };
    return (
      (await registerAndSignIn(api, storeId, shopper, 'correct horse battery')).session?.access_token ?? ''
    );
  }

  for (const who of ['guest', 'member'] as const) {
    it(`is no ${who}'s current basket: read as a basket it is a 404 saying it is ordered; its receipt stays; a change is 409`, async () => {
      const auth = who === 'member' ? await login() : undefined;
      const h = headers(auth ? { Authorization: `Bearer ${auth}` } : {});
      const token = await ready({ ...(auth ? { auth } : {}) });
      const { data } = await checkout(token, auth);
      expect((await post(`${data?.url}/approve`)).status).toBe(303);

      for (const path of [`/api/baskets/${token}`, `/api/baskets/${token}/summary`]) {
        const read = await api.json('GET', path, undefined, h);
        expect(read.status, path).toBe(404);
        expect(v.parse(errorResponseSchema, read.body).errors[0]?.code).toBe('Api.Error.BasketOrdered');
      }
      expect((await api.json('GET', `/api/baskets/${token}/receipt`, undefined, h)).status).toBe(200);
      const add = await api.json('POST', `/api/baskets/${token}`, { productId: item.itemId, quantity: 1 }, h);
      expect(add.status).toBe(409);
    });
  }
});

describe('stock taken by an order', () => {
  it('shows in cached answers and the listing at once: the last unit sold, the product is sold out', async () => {
    // A listed variant of its own with one size left in stock, one unit of it.
    const listedVariants = new Set(
      (
        await queryRows<{ variant_id: string }>(
          api.database.db,
          sql`select variant_id from store_variants where store_id = ${storeId} and not is_unlisted`,
        )
      ).map((row) => row.variant_id),
    );
    const [last] = (await danishItems(api, 1)).filter(
      (found) =>
        found.variantId !== item.variantId &&
        found.variantId !== other.variantId &&
        listedVariants.has(found.variantId),
    );
    if (!last) throw new Error('no in-stock item left to sell');
    const db = api.database.db;
    await db
      .update(items)
      .set({ stockState: 'OutOfStock', stockQuantity: 0 })
      .where(and(eq(items.variantId, last.variantId), ne(items.id, last.itemId)));
    await db.update(items).set({ stockQuantity: 1 }).where(eq(items.id, last.itemId));
    await refreshStoreVariants(db, 'northbridge');
    api.invalidateCatalogue();

    const h = headers();
    const [listed] = await queryRows<{ url: string; name: string }>(
      db,
      sql`select url, name from store_variants where store_id = ${storeId} and variant_id = ${last.variantId}`,
    );
    if (!listed) throw new Error('the variant has no listing row');
    /** The variant's card in a search for its name (only in-stock rows with `inStockOnly`). */
    const searchCard = async (inStockOnly: boolean) => {
      const query = searchRequestToParams({
        Term: listed.name,
        PageSize: 100,
        ...(inStockOnly ? { Filters: { BitFilters: [{ Key: 'inStock', Value: true }] } } : {}),
      });
      const body = v.parse(
        searchResponseSchema,
        (await api.json('GET', `/api/products/search?${query}`, undefined, h)).body,
      );
      return body.products.find((card) => card.url === listed.url);
    };
    const productPath = `/api/products/${last.productId}`;
    const variantPath = `/api/products/variant/${last.itemId}`;
    const availability = async () => {
      const product = v.parse(productSchema, (await api.json('GET', productPath, undefined, h)).body);
      const variant = v.parse(
        productVariantResponseSchema,
        (await api.json('GET', variantPath, undefined, h)).body,
      );
      return [
        product.variants.find((entry) => entry.id === last.itemId)?.stock.availability,
        variant.variant.stock.availability,
        (await searchCard(false))?.availability,
        (await searchCard(true)) ? 'listed as in stock' : 'not listed as in stock',
      ];
    };
    const inStock = ['InStock', 'InStock', 'InStock', 'listed as in stock'];
    // Read (and cached) while in stock.
    expect(await availability()).toEqual(inStock);
    expect(await availability()).toEqual(inStock);

    const token = await basketReadyToPay(api, {
      headers: h,
      lines: [{ itemId: last.itemId, quantity: 1 }],
      billing,
    });
    const { data } = await checkout(token);
    expect((await post(`${data?.url}/approve`)).status).toBe(303);

    expect(await availability()).toEqual([
      'OutOfStock',
      'OutOfStock',
      'OutOfStock',
      'not listed as in stock',
    ]);
    const [row] = await queryRows<{ in_stock: boolean }>(
      db,
      sql`select in_stock from store_variants where store_id = ${storeId} and variant_id = ${last.variantId}`,
    );
    expect(row?.in_stock).toBe(false);
  });
});

describe('a single-use voucher shared by 20 baskets', () => {
  it('is reserved by exactly one of 20 concurrent checkouts', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => ready({ voucher: 'SINGLE15' })));
    const results = await Promise.all(tokens.map((token) => checkout(token)));
    const won = results.filter((r) => r.success);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => !r.success)) {
      expect(lost.errors[0]).toEqual({
        message: 'The voucher code "SINGLE15" has already been used.',
        field: 'voucherCode',
        code: 'Api.Error.VoucherUsed',
        params: { code: 'SINGLE15' },
      });
    }
    const [row] = await api.database.db.select().from(vouchers).where(eq(vouchers.code, 'SINGLE15'));
    expect(row?.redemptionCount).toBe(1);
    // A basket that lost can still pay without the code.
    const loser = tokens[results.findIndex((r) => !r.success)] ?? '';
    await api.json('DELETE', `/api/checkout/${loser}/voucher?voucherCode=SINGLE15`);
    expect((await checkout(loser)).success).toBe(true);
  }, 240_000);
});

describe('the whole journey', () => {
  it('basket -> add -> update -> voucher -> addresses -> drop point -> pay -> order history -> receipt', async () => {
    const email = `journey-${Date.now()}@example.com`;
    const signedIn = await registerAndSignIn(
      api,
      storeId,
      { email, firstName: 'Jo', lastName: 'Ur' },
      'correct horse battery',
    );
    expect(signedIn.registered).toBe(201);
    const accessToken = signedIn.session?.access_token ?? '';
    expect(accessToken).not.toBe('');
    const h = headers({ Authorization: `Bearer ${accessToken}` });

    const token =
      v.parse(basketResponseSchema, (await api.json('POST', '/api/baskets', undefined, h)).body).summary
        ?.token ?? '';
    const added = v.parse(
      basketResponseSchema,
      (await api.json('POST', `/api/baskets/${token}`, { productId: item.itemId, quantity: 1 }, h)).body,
    );
    const lineId = added.basket?.lines[0]?.id ?? '';
    const updated = v.parse(
      basketResponseSchema,
      (await api.json('POST', `/api/baskets/${token}/lines`, { lines: [{ id: lineId, quantity: 3 }] }, h))
        .body,
    );
    expect(updated.summary?.quantity).toBe(3);
    v.parse(
      checkoutStateSchema,
      (await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`, undefined, h)).body,
    );
    v.parse(
      checkoutStateSchema,
      (
        await api.json(
          'POST',
          `/api/checkout/${token}/billingaddress`,
          { ...billing, email, emailConfirmation: email },
          h,
        )
      ).body,
    );
    v.parse(
      checkoutStateSchema,
      (
        await api.json(
          'POST',
          `/api/checkout/${token}/shippingaddress`,
          {
            firstName: 'Jo',
            lastName: 'Ur',
            phone: '+45 11 22 33 44',
            street: 'Nørregade 3',
            city: 'Odense',
            zipCode: '5000',
            country: 'DK',
          },
          h,
        )
      ).body,
    );
    const points = v.parse(
      dropPointListResponseSchema,
      (
        await api.json(
          'GET',
          `/api/checkout/${token}/shipping/dk-parcelshop/droppoints?zipCode=5000`,
          undefined,
          h,
        )
      ).body,
    );
    const picked = v.parse(
      checkoutStateSchema,
      (
        await api.json(
          'POST',
          `/api/checkout/${token}/shipping`,
          { shippingMethodId: 'dk-parcelshop', dropPointId: points[0]?.id },
          h,
        )
      ).body,
    );
    expect(picked.dropPointId).toBe(points[0]?.id);
    v.parse(
      checkoutStateSchema,
      (await api.json('POST', `/api/checkout/${token}/comment`, { comment: 'Forza!' }, h)).body,
    );
    const summary = picked.summary.totals;

    const started = await checkout(token, accessToken);
    expect(started.success).toBe(true);
    const approve = await post(`${started.data?.url}/approve`);
    expect(approve.status).toBe(303);
    const location = new URL(approve.headers.get('Location') ?? '');
    expect(location.searchParams.has('token')).toBe(false);
    const orderNumber = location.searchParams.get('orderNumber');

    const history = v.parse(
      orderListResponseSchema,
      (await api.json('GET', '/api/users/me/orders', undefined, h)).body,
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      orderNumber,
      status: 'Confirmed',
      quantity: 3,
      total: { amount: summary.total.amount, currency: 'DKK' },
    });
    const order = v.parse(
      orderSchema,
      (await api.json('GET', `/api/users/me/orders/${history[0]?.id}`, undefined, h)).body,
    );
    expect(order.lines[0]?.quantity).toBe(3);
    expect(order.vouchers.map((x) => x.code)).toEqual(['WELCOME10']);
    expect(order.comment).toBe('Forza!');
    // The order's lines keep their picture (an absolute url), and so does the receipt.
    expect(order.lines[0]?.image?.url).toMatch(/^http:\/\/localhost:4000\/media\/product\//);
    expect(order.vouchers[0]?.description).toBe('10 % rabat på din ordre');
    expect(order.shippingAddress?.city).toBe('Odense');

    // The basket is the user's: its token alone shows nothing, the user's access token does.
    expect((await api.json('GET', `/api/baskets/${token}/receipt`)).status).toBe(404);
    const receipt = await api.json('GET', `/api/baskets/${token}/receipt`, undefined, h);
    expect(receipt.status).toBe(200);
    const parsed = v.parse(receiptSchema, receipt.body);
    expect(parsed.summary).toMatchObject({
      orderNumber,
      status: 'Confirmed',
      total: summary.total,
      shippingTotal: summary.shippingTotal,
    });
    expect(parsed.basket.lines[0]?.quantity).toBe(3);
    expect(parsed.basket.lines[0]?.image?.url).toBe(order.lines[0]?.image?.url);
    // Read by the basket token, the receipt and the checkout of an order name nobody (0076).
    expect(parsed.summary.email).toBeUndefined();
    const ordered = await api.json('GET', `/api/checkout/${token}`, undefined, h);
    expect(ordered.body).toMatchObject({ billingAddress: null, shippingAddress: null, comment: '' });
    expect(JSON.stringify(ordered.body)).not.toContain(email);
    const mail = (await api.mails(email))[0];
    // The Danish site's order: the mail is in Danish (dictionary rows), amounts in kroner.
    expect(mail?.subject).toBe(`Ordrebekræftelse ${orderNumber}`);
    expect(mail?.text).toMatch(/^I alt: [\d.]+,\d{2}\s?kr\.$/m);
    expect(mail?.text).toContain(points[0]?.name ?? '?');
  }, 60_000);
});
