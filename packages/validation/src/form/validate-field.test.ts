import { type FieldRule, validateField } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

interface Values {
  email: string;
  emailConfirmation: string;
  number: string;
}

const values: Values = { email: 'fan@club.dk', emailConfirmation: '', number: '' };

describe('validateField', () => {
  test('returns null when every rule passes', () => {
    expect(validateField('fan@club.dk', ['required', 'email'], values)).toBeNull();
  });

  test('returns null for no rules', () => {
    expect(validateField('', [], values)).toBeNull();
  });

  test('reports the first failing rule, in order', () => {
    expect(validateField('', ['required', 'email'], values)).toEqual({
      key: 'Form.Validation.Required',
      params: {},
    });
    expect(validateField('nope', ['required', 'email'], values)).toEqual({
      key: 'Form.Validation.Email',
      params: {},
    });
    expect(validateField('nope', ['email', 'required'], values)?.key).toBe('Form.Validation.Email');
  });

  test('reports the params of a rule with params, for interpolation', () => {
    // min and max also give their length under the name their messages use: `{min}`, `{max}`.
    expect(validateField('a', [['min', { length: 2 }]], values)).toEqual({
      key: 'Form.Validation.Min',
      params: { length: 2, min: 2 },
    });
    expect(validateField('abc', [['max', { length: 2 }]], values)).toEqual({
      key: 'Form.Validation.Max',
      params: { length: 2, max: 2 },
    });
    expect(validateField('100', [['between_playerNumber', { min: 1, max: 99 }]], values)).toEqual({
      key: 'Form.Validation.BetweenPlayerNumber',
      params: { min: 1, max: 99 },
    });
  });

  test('reports between_playerNumber named alone with no params', () => {
    expect(validateField('100', ['between_playerNumber'], values)).toEqual({
      key: 'Form.Validation.BetweenPlayerNumber',
      params: {},
    });
  });

  test('computes params from the form values, which is how confirmed refers to another field', () => {
    const confirmation: FieldRule<Values>[] = ['required', ['confirmed', (all) => ({ target: all.email })]];
    expect(validateField('fan@club.dk', confirmation, values)).toBeNull();
    expect(validateField('fan@club.de', confirmation, values)).toEqual({
      key: 'Form.Validation.Confirmed',
      params: { target: 'fan@club.dk' },
    });
  });

  test('keeps only string and number params (a translation cannot interpolate the rest)', () => {
    const error = validateField('x', [['confirmed', { target: { nested: true } }]], values);
    expect(error).toEqual({ key: 'Form.Validation.Confirmed', params: {} });
  });

  test('runs a custom rule with the value and all values', () => {
    const notTheEmail: FieldRule<Values> = (value, all) =>
      value === all.email ? { key: 'Signup.PasswordIsEmail', params: {} } : null;
    expect(validateField('fan@club.dk', ['required', notTheEmail], values)).toEqual({
      key: 'Signup.PasswordIsEmail',
      params: {},
    });
    expect(validateField('secret', ['required', notTheEmail], values)).toBeNull();
  });
});
