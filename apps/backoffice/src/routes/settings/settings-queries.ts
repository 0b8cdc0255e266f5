/** The settings screen's data: a site's settings document and its ETag. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /sites/{storeId}/settings` (none until a site is known). */
export const settingsQuery = (storeId: string | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.settings.detail(storeId ?? ''),
    queryFn: () => admin.settings.get(storeId ?? ''),
    enabled: Boolean(storeId),
  });
