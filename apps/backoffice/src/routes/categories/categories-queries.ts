/** The category screen's data: a site's tree. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /sites/{storeId}/categories` (none until a site is known). */
export const categoryTreeQuery = (storeId: string | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.categories.list({ storeId }),
    queryFn: () => admin.categories.tree(storeId ?? ''),
    enabled: Boolean(storeId),
  });
