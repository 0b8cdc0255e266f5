import {
  type BasketLine,
  isBasketError,
  isCheckoutError,
  isHttpError,
  type Variant,
} from '@clubshop/api-sdk';
import { describe, expect, it } from 'vitest';
import { payBasket, registeredCustomer, useApi } from './api-fixture.ts';

const env = useApi();

async function variantsWith(availability: Variant['stock']['availability']): Promise<Variant[]> {
  const { products } = await env.client.catalog.search({ PageSize: 100 });
  const found: Variant[] = [];
  for (const summary of products) {
    const product = await env.client.catalog.product(summary.id);
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
    const created = await env.client.basket.create();
    expect(created.success).toBe(true);
    const token = created.summary?.token;
    if (!token) throw new Error('no token');
    expect(created.summary?.quantity).toBe(0);

    const [variant] = await variantsWith('InStock');
    if (!variant) throw new Error('no variant in stock');
    const added = await env.client.basket.add(token, { productId: variant.id, quantity: 2 });
    expect(added.summary.quantity).toBe(2);
    const line = added.basket.lines[0] as BasketLine;
    expect(line.productId).toBe(variant.id);
    expect(line.properties.map((p) => p.label)).toEqual(expect.arrayContaining(['color', 'size']));

    const fetched = await env.client.basket.get(token);
    expect(fetched.success && fetched.basket.lines).toHaveLength(1);

    const updated = await env.client.basket.updateLines(token, [{ id: line.id, quantity: 1 }]);
    expect(updated.summary.quantity).toBe(1);
    expect((await env.client.basket.summary(token)).quantity).toBe(1);

    const removed = await env.client.basket.updateLines(token, [{ id: line.id, quantity: 0 }]);
    expect(removed.basket.lines).toEqual([]);
  });

  it('adding an out-of-stock variant throws BasketError with the first message', async () => {
    const token = (await env.client.basket.create()).summary?.token ?? '';
    const [soldOut] = await variantsWith('OutOfStock');
    if (!soldOut) throw new Error('the seed has no out-of-stock variant');
    const error = await env.client.basket
      .add(token, { productId: soldOut.id, quantity: 1 })
      .catch((caught: unknown) => caught);
    expect(isBasketError(error)).toBe(true);
    if (isBasketError(error)) expect(error.message).toBe(error.errors[0]?.message);
  });

  it('an unknown token is a 404 HttpError', async () => {
    const error = await env.client.basket.summary('no-such-basket').catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(404);
  });
});

describe('checkout', () => {
  it('refuses a half-typed billing address with a code for every field, never raw library text', async () => {
    const token = (await env.client.basket.create()).summary?.token ?? '';
    const [variant] = await variantsWith('InStock');
    if (!variant) throw new Error('no variant in stock');
    await env.client.basket.add(token, { productId: variant.id, quantity: 1 });
    const state = await env.client.checkout.setBillingAddress(token, { email: invoice.email });
    const refused = await env.client.basket
      .checkout(token, {
        paymentProviderId: state.availablePaymentMethods[0]?.id ?? '',
        returnUrl: `${env.site.url}receipt/`,
        cancelUrl: `${env.site.url}checkout/`,
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
    const token = (await env.client.basket.create()).summary?.token ?? '';
    const [variant] = await variantsWith('InStock');
    if (!variant) throw new Error('no variant in stock');
    await env.client.basket.add(token, { productId: variant.id, quantity: 1 });

    const initial = await env.client.checkout.get(token);
    expect(initial.availablePaymentMethods.length).toBeGreaterThan(0);

    const incomplete = await env.client.basket
      .checkout(token, {
        paymentProviderId: initial.availablePaymentMethods[0]?.id ?? '',
        returnUrl: `${env.site.url}receipt/`,
        cancelUrl: `${env.site.url}checkout/`,
      })
      .catch((caught: unknown) => caught);
    expect(isCheckoutError(incomplete) || isHttpError(incomplete)).toBe(true);

    const billed = await env.client.checkout.setBillingAddress(token, invoice);
    expect(billed.billingAddress?.email).toBe(invoice.email);
    expect(billed.shippingMethods.length).toBeGreaterThan(0);

    const { emailConfirmation: _unused, ...shipping } = invoice;
    const shipped = await env.client.checkout.setShippingAddress(token, {
      ...shipping,
      street: 'Other Road 7',
    });
    expect(shipped.shippingAddress?.street).toBe('Other Road 7');
    const unshipped = await env.client.checkout.deleteShippingAddress(token);
    expect(unshipped.shippingAddress).toBeNull();

    const parcelShop = billed.shippingMethods.find((method) => method.requiresDropPoint);
    if (!parcelShop) throw new Error('the seed has no drop-point shipping method');
    const points = await env.client.checkout.dropPoints(token, parcelShop.id, invoice.zipCode);
    const point = points[0];
    if (!point) throw new Error('no drop points');
    const atPoint = await env.client.checkout.selectShipping(token, {
      shippingMethodId: parcelShop.id,
      dropPointId: point.id,
    });
    expect(atPoint).toMatchObject({ shippingMethodId: parcelShop.id, dropPointId: point.id });
    const method =
      billed.shippingMethods.find((candidate) => !candidate.requiresDropPoint) ?? billed.shippingMethods[0];
    if (!method) throw new Error('no shipping method');
    const selected = await env.client.checkout.selectShipping(token, { shippingMethodId: method.id });
    expect(selected.shippingMethodId).toBe(method.id);

    expect((await env.client.checkout.setComment(token, { comment: 'Leave at the door' })).comment).toBe(
      'Leave at the door',
    );
    const vouchered = await env.client.checkout.addVoucher(token, 'WELCOME10');
    expect(vouchered.vouchers.map((v) => v.code)).toEqual(['WELCOME10']);
    const badVoucher = await env.client.checkout
      .addVoucher(token, 'EXPIRED20')
      .catch((caught: unknown) => caught);
    expect(isHttpError(badVoucher) && badVoucher.status).toBeGreaterThanOrEqual(400);
    expect((await env.client.checkout.removeVoucher(token, 'WELCOME10')).vouchers).toEqual([]);

    const approved = await payBasket(env, env.client, token, selected.availablePaymentMethods[0]?.id ?? '');
    expect(approved.status).toBe(303);

    const receipt = await env.client.basket.receipt(token);
    expect(receipt.summary.total.amount).toBeGreaterThan(0);
    expect(receipt.summary.shippingTotal.amount).toBeGreaterThanOrEqual(0);
    expect(receipt.basket.lines).toHaveLength(1);
  });

  it("a logged-in shopper's order shows in the order history", async () => {
    const email = 'orders.user@example.com';
    const password = 'orders-password-1';
    const user = await registeredCustomer(env, { email, password, firstName: 'Olu', lastName: 'Order' });

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
    await payBasket(env, user, token, state.availablePaymentMethods[0]?.id ?? '');
    const receipt = await user.basket.receipt(token);

    const orders = await user.users.orders();
    expect(orders.map((order) => order.id)).toContain(receipt.summary.orderId);
    const order = await user.users.order(receipt.summary.orderId);
    expect(order.total).toEqual(receipt.summary.total);
    expect(order.lines).toHaveLength(1);
  });
});
