/**
 * What the test payment page reads (`payment/routes.ts`): a payment session by its id, the
 * culture of the basket it pays for, and its payment method's row.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { baskets } from '../db/tables/basket';
import { paymentMethods } from '../db/tables/checkout';
import { type PaymentSessionRow, paymentSessions } from './tables';

/** The payment session `id`, or undefined (an id over 100 characters is none). */
export async function paymentSessionOf(db: Db, id: string): Promise<PaymentSessionRow | undefined> {
  if (id.length > 100) return undefined;
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id)).limit(1);
  return session;
}

/** The culture of the basket `session` pays for (English when the basket is gone). */
export async function cultureOfPayment(db: Db, session: PaymentSessionRow): Promise<string> {
  const [basket] = await db
    .select({ culture: baskets.culture })
    .from(baskets)
    .where(eq(baskets.token, session.basketToken))
    .limit(1);
  return basket?.culture ?? 'en';
}

/** The row of the payment method `session` pays with, or undefined. */
export async function paymentMethodOfSession(db: Db, session: PaymentSessionRow) {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, session.paymentMethodId));
  return method;
}
