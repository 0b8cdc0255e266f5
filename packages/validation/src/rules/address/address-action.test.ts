import { addressAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('addressAction reports Form.Validation.Address', () => {
  const schema = v.pipe(v.string(), addressAction());
  expect(v.safeParse(schema, 'Main Street').issues?.[0]).toMatchObject({
    type: 'address',
    message: 'Form.Validation.Address',
  });
  expect(v.parse(schema, 'Main Street 12')).toBe('Main Street 12');
});
