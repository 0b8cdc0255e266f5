/** The member of staff signed in; a 401 (the session ended) goes back to the sign-in page. */
import { isHttpError } from '@clubshop/api-sdk';
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { useQuery } from '@tanstack/react-query';
import { admin } from './admin.ts';

/** The signed-in member (`GET /admin/api/me`). */
export function useMe() {
  return useQuery({
    queryKey: adminQueryKeys.me(),
    queryFn: async () => {
      try {
        return await admin.me();
      } catch (error) {
        if (isHttpError(error) && error.status === 401) {
          location.assign(`/sign-in?next=${encodeURIComponent(location.pathname)}`);
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
