import { numericAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('numericAction reports Form.Validation.Numeric', () => {
  const schema = v.pipe(v.string(), numericAction());
  expect(v.safeParse(schema, '12a').issues?.[0]).toMatchObject({
    type: 'numeric',
    message: 'Form.Validation.Numeric',
  });
  expect(v.parse(schema, '1234')).toBe('1234');
});
