/**
 * One list of order statuses (decision 0082): `orderStatuses` of `@clubshop/validation`. The shop
 * contract, the admin client and the order lifecycle read it; `@clubshop/i18n` is a leaf (it
 * imports no other package), so its `ORDER_STATUSES`, the statuses it has labels for, is held to
 * the same four here.
 */
import { orderStatusSchema } from '@clubshop/api-sdk/contract';
import { ORDER_STATUSES } from '@clubshop/i18n/core';
import { orderStatuses } from '@clubshop/validation';
import { describe, expect, it } from 'vitest';
import { nextStatuses } from '../src/orders/status-moves.ts';

describe('the order statuses', () => {
  it('the contract, the labels and the lifecycle know the same four as @clubshop/validation', () => {
    expect(orderStatusSchema.options).toEqual(orderStatuses);
    expect([...ORDER_STATUSES].sort()).toEqual([...orderStatuses].sort());
    for (const status of orderStatuses)
      for (const next of nextStatuses(status)) expect(orderStatuses).toContain(next);
  });
});
