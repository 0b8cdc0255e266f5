import { minAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('minAction reports Form.Validation.Min with { length }', () => {
  const result = v.safeParse(v.pipe(v.string(), minAction({ length: 2 })), 'a');
  expect(result.issues).toHaveLength(1);
  expect(result.issues?.[0]).toMatchObject({
    type: 'min',
    message: 'Form.Validation.Min',
    requirement: { length: 2 },
  });
});

test('minAction passes a long enough value and the empty string', () => {
  const schema = v.pipe(v.string(), minAction({ length: 2 }));
  expect(v.parse(schema, 'ab')).toBe('ab');
  expect(v.parse(schema, '')).toBe('');
});

test('minAction takes another message key', () => {
  const result = v.safeParse(v.pipe(v.string(), minAction({ length: 8 }, 'Password.TooShort')), 'abc');
  expect(result.issues?.[0]).toMatchObject({ message: 'Password.TooShort', requirement: { length: 8 } });
});
