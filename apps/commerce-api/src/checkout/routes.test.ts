import {
  basketCheckoutResponseSchema,
  basketResponseSchema,
  checkoutStateSchema,
  dropPointListResponseSchema,
  errorResponseSchema,
} from '@clubshop/api-sdk/contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createCommerceTestApi, findItems, type TestItem } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());
const stores: Record<string, string> = {};
let gbItem: TestItem;
let dkItem: TestItem;

beforeAll(async () => {
  for (const site of api.sites) if (site.club === 'northbridge') stores[site.country] = site.storeId;
  [gbItem] = (await findItems(api, { clubId: 'northbridge', currency: 'GBP', state: 'InPreorderStock' })) as [
    TestItem,
  ];
  [dkItem] = (await findItems(api, { clubId: 'northbridge', currency: 'DKK', state: 'InPreorderStock' })) as [
    TestItem,
  ];
}, 180_000);

const billing = {
  email: 'ada@example.com',
  emailConfirmation: 'ada@example.com',
  phone: '+44 20 7946 0000',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 St James Square',
  city: 'London',
  zipCode: 'SW1Y 4JH',
  country: 'GB',
};

async function basketWith(country: 'gb' | 'dk', item: TestItem, quantity = 1): Promise<string> {
  const headers = { StoreId: stores[country] ?? '' };
  const created = v.parse(
    basketResponseSchema,
    (await api.json('POST', '/api/baskets', undefined, headers)).body,
  );
  const token = created.summary?.token ?? '';
  const added = v.parse(
    basketResponseSchema,
    (await api.json('POST', `/api/baskets/${token}`, { productId: item.itemId, quantity }, headers)).body,
  );
  expect(added.success).toBe(true);
  return token;
}

async function state(method: string, path: string, body?: unknown) {
  const result = await api.json(method, path, body);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return v.parse(checkoutStateSchema, result.body);
}

/** The drop points a basket's destination answers near a postcode (decision 0072). */
async function searchDropPoints(token: string, method: string, zipCode: string) {
  return api.json(
    'GET',
    `/api/checkout/${token}/shipping/${method}/droppoints?zipCode=${encodeURIComponent(zipCode)}`,
  );
}

/** A basket of the GB site whose parcels go to `country` (the shipping address decides). */
async function basketShippingTo(country: 'GB' | 'DE' | 'DK'): Promise<string> {
  const token = await basketWith('gb', gbItem);
  await state('POST', `/api/checkout/${token}/billingaddress`, { ...billing, country });
  return token;
}

