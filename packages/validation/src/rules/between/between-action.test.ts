import { betweenAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('betweenAction reports Form.Validation.Between with { min, max }', () => {
  const schema = v.pipe(v.number(), betweenAction({ min: 1, max: 10 }));
  expect(v.safeParse(schema, 11).issues?.[0]).toMatchObject({
    type: 'between',
    message: 'Form.Validation.Between',
    requirement: { min: 1, max: 10 },
  });
  expect(v.safeParse(schema, 1).success).toBe(true);
  expect(v.safeParse(schema, 10).success).toBe(true);
});
