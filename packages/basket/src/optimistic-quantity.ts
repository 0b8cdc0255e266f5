import type { BasketLineUpdate, BasketSummary } from '@clubshop/api-sdk';
import type { BasketData } from './basket-result.ts';

/** The summary with `delta` added to its quantity (never below 0). */
export function withQuantityDelta(summary: BasketSummary, delta: number): BasketSummary {
  return { ...summary, quantity: Math.max(0, summary.quantity + delta) };
}

/**
 * The basket as it will look once `updates` are applied: new quantities, lines at 0 removed, and
 * the change in total quantity. Lines the basket does not hold are left to the server.
 */
export function applyLineUpdates(
  data: BasketData,
  updates: readonly BasketLineUpdate[],
): { data: BasketData; delta: number } {
  const wanted = new Map(updates.map((update) => [update.id, update.quantity]));
  let delta = 0;
  const lines = data.basket.lines.flatMap((line) => {
    const quantity = wanted.get(line.id);
    if (quantity === undefined) return [line];
    delta += quantity - line.quantity;
    return quantity === 0 ? [] : [{ ...line, quantity }];
  });
  return {
    data: { ...data, basket: { ...data.basket, lines }, summary: withQuantityDelta(data.summary, delta) },
    delta,
  };
}
