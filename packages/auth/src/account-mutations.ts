'use client';

import type {
  Acknowledgement,
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@clubshop/api-sdk';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';
import { useApiClient } from './api-client-context.tsx';

/** The account calls of the users client that answer an acknowledgement. */
type AcknowledgedCall = 'register' | 'confirmEmail' | 'forgotPassword' | 'resetPassword';
/** The body of such a call. */
type BodyOf<C extends AcknowledgedCall> = Parameters<ApiClient['users'][C]>[0];

/** A mutation that runs the users client's `call` with the body it is given. */
function useAcknowledgedCall<C extends AcknowledgedCall>(
  call: C,
): UseMutationResult<Acknowledgement, Error, BodyOf<C>> {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: BodyOf<C>) =>
      (client.users[call] as (body: BodyOf<C>) => Promise<Acknowledgement>)(body),
  });
}

/** Registers a customer (`POST /api/users/register`); a confirmation mail follows. */
export function useRegister(): UseMutationResult<Acknowledgement, Error, RegisterRequest> {
  return useAcknowledgedCall('register');
}

/** Confirms an email address with the token from the confirmation mail. */
export function useConfirmEmail(): UseMutationResult<Acknowledgement, Error, ConfirmEmailRequest> {
  return useAcknowledgedCall('confirmEmail');
}

/** Asks for a password-reset mail; answers the same whether the address is known or not. */
export function useForgotPassword(): UseMutationResult<Acknowledgement, Error, ForgotPasswordRequest> {
  return useAcknowledgedCall('forgotPassword');
}

/** Sets a new password with the token from the reset mail. */
export function useResetPassword(): UseMutationResult<Acknowledgement, Error, ResetPasswordRequest> {
  return useAcknowledgedCall('resetPassword');
}
