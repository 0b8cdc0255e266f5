/** Register, confirm email, forgot and reset password through the hooks, on the real API. */
import {
  clearTokens,
  useAuth,
  useConfirmEmail,
  useForgotPassword,
  useProfile,
  useRegister,
  useResetPassword,
} from '@clubshop/auth';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { harnessSuite, mailToken } from './support/api.tsx';

const h = harnessSuite();

function useAccount() {
  return {
    auth: useAuth(),
    register: useRegister(),
    confirm: useConfirmEmail(),
    forgot: useForgotPassword(),
    reset: useResetPassword(),
    profile: useProfile(),
  };
}

it('registers, confirms the email from the mail, resets a forgotten password and logs in with it', async () => {
  const email = 'grace@example.com';
  const { result } = renderHook(() => useAccount(), { wrapper: h.wrapper });

  await act(async () => {
    await result.current.register.mutateAsync({
      email,
      password: 'first-password',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });
  const confirmToken = await mailToken(h.api, email, 'confirm-email');
  await act(async () => {
    await result.current.confirm.mutateAsync({ token: confirmToken });
  });

  await act(async () => {
    await result.current.forgot.mutateAsync({ email });
  });
  const resetToken = await mailToken(h.api, email, 'reset-password');
  await act(async () => {
    await result.current.reset.mutateAsync({ token: resetToken, password: 'second-password' });
  });

  let oldPassword = true;
  let newPassword = false;
  await act(async () => {
    oldPassword = await result.current.auth.login({ username: email, password: 'first-password' });
    newPassword = await result.current.auth.login({ username: email, password: 'second-password' });
  });
  expect(oldPassword).toBe(false);
  expect(newPassword).toBe(true);
  await waitFor(() => expect(result.current.profile.data?.emailConfirmed).toBe(true));
  expect(result.current.profile.data?.firstName).toBe('Grace');
  clearTokens(h.store);
});

it('a used confirmation link answers confirmed again; an unknown one is refused with its code', async () => {
  const email = 'linus@example.com';
  const { result } = renderHook(() => useAccount(), { wrapper: h.wrapper });
  await act(async () => {
    await result.current.register.mutateAsync({
      email,
      password: 'a-password',
      firstName: 'Linus',
      lastName: 'T',
    });
  });
  const token = await mailToken(h.api, email, 'confirm-email');
  await act(async () => {
    await result.current.confirm.mutateAsync({ token });
  });
  // The same link again (a second tab, a double request): still confirmed, not "invalid".
  await act(async () => {
    await result.current.confirm.mutateAsync({ token });
  });
  // (The mutation's state reaches the hook on React Query's next notification.)
  await waitFor(() => expect(result.current.confirm.isSuccess).toBe(true));
  await act(async () => {
    await result.current.confirm.mutateAsync({ token: 'no-such-token' }).catch(() => undefined);
  });
  await waitFor(() => expect(result.current.confirm.isError).toBe(true));
  expect(result.current.confirm.error?.message).toBe('The confirmation token is invalid, used or expired');
  expect((result.current.confirm.error as { code?: string } | null)?.code).toBe(
    'Api.Error.ConfirmTokenInvalid',
  );
});
