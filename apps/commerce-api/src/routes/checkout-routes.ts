/**
 * `/api/checkout/{token}`: the checkout state and its steps
 * (docs/product/requirements.md#checkout). Every step answers the whole checkout state, so fresh
 * shipping methods and the summary come back each time.
 */
import {
  basketTokenSchema,
  checkoutCommentSchema,
  dropPointsQuerySchema,
  invoiceDetailsDraftSchema,
  shippingDetailsDraftSchema,
  shippingSelectionSchema,
  voucherQuerySchema,
} from '@clubshop/api-sdk/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../app-env';
import { authorizeBasket } from '../basket/basket-owner';
import { basketNotFound, findBasket } from '../basket/basket-service';
import {
  deleteShippingAddress,
  selectShipping,
  setBillingAddress,
  setComment,
  setShippingAddress,
} from '../checkout/checkout-service';
import { presentCheckoutState } from '../checkout/checkout-state';
import { normaliseZipCode } from '../checkout/drop-points';
import { dropPointsNear } from '../checkout/stored-drop-points';
import { addVoucher, removeVoucher } from '../checkout/voucher-service';
import { localPostcodeGeocoder } from '../geocoding/local-postcode-geocoder.ts';
import { noStore } from '../http/cache-control';
import { readJsonBody, readQuery, validate } from '../http/parse';
import { apiMessage } from '../messages/api-messages.ts';
import { siteTexts } from '../messages/site-texts.ts';
import { expirePaymentSessions } from '../payment/session-expiry';
import { loadBasketView } from '../pricing/basket-view';
import type { BasketRow } from '../pricing/priced-lines';
import { destinationCountry } from '../pricing/shipping';
import { badRequest } from '../shared/api-error.ts';

const shippingOptionIdSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100));

/** The checkout routes, mounted under `/api/checkout`. */
export function checkoutRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, clock } = deps;
  const postcodes = deps.postcodes ?? localPostcodeGeocoder;
  const app = new Hono<AppEnv>();

  /** The basket token of the path, once the request may use that basket (basket-owner.ts). */
  const token = async (c: Context<AppEnv>) => {
    const basketToken = await validate(basketTokenSchema, c.req.param('token'));
    await authorizeBasket(db, c, basketToken, clock.now());
    return basketToken;
  };

  /**
   * Answers the checkout state as it is now; `known` is the basket row the ownership check has
   * just read (a read that changed nothing), else it is read.
   */
  async function state(c: Context<AppEnv>, basketToken: string, known?: BasketRow) {
    const basket = known ?? (await findBasket(db, basketToken));
    const view = await loadBasketView(db, basket, clock.now());
    noStore(c);
    return c.json(await presentCheckoutState(db, view, await siteTexts(deps, view.basket.culture)));
  }

  app.get('/:token', async (c) => {
    const basketToken = await validate(basketTokenSchema, c.req.param('token'));
    // The row the ownership check read is the basket as it is now: not read a second time.
    const basket = await authorizeBasket(db, c, basketToken, clock.now());
    if (!basket) throw basketNotFound();
    return state(c, basketToken, basket);
  });

  app.post('/:token/billingaddress', async (c) => {
    const basketToken = await token(c);
    const draft = await readJsonBody(c, invoiceDetailsDraftSchema);
    await setBillingAddress(db, basketToken, draft, clock.now());
    return state(c, basketToken);
  });

  app.post('/:token/shippingaddress', async (c) => {
    const basketToken = await token(c);
    const draft = await readJsonBody(c, shippingDetailsDraftSchema);
    await setShippingAddress(db, basketToken, draft, clock.now());
    return state(c, basketToken);
  });

  app.delete('/:token/shippingaddress', async (c) => {
    const basketToken = await token(c);
    await deleteShippingAddress(db, basketToken, clock.now());
    return state(c, basketToken);
  });

  app.post('/:token/shipping', async (c) => {
    const basketToken = await token(c);
    const selection = await readJsonBody(c, shippingSelectionSchema);
    await selectShipping(db, postcodes, basketToken, selection, clock.now());
    return state(c, basketToken);
  });

  app.get('/:token/shipping/:shippingOptionId/droppoints', async (c) => {
    const basketToken = await token(c);
    const shippingOptionId = await validate(shippingOptionIdSchema, c.req.param('shippingOptionId'));
    const { zipCode } = await readQuery(c, dropPointsQuerySchema);
    if (normaliseZipCode(zipCode) === null) {
      throw badRequest(apiMessage('Api.Error.NotAZipCode', { zipCode }, 'zipCode'));
    }
    const basket = await findBasket(db, basketToken);
    const view = await loadBasketView(db, basket, clock.now());
    const method = view.shippingMethods.find((candidate) => candidate.id === shippingOptionId);
    if (!method) {
      throw badRequest(
        apiMessage(
          'Api.Error.ShippingNotToCountry',
          { method: shippingOptionId, country: destinationCountry(basket, view.checkout) },
          'shippingOptionId',
        ),
      );
    }
    noStore(c);
    return c.json(
      await dropPointsNear(db, postcodes, method, zipCode, destinationCountry(basket, view.checkout)),
    );
  });

  app.post('/:token/comment', async (c) => {
    const basketToken = await token(c);
    const { comment } = await readJsonBody(c, checkoutCommentSchema);
    await setComment(db, basketToken, comment, clock.now());
    return state(c, basketToken);
  });

  app.post('/:token/voucher', async (c) => {
    const basketToken = await token(c);
    const { voucherCode } = await readQuery(c, voucherQuerySchema);
    // A code held by an abandoned payment page is free again once that page expired.
    await expirePaymentSessions(db, clock.now());
    await addVoucher(db, basketToken, voucherCode, clock.now());
    return state(c, basketToken);
  });

  app.delete('/:token/voucher', async (c) => {
    const basketToken = await token(c);
    const { voucherCode } = await readQuery(c, voucherQuerySchema);
    await removeVoucher(db, basketToken, voucherCode);
    return state(c, basketToken);
  });

  return app;
}