describe('drop points nearest a postcode by great-circle distance (decision 0072)', () => {
  it('answers Copenhagen points first for 2100 København Ø, nearest first with the distance', async () => {
    const result = await searchDropPoints(await basketShippingTo('DK'), 'dk-parcelshop', '2100');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const points = v.parse(dropPointListResponseSchema, result.body);
    expect(points.map((p) => p.city).slice(0, 4)).toEqual([
      'København Ø',
      'København N',
      'København K',
      'København V',
    ]);
    const distances = points.map((p) => p.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2_000);
    // Odense, about 135 km away over the Great Belt, comes after every Copenhagen point.
    expect(points[4]?.city).toBe('Odense C');
    expect(points[4]?.distance).toBeGreaterThan(120_000);
  });

  it('answers Hamburg points first for 20457 Hamburg, not München', async () => {
    const result = await searchDropPoints(await basketShippingTo('DE'), 'de-parcelshop', '20457');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const points = v.parse(dropPointListResponseSchema, result.body);
    expect(points.slice(0, 4).every((p) => p.city === 'Hamburg')).toBe(true);
    expect(points[0]?.zipCode).toBe('20457');
    expect(points.some((p) => p.city === 'München')).toBe(false);
  });

  it('answers London points first for a London postcode, Bristol ones for Bristol', async () => {
    const token = await basketShippingTo('GB');
    const london = v.parse(
      dropPointListResponseSchema,
      (await searchDropPoints(token, 'gb-parcelshop', 'SW1Y 4JH')).body,
    );
    expect(london.slice(0, 4).map((p) => p.city)).toEqual(['London', 'London', 'London', 'London']);
    expect(london[0]?.zipCode).toBe('SW1Y 4RP');
    const bristol = v.parse(
      dropPointListResponseSchema,
      (await searchDropPoints(token, 'gb-parcelshop', 'bs1 5tr')).body,
    );
    expect(bristol.slice(0, 2).map((p) => p.city)).toEqual(['Bristol', 'Bristol']);
  });

  it('refuses a postcode the country has not with 400 and says so, translated', async () => {
    const gb = await basketShippingTo('GB');
    const unknown = await searchDropPoints(gb, 'gb-parcelshop', 'ZZ99 9ZZ');
    expect(unknown.status).toBe(400);
    expect(v.parse(errorResponseSchema, unknown.body).errors[0]).toMatchObject({
      field: 'zipCode',
      code: 'Api.Error.PostcodeUnknown',
      message: 'There is no postcode "ZZ99 9ZZ" in GB',
    });
    const de = await basketShippingTo('DE');
    const malformed = await searchDropPoints(de, 'de-parcelshop', '2045');
    expect(malformed.status).toBe(400);
    expect(v.parse(errorResponseSchema, malformed.body).errors[0]).toMatchObject({
      field: 'zipCode',
      code: 'Api.Error.PostcodeMalformed',
    });
    // A Danish code in Germany is as wrong as a made-up one.
    const danishInGermany = await searchDropPoints(de, 'de-parcelshop', '2100');
    expect(danishInGermany.status).toBe(400);
    // Choosing a point near such a postcode is refused the same way.
    const chosen = await api.json('POST', `/api/checkout/${gb}/shipping`, {
      shippingMethodId: 'gb-parcelshop',
      dropPointId: 'gb-ldn-haymarket',
      customZipCode: 'ZZ99 9ZZ',
    });
    expect(chosen.status).toBe(400);
    expect(v.parse(errorResponseSchema, chosen.body).errors[0]).toMatchObject({
      field: 'customZipCode',
      code: 'Api.Error.PostcodeUnknown',
    });
  });
});

