import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { vatCountryPattern, vatRateFormSchema } from './vat-rate-form.ts';

describe('a VAT rate as the admin API and the back office check it', () => {
  test.each([0, 7.7, 19, 25, 25.5, 50])('%s % is a rate', (ratePercent) => {
    expect(v.safeParse(vatRateFormSchema, { ratePercent }).success).toBe(true);
  });
  test.each([-1, 50.01, 150, 7.777, '25', null, Number.NaN])(
    '%s is refused naming ratePercent',
    (ratePercent) => {
      const result = v.safeParse(vatRateFormSchema, { ratePercent });
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('Admin.Validation.VatRate');
      expect(result.issues?.[0]?.path?.[0]?.key).toBe('ratePercent');
    },
  );
  test('a country is two letters', () => {
    expect(['DK', 'se'].every((code) => vatCountryPattern.test(code))).toBe(true);
    expect(['DKK', 'D', '12', ''].some((code) => vatCountryPattern.test(code))).toBe(false);
  });
});
