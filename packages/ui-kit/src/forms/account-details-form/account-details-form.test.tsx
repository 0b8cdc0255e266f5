import {
  AccountDetailsForm,
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
} from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { inCulture } from '../test-utils/render-in-culture.tsx';

describe('account forms', () => {
  test('labelledBy names the form after its heading (role form needs a name)', () => {
    const forms = [
      ['Log in', <LoginForm key="login" labelledBy="h-login" onSubmit={() => {}} />],
      ['Create an account', <RegisterForm key="register" labelledBy="h-register" onSubmit={() => {}} />],
      ['Forgot password', <ForgotPasswordForm key="forgot" labelledBy="h-forgot" onSubmit={() => {}} />],
      ['New password', <ResetPasswordForm key="reset" labelledBy="h-reset" token="t" onSubmit={() => {}} />],
      [
        'Account details',
        <AccountDetailsForm key="details" labelledBy="h-details" countries={[]} onSubmit={() => {}} />,
      ],
    ] as const;
    render(
      inCulture(
        forms.map(([name, form]) => (
          <section key={name}>
            <h2 id={form.props.labelledBy}>{name}</h2>
            {form}
          </section>
        )),
      ),
    );
    for (const [name] of forms) expect(screen.getByRole('form', { name })).toBeTruthy();
  });
});

describe('AccountDetailsForm', () => {
  test('says saved after a save, and stops saying it at the next edit', async () => {
    const saved: unknown[] = [];
    render(
      inCulture(
        <AccountDetailsForm
          initialValues={{ firstName: 'Robin', lastName: 'Ashdown' }}
          countries={[]}
          onSubmit={(values) => void saved.push(values)}
        />,
      ),
    );
    const city = screen.getByRole('textbox', { name: /City/ });
    await userEvent.type(city, 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(saved).toEqual([expect.objectContaining({ firstName: 'Robin', city: 'Leeds' })]);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your details are saved.');
    await userEvent.type(city, 's');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
