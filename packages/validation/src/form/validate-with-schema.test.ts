import { confirmedFieldAction, emailAction, requiredAction, validateWithSchema } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

const schema = v.pipe(
  v.object({
    email: v.pipe(v.string(), requiredAction(), emailAction()),
    emailConfirmation: v.string(),
    tags: v.array(v.pipe(v.string(), requiredAction())),
  }),
  confirmedFieldAction({ field: 'emailConfirmation', target: 'email' }),
);

test('validateWithSchema returns an empty object for valid values', () => {
  expect(validateWithSchema(schema, { email: 'a@b.dk', emailConfirmation: 'a@b.dk', tags: [] })).toEqual({});
});

test('validateWithSchema keeps the first issue per top-level field', () => {
  const errors = validateWithSchema(schema, { email: '', emailConfirmation: 'x', tags: ['ok', '', ''] });
  expect(errors).toEqual({
    // requiredAction fails first; emailAction passes the empty string, so there is one issue
    email: { key: 'Form.Validation.Required', params: {} },
    tags: { key: 'Form.Validation.Required', params: {} },
  });
});

test('validateWithSchema reports a cross-field issue at its field', () => {
  const errors = validateWithSchema(schema, { email: 'a@b.dk', emailConfirmation: 'x', tags: [] });
  expect(errors).toEqual({
    emailConfirmation: {
      key: 'Form.Validation.Confirmed',
      params: { field: 'emailConfirmation', target: 'email' },
    },
  });
});

test('validateWithSchema leaves out issues about the values as a whole', () => {
  expect(validateWithSchema(schema, null)).toEqual({});
});
