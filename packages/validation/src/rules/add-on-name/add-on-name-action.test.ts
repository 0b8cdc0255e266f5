import { addOnNameAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('addOnNameAction reports Form.Validation.InvalidCharacter', () => {
  const schema = v.pipe(v.string(), addOnNameAction());
  expect(v.safeParse(schema, 'Jean-Luc').issues?.[0]).toMatchObject({
    type: 'addOnName',
    message: 'Form.Validation.InvalidCharacter',
    requirement: {},
  });
  expect(v.parse(schema, 'Søren')).toBe('Søren');
});
