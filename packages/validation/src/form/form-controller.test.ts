import { createFormController, type FormRules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

interface Signup {
  email: string;
  emailConfirmation: string;
  terms: boolean;
}

const initialValues: Signup = { email: '', emailConfirmation: '', terms: false };
const signupRules: FormRules<Signup> = {
  email: ['required', 'email'],
  emailConfirmation: ['required', ['confirmed', (values) => ({ target: values.email })]],
  terms: ['required'],
};
const required = { key: 'Form.Validation.Required', params: {} };
const invalidEmail = { key: 'Form.Validation.Email', params: {} };

function signupForm(onSubmit?: (values: Signup) => void | Promise<void>) {
  return createFormController<Signup>({ initialValues, rules: signupRules, onSubmit });
}

describe('createFormController in eager mode', () => {
  test('typing does not validate a field that shows no error', () => {
    const form = signupForm();
    form.change('email', 'f');
    form.change('email', 'fa');
    expect(form.getState().errors).toEqual({});
    expect(form.getState().values.email).toBe('fa');
  });

  test('leaving a field validates it, even unchanged', () => {
    const form = signupForm();
    form.blur('email');
    expect(form.getState().errors).toEqual({ email: required });
    expect(form.getState().touched).toEqual({ email: true });
  });

  test('a committed change validates at once', () => {
    const form = signupForm();
    form.change('terms', true, { commit: true });
    form.change('terms', false, { commit: true });
    expect(form.getState().errors).toEqual({ terms: required });
  });

  test('an invalid field is validated on every change until valid, then waits for the next blur', () => {
    const form = signupForm();
    form.change('email', 'fan');
    form.blur('email');
    expect(form.getState().errors.email).toEqual(invalidEmail);

    form.change('email', 'fan@');
    expect(form.getState().errors.email).toEqual(invalidEmail);
    form.change('email', '');
    expect(form.getState().errors.email).toEqual(required); // the error follows the value
    form.change('email', 'fan@club.dk');
    expect(form.getState().errors.email).toBeUndefined();

    // Valid again: back to lazy. Typing a broken value shows nothing until the field is left.
    form.change('email', 'fan@club');
    expect(form.getState().errors.email).toBeUndefined();
    form.blur('email');
    expect(form.getState().errors.email).toEqual(invalidEmail);
  });

  test('a validated field follows the field its rule refers to', () => {
    const form = signupForm();
    form.change('email', 'fan@club.dk');
    form.blur('email');
    form.change('emailConfirmation', 'fan@club.dk');
    form.blur('emailConfirmation');
    expect(form.getState().errors).toEqual({});

    form.change('email', 'fan@club.de'); // typing in email: email itself stays lazy
    expect(form.getState().errors).toEqual({
      emailConfirmation: { key: 'Form.Validation.Confirmed', params: { target: 'fan@club.de' } },
    });
    form.change('emailConfirmation', 'fan@club.de'); // shows an error, so validated on input
    expect(form.getState().errors).toEqual({});
  });

  test('a field never validated stays quiet when another field changes', () => {
    const form = signupForm();
    form.change('email', 'fan@club.dk');
    form.blur('email');
    expect(form.getState().errors).toEqual({});
    expect(form.getState().validated).toEqual({ email: true });
  });

  test('tracks dirty fields against the initial values', () => {
    const form = signupForm();
    form.change('email', 'x');
    expect(form.getState().dirty).toEqual({ email: true });
    expect(form.getState().isDirty).toBe(true);
    form.change('email', '');
    expect(form.getState().dirty).toEqual({ email: false });
    expect(form.getState().isDirty).toBe(false);
  });

  test('validate() shows every error and says whether the form is valid', () => {
    const form = signupForm();
    expect(form.validate()).toBe(false);
    expect(form.getState().errors).toEqual({ email: required, emailConfirmation: required, terms: required });
    form.change('email', 'fan@club.dk');
    expect(form.validate('email')).toBe(true);
  });

  test('check() computes errors without showing them', () => {
    const form = signupForm();
    expect(Object.keys(form.check())).toEqual(['email', 'emailConfirmation', 'terms']);
    expect(form.getState().errors).toEqual({});
  });

  test('setError shows an error of your own and clears it with null', () => {
    const form = signupForm();
    form.setError('email', { key: 'Newsletter.AlreadySubscribed', params: {} });
    expect(form.getState().errors.email?.key).toBe('Newsletter.AlreadySubscribed');
    form.setError('email', null);
    expect(form.getState().errors).toEqual({});
  });

  test('submit() of an invalid form touches every field, reports and does not call onSubmit', async () => {
    const submitted: Signup[] = [];
    const invalid: unknown[] = [];
    const form = createFormController<Signup>({
      initialValues,
      rules: signupRules,
      onSubmit: (values) => {
        submitted.push(values);
      },
      onInvalid: (errors) => invalid.push(errors),
    });
    expect(await form.submit()).toBe(false);
    expect(submitted).toEqual([]);
    expect(invalid).toHaveLength(1);
    expect(form.getState()).toMatchObject({
      touched: { email: true, emailConfirmation: true, terms: true },
      submitCount: 1,
      isSubmitting: false,
    });
  });

  test('submit() of a valid form calls onSubmit with the values, submitting meanwhile', async () => {
    let finish: () => void = () => {};
    const submitted: Signup[] = [];
    const form = signupForm(
      (values) =>
        new Promise<void>((resolve) => {
          submitted.push(values);
          finish = resolve;
        }),
    );
    form.change('email', 'fan@club.dk');
    form.change('emailConfirmation', 'fan@club.dk');
    form.change('terms', true, { commit: true });

    const done = form.submit();
    expect(form.getState().isSubmitting).toBe(true);
    expect(await form.submit()).toBe(false); // a second submit while the first runs is ignored
    expect(submitted).toEqual([{ email: 'fan@club.dk', emailConfirmation: 'fan@club.dk', terms: true }]);
    finish();
    expect(await done).toBe(true);
    expect(form.getState().isSubmitting).toBe(false);
  });

  test('submit() rejects when onSubmit throws, and stops submitting', async () => {
    const form = createFormController({
      initialValues: { name: 'Zoë' },
      rules: { name: ['required'] },
      onSubmit: () => Promise.reject(new Error('offline')),
    });
    await expect(form.submit()).rejects.toThrow('offline');
    expect(form.getState().isSubmitting).toBe(false);
  });

  test('reset() returns to the initial values, or to new ones', () => {
    const form = signupForm();
    form.change('email', 'x');
    form.blur('email');
    form.reset();
    expect(form.getState()).toMatchObject({ values: initialValues, errors: {}, touched: {}, dirty: {} });
    form.reset({ ...initialValues, email: 'fan@club.dk' });
    expect(form.getState().values.email).toBe('fan@club.dk');
    expect(form.getState().isDirty).toBe(false);
  });

  test('notifies subscribers on every change and stops after unsubscribe', () => {
    const form = signupForm();
    let calls = 0;
    const unsubscribe = form.subscribe(() => calls++);
    form.change('email', 'x');
    form.blur('email');
    unsubscribe();
    form.change('email', 'y');
    expect(calls).toBe(2);
  });

  test('lists field names from the initial values, then from the rules', () => {
    const form = createFormController({
      initialValues: { a: '', b: '' },
      rules: { c: ['required'] } as FormRules<{ a: string; b: string; c?: string }>,
    });
    expect(form.fieldNames()).toEqual(['a', 'b', 'c']);
  });
});
