import { describe, expect, it } from 'vitest';
import { percentOf, toMajor, toMinor } from './money';

describe('money', () => {
  it('turns minor units into contract amounts and back', () => {
    expect(toMajor(1999)).toBe(19.99);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(-5.5)).toBe(-550);
  });

  it('rounds percentages half away from zero', () => {
    expect(percentOf(1999, 10)).toBe(200);
    expect(percentOf(1995, 10)).toBe(200);
    expect(percentOf(1994, 10)).toBe(199);
    expect(percentOf(0, 25)).toBe(0);
  });
});
