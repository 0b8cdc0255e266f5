/**
 * Turning a paid basket into an order. Runs in one transaction under the basket's row lock:
 * the order (one per basket, enforced by a unique index as well), its lines at the prices paid,
 * stock taken off, the voucher redemptions kept, the basket closed and the confirmation mail
 * stored. Approving twice finds the order the first approval made.
 */
import { randomInt } from 'node:crypto';
import { formatVatRate, type Translate } from '@clubshop/i18n/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Mailer } from '../app-env';
import { BasketRefusal } from '../basket/basket-refusal';
import { lockBasket } from '../basket/basket-service';
import { newLineId } from '../basket/token';
import { paymentMethodName } from '../checkout/payment-methods';
import { reserveVouchers } from '../checkout/voucher-service';
import type { Db } from '../db/database';
import { baskets } from '../db/tables/basket';
import { items, storeVariants } from '../db/tables/catalog';
import { paymentMethods } from '../db/tables/checkout';
import { addressBlock, linesTable, paragraph, translatedHtml } from '../mail/html-mail.ts';
import { sizeName } from '../messages/size-name.ts';
import { mailClubName, orderMailHtml } from '../orders/status-mail.ts';
import { loadBasketView, voucherDescription } from '../pricing/basket-view';
import { moneyText } from '../pricing/money.ts';
import { localized } from '../pricing/priced-lines';
import { orderVat, percentOfBasisPoints, vatRateOf } from '../sites/vat-rates.ts';
import { expirePaymentSessions, releaseUnlessPaying } from './session-expiry';
import { orderLines, orders, type PaymentSessionRow, paymentSessions } from './tables';

/** An order as stored. */
export type OrderRow = typeof orders.$inferSelect;
export type { PaymentSessionRow };

/** The dictionary key (and its parameters) a payment problem is shown with on the payment page. */
export interface PaymentProblemText {
  key: string;
  params?: Record<string, string | number>;
  /** A text of its own that fills the `{detail}` placeholder (the voucher refusal's words). */
  detail?: PaymentProblemText;
}

/**
 * Why a payment could not be turned into an order, worded for the shopper: `message` in English,
 * `text` the dictionary key the payment page shows it with in the shop's culture. `reason` (when
 * set) goes back to the shop with the shopper (`cancelUrl?payment=failed&reason=...`) so the
 * checkout can say it in the shopper's language.
 */
export class PaymentProblem extends Error {
  override readonly name = 'PaymentProblem';
  constructor(
    message: string,
    readonly text: PaymentProblemText,
    readonly reason?: 'expired' | 'voucher-used',
  ) {
    super(message);
  }
}

/** An API error's parameters as text parameters (a voucher code, an amount). */
function messageParams(params: Record<string, unknown> | undefined): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? value : String(value),
    ]),
  );
}

/** The problem of a payment session that does not exist (or no longer). */
export function paymentNotFound(): PaymentProblem {
  return new PaymentProblem('This payment does not exist.', { key: 'Payment.Problem.NotFound' });
}

/** The problem of a cancelled payment. */
export function paymentCancelled(): PaymentProblem {
  return new PaymentProblem('This payment was cancelled. Go back to the shop and check out again.', {
    key: 'Payment.Problem.Cancelled',
  });
}

/** The problem of an expired payment. */
export function paymentExpired(): PaymentProblem {
  return new PaymentProblem(
    'This payment has expired: you have not been charged. Go back to the shop and check out again.',
    { key: 'Payment.Problem.Expired' },
    'expired',
  );
}

/**
 * The problem of a second payment for a basket that another of its payment sessions has
 * ordered already (a second tab): never a second order, and with a provider that took the money,
 * a refund (`stripe/settle-payment.ts`).
 */
export function paymentAlreadyOrdered(): PaymentProblem {
  return new PaymentProblem(
    'This basket has already been paid for and ordered in another window. This payment was not taken.',
    { key: 'Payment.Problem.AlreadyOrdered' },
  );
}

/** Whatever caches catalogue answers (stock included): `ApiCache` of the app. */
export interface CatalogueCache {
  /** Drops every cached catalogue answer (only these variants' stock changed, when given). */
  invalidateCatalogue: (stockOfVariants?: readonly string[]) => void;
}

