import {
  type BasketLine,
  type ClubShopClient,
  isBasketError,
  isCheckoutError,
  isHttpError,
  type Variant,
} from '@clubshop/api-sdk';
import type { TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type Site, startApi } from './api-fixture.ts';

let api: TestApi;
let site: Site;
let client: ClubShopClient;

beforeAll(async () => {
  ({ api, site } = await startApi());
  client = clientFor(api, site);
});
afterAll(async () => {
  await api?.close();
});

async function variantsWith(availability: Variant['stock']['availability']): Promise<Variant[]> {
  const { products } = await client.catalog.search({ PageSize: 100 });
  const found: Variant[] = [];
  for (const summary of products) {
    const product = await client.catalog.product(summary.id);
    found.push(...product.variants.filter((variant) => variant.stock.availability === availability));
    if (found.length >= 2) break;
  }
  return found;
}

const invoice = {
  email: 'buyer@example.com',
  emailConfirmation: 'buyer@example.com',
  phone: '+44 20 7946 0001',
  firstName: 'Bo',
  lastName: 'Buyer',
  street: 'High Street 5',
  city: 'London',
  zipCode: 'N1 9GU',
  country: 'GB',
};

describe('basket', () => {
  it('creates a basket, adds, updates and removes lines', async () => {
    const created = await client.basket.create();
    expect(created.success).toBe(true);
    const token = created.summary?.token;
    if (!token) throw new Error('no token');
    expect(created.summary?.quantity).toBe(0);

    const [variant] = await variantsWith('InStock');
    if (!variant) throw new Error('no variant in stock');
    const added = await client.basket.add(token, { productId: variant.id, quantity: 2 });
    expect(added.summary.quantity).toBe(2);
    const line = added.basket.lines[0] as BasketLine;
    expect(line.productId).toBe(variant.id);
    expect(line.properties.map((p) => p.label)).toEqual(expect.arrayContaining(['color', 'size']));

    const fetched = await client.basket.get(token);
    expect(fetched.success && fetched.basket.lines).toHaveLength(1);

    const updated = await client.basket.updateLines(token, [{ id: line.id, quantity: 1 }]);
    expect(updated.summary.quantity).toBe(1);
    expect((await client.basket.summary(token)).quantity).toBe(1);

    const removed = await client.basket.updateLines(token, [{ id: line.id, quantity: 0 }]);
    expect(removed.basket.lines).toEqual([]);
  });

  it('adding an out-of-stock variant throws BasketError with the first message', async () => {
    const token = (await client.basket.create()).summary?.token ?? '';
    const [soldOut] = await variantsWith('OutOfStock');
    if (!soldOut) throw new Error('the seed has no out-of-stock variant');
    const error = await client.basket
      .add(token, { productId: soldOut.id, quantity: 1 })
      .catch((caught: unknown) => caught);
    expect(isBasketError(error)).toBe(true);
    if (isBasketError(error)) expect(error.message).toBe(error.errors[0]?.message);
  });

  it('an unknown token is a 404 HttpError', async () => {
    const error = await client.basket.summary('no-such-basket').catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(404);
  });
});

