import { ForgotPasswordForm, LoginForm, RegisterForm, ResetPasswordForm } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { describedText, inCulture } from '../test-utils/render-in-culture.tsx';

describe('LoginForm', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(
      inCulture(
        <LoginForm onSubmit={() => {}} forgotPasswordHref="/forgot-password/" serverError="Wrong password" />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('eager mode: an invalid e-mail is refused on blur, then revalidated while typing', async () => {
    render(inCulture(<LoginForm onSubmit={() => {}} />));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'fan@northbridge');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    await userEvent.tab();
    expect(describedText(email)).toBe('Enter a valid e-mail address');
    await userEvent.type(email, '.example');
    expect(describedText(email)).toBe('');
  });

  test('submit with empty fields focuses the first and sends nothing; valid values are sent', async () => {
    const onSubmit = vi.fn();
    render(inCulture(<LoginForm onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /E-mail/ }));
    expect(describedText(screen.getByLabelText(/Password/))).toBe('This field is required');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'fan@northbridge.example');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'fan@northbridge.example', password: 'secret' });
  });

  test('pending disables the button; a server error shows as an alert', () => {
    const { rerender } = render(inCulture(<LoginForm onSubmit={() => {}} pending />));
    expect(screen.getByRole('button', { name: /Log in/ })).toHaveProperty('disabled', true);
    rerender(inCulture(<LoginForm onSubmit={() => {}} serverError="Wrong e-mail or password" />));
    expect(screen.getByRole('alert').textContent).toContain('Wrong e-mail or password');
  });

  test('a rejected submit shows Form.SubmitError', async () => {
    render(
      inCulture(
        <LoginForm
          initialEmail="fan@northbridge.example"
          onSubmit={() => Promise.reject(new Error('offline'))}
        />,
      ),
    );
    await userEvent.type(screen.getByLabelText(/Password/), 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong. Please try again.',
    );
  });
});

describe('RegisterForm', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(inCulture(<RegisterForm onSubmit={() => {}} />));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('password length and confirmation are checked; the confirmation is not submitted', async () => {
    const onSubmit = vi.fn();
    render(inCulture(<RegisterForm onSubmit={onSubmit} />));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Okafor');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@riverside.example');
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(password, 'short');
    await userEvent.tab();
    expect(describedText(password)).toContain('Use at least 8 characters');
    await userEvent.type(password, 'er-pass');
    const confirmation = screen.getByLabelText(/Repeat password/);
    await userEvent.type(confirmation, 'other');
    await userEvent.tab();
    expect(describedText(confirmation)).toBe('The values do not match');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'shorter-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@riverside.example',
      password: 'shorter-pass',
    });
  });
});

describe('ForgotPasswordForm and ResetPasswordForm', () => {
  test('forgot password: has no serious violations and always says the link is on its way', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { container } = render(inCulture(<ForgotPasswordForm onSubmit={onSubmit} />));
    expect(await seriousA11yViolations(container)).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'fan@harbour.example{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'fan@harbour.example' });
    expect((await screen.findByRole('status')).textContent).toContain('a reset link is on its way');
  });

  test('reset password submits the token with the new password', async () => {
    const onSubmit = vi.fn();
    render(inCulture(<ResetPasswordForm token="tok-123" onSubmit={onSubmit} />));
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'new-password-1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ token: 'tok-123', password: 'new-password-1' });
  });
});
