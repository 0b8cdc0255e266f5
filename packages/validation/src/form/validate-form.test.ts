import { type FormRules, validateForm } from '@clubshop/validation';
import { expect, test } from 'vitest';

interface Signup {
  firstName: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  terms: boolean;
}

const signupRules: FormRules<Signup> = {
  firstName: ['required', ['max', { length: 20 }]],
  email: ['required', 'email'],
  emailConfirmation: ['required', ['confirmed', (values) => ({ target: values.email })]],
  phone: ['phone'],
  terms: ['required'],
};

test('validateForm returns an empty object for valid values', () => {
  const values: Signup = {
    firstName: 'Søren',
    email: 'soren@club.dk',
    emailConfirmation: 'soren@club.dk',
    phone: '',
    terms: true,
  };
  expect(validateForm(values, signupRules)).toEqual({});
});

test('validateForm returns the first error of every invalid field', () => {
  const values: Signup = {
    firstName: '',
    email: 'soren@club',
    emailConfirmation: 'soren@club.dk',
    phone: 'call me',
    terms: false,
  };
  expect(validateForm(values, signupRules)).toEqual({
    firstName: { key: 'Form.Validation.Required', params: {} },
    email: { key: 'Form.Validation.Email', params: {} },
    emailConfirmation: { key: 'Form.Validation.Confirmed', params: { target: 'soren@club' } },
    phone: { key: 'Form.Validation.Phone', params: {} },
    terms: { key: 'Form.Validation.Required', params: {} },
  });
});

test('validateForm checks only the fields that have rules', () => {
  expect(validateForm({ a: '', b: '' }, { a: ['required'] })).toEqual({
    a: { key: 'Form.Validation.Required', params: {} },
  });
});

test('validateForm treats a missing value as undefined (a server body may leave fields out)', () => {
  const body = { email: 'soren@club.dk' } as unknown as Signup;
  expect(Object.keys(validateForm(body, signupRules))).toEqual(['firstName', 'emailConfirmation', 'terms']);
});
