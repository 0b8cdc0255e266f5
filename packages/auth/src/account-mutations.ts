'use client';

import type {
  Acknowledgement,
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@clubshop/api-sdk';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useApiClient } from './api-client-context.tsx';

/** Registers a customer (`POST /api/users/register`); a confirmation mail follows. */
export function useRegister(): UseMutationResult<Acknowledgement, Error, RegisterRequest> {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: RegisterRequest) => client.users.register(body) });
}

/** Confirms an email address with the token from the confirmation mail. */
export function useConfirmEmail(): UseMutationResult<Acknowledgement, Error, ConfirmEmailRequest> {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ConfirmEmailRequest) => client.users.confirmEmail(body) });
}

/** Asks for a password-reset mail; answers the same whether the address is known or not. */
export function useForgotPassword(): UseMutationResult<Acknowledgement, Error, ForgotPasswordRequest> {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => client.users.forgotPassword(body) });
}

/** Sets a new password with the token from the reset mail. */
export function useResetPassword(): UseMutationResult<Acknowledgement, Error, ResetPasswordRequest> {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => client.users.resetPassword(body) });
}
