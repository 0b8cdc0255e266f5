import type { Acknowledgement, ClubShopClient } from '@clubshop/api-sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The confirmation of an e-mail address by the token of its mail (`POST /api/users/confirm-email`)
 * as a query: the server confirms while it loads /confirm-email/ (so the page says how it went
 * in its HTML, with or without JavaScript) and the browser hydrates the answer instead of asking
 * again. Asked once per token (a repeated link is answered as confirmed by the API anyway).
 */
export function confirmEmailQuery(client: Pick<ClubShopClient, 'users'>, token: string) {
  return queryOptions<Acknowledgement>({
    queryKey: ['clubshop', 'user', 'confirm-email', token],
    queryFn: () => client.users.confirmEmail({ token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
