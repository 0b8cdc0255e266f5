import { describe, expect, it } from 'vitest';
import { isOrderStatusValue, orderStatuses } from './order-statuses.ts';

describe('orderStatuses', () => {
  it('lists the four statuses of the requirements in the order of the lifecycle', () => {
    expect(orderStatuses).toEqual(['Open', 'Confirmed', 'Complete', 'Cancelled']);
  });

  it('tells a status from anything else', () => {
    expect(isOrderStatusValue('Complete')).toBe(true);
    expect(isOrderStatusValue('complete')).toBe(false);
    expect(isOrderStatusValue(undefined)).toBe(false);
  });
});
