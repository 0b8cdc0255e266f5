import { maxAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('maxAction reports Form.Validation.Max with { length }', () => {
  const result = v.safeParse(v.pipe(v.string(), maxAction({ length: 3 })), 'Müller');
  expect(result.issues?.[0]).toMatchObject({
    type: 'max',
    message: 'Form.Validation.Max',
    requirement: { length: 3 },
    input: 'Müller',
  });
});

test('maxAction passes a short enough value', () => {
  expect(v.parse(v.pipe(v.string(), maxAction({ length: 6 })), 'Müller')).toBe('Müller');
});
