import { emailAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('emailAction reports Form.Validation.Email', () => {
  const schema = v.pipe(v.string(), emailAction());
  expect(v.safeParse(schema, 'fan@club').issues?.[0]).toMatchObject({
    type: 'email',
    message: 'Form.Validation.Email',
    requirement: {},
  });
  expect(v.parse(schema, 'fan@club.dk')).toBe('fan@club.dk');
});

test('emailAction lets the empty string through: pair it with requiredAction', () => {
  expect(v.safeParse(v.pipe(v.string(), emailAction()), '').success).toBe(true);
});
