/**
 * The whole checkout path against the real commerce API (in process): basket lines, vouchers,
 * addresses through the queue (fake timers for the 500 ms rule, answers out of order), shipping
 * with a drop point, comment, payment, submit, the test payment page's approve, and the receipt.
 */
import type { InvoiceDetailsDraft, Variant } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import {
  BASKET_TOKEN_COOKIE,
  basketTokenAtom,
  PAID_BASKET_COOKIE,
  useAddToBasket,
  useBasket,
  useBasketSummary,
  useUpdateBasketLines,
} from '@clubshop/basket';
import {
  addressQueueFor,
  type CheckoutSession,
  readCheckoutDraft,
  useAddVoucher,
  useCheckout,
  useDeleteShippingAddress,
  useDropPoints,
  useReceipt,
  useRemoveVoucher,
  useResetCheckout,
  useSelectPaymentProvider,
  useSelectShipping,
  useSetComment,
  useSubmitCheckout,
  useUpdateInvoiceDetails,
  useUpdateShippingDetails,
} from '@clubshop/checkout';
import { findVariants, type Harness, startHarness } from '@clubshop/test-harness';
import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const SITE_ROOT = 'http://localhost:5173/';
const billing: InvoiceDetailsDraft = {
  email: 'ada@example.com',
  emailConfirmation: 'ada@example.com',
  phone: '+44 113 496 0000',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Elland Road 1',
  city: 'Leeds',
  zipCode: 'LS11 0ES',
  country: 'GB',
};
const emptyBilling: InvoiceDetailsDraft = Object.fromEntries(Object.keys(billing).map((key) => [key, '']));

let h: Harness;
let lines: [Variant, Variant];

