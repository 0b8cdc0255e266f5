import { describe, expect, test } from 'vitest';
import { includedVatMinor, isVatRatePercent } from './vat.ts';

describe('VAT included in a price', () => {
  test('rate × amount / (1 + rate), rounded to the minor unit', () => {
    expect(includedVatMinor(10_000, 25)).toBe(2_000); // 100,00 kr. includes 20,00 kr.
    expect(includedVatMinor(79_895, 25)).toBe(15_979); // 798,95 kr. includes 159,79 kr.
    expect(includedVatMinor(11_900, 19)).toBe(1_900); // 119,00 € includes 19,00 €
    expect(includedVatMinor(1_000, 7.7)).toBe(71); // 10.00 CHF includes 0.71 CHF
    expect(includedVatMinor(12_000, 20)).toBe(2_000);
    expect(includedVatMinor(999, 0)).toBe(0);
    expect(includedVatMinor(-10_000, 25)).toBe(-2_000);
  });
  test('rates are 0 to 50 percent with at most two decimals', () => {
    expect([0, 7.7, 21, 25, 50].every(isVatRatePercent)).toBe(true);
    expect([-1, 50.5, 7.777, Number.NaN, '25'].some(isVatRatePercent)).toBe(false);
    expect(() => includedVatMinor(100, 60)).toThrow(RangeError);
    expect(() => includedVatMinor(1.5, 25)).toThrow(RangeError);
  });
});
