// @vitest-environment jsdom
import type { FormErrors, FormRules } from '@clubshop/validation';
import { type UseFormOptions, useForm } from '@clubshop/validation/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';

afterEach(cleanup);

interface Signup {
  email: string;
  emailConfirmation: string;
  shirtNumber: string;
  size: string;
  terms: boolean;
}

// Declared in a different order from the page, to show focus follows the page.
const initialValues: Signup = { terms: false, size: '', shirtNumber: '', emailConfirmation: '', email: '' };
const signupRules: FormRules<Signup> = {
  email: ['required', 'email'],
  emailConfirmation: ['required', ['confirmed', (values) => ({ target: values.email })]],
  shirtNumber: [['between_playerNumber', { min: 1, max: 99 }]],
  size: ['required'],
  terms: ['required'],
};

type Props = Partial<UseFormOptions<Signup>>;

function SignupForm(props: Props) {
  const form = useForm<Signup>({ initialValues, rules: signupRules, ...props });
  const error = (name: keyof Signup) => {
    const found = form.errors[name];
    return found
      ? `${found.key}${Object.keys(found.params).length ? ` ${JSON.stringify(found.params)}` : ''}`
      : '';
  };
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <label>
        Email
        <input {...form.field('email')} />
      </label>
      <output aria-label="email error">{error('email')}</output>
      <label>
        Repeat email
        <input {...form.field('emailConfirmation')} />
      </label>
      <output aria-label="emailConfirmation error">{error('emailConfirmation')}</output>
      <label>
        Shirt number
        <input inputMode="numeric" {...form.register('shirtNumber')} />
      </label>
      <output aria-label="shirtNumber error">{error('shirtNumber')}</output>
      <label>
        Size
        <select {...form.field('size')}>
          <option value="">Choose</option>
          <option value="M">M</option>
          <option value="L">L</option>
        </select>
      </label>
      <output aria-label="size error">{error('size')}</output>
      <label>
        <input {...form.checkbox('terms')} /> I accept the terms
      </label>
      <output aria-label="terms error">{error('terms')}</output>
      <output aria-label="state">
        {JSON.stringify({
          touched: form.touched,
          dirty: form.dirty,
          isDirty: form.isDirty,
          isValid: form.isValid,
          submitCount: form.submitCount,
        })}
      </output>
      <button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Sending' : 'Sign up'}
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

const errorOf = (field: keyof Signup) => screen.getByLabelText(`${field} error`).textContent;
const stateOf = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');
const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailInput(), 'fan@club.dk');
  await user.type(screen.getByLabelText('Repeat email'), 'fan@club.dk');
  await user.type(screen.getByLabelText('Shirt number'), '7');
  await user.selectOptions(screen.getByLabelText('Size'), 'M');
  await user.click(screen.getByLabelText(/accept the terms/));
}

/** Renders the signup form and sets up the user who fills it in. */
function renderSignupForm() {
  const user = userEvent.setup();
  render(<SignupForm />);
  return user;
}

describe('useForm: eager mode, step by step', () => {
  test('typing into a fresh field shows no error; leaving it validates', async () => {
    const user = renderSignupForm();
    await user.type(emailInput(), 'fan');
    expect(errorOf('email')).toBe('');
    expect(emailInput().getAttribute('aria-invalid')).toBe('false');
    await user.tab();
    expect(errorOf('email')).toBe('Form.Validation.Email');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
  });

  test('leaving an untouched empty field shows Required', async () => {
    const user = renderSignupForm();
    await user.click(emailInput());
    await user.tab();
    expect(errorOf('email')).toBe('Form.Validation.Required');
    expect(stateOf().touched).toEqual({ email: true });
  });

  test('an invalid field re-validates on every keystroke until valid', async () => {
    const user = renderSignupForm();
    await user.type(emailInput(), 'fan@club.');
    await user.tab();
    expect(errorOf('email')).toBe('Form.Validation.Email');

    await user.type(emailInput(), 'd'); // fan@club.d: still invalid
    expect(errorOf('email')).toBe('Form.Validation.Email');
    await user.type(emailInput(), 'k'); // fan@club.dk: valid, at once, without leaving
    expect(errorOf('email')).toBe('');
    expect(document.activeElement).toBe(emailInput());
  });

  test('the error follows the value while invalid (Email, then Required, then Email)', async () => {
    const user = renderSignupForm();
    await user.type(emailInput(), 'x');
    await user.tab();
    expect(errorOf('email')).toBe('Form.Validation.Email');
    await user.clear(emailInput());
    expect(errorOf('email')).toBe('Form.Validation.Required');
    await user.type(emailInput(), 'y');
    expect(errorOf('email')).toBe('Form.Validation.Email');
  });

  test('once valid again, the field waits for the next blur', async () => {
    const user = renderSignupForm();
    await user.type(emailInput(), 'fan');
    await user.tab();
    await user.type(emailInput(), '@club.dk');
    expect(errorOf('email')).toBe('');
    await user.type(emailInput(), '{Backspace}{Backspace}{Backspace}'); // fan@club: invalid again
    expect(emailInput().value).toBe('fan@club');
    expect(errorOf('email')).toBe('');
    await user.tab();
    expect(errorOf('email')).toBe('Form.Validation.Email');
  });

  test('a checkbox validates on change, without a blur', async () => {
    const user = renderSignupForm();
    const terms = screen.getByLabelText(/accept the terms/) as HTMLInputElement;
    await user.click(terms);
    expect(terms.checked).toBe(true);
    expect(errorOf('terms')).toBe('');
    await user.click(terms);
    expect(terms.checked).toBe(false);
    expect(errorOf('terms')).toBe('Form.Validation.Required');
    await user.click(terms);
    expect(errorOf('terms')).toBe('');
  });

  test('a select validates on change', async () => {
    const user = renderSignupForm();
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    expect(errorOf('size')).toBe('');
    await user.selectOptions(screen.getByLabelText('Size'), '');
    expect(errorOf('size')).toBe('Form.Validation.Required');
  });

  test('rule params reach the error for interpolation', async () => {
    const user = renderSignupForm();
    await user.type(screen.getByLabelText('Shirt number'), '100');
    await user.tab();
    expect(errorOf('shirtNumber')).toBe('Form.Validation.BetweenPlayerNumber {"min":1,"max":99}');
    await user.type(screen.getByLabelText('Shirt number'), '{Backspace}');
    expect(errorOf('shirtNumber')).toBe('');
  });

  test('confirmed follows the other field once validated', async () => {
    const user = renderSignupForm();
    await user.type(emailInput(), 'fan@club.dk');
    await user.type(screen.getByLabelText('Repeat email'), 'fan@club.dk');
    await user.tab();
    expect(errorOf('emailConfirmation')).toBe('');

    await user.type(emailInput(), 'x'); // the email changes: the confirmation no longer matches
    expect(errorOf('emailConfirmation')).toBe('Form.Validation.Confirmed {"target":"fan@club.dkx"}');
    await user.type(screen.getByLabelText('Repeat email'), 'x');
    expect(errorOf('emailConfirmation')).toBe('');
  });

  test('tracks touched, dirty and isValid without showing errors early', async () => {
    const user = renderSignupForm();
    expect(stateOf()).toMatchObject({ touched: {}, dirty: {}, isDirty: false, isValid: false });
    await user.type(emailInput(), 'a');
    expect(stateOf()).toMatchObject({ dirty: { email: true }, isDirty: true, touched: {} });
    await user.clear(emailInput());
    expect(stateOf()).toMatchObject({ dirty: { email: false }, isDirty: false });
    await fillValidForm(user);
    expect(stateOf().isValid).toBe(true);
  });
});

