// @vitest-environment node
import { roundForTracking } from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

describe('roundForTracking', () => {
  it('rounds to 2 decimals', () => {
    expect(roundForTracking(12.345)).toBe(12.35);
    expect(roundForTracking(12.344)).toBe(12.34);
    expect(roundForTracking(19.999)).toBe(20);
    expect(roundForTracking(0.125)).toBe(0.13);
  });

  it('rounds decimal halves up although their doubles lie below', () => {
    // 1.005 is stored as 1.00499999999999989..., so Math.round(1.005 * 100) / 100 gives 1.
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(roundForTracking(1.005)).toBe(1.01);
    expect(roundForTracking(1.045)).toBe(1.05);
    expect(roundForTracking(8.575)).toBe(8.58);
    expect(roundForTracking(10.235)).toBe(10.24);
  });

  it('rounds every x.xx5 with up to four integer digits away from zero', () => {
    for (let whole = 0; whole < 10_000; whole += 37) {
      for (let cents = 0; cents < 100; cents++) {
        const text = `${whole}.${String(cents).padStart(2, '0')}5`;
        const up = (whole * 100 + cents + 1) / 100;
        expect(roundForTracking(Number(text))).toBe(up);
        expect(roundForTracking(-Number(text))).toBe(-up);
      }
    }
  });

  it('leaves values that already have 2 decimals or fewer unchanged', () => {
    for (let cents = -2000; cents <= 2000; cents++) {
      const value = cents / 100;
      expect(roundForTracking(value)).toBe(value === 0 ? 0 : value);
    }
    expect(roundForTracking(42)).toBe(42);
  });

  it('rounds negative numbers symmetrically to positive ones', () => {
    expect(roundForTracking(-12.345)).toBe(-12.35);
    expect(roundForTracking(-1.005)).toBe(-1.01);
    expect(roundForTracking(-0.004)).toBe(0);
    expect(roundForTracking(-0.006)).toBe(-0.01);
  });

  it('gives 0, never -0, for zero results', () => {
    expect(Object.is(roundForTracking(-0), 0)).toBe(true);
    expect(Object.is(roundForTracking(-0.001), 0)).toBe(true);
    expect(Object.is(roundForTracking(0.004), 0)).toBe(true);
  });

  it('handles very small and very large numbers (exponent notation)', () => {
    expect(roundForTracking(1e-7)).toBe(0);
    expect(roundForTracking(5e-3)).toBe(0.01);
    expect(roundForTracking(1e21)).toBe(1e21);
    expect(roundForTracking(123456789.125)).toBe(123456789.13);
    expect(roundForTracking(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives 0 for NaN and infinities', () => {
    expect(roundForTracking(Number.NaN)).toBe(0);
    expect(roundForTracking(Number.POSITIVE_INFINITY)).toBe(0);
    expect(roundForTracking(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});
