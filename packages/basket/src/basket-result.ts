import type { BasketResponse, BasketSuccessResponse } from '@clubshop/api-sdk';
import { BasketError } from '@clubshop/api-sdk';

/**
 * A basket with its summary (a successful basket answer): what the basket query holds, under the
 * api-sdk key `queryKeys.basket.detail(token)`, and what every basket change resolves.
 */
export type BasketData = BasketSuccessResponse;

/**
 * The basket and summary of a successful answer. A `success: false` answer
 * (docs/product/requirements.md#errors) throws a `BasketError` of `operation`: its message is the
 * first error's message, its `code` the first error's (or `Api.Error.RequestFailed`) for the UI
 * to translate.
 */
export function basketDataOrThrow(response: BasketResponse, operation = 'basket'): BasketData {
  if (response.success) return response;
  throw new BasketError(operation, response.errors);
}