describe('useForm: submit', () => {
  test('an invalid submit shows every error, focuses the first invalid field on the page and reports it', async () => {
    const user = userEvent.setup();
    const reports: [FormErrors<Signup>, string][] = [];
    const submitted: Signup[] = [];
    render(
      <SignupForm
        onSubmit={(values) => {
          submitted.push(values);
        }}
        onInvalid={(errors, first) => reports.push([errors, first])}
      />,
    );
    await user.type(emailInput(), 'fan@club.dk');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(submitted).toEqual([]);
    expect(errorOf('email')).toBe('');
    expect(errorOf('emailConfirmation')).toBe('Form.Validation.Required');
    expect(errorOf('size')).toBe('Form.Validation.Required');
    expect(errorOf('terms')).toBe('Form.Validation.Required');
    expect(errorOf('shirtNumber')).toBe(''); // not required
    expect(document.activeElement).toBe(screen.getByLabelText('Repeat email'));
    expect(reports).toHaveLength(1);
    expect(reports[0]?.[1]).toBe('emailConfirmation');
    expect(Object.keys(reports[0]?.[0] ?? {}).sort()).toEqual(['emailConfirmation', 'size', 'terms']);
    expect(stateOf()).toMatchObject({
      submitCount: 1,
      touched: { email: true, emailConfirmation: true, shirtNumber: true, size: true, terms: true },
    });
  });

  test('after a failed submit, fields shown invalid re-validate as the user types', async () => {
    const user = renderSignupForm();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(document.activeElement).toBe(emailInput());
    await user.keyboard('f');
    expect(errorOf('email')).toBe('Form.Validation.Email');
    await user.keyboard('an@club.dk');
    expect(errorOf('email')).toBe('');
  });

  test('focusOnInvalid: false leaves the focus alone', async () => {
    const user = userEvent.setup();
    render(<SignupForm focusOnInvalid={false} />);
    const button = screen.getByRole('button', { name: 'Sign up' });
    await user.click(button);
    expect(errorOf('email')).toBe('Form.Validation.Required');
    expect(document.activeElement).toBe(button);
  });

  test('a valid submit calls onSubmit with the values, is submitting meanwhile, and can reset', async () => {
    const user = userEvent.setup();
    const submitted: Signup[] = [];
    let finish: () => void = () => {};
    render(
      <SignupForm
        onSubmit={(values) =>
          new Promise<void>((resolve) => {
            submitted.push(values);
            finish = resolve;
          })
        }
      />,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(submitted).toEqual([
      { terms: true, size: 'M', shirtNumber: '7', emailConfirmation: 'fan@club.dk', email: 'fan@club.dk' },
    ]);
    const sending = screen.getByRole('button', { name: 'Sending' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);

    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(emailInput().value).toBe('');
    expect((screen.getByLabelText(/accept the terms/) as HTMLInputElement).checked).toBe(false);
    expect(stateOf()).toMatchObject({ touched: {}, dirty: {}, submitCount: 0 });
  });

  test('rules given in a later render are the ones used', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SignupForm />);
    await user.type(screen.getByLabelText('Shirt number'), '120');
    await user.tab();
    expect(errorOf('shirtNumber')).toContain('Form.Validation.BetweenPlayerNumber');
    rerender(
      <SignupForm rules={{ ...signupRules, shirtNumber: [['between_playerNumber', { max: 199 }]] }} />,
    );
    await user.click(screen.getByLabelText('Shirt number'));
    await user.tab();
    expect(errorOf('shirtNumber')).toBe('');
  });
});
