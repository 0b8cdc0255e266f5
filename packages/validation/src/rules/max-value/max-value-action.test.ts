import { maxValueAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('maxValueAction reports Form.Validation.MaxValue with { max }', () => {
  const result = v.safeParse(v.pipe(v.number(), maxValueAction({ max: 10 })), 11);
  expect(result.issues?.[0]).toMatchObject({
    type: 'max_value',
    message: 'Form.Validation.MaxValue',
    requirement: { max: 10 },
    input: 11,
  });
  expect(v.safeParse(v.pipe(v.number(), maxValueAction({ max: 10 })), 10).success).toBe(true);
});
