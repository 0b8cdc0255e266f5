/** The audit log's data: pages of 50 rows, newest first, each page after the last one's `next`. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /audit`, page by page. */
export const auditQuery = () =>
  infiniteQueryOptions({
    queryKey: adminQueryKeys.audit.lists(),
    queryFn: ({ pageParam }) => admin.audit.list({ limit: 50, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