beforeAll(async () => {
  Cookies.remove(BASKET_TOKEN_COOKIE, { path: '/' });
  h = await startHarness();
  lines = (await findVariants(h.client, 'InStock', 2)) as [Variant, Variant];
});
afterAll(async () => {
  await h.api.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function useCheckoutPage() {
  return {
    summary: useBasketSummary(),
    basket: useBasket(),
    add: useAddToBasket(),
    update: useUpdateBasketLines(),
    checkout: useCheckout(),
    updateInvoice: useUpdateInvoiceDetails(),
    updateShipping: useUpdateShippingDetails(),
    deleteShipping: useDeleteShippingAddress(),
    selectShipping: useSelectShipping(),
    addVoucher: useAddVoucher(),
    removeVoucher: useRemoveVoucher(),
    setComment: useSetComment(),
    selectPayment: useSelectPaymentProvider(),
    reset: useResetCheckout(),
  };
}

async function renderCheckoutPage() {
  const rendered = renderHook(() => useCheckoutPage(), { wrapper: h.wrapper });
  await waitFor(() => expect(rendered.result.current.summary.isSuccess).toBe(true));
  // The checkout loads once there is a basket (the first line creates it).
  if (h.store.get(basketTokenAtom) !== undefined) {
    await waitFor(() => expect(rendered.result.current.checkout.query.isSuccess).toBe(true));
  }
  return rendered;
}

const session = (): CheckoutSession => ({
  client: h.client,
  queryClient: h.queryClient,
  store: h.store,
  logger: h.logger,
});
const token = () => h.store.get(basketTokenAtom) as string;
const sent = (method: string, path: RegExp) =>
  h.requests.filter((r) => r.method === method && path.test(r.path)).length;
const BILLING = /\/billingaddress$/;
/** The first names of the billing addresses sent from request `from` on (`''` for a reset). */
const billingNamesSent = (from: number) =>
  h.requests
    .filter((r) => r.method === 'POST' && BILLING.test(r.path))
    .slice(from)
    .map((r) => (r.body as InvoiceDetailsDraft).firstName ?? '');
const cachedBilling = () =>
  h.queryClient.getQueryData<{ billingAddress: InvoiceDetailsDraft | null }>(
    queryKeys.checkout.detail(token()),
  )?.billingAddress;

/** Lets real I/O (the in-process API) run while timers are fake, until `done()` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 5000 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

/** Waits (timers still fake, real I/O running) until the billing address queue has sent everything. */
async function untilBillingQueueIdle() {
  let idle = false;
  void addressQueueFor(session(), token(), 'billing')
    .whenIdle()
    .then(() => {
      idle = true;
    });
  await until(() => idle);
}

describe('the checkout path', () => {
  it('fills the basket: adds two lines and updates one', async () => {
    const { result } = await renderCheckoutPage();
    // No basket before the first line: looking creates none, so there is nothing to check out yet.
    expect(h.store.get(basketTokenAtom)).toBeUndefined();
    expect(result.current.checkout.query.fetchStatus).toBe('idle');
    await act(async () => {
      await result.current.add.mutateAsync({ productId: lines[0].id, quantity: 1 });
      await result.current.add.mutateAsync({ productId: lines[1].id, quantity: 1 });
    });
    await waitFor(() => expect(result.current.basket.data?.basket.lines).toHaveLength(2));
    const first = result.current.basket.data?.basket.lines[0];
    await act(async () => {
      await result.current.update.mutateAsync([{ id: first?.id as string, quantity: 2 }]);
    });
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(3));
    await waitFor(() => expect(result.current.checkout.query.isSuccess).toBe(true));
  });

  it('applies a voucher, surfaces the refusal of an unknown code, and removes the voucher', async () => {
    const { result } = await renderCheckoutPage();
    await act(async () => {
      await result.current.addVoucher.mutateAsync('WELCOME10');
    });
    expect(result.current.checkout.vouchers.map((v) => v.code)).toEqual(['WELCOME10']);
    expect(result.current.checkout.summary?.totals.discountTotal.amount).toBeGreaterThan(0);
    // The basket's summary query follows the checkout's answer.
    expect(result.current.summary.data?.totals).toEqual(result.current.checkout.summary?.totals);
    // So does the full basket the basket page shows (its totals and vouchers) at once.
    expect(result.current.basket.data?.summary.totals).toEqual(result.current.checkout.summary?.totals);
    expect(result.current.basket.data?.basket.vouchers.map((v) => v.code)).toEqual(['WELCOME10']);

    await act(async () => {
      await result.current.addVoucher.mutateAsync('NO-SUCH-CODE').catch(() => undefined);
    });
    const direct = await h.client.checkout.addVoucher(token(), 'NO-SUCH-CODE').catch((e: Error) => e);
    expect(result.current.addVoucher.error?.message).toBeTruthy();
    expect(result.current.addVoucher.error?.message).toBe((direct as Error).message);

    await act(async () => {
      await result.current.removeVoucher.mutateAsync('WELCOME10');
    });
    expect(result.current.checkout.vouchers).toEqual([]);
    expect(result.current.basket.data?.basket.vouchers).toEqual([]);
    expect(result.current.basket.data?.summary.totals.discountTotal.amount).toBe(0);
  });

  it('queues the billing address: at once, then after 500 ms with the newest values, whatever order the answers come in', async () => {
    const { result } = await renderCheckoutPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = sent('POST', BILLING);
    const first = h.hold('POST', BILLING);

    act(() => result.current.updateInvoice({ ...billing, firstName: 'A' }));
    await first.reached;
    expect(sent('POST', BILLING)).toBe(before + 1);

    act(() => result.current.updateInvoice({ ...billing, firstName: 'Ad' }));
    act(() => result.current.updateInvoice({ ...billing, firstName: 'Adam' }));
    // Stored locally at once.
    expect(result.current.checkout.invoiceDetails.firstName).toBe('Adam');

    await vi.advanceTimersByTimeAsync(499);
    expect(sent('POST', BILLING)).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => sent('POST', BILLING) === before + 2);
    // The newer request is answered while the first is still held: applied.
    await until(() => cachedBilling()?.firstName === 'Adam');

    // The first request reaches the server last: its answer is stale and ignored, and the newest
    // values are sent once more so the server ends with them.
    first.release();
    await until(() => sent('POST', BILLING) === before + 3);
    await untilBillingQueueIdle();
    vi.useRealTimers();

    expect(billingNamesSent(before)).toEqual(['A', 'Adam', 'Adam']);
    const server = await h.client.checkout.get(token());
    expect(server.billingAddress?.firstName).toBe('Adam');
    expect(result.current.checkout.invoiceDetails.firstName).toBe('Adam');
    expect(server.shippingMethods.length).toBeGreaterThan(0);
  });

  it('sends an empty reset at once, dropping the edit that was waiting', async () => {
    const { result } = await renderCheckoutPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = sent('POST', BILLING);
    const held = h.hold('POST', BILLING);
    act(() => result.current.updateInvoice({ ...billing, firstName: 'Ada' }));
    await held.reached;
    act(() => result.current.updateInvoice({ ...billing, firstName: 'Adam' }));

    act(() => result.current.updateInvoice(emptyBilling));
    await until(() => sent('POST', BILLING) === before + 2);
    await until(() => !cachedBilling()?.firstName);
    await vi.advanceTimersByTimeAsync(2000);
    held.release();
    await untilBillingQueueIdle();
    vi.useRealTimers();

    // "Adam" was never sent; the late "Ada" was answered after the reset, so the reset went again.
    expect(billingNamesSent(before)).toEqual(['Ada', '', '']);
    expect(h.requests.filter((r) => BILLING.test(r.path)).at(-1)?.body).toEqual({});
    const server = await h.client.checkout.get(token());
    expect(server.billingAddress?.firstName ?? '').toBe('');

    // Back to a complete address for the rest of the path.
    act(() => result.current.updateInvoice(billing));
    await addressQueueFor(session(), token(), 'billing').whenIdle();
    expect((await h.client.checkout.get(token())).billingAddress?.firstName).toBe('Ada');
  });

  it('uses a separate shipping address and deletes it again', async () => {
    const { result } = await renderCheckoutPage();
    const { emailConfirmation: _, ...shipping } = billing;
    act(() => result.current.updateShipping({ ...shipping, street: 'Fratton Park 2', city: 'Portsmouth' }));
    expect(result.current.checkout.useShippingAddress).toBe(true);
    await addressQueueFor(session(), token(), 'shipping').whenIdle();
    expect((await h.client.checkout.get(token())).shippingAddress?.city).toBe('Portsmouth');

    await act(async () => {
      await result.current.deleteShipping.mutateAsync();
    });
    expect(result.current.checkout.useShippingAddress).toBe(false);
    expect((await h.client.checkout.get(token())).useShippingAddress).toBe(false);
  });

  it('chooses a shipping method with a drop point near a custom zip code; the basket summary follows', async () => {
    const { result } = await renderCheckoutPage();
    const method = result.current.checkout.shippingProviders.find((m) => m.requiresDropPoint);
    expect(method).toBeDefined();
    const points = renderHook(() => useDropPoints(method?.id, 'M16 0RA'), { wrapper: h.wrapper });
    await waitFor(() => expect(points.result.current.isSuccess).toBe(true));
    const point = points.result.current.data?.[0];
    expect(point).toBeDefined();

    await act(async () => {
      await result.current.selectShipping.mutateAsync({
        shippingMethodId: method?.id as string,
        dropPointId: point?.id as string,
        customZipCode: 'M16 0RA',
      });
    });

    expect(result.current.checkout.shippingProvider).toBe(method?.id);
    expect(result.current.checkout.droppoint).toBe(point?.id);
    expect(result.current.checkout.shippingProviders.find((m) => m.selected)?.id).toBe(method?.id);
    expect(result.current.summary.data?.totals).toEqual(result.current.checkout.summary?.totals);
    const server = await h.client.checkout.get(token());
    expect(server).toMatchObject({
      shippingMethodId: method?.id,
      dropPointId: point?.id,
      customZipCode: 'M16 0RA',
    });
  });

  it('saves a comment and the chosen payment provider', async () => {
    const { result } = await renderCheckoutPage();
    await act(async () => {
      await result.current.setComment.mutateAsync('Please leave it with the groundsman');
    });
    expect(result.current.checkout.comment).toBe('Please leave it with the groundsman');
    const provider = result.current.checkout.paymentProviders[0];
    act(() => result.current.selectPayment(provider?.id as string));
    expect(result.current.checkout.paymentProvider).toBe(provider?.id);
  });

  let paymentUrl = '';

  it('submits once on a double click, signs up for the newsletter in parallel, and goes to the payment page', async () => {
    const settings = await h.client.settings.get(`${h.api.origin}/`);
    const listId = settings.views.clubSettings.newsletter.listId;
    const termsId = settings.views.clubSettings.termsAndConditionsPage?.id;
    expect(listId && termsId).toBeTruthy();
    const page = await renderCheckoutPage();
    const paymentProviderId = page.result.current.checkout.paymentProvider as string;
    const navigations: string[] = [];
    const { result } = renderHook(
      () => useSubmitCheckout({ siteRoot: SITE_ROOT, navigate: (url) => void navigations.push(url) }),
      { wrapper: h.wrapper },
    );
    const input = {
      paymentProviderId,
      newsletter: {
        listId: listId as string,
        signup: { termsId: termsId as string, email: billing.email as string, firstName: 'Ada' },
      },
    };

    // Two clicks, with the re-render the first one causes in between.
    const held = h.hold('POST', /^\/api\/baskets\/[^/]+\/checkout$/);
    await act(async () => result.current.mutate(input));
    await held.reached;
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => result.current.mutate(input));
    held.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(sent('POST', /^\/api\/baskets\/[^/]+\/checkout$/)).toBe(1);
    expect(sent('POST', /^\/api\/users\/newsletter\//)).toBe(1);
    expect(h.logger.messages).toEqual([]);
    expect(navigations).toHaveLength(1);
    paymentUrl = navigations[0] as string;
    expect(result.current.data).toBe(paymentUrl);
    expect(new URL(paymentUrl).pathname).toMatch(/^\/payment\//);
  });

  it('approves on the test payment page, returns to /receipt/, shows the receipt and starts a new basket', async () => {
    const paid = token();
    const page = await (await h.api.fetch(paymentUrl)).text();
    const action = /action="([^"]*\/approve)"/.exec(page)?.[1];
    expect(action).toBeDefined();
    const approved = await h.api.fetch(action as string, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(new RegExp(`^${SITE_ROOT}receipt/`));
    // Decision 0076: the return address names no basket token.
    expect(approved.headers.get('location')).not.toContain(paid);
    expect(new URL(approved.headers.get('location') as string).searchParams.has('token')).toBe(false);

    const { result } = renderHook(() => ({ receipt: useReceipt(), summary: useBasketSummary() }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.receipt.isSuccess).toBe(true));
    const receipt = result.current.receipt.data;
    expect(receipt?.basket.token).toBe(paid);
    expect(receipt?.basket.lines).toHaveLength(2);
    expect(receipt?.summary.total.amount).toBeGreaterThan(0);
    expect(typeof receipt?.summary.shippingTotal.amount).toBe('number');

    // The basket starts over; the receipt stays on screen.
    await waitFor(() => expect(h.store.get(basketTokenAtom)).not.toBe(paid));
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBe(token());
    await waitFor(() => expect(result.current.summary.data?.token).toBe(token()));
    expect(result.current.summary.data?.quantity).toBe(0);
    expect(result.current.receipt.data).toBe(receipt);
    expect(readCheckoutDraft(h.store, paid)).toMatchObject({ invoiceDetails: {}, paymentProviderId: null });
  });

  it('shows the same receipt after a reload (the paid basket kept a day), though the cookie names the new basket', async () => {
    const paid = Cookies.get(PAID_BASKET_COOKIE);
    expect(paid).toBeDefined();
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).not.toBe(paid);
    h.reload();
    const { result } = renderHook(() => useReceipt(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.basket.token).toBe(paid);
  });

  it('a basket token that leaks after payment reveals no personal data (decision 0076)', async () => {
    const paid = Cookies.get(PAID_BASKET_COOKIE) as string;
    const answers = [
      await (await h.api.fetch(`/api/checkout/${paid}`)).text(),
      await (await h.api.fetch(`/api/baskets/${paid}/receipt`)).text(),
      await (await h.api.fetch(`/api/baskets/${paid}`)).text(),
    ];
    for (const answer of answers) {
      for (const value of [
        billing.email,
        billing.phone,
        billing.firstName,
        billing.lastName,
        billing.street,
      ]) {
        expect(answer).not.toContain(value);
      }
    }
    const checkout = JSON.parse(answers[0] as string) as {
      billingAddress: unknown;
      shippingAddress: unknown;
    };
    expect(checkout).toMatchObject({ billingAddress: null, shippingAddress: null });
  });
});

describe('a refused checkout', () => {
  it('throws the first error message and does not navigate', async () => {
    Cookies.remove(BASKET_TOKEN_COOKIE, { path: '/' });
    h.reload();
    const page = await renderCheckoutPage();
    await act(async () => {
      await page.result.current.add.mutateAsync({ productId: lines[0].id, quantity: 1 });
    });
    await waitFor(() => expect(page.result.current.checkout.query.isSuccess).toBe(true));
    const provider = page.result.current.checkout.paymentProviders[0]?.id as string;
    const navigations: string[] = [];
    const { result } = renderHook(
      () => useSubmitCheckout({ siteRoot: SITE_ROOT, navigate: (url) => void navigations.push(url) }),
      { wrapper: h.wrapper },
    );

    await act(async () => {
      await result.current.mutateAsync({ paymentProviderId: provider }).catch(() => undefined);
    });

    expect(result.current.isError).toBe(true);
    const direct = await h.client.basket
      .checkout(token(), {
        paymentProviderId: provider,
        returnUrl: `${SITE_ROOT}receipt/`,
        cancelUrl: `${SITE_ROOT}checkout/`,
      })
      .catch((e: Error) => e);
    expect(result.current.error?.message).toBe((direct as Error).message);
    expect(result.current.error?.message).toBeTruthy();
    expect(navigations).toEqual([]);
  });

  it('checkout reset clears invoice, shipping, shipping provider and payment provider', async () => {
    const { result } = await renderCheckoutPage();
    act(() => {
      result.current.updateInvoice(billing);
      result.current.selectPayment(result.current.checkout.paymentProviders[0]?.id as string);
    });
    expect(result.current.checkout.invoiceDetails.firstName).toBe('Ada');
    act(() => result.current.reset());
    expect(result.current.checkout).toMatchObject({
      invoiceDetails: {},
      shippingDetails: {},
      useShippingAddress: false,
      paymentProvider: undefined,
      shippingProvider: undefined,
      droppoint: undefined,
    });
    await addressQueueFor(session(), token(), 'billing').whenIdle();
  });
});