/** What an approval needs besides the database. */
export interface ApprovalContext {
  now: Date;
  mailer: Mailer;
  catalogue: CatalogueCache;
  /** The dictionary of a culture (read through `db`, the approval's transaction): mail texts, names. */
  texts: (db: Db, culture: string) => Promise<Translate>;
  /**
   * The provider says the shopper has paid (a signed webhook, or reconciliation with the
   * provider): the session's own lifetime no longer stands in the way. An expired session (the
   * event came late) or a superseded one (another checkout started meanwhile) still makes the
   * order while the basket has none and still costs what was paid; otherwise the caller
   * refunds (`stripe/settle-payment.ts`).
   */
  paidAtProvider?: boolean;
}

/**
 * Approves a payment session: creates the order once, or finds the one made before. Creating
 * the order takes stock, so once that has committed the catalogue answer cache is dropped: a
 * product sold out by this order shows as such on the very next listing, search or product
 * answer (a load still running from before the commit is answered but not kept, see
 * ResponseCache).
 */
export async function approvePayment(
  db: Db,
  sessionId: string,
  context: ApprovalContext,
): Promise<{ order: OrderRow; session: PaymentSessionRow }> {
  // An expired session is expired (and its vouchers given back) first, in its own transaction.
  await expirePaymentSessions(db, context.now);
  const approved = await createOrderOnce(db, sessionId, context);
  if (approved.tookStock) context.catalogue.invalidateCatalogue(approved.variantIds);
  return { order: approved.order, session: approved.session };
}

