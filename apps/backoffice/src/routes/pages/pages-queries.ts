/** The content page list's data: a site's pages. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /sites/{storeId}/pages` (none until a site is known). */
export const pagesQuery = (storeId: string | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.pages.list({ storeId }),
    queryFn: () => admin.pages.list(storeId ?? ''),
    enabled: Boolean(storeId),
  });
