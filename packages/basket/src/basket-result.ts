import type { Basket, BasketResponse, BasketSummary } from '@clubshop/api-sdk';

/** A basket with its summary: what the basket query holds and every basket change answers. */
export interface BasketData {
  basket: Basket;
  summary: BasketSummary;
}

/**
 * The basket and summary of a successful answer. A `success: false` answer (spec section 8)
 * throws an Error whose message is the first error's message, ready for the UI.
 */
export function basketDataOrThrow(response: BasketResponse): BasketData {
  if (response.success) return { basket: response.basket, summary: response.summary };
  throw new Error(response.errors[0]?.message ?? '');
}

/** Whether an error is the server saying it does not know a basket token (HTTP 404). */
export function isUnknownBasketError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