/** The transaction of `approvePayment`; `tookStock` is true when it created the order. */
async function createOrderOnce(
  db: Db,
  sessionId: string,
  context: Omit<ApprovalContext, 'catalogue'>,
): Promise<{ order: OrderRow; session: PaymentSessionRow; tookStock: boolean; variantIds?: string[] }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).limit(1);
    if (!found) throw paymentNotFound();
    const basket = await lockBasket(tx, found.basketToken).catch(() => {
      throw paymentNotFound();
    });
    // Re-read under the basket lock: a parallel approval may have finished meanwhile.
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionId))
      .for('update');
    if (!session) throw paymentNotFound();

    const [existing] = await tx.select().from(orders).where(eq(orders.basketToken, basket.token)).limit(1);
    if (existing) {
      // Approving the session that made the order again (a double click, a replayed event)
      // finds its order. Any other session of the basket (a second tab) would pay for it twice.
      if (session.status === 'approved') return { order: existing, session, tookStock: false };
      throw paymentAlreadyOrdered();
    }
    if (!context.paidAtProvider) {
      if (session.status === 'cancelled') throw paymentCancelled();
      if (session.status === 'expired') throw paymentExpired();
    }

    const view = await loadBasketView(tx, basket, context.now, 'transaction');
    if (view.totals.total !== session.amount || view.lines.length === 0) {
      throw new PaymentProblem(
        'Your basket changed after you started paying. Go back to the shop and check out again.',
        { key: 'Payment.Problem.BasketChanged' },
      );
    }
    const billing = view.checkout?.billingAddress;
    const method = view.shippingMethod;
    if (!billing?.email || !method) {
      throw new PaymentProblem('The checkout is incomplete. Go back to the shop and check out again.', {
        key: 'Payment.Problem.Incomplete',
      });
    }
    // Holds already when the basket checkout reserved them; reserves any added since. A code
    // used up meanwhile (its reservation was given back) refuses the order: 409, saying which.
    try {
      await reserveVouchers(tx, basket.token);
    } catch (error) {
      if (!(error instanceof BasketRefusal)) throw error;
      throw new PaymentProblem(
        `${error.errors[0]?.message ?? 'A voucher code is no longer valid.'} You have not been charged. Go back to the shop, remove it and check out again.`,
        {
          key: 'Payment.Problem.VoucherUsed',
          ...(error.errors[0]?.code
            ? { detail: { key: error.errors[0].code, params: messageParams(error.errors[0].params) } }
            : {}),
        },
        'voucher-used',
      );
    }

    // The order's words (and a sold-out line's size) in the basket's culture.
    const t = await context.texts(tx, basket.culture);
    for (const line of view.lines) {
      if (line.stockState === 'InPreorderStock') {
        await tx
          .update(items)
          .set({ stockQuantity: sql`greatest(${items.stockQuantity} - ${line.quantity}, 0)` })
          .where(eq(items.id, line.itemId));
        continue;
      }
      const taken = await tx
        .update(items)
        .set({
          stockQuantity: sql`${items.stockQuantity} - ${line.quantity}`,
          stockState: sql`case when ${items.stockQuantity} - ${line.quantity} <= 0 then 'OutOfStock' else ${items.stockState} end`,
        })
        .where(and(eq(items.id, line.itemId), sql`${items.stockQuantity} >= ${line.quantity}`))
        .returning({ id: items.id });
      if (taken.length === 0) {
        throw new PaymentProblem(
          `${line.name} (${sizeName(line.size, t)}) sold out while you were paying. You have not been charged.`,
          { key: 'Payment.Problem.SoldOut', params: { product: line.name, size: sizeName(line.size, t) } },
        );
      }
    }
    const variantIds = [...new Set(view.lines.map((line) => line.variantId))];
    await tx
      .update(storeVariants)
      .set({
        // Same rule as refreshStoreVariants: a variant is in stock while one of its sizes is InStock.
        inStock: sql`exists (select 1 from ${items} where ${items.variantId} = ${storeVariants.variantId} and ${items.stockState} = 'InStock')`,
      })
      .where(inArray(storeVariants.variantId, variantIds));

    const [payment] = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, session.paymentMethodId));
    // The VAT of the destination, recorded on the order so a later rate change leaves it be.
    const destination = view.checkout?.shippingAddress?.country ?? billing.country ?? basket.country;
    const vat = orderVat(view.totals.total, await vatRateOf(tx, basket.storeId, destination));
    const order: typeof orders.$inferInsert = {
      id: crypto.randomUUID(),
      orderNumber: `CS-${randomInt(10_000_000, 100_000_000)}`,
      basketToken: basket.token,
      storeId: basket.storeId,
      userId: session.userId,
      status: 'Confirmed',
      currency: basket.currency,
      culture: basket.culture,
      subTotal: view.totals.subTotal,
      discountTotal: view.totals.discountTotal,
      shippingTotal: view.totals.shippingTotal,
      total: view.totals.total,
      quantity: view.totals.quantity,
      billingAddress: billing,
      shippingAddress: view.checkout?.shippingAddress ?? null,
      shippingMethodId: method.id,
      shippingMethodName: localized(method.name, basket.culture),
      dropPoint: view.checkout?.dropPoint ?? null,
      paymentMethodId: session.paymentMethodId,
      paymentMethodName: payment ? paymentMethodName(payment, t) : session.paymentMethodId,
      comment: view.checkout?.comment ?? null,
      vouchers: view.vouchers.map((voucher) => ({
        code: voucher.code,
        description: voucherDescription(voucher, basket, t),
        discount: view.totals.vouchers.find((entry) => entry.code === voucher.code)?.discount ?? 0,
      })),
      ...vat,
      createdAt: context.now,
    };
    const [created] = await tx.insert(orders).values(order).returning();
    if (!created) throw new Error('order insert returned nothing');
    await tx.insert(orderLines).values(
      view.lines.map((line, index) => ({
        id: newLineId(),
        orderId: created.id,
        position: index + 1,
        itemId: line.itemId,
        variantId: line.variantId,
        productId: line.productId,
        name: line.name,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        unitDiscount: line.unitDiscount,
        addOnPrice: line.addOnPrice,
        addOns: line.addOns,
        categories: line.categories,
        url: line.url ?? null,
        imageUrl: line.imagePath,
      })),
    );
    await tx
      .update(baskets)
      .set({ status: 'ordered', updatedAt: context.now })
      .where(eq(baskets.token, basket.token));
    await tx.update(paymentSessions).set({ status: 'approved' }).where(eq(paymentSessions.id, sessionId));
    await context.mailer.send(
      confirmationMail(created, view.lines, t, await mailClubName(tx, created.storeId)),
      tx,
    );
    return { order: created, session: { ...session, status: 'approved' }, tookStock: true, variantIds };
  });
}

