// @vitest-environment jsdom
import { rules } from '@clubshop/validation';
import { useForm } from '@clubshop/validation/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';

function Form() {
  const form = useForm({
    initialValues: { email: '', terms: false },
    rules: { email: ['required', 'email'], terms: ['required'] },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <input aria-label="email" {...form.field('email')} />
      <p data-testid="email-error">{form.errors.email?.key ?? ''}</p>
      <input aria-label="terms" {...form.checkbox('terms')} />
      <p data-testid="terms-error">{form.errors.terms?.key ?? ''}</p>
    </form>
  );
}

test('smoke', () => {
  expect(rules.required('')).toBe(false);
  render(<Form />);
  const email = screen.getByLabelText('email');
  fireEvent.change(email, { target: { value: 'x' } });
  expect(screen.getByTestId('email-error').textContent).toBe('');
  fireEvent.blur(email);
  expect(screen.getByTestId('email-error').textContent).toBe('Form.Validation.Email');
  fireEvent.change(email, { target: { value: 'x@y.dk' } });
  expect(screen.getByTestId('email-error').textContent).toBe('');
  fireEvent.click(screen.getByLabelText('terms'));
  fireEvent.click(screen.getByLabelText('terms'));
  expect(screen.getByTestId('terms-error').textContent).toBe('Form.Validation.Required');
});
