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
};
const context = { now, currency: 'GBP', onBasket: [] };

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
});
