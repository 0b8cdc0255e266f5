import { phoneAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('phoneAction reports Form.Validation.Phone', () => {
  const schema = v.pipe(v.string(), phoneAction());
  expect(v.safeParse(schema, 'call me').issues?.[0]).toMatchObject({
    type: 'phone',
    message: 'Form.Validation.Phone',
  });
  expect(v.parse(schema, '+45 12 34 56 78')).toBe('+45 12 34 56 78');
});
