/**
 * Basket and checkout: every write read back (a line added is in the basket, a new quantity, the
 * address, the shipping method, the comment, a voucher), quantities and totals agree, money in
 * the site's currency, the token's life, fresh shipping methods on every checkout change, and,
 * with a pay hook, a paid order's receipt.
 */
import type { BasketResponse, BasketSummary, CheckoutState, Receipt } from '@clubshop/api-sdk';
import { basketArithmeticProblem, sameAmount } from '../basket-arithmetic.ts';
import { foreignMoney } from '../money-currency.ts';
import { excerpt } from '../recorder.ts';
import type { RunState, SectionChecks, SectionOutcome } from '../run-state.ts';

/** A real postcode per country for the checkout calls (else "1000", a postcode in many countries). */
export const SAMPLE_POSTCODES: Readonly<Record<string, string>> = { GB: 'SW1A 1AA', DE: '10115', DK: '1000' };

/** The checks of this section. */
export const basketChecks = {
  create: ['createBasket', 'answer matches the contract'],
  createEmpty: ['createBasket', 'a new basket is empty, with a token'],
  add: ['addToBasket', 'answer matches the contract'],
  keepsToken: ['addToBasket', 'the basket keeps its token across changes'],
  addedInAnswer: ['addToBasket', 'the line added is in the answer, with its quantity'],
  get: ['getBasket', 'answer matches the contract'],
  addedReadBack: ['getBasket', 'the line added is in the basket read back'],
  arithmetic: ['getBasket', 'quantities and totals agree (line totals, summary quantity, sub-total, total)'],
  basketMoney: ['getBasket', "money is in the site's currency"],
  summary: ['getBasketSummary', 'answer matches the contract'],
  summaryAgrees: ['getBasketSummary', "quantity and totals are the basket's"],
  update: ['updateBasketLines', 'answer matches the contract'],
  updateReadBack: ['updateBasketLines', 'the new quantity is read back, in the line and the summary'],
  unknownBasket: ['getBasket', '404 for an unknown token'],
  checkout: ['getCheckout', 'answer matches the contract'],
  unknownCheckout: ['getCheckout', '404 for an unknown token'],
  billing: ['setBillingAddress', 'answer matches the contract'],
  freshMethods: ['setBillingAddress', 'answers the checkout with fresh shipping methods'],
  billingReadBack: ['setBillingAddress', 'the address is read back'],
  shipping: ['setShippingAddress', 'answer matches the contract'],
  shippingReadBack: ['setShippingAddress', 'the shipping address is read back'],
  deleteShipping: ['deleteShippingAddress', 'answer matches the contract'],
  deleteShippingReadBack: ['deleteShippingAddress', 'the shipping address is gone when read back'],
  dropPoints: ['getDropPoints', 'answer matches the contract'],
  missingZip: ['getDropPoints', 'a missing zipCode is a 400 naming it'],
  select: ['selectShipping', 'answer matches the contract'],
  selectReadBack: ['selectShipping', 'the shipping method and its price are read back'],
  comment: ['setComment', 'answer matches the contract'],
  commentReadBack: ['setComment', 'the comment is read back'],
  missingVoucher: ['addVoucher', 'a missing voucherCode is a 400 naming it'],
  unknownVoucher: ['addVoucher', 'an unknown voucher code is refused (400 or 404) with an error body'],
  voucher: ['addVoucher', 'answer matches the contract'],
  voucherLowers: ['addVoucher', 'the voucher is on the checkout and lowers the total'],
  removeVoucher: ['removeVoucher', 'answer matches the contract'],
  removeVoucherReadBack: ['removeVoucher', 'removing it restores the total'],
  incomplete: ['checkoutBasket', 'an unknown payment method: answer matches the contract'],
  incompleteRefused: ['checkoutBasket', 'an unknown payment method answers success false with an error'],
  pay: ['checkoutBasket', 'a payment method offered: answers success with a payment page URL'],
  receipt: ['getReceipt', 'answer matches the contract'],
  receiptAgrees: ['getReceipt', "the receipt holds the basket's lines and total"],
} as const satisfies SectionChecks;

