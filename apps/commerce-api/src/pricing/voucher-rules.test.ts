import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode, type VoucherRule, voucherEffect, voucherProblem } from './voucher-rules';

const now = new Date('2026-11-21T12:00:00Z');
const base: VoucherRule = {
  code: 'WELCOME10',
  kind: 'percentage',
  percent: 10,
  amounts: null,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  redemptionCount: 0,
  stackable: false,
  minimumOrderValue: null,
};
const context = { now, currency: 'GBP', onBasket: [], goodsValue: 10_000 };

describe('voucher rules', () => {
  it('normalises codes', () => {
    expect(normaliseVoucherCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('accepts a valid code and describes its effect', () => {
    expect(voucherProblem(base, 'welcome10', context)).toBeNull();
    expect(voucherEffect(base, 'GBP')).toEqual({ code: 'WELCOME10', kind: 'percentage', percent: 10 });
  });

  it('refuses unknown, expired, early, used and foreign-currency codes with clear messages', () => {
    expect(voucherProblem(undefined, 'nope', context)).toEqual({
      message: 'The voucher code "NOPE" does not exist.',
      code: 'Api.Error.VoucherNotFound',
      params: { code: 'NOPE' },
    });
    expect(voucherProblem({ ...base, validUntil: now }, 'welcome10', context)?.message).toMatch(
      /has expired/,
    );
    expect(
      voucherProblem({ ...base, validFrom: new Date('2027-01-01') }, 'welcome10', context)?.message,
    ).toMatch(/not valid yet/);
    expect(
      voucherProblem({ ...base, maxRedemptions: 1, redemptionCount: 1 }, 'welcome10', context)?.code,
    ).toBe('Api.Error.VoucherUsed');
    const fixed: VoucherRule = {
      ...base,
      code: 'FIVER',
      kind: 'fixed',
      percent: null,
      amounts: { EUR: 500 },
    };
    expect(voucherProblem(fixed, 'fiver', context)?.message).toMatch(/cannot be used in this shop/);
    expect(voucherEffect(fixed, 'EUR')).toEqual({ code: 'FIVER', kind: 'fixed', amount: 500 });
  });

  it('refuses a code twice and a second voucher of the same kind', () => {
    expect(voucherProblem(base, 'WELCOME10', { ...context, onBasket: [base] })?.message).toMatch(
      /already on your basket/,
    );
    expect(
      voucherProblem({ ...base, code: 'OTHER' }, 'other', { ...context, onBasket: [base] })?.message,
    ).toMatch(/Only one percentage voucher/);
  });

  it('refuses to combine a code that is not stackable, or with one that is not', () => {
    const five: VoucherRule = {
      ...base,
      code: 'FIVE',
      kind: 'fixed',
      amounts: { GBP: 500 },
      stackable: true,
    };
    const ship: VoucherRule = { ...base, code: 'SHIP', kind: 'freeShipping', stackable: true };
    expect(voucherProblem(five, 'five', { ...context, onBasket: [base] })?.code).toBe(
      'Api.Error.VoucherNotStackable',
    );
    expect(voucherProblem(base, 'welcome10', { ...context, onBasket: [five] })?.code).toBe(
      'Api.Error.VoucherNotStackable',
    );
    expect(voucherProblem(ship, 'ship', { ...context, onBasket: [five] })).toBeNull();
    expect(voucherProblem(base, 'welcome10', context)).toBeNull();
  });

  it('holds the minimum order value in the basket currency', () => {
    const five: VoucherRule = {
      ...base,
      code: 'FIVE',
      kind: 'fixed',
      amounts: { GBP: 500, EUR: 500 },
      minimumOrderValue: { GBP: 2500 },
    };
    expect(voucherProblem(five, 'five', { ...context, goodsValue: 2499 })).toEqual({
      message: 'The voucher code "FIVE" needs an order of at least £25.00.',
      code: 'Api.Error.VoucherMinimumOrder',
      params: { code: 'FIVE', amount: { amount: 25, currency: 'GBP' } },
    });
    expect(voucherProblem(five, 'five', { ...context, goodsValue: 2500 })).toBeNull();
    // Minimums given, none for this currency: not sold here.
    expect(voucherProblem(five, 'five', { ...context, currency: 'EUR' })?.code).toBe(
      'Api.Error.VoucherNotInShop',
    );
  });
});