/**
 * Cancels a pending payment session and gives its voucher reservations back (unless another
 * payment of the basket is still live and needs them).
 */
export async function cancelPayment(db: Db, sessionId: string, now: Date): Promise<PaymentSessionRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).limit(1);
    if (!found) throw paymentNotFound();
    const basket = await lockBasket(tx, found.basketToken);
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionId))
      .for('update');
    if (!session) throw paymentNotFound();
    if (session.status !== 'pending') return session;
    await tx.update(paymentSessions).set({ status: 'cancelled' }).where(eq(paymentSessions.id, sessionId));
    if (basket.status === 'open') await releaseUnlessPaying(tx, basket.token, now, sessionId);
    return { ...session, status: 'cancelled' };
  });
}

/** The order confirmation in the order's culture: every line of it a dictionary row (`Mail.Order.*`). */
export function confirmationMail(
  order: OrderRow,
  lines: Array<{ name: string; size: string; quantity: number; unitPrice: number; unitDiscount: number }>,
  t: Translate,
  clubName: string,
) {
  const money = (minor: number) => moneyText(minor, order.currency, order.culture);
  const name = order.billingAddress.firstName ?? '';
  const number = order.orderNumber;
  const dropPoint = order.dropPoint;
  // The VAT the order recorded (decision 0105); none when the site had no rate for the destination.
  const vat =
    order.vatRateBasisPoints !== null && order.vatAmount !== null
      ? {
          rate: formatVatRate(percentOfBasisPoints(order.vatRateBasisPoints), order.culture),
          amount: money(order.vatAmount),
        }
      : undefined;
  const text = [
    name ? t('Mail.Order.Greeting', { name }) : t('Mail.Order.GreetingNoName'),
    '',
    t('Mail.Order.Thanks', { number }),
    '',
    ...lines.map(
      (line) =>
        `${line.quantity} x ${line.name} (${sizeName(line.size, t)})  ${money((line.unitPrice - line.unitDiscount) * line.quantity)}`,
    ),
    '',
    t('Mail.Order.Shipping', { method: order.shippingMethodName, amount: money(order.shippingTotal) }),
    ...(order.discountTotal > 0 ? [t('Mail.Order.Discounts', { amount: money(order.discountTotal) })] : []),
    t('Mail.Order.Total', { amount: money(order.total) }),
    ...(vat ? [t('Mail.Order.Vat', vat)] : []),
    ...(dropPoint
      ? [
          '',
          t('Mail.Order.CollectAt', {
            dropPoint: `${dropPoint.name}, ${dropPoint.street}, ${dropPoint.zipCode} ${dropPoint.city}`,
          }),
        ]
      : []),
  ].join('\n');
  const subject = t('Mail.Order.Subject', { number });
  // The same lines, totals and drop point as the text, as a table and an address block.
  const html = orderMailHtml(order, t, clubName, subject, [
    paragraph(translatedHtml(t, 'Mail.Order.Thanks', { number })),
    linesTable(
      lines.map((line) => ({
        quantity: line.quantity,
        name: line.name,
        details: sizeName(line.size, t),
        amount: money((line.unitPrice - line.unitDiscount) * line.quantity),
      })),
      [
        {
          label: translatedHtml(t, 'Mail.Html.Shipping', { method: order.shippingMethodName }),
          amount: money(order.shippingTotal),
        },
        ...(order.discountTotal > 0
          ? [{ label: t('Mail.Html.Discounts'), amount: `-${money(order.discountTotal)}` }]
          : []),
        { label: t('Mail.Html.Total'), amount: money(order.total), strong: true },
        ...(vat ? [{ label: t('Mail.Html.Vat', { rate: vat.rate }), amount: vat.amount }] : []),
      ],
    ),
    dropPoint && [
      paragraph(t('Mail.Html.CollectAt')),
      addressBlock([dropPoint.name, dropPoint.street, `${dropPoint.zipCode} ${dropPoint.city}`]),
    ],
  ]);
  return {
    to: order.billingAddress.email ?? '',
    subject,
    text,
    html,
    links: [],
  };
}
