import type * as v from 'valibot';
import {
  type BasketCheckoutRequest,
  type BasketLinePayload,
  type BasketLineUpdate,
  type BasketResponse,
  type BasketSuccessResponse,
  type BasketSummary,
  basketCheckoutResponseSchema,
  basketResponseSchema,
  basketSummarySchema,
  type Receipt,
  receiptSchema,
} from '../contract/basket.ts';
import { BasketError } from '../errors/basket-error.ts';
import { CheckoutError } from '../errors/checkout-error.ts';
import type { Transport } from '../transport/transport.ts';
import type { RequestOptions } from '../transport/types.ts';
import { pathParameter } from './path-parameter.ts';

/** Basket calls (basket host). */
export interface BasketClient {
  /** `POST /api/baskets` (createBasket): a new, empty basket with its token. */
  create(options?: RequestOptions): Promise<BasketResponse>;
  /** `GET /api/baskets/{token}` (getBasket). */
  get(token: string, options?: RequestOptions): Promise<BasketResponse>;
  /**
   * `POST /api/baskets/{token}` (addToBasket). Throws {@link BasketError} with the first error's
   * message when the API answers `success: false`.
   */
  add(token: string, line: BasketLinePayload, options?: RequestOptions): Promise<BasketSuccessResponse>;
  /**
   * `POST /api/baskets/{token}/lines` (updateBasketLines): quantity 0 removes a line. Throws
   * {@link BasketError} on `success: false`.
   */
  updateLines(
    token: string,
    lines: BasketLineUpdate[],
    options?: RequestOptions,
  ): Promise<BasketSuccessResponse>;
  /** `GET /api/baskets/{token}/summary` (getBasketSummary). */
  summary(token: string, options?: RequestOptions): Promise<BasketSummary>;
  /** `GET /api/baskets/{token}/receipt` (getReceipt): the placed order of a paid basket. */
  receipt(token: string, options?: RequestOptions): Promise<Receipt>;
  /**
   * `POST /api/baskets/{token}/checkout` (checkoutBasket): resolves the payment `url` to send the
   * browser to. Throws {@link CheckoutError} (first error message, or empty) on `success: false`.
   */
  checkout(token: string, body: BasketCheckoutRequest, options?: RequestOptions): Promise<{ url: string }>;
}

/** Builds the basket client. */
export function createBasketClient(transport: Transport): BasketClient {
  const basketPath = (token: string, operation: string, rest = '') =>
    `/api/baskets/${pathParameter(token, 'token', operation)}${rest}`;

  const change = async (
    operation: string,
    path: string,
    json: unknown,
    options: RequestOptions | undefined,
  ): Promise<BasketSuccessResponse> => {
    const response = await transport.request({
      operation,
      host: 'basket',
      method: 'POST',
      path,
      json,
      schema: basketResponseSchema,
      options,
    });
    if (!response.success) throw new BasketError(operation, response.errors);
    return response;
  };

  /** A `GET` of one of the basket's resources (async, so a bad token rejects rather than throws). */
  const read =
    <TSchema extends v.GenericSchema>(operation: string, rest: string, schema: TSchema) =>
    async (token: string, options?: RequestOptions) =>
      transport.request({
        operation,
        host: 'basket',
        method: 'GET',
        path: basketPath(token, operation, rest),
        schema,
        options,
      });

  return {
    create: (options) =>
      transport.request({
        operation: 'createBasket',
        host: 'basket',
        method: 'POST',
        path: '/api/baskets',
        schema: basketResponseSchema,
        options,
      }),
    get: read('getBasket', '', basketResponseSchema),
    async add(token, line, options) {
      return change('addToBasket', basketPath(token, 'addToBasket'), line, options);
    },
    async updateLines(token, lines, options) {
      return change(
        'updateBasketLines',
        basketPath(token, 'updateBasketLines', '/lines'),
        { lines },
        options,
      );
    },
    summary: read('getBasketSummary', '/summary', basketSummarySchema),
    receipt: read('getReceipt', '/receipt', receiptSchema),
    async checkout(token, body, options) {
      const response = await transport.request({
        operation: 'checkoutBasket',
        host: 'basket',
        method: 'POST',
        path: basketPath(token, 'checkoutBasket', '/checkout'),
        json: body,
        schema: basketCheckoutResponseSchema,
        options,
      });
      if (!response.success) throw new CheckoutError('checkoutBasket', response.errors);
      return { url: response.data.url };
    },
  };
}