describe('checkout state and addresses', () => {
  it('starts empty with the site country’s shipping and payment methods', async () => {
    const token = await basketWith('dk', dkItem);
    const initial = await state('GET', `/api/checkout/${token}`);
    expect(initial).toMatchObject({
      billingAddress: null,
      shippingAddress: null,
      useShippingAddress: false,
      // Priced with the default method until the shopper chooses: the cart shows the same.
      shippingMethodId: 'dk-home',
      comment: '',
    });
    expect(initial.shippingMethods.map((m) => m.id)).toEqual(['dk-home', 'dk-parcelshop', 'dk-express']);
    expect(initial.shippingMethods.every((m) => m.price.currency === 'DKK')).toBe(true);
    expect(initial.availablePaymentMethods.map((m) => m.id)).toContain('mobilepay');
  });

  it('answers fresh shipping methods for the address country, and drops a choice that no longer ships', async () => {
    const token = await basketWith('gb', gbItem);
    const gb = await state('POST', `/api/checkout/${token}/billingaddress`, billing);
    expect(gb.billingAddress).toMatchObject({ email: 'ada@example.com', country: 'GB' });
    expect(gb.shippingMethods.map((m) => m.id)).toEqual(['gb-home', 'gb-parcelshop', 'gb-express']);
    expect(gb.availablePaymentMethods.map((m) => m.id)).not.toContain('mobilepay');

    const chosen = await state('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-express' });
    expect(chosen.shippingMethodId).toBe('gb-express');
    expect(chosen.shippingMethods.find((m) => m.selected)?.id).toBe('gb-express');

    const toGermany = await state('POST', `/api/checkout/${token}/shippingaddress`, {
      ...billing,
      emailConfirmation: undefined,
      country: 'de',
      zipCode: '10115',
      city: 'Berlin',
      street: 'Unter den Linden 1',
    });
    expect(toGermany.useShippingAddress).toBe(true);
    expect(toGermany.shippingAddress?.country).toBe('DE');
    expect(toGermany.shippingMethods.map((m) => m.id)).toEqual(['de-home', 'de-parcelshop', 'de-express']);
    // Prices stay in the basket's currency.
    expect(toGermany.shippingMethods[0]?.price.currency).toBe('GBP');
    // Nothing chosen yet: priced with the destination's default method, as the cart is.
    expect(toGermany.shippingMethodId).toBe('de-home');

    const back = await state('DELETE', `/api/checkout/${token}/shippingaddress`);
    expect(back.useShippingAddress).toBe(false);
    expect(back.shippingMethods[0]?.id).toBe('gb-home');

    const elsewhere = await state('POST', `/api/checkout/${token}/billingaddress`, {
      ...billing,
      country: 'FR',
    });
    expect(elsewhere.shippingMethods.map((m) => m.id)).toEqual(['intl-home']);
    const reset = await state('POST', `/api/checkout/${token}/billingaddress`, {});
    expect(reset.billingAddress).toBeNull();
  });

  it('prices shipping into the summary and makes it free above the threshold', async () => {
    const token = await basketWith('gb', gbItem, 1);
    const chosen = await state('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-home' });
    const goods = chosen.summary.totals.subTotal.amount - chosen.summary.totals.discountTotal.amount;
    const home = chosen.shippingMethods.find((m) => m.id === 'gb-home');
    if (goods >= 50) expect(home?.price.amount).toBe(0);
    else expect(home?.price.amount).toBe(3.95);
    expect(chosen.summary.totals.shippingTotal.amount).toBe(home?.price.amount);
    expect(chosen.summary.totals.total.amount).toBeCloseTo(goods + (home?.price.amount ?? 0), 2);

    const big = await basketWith('gb', gbItem, 20);
    const bigState = await state('POST', `/api/checkout/${big}/shipping`, { shippingMethodId: 'gb-home' });
    expect(bigState.summary.totals.shippingTotal.amount).toBe(0);
    const express = await state('POST', `/api/checkout/${big}/shipping`, { shippingMethodId: 'gb-express' });
    expect(express.summary.totals.shippingTotal.amount).toBe(7.95);
  });

  it('lists drop points near a zip code and stores the chosen one', async () => {
    const token = await basketWith('dk', dkItem);
    const result = await api.json(
      'GET',
      `/api/checkout/${token}/shipping/dk-parcelshop/droppoints?zipCode=8000`,
    );
    expect(result.status).toBe(200);
    const points = v.parse(dropPointListResponseSchema, result.body);
    expect(points.length).toBe(5);
    expect(points.slice(0, 3).every((p) => p.city.startsWith('Aarhus'))).toBe(true);
    const chosen = points[1];
    const selected = await state('POST', `/api/checkout/${token}/shipping`, {
      shippingMethodId: 'dk-parcelshop',
      dropPointId: chosen?.id,
      customZipCode: '8000',
    });
    expect(selected).toMatchObject({
      shippingMethodId: 'dk-parcelshop',
      dropPointId: chosen?.id,
      customZipCode: '8000',
    });

    const wrong = await api.json('POST', `/api/checkout/${token}/shipping`, {
      shippingMethodId: 'dk-parcelshop',
      // Copenhagen's: real, but not among the five nearest Aarhus.
      dropPointId: 'dk-kbh-oesterbro',
      customZipCode: '8000',
    });
    expect(wrong.status).toBe(400);
    expect(v.parse(errorResponseSchema, wrong.body).errors[0]?.field).toBe('dropPointId');
    const noZip = await api.json('GET', `/api/checkout/${token}/shipping/dk-parcelshop/droppoints`);
    expect(noZip.status).toBe(400);
    const badZip = await api.json(
      'GET',
      `/api/checkout/${token}/shipping/dk-parcelshop/droppoints?zipCode=%3Cx%3E`,
    );
    expect(badZip.status).toBe(400);
    const foreign = await api.json('POST', `/api/checkout/${token}/shipping`, {
      shippingMethodId: 'gb-home',
    });
    expect(foreign.status).toBe(400);
    expect(v.parse(errorResponseSchema, foreign.body).errors[0]?.message).toMatch(/does not ship to DK/);
  });

  it('judges the address fields typed so far and names the broken rules', async () => {
    const token = await basketWith('gb', gbItem);
    const typing = await state('POST', `/api/checkout/${token}/billingaddress`, {
      email: 'ada@',
      phone: 'call me',
    });
    expect(typing.addressErrors?.map((e) => e.field)).toEqual([
      'billingAddress.email',
      'billingAddress.phone',
    ]);
    const mismatch = await state('POST', `/api/checkout/${token}/billingaddress`, {
      email: 'ada@example.com',
      emailConfirmation: 'ada@example.org',
      street: 'Main Street',
    });
    // Each names the form rule it broke, so a shop says it in the shopper's language.
    expect(mismatch.addressErrors).toEqual([
      {
        message: 'street must contain a street name and a house number (a letter and a digit)',
        field: 'billingAddress.street',
        code: 'Form.Validation.Address',
      },
      {
        message: 'emailConfirmation must match email',
        field: 'billingAddress.emailConfirmation',
        code: 'Form.Validation.Confirmed',
      },
    ]);
    expect(typing.addressErrors?.map((e) => e.code)).toEqual([
      'Form.Validation.Email',
      'Form.Validation.Phone',
    ]);
    expect((await state('POST', `/api/checkout/${token}/billingaddress`, billing)).addressErrors).toEqual([]);
  });

  it('stores a comment and refuses bad bodies', async () => {
    const token = await basketWith('gb', gbItem);
    expect(
      (await state('POST', `/api/checkout/${token}/comment`, { comment: '  Leave it at the door  ' }))
        .comment,
    ).toBe('Leave it at the door');
    const long = await api.json('POST', `/api/checkout/${token}/comment`, { comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    const wrongType = await api.json('POST', `/api/checkout/${token}/billingaddress`, { email: 42 });
    expect(wrongType.status).toBe(400);
    expect(v.parse(errorResponseSchema, wrongType.body).errors[0]?.field).toBe('email');
    const malformed = await api.json('POST', `/api/checkout/${token}/shipping`, '{');
    expect(malformed.status).toBe(400);
    const unknown = await api.json('GET', '/api/checkout/no-such-basket');
    expect(unknown.status).toBe(404);
    v.parse(errorResponseSchema, unknown.body);
  });
});

