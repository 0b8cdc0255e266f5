import { isBasketError } from '@clubshop/api-sdk';
import { describe, expect, it } from 'vitest';
import { basketDataOrThrow } from './basket-result.ts';

describe('basketDataOrThrow', () => {
  it('a refusal is a BasketError with the dictionary code to show, not a bare Error', () => {
    const refusal = {
      success: false as const,
      errors: [{ message: 'Basket not found', code: 'Api.Error.BasketNotFound' }],
    };
    let thrown: unknown;
    try {
      basketDataOrThrow(refusal, 'getBasket');
    } catch (error) {
      thrown = error;
    }
    expect(isBasketError(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      message: 'Basket not found',
      code: 'Api.Error.BasketNotFound',
      operation: 'getBasket',
    });
  });

  it('a refusal without errors still has a code', () => {
    expect(() => basketDataOrThrow({ success: false, errors: [] })).toThrow(
      expect.objectContaining({ code: 'Api.Error.RequestFailed' }),
    );
  });
});
