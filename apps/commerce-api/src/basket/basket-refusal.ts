/**
 * A refused basket or checkout change (out of stock, too many, missing address...). The contract
 * answers these with HTTP 200 and `success: false` plus the unchanged basket, so a client shows
 * the message and keeps its state; malformed requests are 4xx error bodies instead.
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';

/** Thrown by services, turned into `{ success: false, errors, ... }` by the routes. */
export class BasketRefusal extends Error {
  override readonly name = 'BasketRefusal';
  constructor(readonly errors: ApiErrorItem[]) {
    super(errors.map((error) => error.message).join('; '));
  }
}

/** A refusal with one error (made by `apiMessage`, so it carries its code). */
export function refuse(error: ApiErrorItem): BasketRefusal {
  return new BasketRefusal([error]);
}