/** Runs the basket and checkout checks. */
export async function runBasketChecks(state: RunState): Promise<SectionOutcome> {
  const { rec, club, options } = state;
  const c = basketChecks;
  const bearer = () => state.session?.accessToken;
  await rec.error(c.unknownBasket[0], 404, c.unknownBasket[1], {
    pathParameters: { token: 'conformance-no-such-basket' },
  });
  await rec.error(c.unknownCheckout[0], 404, c.unknownCheckout[1], {
    pathParameters: { token: 'conformance-no-such-basket' },
  });

  const created = await rec.answer<BasketResponse>(c.create[0], {}, c.create[1]);
  const token = created?.body.summary?.token;
  if (created)
    rec.judge(
      ...c.createEmpty,
      token !== undefined &&
        (created.body.basket?.lines.length ?? 0) === 0 &&
        created.body.summary?.quantity === 0,
      'a new basket has no token, or holds lines',
      created.answer,
      created.body.summary,
    );
  if (!token) return 'no basket token (creating a basket failed)';
  const variantId = state.variantId;
  if (!variantId) return 'no product variant to add (the catalog checks found none)';
  const pathParameters = { token };

  // Add one: in the answer, then read back.
  const added = await rec.answer<BasketResponse>(
    c.add[0],
    { pathParameters, body: { productId: variantId, quantity: 1 } },
    c.add[1],
  );
  if (!added) return 'adding to the basket failed';
  rec.judge(
    ...c.keepsToken,
    added.body.summary?.token === token,
    `the token changed from ${token}`,
    added.answer,
    added.body.summary?.token,
  );
  const lineOf = (body: {
    basket?: { lines: Array<{ id: string; productId: string; quantity: number }> } | undefined;
  }) =>
    body.basket?.lines.find((line) => line.productId === variantId || line.productId === state.product?.id);
  const addedLine = lineOf(added.body);
  rec.judge(
    ...c.addedInAnswer,
    added.body.success === true && addedLine?.quantity === 1,
    added.body.success ? `no line of ${variantId} with quantity 1 in the answer` : 'answered success false',
    added.answer,
    added.body.basket?.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) ??
      added.body.errors,
  );
  const readBasket = async (check: readonly [string, string]) =>
    rec.answer<BasketResponse>(c.get[0], { pathParameters }, check[1]);
  const read = await readBasket(c.get);
  if (!read) return 'reading the basket back failed';
  const readLine = lineOf(read.body);
  // The lines the basket holds (what its receipt must hold once paid).
  let basketLines = read.body.basket?.lines ?? [];
  rec.judge(
    ...c.addedReadBack,
    readLine?.quantity === 1,
    `no line of ${variantId} with quantity 1: the line added is not in the basket`,
    read.answer,
    read.body.basket?.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
  );
  const arithmetic = (body: BasketResponse) =>
    body.basket && body.summary
      ? basketArithmeticProblem(body.basket.lines, body.summary)
      : 'no basket or summary in the answer';
  const problem = arithmetic(read.body);
  rec.judge(...c.arithmetic, !problem, problem ?? '', read.answer, read.body.summary);
  const foreign = foreignMoney(read.body, club.currency);
  rec.judge(
    ...c.basketMoney,
    !foreign,
    `money at ${foreign?.path} is in ${foreign?.currency}, the site's currency is ${club.currency}`,
    read.answer,
    foreign,
  );
  const summary = await rec.answer<BasketSummary>(c.summary[0], { pathParameters }, c.summary[1]);
  if (summary && read.body.summary) {
    const basketSummary = read.body.summary;
    rec.judge(
      ...c.summaryAgrees,
      summary.body.quantity === basketSummary.quantity &&
        sameAmount(summary.body.totals.total.amount, basketSummary.totals.total.amount),
      `the summary says ${summary.body.quantity} items, ${summary.body.totals.total.amount}; the basket ${basketSummary.quantity}, ${basketSummary.totals.total.amount}`,
      summary.answer,
      summary.body,
    );
  } else rec.skip(...c.summaryAgrees, 'not run: the summary call failed');

  // A new quantity, read back.
  const lineId = readLine?.id ?? addedLine?.id;
  if (lineId) {
    const updated = await rec.answer<BasketResponse>(
      c.update[0],
      { pathParameters, body: { lines: [{ id: lineId, quantity: 2 }] } },
      c.update[1],
    );
    const again = updated
      ? await readBasket(['getBasket', 'after a new quantity: answer matches the contract'])
      : undefined;
    if (again) {
      basketLines = again.body.basket?.lines ?? [];
      const line = again.body.basket?.lines.find((candidate) => candidate.id === lineId);
      const problemAfter = arithmetic(again.body);
      rec.judge(
        ...c.updateReadBack,
        line?.quantity === 2 && again.body.summary?.quantity === 2 && !problemAfter,
        problemAfter ??
          `line quantity ${line?.quantity}, summary quantity ${again.body.summary?.quantity}, expected 2 and 2`,
        again.answer,
        { line: line?.quantity, summary: again.body.summary?.quantity },
      );
    } else rec.skip(...c.updateReadBack, 'not run: the update or the read back failed');
  } else {
    rec.skip(...c.update, 'not run: no line of the variant added to change');
    rec.skip(...c.updateReadBack, 'not run: no line of the variant added to change');
  }

  // Checkout: every change answers the whole state with fresh shipping methods, read back after.
  const checkout = await rec.answer<CheckoutState>(c.checkout[0], { pathParameters }, c.checkout[1]);
  if (!checkout) return 'the checkout call failed';
  const readCheckout = async (what: string) =>
    (
      await rec.answer<CheckoutState>(
        c.checkout[0],
        { pathParameters },
        `after ${what}: answer matches the contract`,
      )
    )?.body;
  const country = club.checkoutSettings.countries[0]?.code ?? 'GB';
  const invoice = {
    email: 'conformance@example.com',
    emailConfirmation: 'conformance@example.com',
    phone: '+44 20 7946 0000',
    firstName: 'Con',
    lastName: 'Formance',
    street: 'Test Street 1',
    city: 'Testtown',
    // A postcode the country has: a backend may refuse one it does not (decision 0072).
    zipCode: SAMPLE_POSTCODES[country.toUpperCase()] ?? '1000',
    country,
  };
  const billed = await rec.answer<CheckoutState>(
    c.billing[0],
    { pathParameters, body: invoice },
    c.billing[1],
  );
  if (!billed) return 'setting the billing address failed';
  rec.judge(
    ...c.freshMethods,
    billed.body.shippingMethods.length > 0,
    'no shipping methods after a complete address',
    billed.answer,
    billed.body.shippingMethods.length,
  );
  const afterBilling = await readCheckout('the billing address');
  rec.judge(
    ...c.billingReadBack,
    afterBilling?.billingAddress?.email === invoice.email &&
      afterBilling.billingAddress.city === invoice.city,
    'the checkout read back does not hold the address sent',
    billed.answer,
    afterBilling?.billingAddress,
  );
  const { emailConfirmation: _confirmation, ...shippingAddress } = invoice;
  const shipped = await rec.answer<CheckoutState>(
    c.shipping[0],
    { pathParameters, body: { ...shippingAddress, city: 'Shiptown' } },
    c.shipping[1],
  );
  if (shipped) {
    const after = await readCheckout('a shipping address');
    rec.judge(
      ...c.shippingReadBack,
      after?.shippingAddress?.city === 'Shiptown',
      'the checkout read back does not hold the shipping address sent',
      shipped.answer,
      after?.shippingAddress,
    );
  }
  const deleted = await rec.answer<CheckoutState>(
    c.deleteShipping[0],
    { pathParameters },
    c.deleteShipping[1],
  );
  if (deleted) {
    const after = await readCheckout('deleting the shipping address');
    rec.judge(
      ...c.deleteShippingReadBack,
      after !== undefined && after.shippingAddress === null,
      'the checkout read back still has a shipping address',
      deleted.answer,
      after?.shippingAddress,
    );
  }
  const withPoints = billed.body.shippingMethods.find((method) => method.requiresDropPoint);
  const toDoor = billed.body.shippingMethods.find((method) => !method.requiresDropPoint);
  if (withPoints)
    await rec.answer(
      c.dropPoints[0],
      { pathParameters: { token, shippingOptionId: withPoints.id }, query: { zipCode: invoice.zipCode } },
      c.dropPoints[1],
    );
  else rec.skip(...c.dropPoints, 'not run: no shipping method with drop points');
  await rec.error(
    c.missingZip[0],
    400,
    c.missingZip[1],
    { pathParameters: { token, shippingOptionId: withPoints?.id ?? 'any' } },
    'zipCode',
  );
  if (!toDoor) return 'no shipping method to the door to select';
  const selected = await rec.answer<CheckoutState>(
    c.select[0],
    { pathParameters, body: { shippingMethodId: toDoor.id } },
    c.select[1],
  );
  if (!selected) return 'selecting a shipping method failed';
  const afterSelect = await readCheckout('selecting shipping');
  rec.judge(
    ...c.selectReadBack,
    afterSelect?.shippingMethodId === toDoor.id &&
      sameAmount(afterSelect.summary.totals.shippingTotal.amount, toDoor.price.amount),
    `expected shipping method ${toDoor.id} at ${toDoor.price.amount}`,
    selected.answer,
    afterSelect && {
      shippingMethodId: afterSelect.shippingMethodId,
      shippingTotal: afterSelect.summary.totals.shippingTotal,
    },
  );
  const commented = await rec.answer<CheckoutState>(
    c.comment[0],
    { pathParameters, body: { comment: 'conformance' } },
    c.comment[1],
  );
  if (commented) {
    const after = await readCheckout('a comment');
    rec.judge(
      ...c.commentReadBack,
      after?.comment === 'conformance',
      'the comment read back differs',
      commented.answer,
      after?.comment,
    );
  }

  // Vouchers: refused when unknown; with a code the backend accepts, the total changes and comes back.
  await rec.error(c.missingVoucher[0], 400, c.missingVoucher[1], { pathParameters }, 'voucherCode');
  await rec.error(c.unknownVoucher[0], [400, 404], c.unknownVoucher[1], {
    pathParameters,
    query: { voucherCode: 'CONFORMANCE-NO-SUCH-CODE' },
  });
  const before = afterSelect?.summary.totals.total.amount;
  if (options.voucher && before !== undefined) {
    const code = options.voucher;
    const withVoucher = await rec.answer<CheckoutState>(
      c.voucher[0],
      { pathParameters, query: { voucherCode: code } },
      c.voucher[1],
    );
    if (withVoucher) {
      const after = await readCheckout('a voucher');
      const total = after?.summary.totals.total.amount;
      rec.judge(
        ...c.voucherLowers,
        (after?.vouchers.some((voucher) => voucher.code.toUpperCase() === code.toUpperCase()) &&
          total !== undefined &&
          total < before) === true,
        `with ${code} the total is ${total}, before ${before}`,
        withVoucher.answer,
        after && { vouchers: after.vouchers, total },
      );
      const removed = await rec.answer<CheckoutState>(
        c.removeVoucher[0],
        { pathParameters, query: { voucherCode: code } },
        c.removeVoucher[1],
      );
      if (removed) {
        const back = await readCheckout('removing the voucher');
        rec.judge(
          ...c.removeVoucherReadBack,
          back !== undefined &&
            back.vouchers.length === 0 &&
            sameAmount(back.summary.totals.total.amount, before),
          `after removing ${code} the total is ${back?.summary.totals.total.amount}, before ${before}`,
          removed.answer,
          back && { vouchers: back.vouchers, total: back.summary.totals.total.amount },
        );
      }
    }
  } else {
    const reason = 'not run: needs a voucher code the backend accepts (--voucher CODE)';
    for (const check of [c.voucher, c.voucherLowers, c.removeVoucher, c.removeVoucherReadBack])
      rec.skip(check[0], check[1], reason);
  }

  const urls = {
    returnUrl: new URL('receipt/', options.siteUrl).href,
    cancelUrl: new URL('checkout/', options.siteUrl).href,
  };
  const incomplete = await rec.answer<{ success: boolean; errors: unknown[] }>(
    c.incomplete[0],
    { pathParameters, body: { paymentProviderId: 'conformance-unknown-method', ...urls } },
    c.incomplete[1],
  );
  if (incomplete)
    rec.judge(
      ...c.incompleteRefused,
      incomplete.body.success === false && incomplete.body.errors.length > 0,
      'an unknown payment method was taken',
      incomplete.answer,
      incomplete.body,
    );

  // Paying, with a pay hook: the receipt holds what the basket held.
  if (!options.pay) return 'needs a pay hook (--pay-hook) to pay for an order';
  const method = (afterSelect ?? selected.body).availablePaymentMethods[0];
  if (!method) return 'the checkout offers no payment method';
  const expected = afterSelect ?? selected.body;
  const started = await rec.send(
    c.pay[0],
    { pathParameters, token: bearer(), body: { paymentProviderId: method.id, ...urls } },
    c.pay[1],
  );
  const data = started?.body as { success?: boolean; data?: { url?: string } } | undefined;
  const paymentUrl = data?.success === true ? data.data?.url : undefined;
  rec.judge(
    ...c.pay,
    paymentUrl !== undefined,
    `no payment page with ${method.id}`,
    started,
    excerpt(started?.body),
  );
  if (!paymentUrl) return 'starting the payment failed';
  try {
    await options.pay(paymentUrl);
  } catch (error) {
    return `the pay hook failed: ${String(error)}`;
  }
  const receipt = await rec.answer<Receipt>(c.receipt[0], { pathParameters, token: bearer() }, c.receipt[1]);
  if (!receipt) return 'the receipt call failed';
  const lines = (list: ReadonlyArray<{ productId: string; quantity: number }>) =>
    list
      .map((line) => `${line.productId}×${line.quantity}`)
      .sort()
      .join(',');
  const paidLines = lines(receipt.body.basket.lines);
  rec.judge(
    ...c.receiptAgrees,
    paidLines === lines(basketLines) &&
      sameAmount(receipt.body.summary.total.amount, expected.summary.totals.total.amount),
    `the receipt holds ${paidLines} for ${receipt.body.summary.total.amount}; the checkout held ${expected.summary.quantity} items for ${expected.summary.totals.total.amount}`,
    receipt.answer,
    {
      lines: paidLines,
      total: receipt.body.summary.total.amount,
      orderNumber: receipt.body.summary.orderNumber,
    },
  );
  state.order = { orderNumber: receipt.body.summary.orderNumber, total: receipt.body.summary.total.amount };
  return undefined;
}
