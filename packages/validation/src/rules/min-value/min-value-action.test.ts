import { minValueAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('minValueAction reports Form.Validation.MinValue with { min }', () => {
  const result = v.safeParse(v.pipe(v.number(), minValueAction({ min: 1 })), 0);
  expect(result.issues?.[0]).toMatchObject({
    type: 'min_value',
    message: 'Form.Validation.MinValue',
    requirement: { min: 1 },
  });
});

test('minValueAction checks numeric strings as numbers', () => {
  const schema = v.pipe(v.string(), minValueAction({ min: 18 }));
  expect(v.safeParse(schema, '18').success).toBe(true);
  expect(v.safeParse(schema, '17').success).toBe(false);
});
