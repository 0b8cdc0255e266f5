/**
 * `/api/baskets`: create, read, add, update lines, summary, receipt, and the basket checkout
 * that opens the test payment page (docs/product/requirements.md#basket). A refused change (out of
 * stock, too many, incomplete checkout) answers HTTP 200 with `success: false`, its errors and the
 * unchanged basket, as the contract says; malformed requests are 4xx error bodies; an unknown token
 * is 404. A basket that has become an order is no one's current basket any more: reading it as a
 * basket (`GET /{token}`, `/summary`) is a 404 saying it is ordered, so a storefront whose cookie
 * still names it (the shopper paid but never reached the receipt, issue 44) forgets it and starts
 * a new one; its receipt stays readable, and changes to it are refused with 409.
 */
import {
  basketCheckoutRequestSchema,
  basketLinePayloadSchema,
  basketLinesUpdateRequestSchema,
  basketTokenSchema,
} from '@clubshop/api-sdk/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { authorizeBasket } from '../basket/basket-owner';
import { BasketRefusal } from '../basket/basket-refusal';
import {
  addToBasket,
  assertCurrent,
  basketNotFound,
  createBasket,
  findBasket,
  updateBasketLines,
} from '../basket/basket-service';
import { noStore } from '../http/cache-control';
import { readJsonBody, validate } from '../http/parse';
import { apiMessage } from '../messages/api-messages.ts';
import { siteTexts } from '../messages/site-texts.ts';
import { withSizeNames } from '../messages/size-name.ts';
import { findOrderOfBasket, linesOf, presentReceipt } from '../payment/order-view';
import { returnUrlProblems } from '../payment/return-urls';
import { expirePaymentSessions } from '../payment/session-expiry';
import { startPayment } from '../payment/start-payment';
import {
  type BasketView,
  loadBasketView,
  newBasketView,
  presentBasket,
  presentSummary,
} from '../pricing/basket-view';
import type { BasketRow } from '../pricing/priced-lines';
import { ApiError, notFound } from '../shared/api-error.ts';
import { withPublicAssetUrls } from '../shared/media-urls.ts';

/** The basket routes, mounted under `/api/baskets`. */
export function basketRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  /** The basket token of the path, once the request may use that basket (basket-owner.ts). */
  const token = async (c: Context<AppEnv>) => (await authorized(c)).token;

  /** The basket of the path as the ownership check read it; 404 when the token is unknown. */
  const authorized = async (c: Context<AppEnv>) => {
    const basketToken = await validate(basketTokenSchema, c.req.param('token'));
    const basket = await authorizeBasket(db, c, basketToken, clock.now());
    if (!basket) throw basketNotFound();
    return { token: basketToken, basket };
  };

  /**
   * The basket response: success (or the refusal's errors), basket and summary. `known` is what a
   * change already holds (the view it loaded, or the basket row it wrote), so it is not read
   * again; without it the basket is read.
   */
  async function basketResponse(
    c: Context<AppEnv>,
    basketToken: string,
    refusal?: BasketRefusal,
    status: 200 | 201 = 200,
    known?: BasketRow | BasketView,
  ) {
    const view =
      known && 'totals' in known
        ? known
        : await loadBasketView(db, known ?? (await findBasket(db, basketToken)), clock.now());
    noStore(c);
    const t = await siteTexts(deps, view.basket.culture);
    return c.json(
      {
        success: refusal === undefined,
        errors: withSizeNames(refusal?.errors ?? [], t),
        // Pictures under the origin of links, as the catalogue's (shared/media-urls.ts).
        basket: withPublicAssetUrls(presentBasket(view, t), c.var.origin),
        summary: presentSummary(view),
      },
      status,
    );
  }

  /** Runs a change; a refusal answers the unchanged basket with `success: false`. */
  async function change(
    c: Context<AppEnv>,
    basketToken: string,
    run: () => Promise<BasketRow | BasketView | undefined>,
  ) {
    let written: BasketRow | BasketView | undefined;
    try {
      written = await run();
    } catch (error) {
      if (error instanceof BasketRefusal) return basketResponse(c, basketToken, error);
      throw error;
    }
    return basketResponse(c, basketToken, undefined, 200, written);
  }

  app.post('/', async (c) => {
    const basket = await createBasket(db, c.get('site'), clock.now(), c.get('user')?.id);
    // Nothing is in a new basket yet: its view needs its shipping methods only.
    return basketResponse(c, basket.token, undefined, 201, await newBasketView(db, basket, clock.now()));
  });

  app.get('/:token', async (c) => {
    const { token: basketToken, basket } = await authorized(c);
    assertCurrent(basket);
    return basketResponse(c, basketToken, undefined, 200, basket);
  });

  app.post('/:token', async (c) => {
    const basketToken = await token(c);
    const payload = await readJsonBody(c, basketLinePayloadSchema);
    return change(c, basketToken, () => addToBasket(db, basketToken, payload, clock.now()));
  });

  app.post('/:token/lines', async (c) => {
    const basketToken = await token(c);
    const { lines } = await readJsonBody(c, basketLinesUpdateRequestSchema);
    return change(c, basketToken, async () => {
      await updateBasketLines(db, basketToken, lines, clock.now());
      return undefined;
    });
  });

  app.get('/:token/summary', async (c) => {
    const { basket } = await authorized(c);
    assertCurrent(basket);
    const view = await loadBasketView(db, basket, clock.now());
    noStore(c);
    return c.json(presentSummary(view));
  });

  app.get('/:token/receipt', async (c) => {
    const { basket } = await authorized(c);
    const order = await findOrderOfBasket(db, basket.token);
    if (!order) throw notFound(apiMessage('Api.Error.ReceiptNotPaid'));
    noStore(c);
    return c.json(withPublicAssetUrls(presentReceipt(order, await linesOf(db, order.id)), c.var.origin));
  });

  app.post('/:token/checkout', async (c) => {
    const { token: basketToken, basket } = await authorized(c);
    const request = await readJsonBody(c, basketCheckoutRequestSchema);
    noStore(c);
    // Payment returns only to pages of the basket's own site (a 400 naming the field).
    const site = await deps.caches.sites.byStoreId(basket.storeId);
    const foreign = site ? returnUrlProblems(request, site, deps.config) : [];
    if (foreign.length > 0) throw new ApiError(400, foreign);
    try {
      await expirePaymentSessions(db, clock.now());
      const { url } = await startPayment(db, basketToken, request, c.get('user'), {
        now: clock.now(),
        origin: c.var.origin,
        payments: deps.payments,
        sessionTtlSeconds: deps.config.paymentSessionTtlSeconds,
        logger: deps.logger,
      });
      return c.json({ success: true as const, errors: [], data: { url } });
    } catch (error) {
      if (error instanceof BasketRefusal) {
        const t = await siteTexts(deps, c.get('site').culture);
        return c.json({ success: false as const, errors: withSizeNames(error.errors, t) });
      }
      throw error;
    }
  });

  return app;
}
