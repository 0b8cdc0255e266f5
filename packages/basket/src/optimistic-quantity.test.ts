import type { BasketLine } from '@clubshop/api-sdk';
import { describe, expect, it } from 'vitest';
import type { BasketData } from './basket-result.ts';
import { applyLineUpdates, withQuantityDelta } from './optimistic-quantity.ts';

const money = (amount: number) => ({ amount, currency: 'GBP' });
const line = (id: string, quantity: number): BasketLine => ({
  id,
  productId: `v-${id}`,
  name: `Shirt ${id}`,
  categories: [],
  quantity,
  unitPrice: money(10),
  unitDiscount: money(0),
  properties: [],
  lineTotal: money(10 * quantity),
});
const totals = { subTotal: money(0), discountTotal: money(0), shippingTotal: money(0), total: money(0) };
const data: BasketData = {
  success: true,
  errors: [],
  basket: { token: 't', storeId: 's', lines: [line('a', 2), line('b', 1)], vouchers: [] },
  summary: { token: 't', quantity: 3, totals },
};

describe('withQuantityDelta', () => {
  it('adds to the quantity without going below zero', () => {
    expect(withQuantityDelta(data.summary, 2).quantity).toBe(5);
    expect(withQuantityDelta(data.summary, -7).quantity).toBe(0);
  });
});

describe('applyLineUpdates', () => {
  it('changes quantities, removes lines set to 0 and reports the change in total quantity', () => {
    const next = applyLineUpdates(data, [
      { id: 'a', quantity: 5 },
      { id: 'b', quantity: 0 },
    ]);
    expect(next.delta).toBe(2);
    expect(next.data.basket.lines.map((l) => [l.id, l.quantity])).toEqual([['a', 5]]);
    expect(next.data.summary.quantity).toBe(5);
  });

  it('leaves lines it does not know to the server', () => {
    const next = applyLineUpdates(data, [{ id: 'zzz', quantity: 4 }]);
    expect(next.delta).toBe(0);
    expect(next.data.basket.lines).toEqual(data.basket.lines);
  });
});
