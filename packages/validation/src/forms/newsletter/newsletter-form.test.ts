import {
  newsletterFormInitialValues,
  newsletterFormRules,
  newsletterFormSchema,
  validateForm,
  validateWithSchema,
} from '@clubshop/validation';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, test } from 'vitest';

const required = { key: 'Form.Validation.Required', params: {} };
const invalidEmail = { key: 'Form.Validation.Email', params: {} };
const valid = { firstName: 'Zoë', email: 'zoe@club.dk', terms: true };

describe('newsletterFormSchema (server side)', () => {
  test('accepts a complete sign-up and outputs it unchanged', () => {
    expect(v.parse(newsletterFormSchema, valid)).toEqual(valid);
    expectTypeOf(v.parse(newsletterFormSchema, valid)).toEqualTypeOf<{
      firstName: string;
      email: string;
      terms: boolean;
    }>();
  });

  test('refuses the empty starting values: every field is required', () => {
    expect(validateWithSchema(newsletterFormSchema, newsletterFormInitialValues)).toEqual({
      firstName: required,
      email: required,
      terms: required,
    });
  });

  test('treats missing fields as empty', () => {
    expect(validateWithSchema(newsletterFormSchema, {})).toEqual({
      firstName: required,
      email: required,
      terms: required,
    });
  });

  test('refuses a whitespace-only first name', () => {
    expect(validateWithSchema(newsletterFormSchema, { ...valid, firstName: '   ' })).toEqual({
      firstName: required,
    });
  });

  test('refuses an invalid e-mail with the e-mail key', () => {
    expect(validateWithSchema(newsletterFormSchema, { ...valid, email: 'zoe@club' })).toEqual({
      email: invalidEmail,
    });
  });

  test('requires the terms box to be ticked', () => {
    expect(validateWithSchema(newsletterFormSchema, { ...valid, terms: false })).toEqual({ terms: required });
  });

  test('reports a value of the wrong type as not filled in', () => {
    expect(validateWithSchema(newsletterFormSchema, { firstName: 42, email: null, terms: 'on' })).toEqual({
      firstName: required,
      email: required,
      terms: required,
    });
  });
});

describe('newsletterFormRules (browser side)', () => {
  test('give the same errors as the schema', () => {
    const cases = [
      newsletterFormInitialValues,
      valid,
      { ...valid, firstName: ' ' },
      { ...valid, email: 'nope' },
      { ...valid, email: '' },
      { ...valid, terms: false },
    ];
    for (const values of cases) {
      expect(validateForm(values, newsletterFormRules)).toEqual(
        validateWithSchema(newsletterFormSchema, values),
      );
    }
  });

  test('start empty with the terms unticked', () => {
    expect(newsletterFormInitialValues).toEqual({ firstName: '', email: '', terms: false });
  });
});
