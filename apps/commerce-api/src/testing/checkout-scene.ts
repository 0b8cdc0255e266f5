/**
 * Checkout test support shared by the API's tests (src/**\/*.test.ts and test/): the Danish demo
 * site and its items, the test buyer's billing address, a shopper registered and signed in, a
 * basket addressed with home delivery (dk-home) ready to pay, its payment started, and the order
 * a basket became.
 */
import {
  authenticateResponseSchema,
  basketCheckoutResponseSchema,
  basketResponseSchema,
} from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { orders } from '../payment/tables.ts';
import { type CommerceTestApi, findItems, type TestItem } from './commerce-test-api.ts';

/** The storefront pages payment returns to (the test payment page and Stripe redirect there). */
export const paymentReturnUrls = {
  returnUrl: 'http://localhost:5173/receipt/',
  cancelUrl: 'http://localhost:5173/checkout/',
};

/** A billing address as POST /api/checkout/{token}/billingaddress takes it. */
export interface BillingAddress {
  email: string;
  emailConfirmation: string;
  phone: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
}

/** The test buyer's billing address in Aarhus (Vestergade 12) for `email`, by default Ada Lovelace's. */
export function aarhusBilling(email: string, firstName = 'Ada', lastName = 'Lovelace'): BillingAddress {
  return {
    email,
    emailConfirmation: email,
    phone: '+45 12 34 56 78',
    firstName,
    lastName,
    street: 'Vestergade 12',
    city: 'Aarhus',
    zipCode: '8000',
    country: 'DK',
  };
}

/** The storeId of northbridge's Danish demo site (DKK), '' where there is none. */
export function danishStoreId(api: CommerceTestApi): string {
  return api.sites.find((s) => s.club === 'northbridge' && s.country === 'dk')?.storeId ?? '';
}

/** Northbridge's items priced in DKK with at least `minStock` units in stock (by id). */
export function danishItems(api: CommerceTestApi, minStock = 25): Promise<TestItem[]> {
  return findItems(api, { clubId: 'northbridge', currency: 'DKK', state: 'InStock', minStock });
}

/** Opens a basket with `headers` (StoreId, maybe Authorization): its token. */
export async function openBasket(api: CommerceTestApi, headers: Record<string, string>): Promise<string> {
  return (
    v.parse(basketResponseSchema, (await api.json('POST', '/api/baskets', undefined, headers)).body).summary
      ?.token ?? ''
  );
}

/** What a basket ready to pay holds. */
export interface ReadyBasket {
  /** StoreId and, for a signed-in shopper, Authorization. */
  headers: Record<string, string>;
  /** Items (the basket's productId) and quantities, added in this order. */
  lines: Array<{ itemId: string | undefined; quantity: number }>;
  billing: BillingAddress;
  /** The shipping method chosen; default home delivery in Denmark (dk-home). */
  shippingMethodId?: string;
}

/** A new basket with `lines`, the billing address and the shipping method (dk-home): its token. */
export async function basketReadyToPay(api: CommerceTestApi, basket: ReadyBasket): Promise<string> {
  const token = await openBasket(api, basket.headers);
  for (const line of basket.lines) {
    await api.json(
      'POST',
      `/api/baskets/${token}`,
      { productId: line.itemId, quantity: line.quantity },
      basket.headers,
    );
  }
  await addressAndHomeDelivery(api, token, basket.billing, basket.headers, basket.shippingMethodId);
  return token;
}

/** Gives the basket its billing address and chooses home delivery (dk-home, or `shippingMethodId`). */
export async function addressAndHomeDelivery(
  api: CommerceTestApi,
  token: string,
  billing: BillingAddress,
  headers: Record<string, string>,
  shippingMethodId = 'dk-home',
): Promise<void> {
  await api.json('POST', `/api/checkout/${token}/billingaddress`, billing, headers);
  await api.json('POST', `/api/checkout/${token}/shipping`, { shippingMethodId }, headers);
}

/** Adds a voucher code at checkout: the answer's status (200 when it applies). */
export async function addVoucher(
  api: CommerceTestApi,
  token: string,
  code: string,
  headers: Record<string, string>,
): Promise<number> {
  return (await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=${code}`, undefined, headers))
    .status;
}

/** Checks the basket out with the 'mobilepay' (or another) method: the answer, parsed by the contract. */
export async function startPayment(
  api: CommerceTestApi,
  token: string,
  headers: Record<string, string>,
  paymentProviderId = 'mobilepay',
) {
  const result = await api.json(
    'POST',
    `/api/baskets/${token}/checkout`,
    { paymentProviderId, ...paymentReturnUrls },
    headers,
  );
  return v.parse(basketCheckoutResponseSchema, result.body);
}

/** The order the basket became, undefined while there is none. */
export async function orderOfBasket(api: CommerceTestApi, token: string) {
  const [order] = await api.database.db.select().from(orders).where(eq(orders.basketToken, token));
  return order;
}

/** A shopper to register on a site. */
export interface TestShopper {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers the shopper on the site and signs them in with `password`: the register answer's
 * status and the session (tokens) of the sign-in.
 */
export async function registerAndSignIn(
  api: CommerceTestApi,
  storeId: string,
  shopper: TestShopper,
  password: string,
): Promise<{ registered: number; session: { access_token: string; refresh_token: string } }> {
  const h = { StoreId: storeId };
  const registered = await api.json('POST', '/api/users/register', { ...shopper, password }, h);
  const signedIn = await api.json(
    'POST',
    '/api/users/authenticate',
    { grant_type: 'password', username: shopper.email, password },
    h,
  );
  const session = v.parse(authenticateResponseSchema, signedIn.body).result;
  return {
    registered: registered.status,
    session: session as { access_token: string; refresh_token: string },
  };
}