describe('vouchers', () => {
  it('applies percentage, fixed and free-shipping codes and removes them', async () => {
    const token = await basketWith('gb', gbItem, 2);
    await state('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-express' });
    const before = await state('GET', `/api/checkout/${token}`);
    const goods = before.summary.totals.subTotal.amount - before.summary.totals.discountTotal.amount;
    expect(goods).toBeGreaterThanOrEqual(25);

    const ten = await state('POST', `/api/checkout/${token}/voucher?voucherCode=welcome10`);
    expect(ten.vouchers).toEqual([
      {
        code: 'WELCOME10',
        description: '10 % off your order',
        discount: { amount: Math.round(goods * 10) / 100, currency: 'GBP' },
      },
    ]);
    // WELCOME10 is not stackable: nothing else goes with it.
    const refused = await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=SAVE5`);
    expect(refused.status).toBe(400);
    expect(v.parse(errorResponseSchema, refused.body).errors).toEqual([
      {
        message: 'The voucher code "SAVE5" cannot be combined with other voucher codes.',
        code: 'Api.Error.VoucherNotStackable',
        params: { code: 'SAVE5' },
        field: 'voucherCode',
      },
    ]);
    await state('DELETE', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`);
    // SAVE5 and FREESHIP are stackable with each other.
    const five = await state('POST', `/api/checkout/${token}/voucher?voucherCode=SAVE5`);
    expect(five.vouchers[0]?.discount.amount).toBe(5);
    const ship = await state('POST', `/api/checkout/${token}/voucher?voucherCode=FREESHIP`);
    expect(ship.summary.totals.shippingTotal.amount).toBe(0);
    expect(ship.summary.totals.total.amount).toBeCloseTo(goods - 5, 2);
    const basket = v.parse(basketResponseSchema, (await api.json('GET', `/api/baskets/${token}`)).body);
    expect(basket.basket?.vouchers.map((x) => x.code)).toEqual(['SAVE5', 'FREESHIP']);
    // WELCOME10 does not go on a basket holding others either.
    const late = await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`);
    expect(v.parse(errorResponseSchema, late.body).errors[0]?.code).toBe('Api.Error.VoucherNotStackable');

    const removed = await state('DELETE', `/api/checkout/${token}/voucher?voucherCode=save5`);
    expect(removed.vouchers.map((x) => x.code)).toEqual(['FREESHIP']);
    const notThere = await api.json('DELETE', `/api/checkout/${token}/voucher?voucherCode=SAVE5`);
    expect(notThere.status).toBe(404);
  });

  it('never lets the three public demo codes take a cheap basket to 0.00, and holds the minimum order value', async () => {
    // Issue 24: WELCOME10 + SAVE5 + FREESHIP on a cheap basket made a 0.00 order.
    const [cheap] = await queryRows<TestItem & Record<string, unknown>>(
      api.database.db,
      sql`select i.id as "itemId", i.product_id as "productId", i.variant_id as "variantId",
            i.stock_quantity as "stockQuantity", vp.unit_price as "unitPrice", vp.discount_price as "discountPrice"
          from items i join products p on p.id = i.product_id
          join variant_prices vp on vp.variant_id = i.variant_id and vp.currency = 'GBP'
          where p.club_id = 'northbridge' and i.stock_state = 'InPreorderStock' and vp.discount_price is null
          order by vp.unit_price, i.id limit 1`,
    );
    if (!cheap) throw new Error('no item');
    const token = await basketWith('gb', cheap);
    await state('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-express' });
    for (const code of ['WELCOME10', 'SAVE5', 'FREESHIP']) {
      await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=${code}`);
    }
    const after = await state('GET', `/api/checkout/${token}`);
    expect(after.summary.totals.total.amount).toBeGreaterThan(0);
    expect(after.vouchers.map((x) => x.code)).toEqual(['WELCOME10']);

    await state('DELETE', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`);
    const goods = after.summary.totals.subTotal.amount;
    const save5 = await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=SAVE5`);
    expect(goods).toBeLessThan(25);
    expect(save5.status).toBe(400);
    expect(v.parse(errorResponseSchema, save5.body).errors).toEqual([
      {
        message: 'The voucher code "SAVE5" needs an order of at least £25.00.',
        code: 'Api.Error.VoucherMinimumOrder',
        params: { code: 'SAVE5', amount: { amount: 25, currency: 'GBP' } },
        field: 'voucherCode',
      },
    ]);
  });

  it('refuses unknown, expired, early, used and duplicate codes with clear messages', async () => {
    const token = await basketWith('gb', gbItem);
    const cases: Array<[string, number, RegExp]> = [
      ['NOPE', 404, /"NOPE" does not exist/],
      ['EXPIRED20', 400, /"EXPIRED20" has expired/],
      ['NOTYET15', 400, /not valid yet/],
      ['USED30', 409, /"USED30" has already been used/],
    ];
    for (const [code, status, message] of cases) {
      const result = await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=${code}`);
      expect(result.status, code).toBe(status);
      const error = v.parse(errorResponseSchema, result.body).errors[0];
      expect(error?.message).toMatch(message);
      expect(error?.field).toBe('voucherCode');
    }
    await state('POST', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`);
    const twice = await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`);
    expect(twice.status).toBe(400);
    const missing = await api.json('POST', `/api/checkout/${token}/voucher`);
    expect(missing.status).toBe(400);
    expect(v.parse(errorResponseSchema, missing.body).errors[0]?.field).toBe('voucherCode');
  });
});

describe('basket checkout', () => {
  const urls = { returnUrl: 'http://localhost:5173/receipt/', cancelUrl: 'http://localhost:5173/checkout/' };

  it('refuses with success false while the billing address is missing, priced with the default method', async () => {
    const token = await basketWith('gb', gbItem);
    const empty = await api.json('POST', `/api/baskets/${token}/checkout`, {
      paymentProviderId: 'card',
      ...urls,
    });
    expect(empty.status).toBe(200);
    const refused = v.parse(basketCheckoutResponseSchema, empty.body);
    expect(refused.success).toBe(false);
    // Shipping is never missing while a method ships there: the default one is in the price.
    expect(refused.errors.map((e) => e.field)).toEqual(['billingAddress']);

    await state('POST', `/api/checkout/${token}/billingaddress`, {
      ...billing,
      emailConfirmation: 'other@example.com',
      street: 'No number street',
    });
    await state('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-parcelshop' });
    const partial = v.parse(
      basketCheckoutResponseSchema,
      (await api.json('POST', `/api/baskets/${token}/checkout`, { paymentProviderId: 'mobilepay', ...urls }))
        .body,
    );
    expect(partial.success).toBe(false);
    expect(partial.errors.map((e) => e.field)).toEqual([
      'billingAddress.street',
      'billingAddress.emailConfirmation',
      'dropPointId',
      'paymentProviderId',
    ]);
  });

  it('validates the return and cancel urls', async () => {
    const token = await basketWith('gb', gbItem);
    // Another origin, in development too (only the localhost family is a development page).
    for (const bad of [
      '/receipt/',
      'javascript:alert(1)',
      'ftp://example.com/',
      'https://evil.example/phish',
    ]) {
      const result = await api.json('POST', `/api/baskets/${token}/checkout`, {
        paymentProviderId: 'card',
        returnUrl: bad,
        cancelUrl: urls.cancelUrl,
      });
      expect(result.status, bad).toBe(400);
      expect(v.parse(errorResponseSchema, result.body).errors[0]?.field).toBe('returnUrl');
    }
    const cancel = await api.json('POST', `/api/baskets/${token}/checkout`, {
      paymentProviderId: 'card',
      returnUrl: urls.returnUrl,
      cancelUrl: 'https://evil.example/',
    });
    expect(cancel.status).toBe(400);
    expect(v.parse(errorResponseSchema, cancel.body).errors[0]?.field).toBe('cancelUrl');
  });

  it('answers the payment page url once everything is complete', async () => {
    const token = await basketWith('gb', gbItem);
    await state('POST', `/api/checkout/${token}/billingaddress`, billing);
    await state('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-home' });
    const result = v.parse(
      basketCheckoutResponseSchema,
      (await api.json('POST', `/api/baskets/${token}/checkout`, { paymentProviderId: 'card', ...urls })).body,
    );
    expect(result.success).toBe(true);
    expect(result.data?.url).toMatch(/^http:\/\/localhost:4000\/payment\/[A-Za-z0-9_-]{32}$/);
    expect((await state('GET', `/api/checkout/${token}`)).paymentMethodId).toBe('card');
  });
});
