import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, stockProblem } from './stock-rules';

const shirt = { name: 'Home Shirt', size: 'm', stockState: 'InStock' as const, stockQuantity: 3 };

describe('stockProblem', () => {
  it('allows what is in stock', () => {
    expect(stockProblem(shirt, 3)).toBeNull();
  });

  it('refuses more than in stock, out of stock and more than the line maximum', () => {
    expect(stockProblem(shirt, 4)).toEqual({
      message: 'Only 3 of Home Shirt (m) are in stock.',
      code: 'Api.Error.OnlyInStock',
      params: { count: 3, name: 'Home Shirt', size: 'm' },
    });
    expect(stockProblem({ ...shirt, stockQuantity: 1 }, 2)?.message).toBe(
      'Only 1 of Home Shirt (m) is in stock.',
    );
    expect(stockProblem({ ...shirt, stockState: 'OutOfStock', stockQuantity: 0 }, 1)?.message).toBe(
      'Home Shirt (m) is out of stock.',
    );
    expect(stockProblem({ ...shirt, stockQuantity: 500 }, MAX_LINE_QUANTITY + 1)?.message).toMatch(
      /at most 99/,
    );
  });

  it('sells preorder items beyond stock', () => {
    expect(stockProblem({ ...shirt, stockState: 'InPreorderStock', stockQuantity: 0 }, 10)).toBeNull();
  });
});
