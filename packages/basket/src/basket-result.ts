import type { BasketResponse, BasketSuccessResponse } from '@clubshop/api-sdk';
import { isHttpError } from '@clubshop/api-sdk';

/**
 * A basket with its summary (a successful basket answer): what the basket query holds, under the
 * api-sdk key `queryKeys.basket.detail(token)`, and what every basket change resolves.
 */
export type BasketData = BasketSuccessResponse;

/**
 * The basket and summary of a successful answer. A `success: false` answer
 * (docs/product/requirements.md#errors) throws an Error whose message is the first error's message,
 * ready for the UI.
 */
export function basketDataOrThrow(response: BasketResponse): BasketData {
  if (response.success) return response;
  throw new Error(response.errors[0]?.message ?? '');
}

/** Whether an error is the server saying it does not know a basket token (HTTP 404). */
export function isUnknownBasketError(error: unknown): boolean {
  return isHttpError(error) && error.status === 404;
}
