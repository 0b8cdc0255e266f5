/**
 * `/payment/{sessionId}`: the built-in test payment page. GET shows it; POST `approve` creates the
 * order and redirects (303) to the shop's returnUrl with `orderNumber`; POST `cancel` redirects to
 * the cancelUrl with `payment=cancelled`, the way a hosted payment page does. No address names
 * the basket token (decision 0076): the shop knows its shopper's basket by its own cookie.
 * A payment that cannot go on (expired, cancelled, a voucher used up meanwhile, stock gone) is a
 * 409 page saying why, whose way back to the shop carries `payment=failed&reason=<reason>`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { paymentMethodName } from '../checkout/payment-methods';
import { siteTexts } from '../messages/site-texts.ts';
import { moneyText } from '../pricing/money';
import {
  approvePayment,
  cancelPayment,
  PaymentProblem,
  paymentCancelled,
  paymentExpired,
  paymentNotFound,
} from './order-service';
import {
  PAYMENT_PAGE_REFERRER_POLICY,
  paymentPage,
  paymentPageCsp,
  paymentProblemPage,
  withParams,
} from './page';
import { paymentPageTexts } from './page-texts';
import { cultureOfPayment, paymentMethodOfSession, paymentSessionOf } from './payment-session-reads.ts';
import { expirePaymentSessions } from './session-expiry';
import type { PaymentSessionRow } from './tables';

/** The payment page routes, mounted under `/payment`. */
export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, clock, mailer } = deps;
  const app = new Hono<AppEnv>();

  function secure(c: Context, targets: readonly string[]): void {
    c.header('Content-Security-Policy', paymentPageCsp(targets));
    c.header('X-Content-Type-Options', 'nosniff');
    // `same-origin`, not `no-referrer`: under `no-referrer` a browser sends `Origin: null` with the
    // page's own Approve and Cancel posts (Fetch: "append a request Origin header"), and the
    // storefront server in front, which refuses a write of unknown origin, answered 403 (issue 44).
    // The page's address (its session id) still goes to no other origin.
    c.header('Referrer-Policy', PAYMENT_PAGE_REFERRER_POLICY);
    c.header('X-Frame-Options', 'DENY');
    c.header('Cache-Control', 'no-store');
  }

  async function problem(c: Context, error: unknown, session: PaymentSessionRow | undefined) {
    if (!(error instanceof PaymentProblem)) throw error;
    const backUrl = session
      ? withParams(session.cancelUrl, {
          payment: 'failed',
          ...(error.reason ? { reason: error.reason } : {}),
        })
      : undefined;
    secure(c, backUrl ? [backUrl] : []);
    const status = error.text.key === 'Payment.Problem.NotFound' ? 404 : 409;
    // Without a session there is no shop to speak for: English.
    if (!session) return c.html(paymentProblemPage(error.message, backUrl), status);
    const { texts, t } = await textsFor(session);
    const { key, params, detail } = error.text;
    const message = t(key, { ...params, ...(detail ? { detail: t(detail.key, detail.params) } : {}) });
    return c.html(paymentProblemPage(message, backUrl, texts), status);
  }

  /** The page's words in the culture of the basket being paid for. */
  async function textsFor(session: PaymentSessionRow) {
    return paymentPageTexts({ db, caches: deps.caches }, await cultureOfPayment(db, session));
  }

  const findSession = (id: string) => paymentSessionOf(db, id);

  app.get('/:sessionId', async (c) => {
    await expirePaymentSessions(db, clock.now());
    const session = await findSession(c.req.param('sessionId'));
    if (!session) return problem(c, paymentNotFound(), undefined);
    if (session.status === 'cancelled') return problem(c, paymentCancelled(), session);
    if (session.status === 'expired') return problem(c, paymentExpired(), session);
    const method = await paymentMethodOfSession(db, session);
    const { texts, t } = await textsFor(session);
    secure(c, [session.returnUrl, session.cancelUrl]);
    return c.html(
      paymentPage(
        {
          sessionId: session.id,
          // In the basket's culture, as every other amount the shopper sees ("479,00 kr.").
          amount: moneyText(session.amount, session.currency, texts.lang),
          paymentMethod: method ? paymentMethodName(method, t) : session.paymentMethodId,
          shop: new URL(session.returnUrl).host,
        },
        texts,
      ),
    );
  });

  app.post('/:sessionId/approve', async (c) => {
    const session = await findSession(c.req.param('sessionId'));
    try {
      const { order } = await approvePayment(db, c.req.param('sessionId'), {
        now: clock.now(),
        mailer,
        catalogue: deps.caches,
        texts: (tx, culture) => siteTexts({ db: tx, caches: deps.caches }, culture),
      });
      if (!session) throw paymentNotFound();
      c.header('Cache-Control', 'no-store');
      return c.redirect(withParams(session.returnUrl, { orderNumber: order.orderNumber }), 303);
    } catch (error) {
      return problem(c, error, session);
    }
  });

  app.post('/:sessionId/cancel', async (c) => {
    const session = await findSession(c.req.param('sessionId'));
    try {
      const after = await cancelPayment(db, c.req.param('sessionId'), clock.now());
      c.header('Cache-Control', 'no-store');
      // A payment approved already cannot be cancelled here: back to the receipt.
      if (after.status === 'approved') {
        return c.redirect(after.returnUrl, 303);
      }
      return c.redirect(withParams(after.cancelUrl, { payment: 'cancelled' }), 303);
    } catch (error) {
      return problem(c, error, session);
    }
  });

  return app;
}