describe('checkout', () => {
  it('refuses a half-typed billing address with a code for every field, never raw library text', async () => {
    const token = (await client.basket.create()).summary?.token ?? '';
    const [variant] = await variantsWith('InStock');
    if (!variant) throw new Error('no variant in stock');
    await client.basket.add(token, { productId: variant.id, quantity: 1 });
    const state = await client.checkout.setBillingAddress(token, { email: invoice.email });
    const refused = await client.basket
      .checkout(token, {
        paymentProviderId: state.availablePaymentMethods[0]?.id ?? '',
        returnUrl: `${site.url}receipt/`,
        cancelUrl: `${site.url}checkout/`,
      })
      .catch((caught: unknown) => caught);
    if (!isCheckoutError(refused)) throw new Error(`expected a CheckoutError, got ${String(refused)}`);
    const billing = refused.errors.filter((error) => error.field?.startsWith('billingAddress.'));
    expect(billing.map((error) => error.field)).toContain('billingAddress.firstName');
    for (const error of refused.errors) {
      expect(error.code, error.field).toBeTruthy();
      expect(error.message, error.field).not.toMatch(/Invalid (key|type)/);
    }
    expect(billing.find((error) => error.field === 'billingAddress.firstName')).toMatchObject({
      message: 'firstName is required',
      code: 'Form.Validation.Required',
    });
  });

  it('goes from an empty checkout to payment, receipt and order', async () => {
    const token = (await client.basket.create()).summary?.token ?? '';
    const [variant] = await variantsWith('InStock');
    if (!variant) throw new Error('no variant in stock');
    await client.basket.add(token, { productId: variant.id, quantity: 1 });

    const initial = await client.checkout.get(token);
    expect(initial.availablePaymentMethods.length).toBeGreaterThan(0);

    const incomplete = await client.basket
      .checkout(token, {
        paymentProviderId: initial.availablePaymentMethods[0]?.id ?? '',
        returnUrl: `${site.url}receipt/`,
        cancelUrl: `${site.url}checkout/`,
      })
      .catch((caught: unknown) => caught);
    expect(isCheckoutError(incomplete) || isHttpError(incomplete)).toBe(true);

    const billed = await client.checkout.setBillingAddress(token, invoice);
    expect(billed.billingAddress?.email).toBe(invoice.email);
    expect(billed.shippingMethods.length).toBeGreaterThan(0);

    const { emailConfirmation: _unused, ...shipping } = invoice;
    const shipped = await client.checkout.setShippingAddress(token, { ...shipping, street: 'Other Road 7' });
    expect(shipped.shippingAddress?.street).toBe('Other Road 7');
    const unshipped = await client.checkout.deleteShippingAddress(token);
    expect(unshipped.shippingAddress).toBeNull();

    const parcelShop = billed.shippingMethods.find((method) => method.requiresDropPoint);
    if (!parcelShop) throw new Error('the seed has no drop-point shipping method');
    const points = await client.checkout.dropPoints(token, parcelShop.id, invoice.zipCode);
    const point = points[0];
    if (!point) throw new Error('no drop points');
    const atPoint = await client.checkout.selectShipping(token, {
      shippingMethodId: parcelShop.id,
      dropPointId: point.id,
    });
    expect(atPoint).toMatchObject({ shippingMethodId: parcelShop.id, dropPointId: point.id });
    const method =
      billed.shippingMethods.find((candidate) => !candidate.requiresDropPoint) ?? billed.shippingMethods[0];
    if (!method) throw new Error('no shipping method');
    const selected = await client.checkout.selectShipping(token, { shippingMethodId: method.id });
    expect(selected.shippingMethodId).toBe(method.id);

    expect((await client.checkout.setComment(token, { comment: 'Leave at the door' })).comment).toBe(
      'Leave at the door',
    );
    const vouchered = await client.checkout.addVoucher(token, 'WELCOME10');
    expect(vouchered.vouchers.map((v) => v.code)).toEqual(['WELCOME10']);
    const badVoucher = await client.checkout
      .addVoucher(token, 'EXPIRED20')
      .catch((caught: unknown) => caught);
    expect(isHttpError(badVoucher) && badVoucher.status).toBeGreaterThanOrEqual(400);
    expect((await client.checkout.removeVoucher(token, 'WELCOME10')).vouchers).toEqual([]);

    const payment = await client.basket.checkout(token, {
      paymentProviderId: selected.availablePaymentMethods[0]?.id ?? '',
      returnUrl: `${site.url}receipt/`,
      cancelUrl: `${site.url}checkout/`,
    });
    const approved = await api.fetch(`${payment.url.replace(/\/$/, '')}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);

    const receipt = await client.basket.receipt(token);
    expect(receipt.summary.total.amount).toBeGreaterThan(0);
    expect(receipt.summary.shippingTotal.amount).toBeGreaterThanOrEqual(0);
    expect(receipt.basket.lines).toHaveLength(1);
  });

  it("a logged-in shopper's order shows in the order history", async () => {
    const email = 'orders.user@example.com';
    const password = 'orders-password-1';
    await client.users.register({ email, password, firstName: 'Olu', lastName: 'Order' });
    const link = (await api.mails(email))[0]?.links.find((candidate) =>
      new URL(candidate).searchParams.has('token'),
    );
    await client.users.confirmEmail({ token: new URL(link ?? 'http://x/').searchParams.get('token') ?? '' });
    const login = await client.users.authenticate({ grant_type: 'password', username: email, password });
    const access = login.result?.access_token;
    const user = clientFor(api, site, {
      getAccessToken: () => access,
      refresh: async () => undefined,
      logout: () => {},
    });

    const token = (await user.basket.create()).summary?.token ?? '';
    const [variant] = await variantsWith('InStock');
    await user.basket.add(token, { productId: variant?.id ?? '', quantity: 1 });
    const state = await user.checkout.setBillingAddress(token, {
      ...invoice,
      email,
      emailConfirmation: email,
    });
    const method = state.shippingMethods.find((candidate) => !candidate.requiresDropPoint);
    await user.checkout.selectShipping(token, { shippingMethodId: method?.id ?? '' });
    const payment = await user.basket.checkout(token, {
      paymentProviderId: state.availablePaymentMethods[0]?.id ?? '',
      returnUrl: `${site.url}receipt/`,
      cancelUrl: `${site.url}checkout/`,
    });
    await api.fetch(`${payment.url.replace(/\/$/, '')}/approve`, { method: 'POST', redirect: 'manual' });
    const receipt = await user.basket.receipt(token);

    const orders = await user.users.orders();
    expect(orders.map((order) => order.id)).toContain(receipt.summary.orderId);
    const order = await user.users.order(receipt.summary.orderId);
    expect(order.total).toEqual(receipt.summary.total);
    expect(order.lines).toHaveLength(1);
  });
});
