'use client';

import type { ProfileUpdateRequest, UserProfile } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai/react';
import { useApiClient } from './api-client-context.tsx';
import { authStateAtom } from './auth-state.ts';

/**
 * The logged-in customer's profile; idle (no request) for an anonymous visitor.
 *
 * @example
 * const profile = useProfile();
 * return <p>{profile.data ? `Hello ${profile.data.firstName}` : null}</p>;
 */
export function useProfile(): UseQueryResult<UserProfile> {
  const client = useApiClient();
  const isLoggedIn = useAtomValue(authStateAtom, { store: useStore() }).status === 'authenticated';
  return useQuery({
    queryKey: queryKeys.user.profile(),
    queryFn: () => client.users.profile(),
    enabled: isLoggedIn,
  });
}

/** Updates the profile (`PATCH /api/users/me/profile`) and puts the answer in the profile query. */
export function useUpdateProfile(): UseMutationResult<UserProfile, Error, ProfileUpdateRequest> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) => client.users.updateProfile(body),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.user.profile(), profile),
  });
}
