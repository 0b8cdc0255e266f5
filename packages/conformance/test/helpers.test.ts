/** The kit's pure judgements: the category tree, money of another currency, the token of a mailed link. */
import { describe, expect, it } from 'vitest';
import { categoryTreeProblem, foreignMoney, tokenFromMail } from '../src/index.ts';

describe('categoryTreeProblem', () => {
  it('takes a list whose parents are listed or the root', () => {
    expect(
      categoryTreeProblem([{ id: 'a', parentId: 'root' }, { id: 'b', parentId: 'a' }, { id: 'c' }], 'root'),
    ).toBe(undefined);
  });

  it('names an orphan, a cycle and a category listed twice', () => {
    expect(categoryTreeProblem([{ id: 'a' }, { id: 'b', parentId: 'x' }], 'root')).toEqual({
      id: 'b',
      problem: 'parentId "x" is not in the list',
    });
    expect(
      categoryTreeProblem(
        [
          { id: 'a', parentId: 'b' },
          { id: 'b', parentId: 'a' },
        ],
        'root',
      )?.problem,
    ).toBe('is its own ancestor');
    expect(categoryTreeProblem([{ id: 'a' }, { id: 'a' }], 'root')?.problem).toBe('is listed twice');
  });
});

describe('foreignMoney', () => {
  it('finds the first money object in another currency, by its path', () => {
    const body = {
      products: [
        { price: { unitPrice: { amount: 5, currency: 'GBP' } } },
        { price: { unitPrice: { amount: 6, currency: 'EUR' } } },
      ],
    };
    expect(foreignMoney(body, 'GBP')).toEqual({ path: 'products.1.price.unitPrice', currency: 'EUR' });
    expect(foreignMoney(body, 'gbp')).toEqual({ path: 'products.1.price.unitPrice', currency: 'EUR' });
  });

  it("takes money without a currency as the site's", () => {
    expect(foreignMoney({ total: { amount: 5 } }, 'DKK')).toBe(undefined);
  });
});

describe('tokenFromMail', () => {
  it('prefers a link whose path names the purpose, else takes the first with a token', () => {
    const text =
      'Log in: https://shop.example/login/ Reset: https://shop.example/reset-password/?token=r1 Confirm: https://shop.example/confirm-email/?token=c1';
    expect(tokenFromMail(text, 'confirm')).toBe('c1');
    expect(tokenFromMail(text, 'reset')).toBe('r1');
    expect(tokenFromMail('{"links":["http://x.example/a/?token=t%2B1"]}', 'confirm')).toBe('t+1');
    expect(tokenFromMail('no link here', 'confirm')).toBe(undefined);
  });
});
