/** The page editor's data: one content page and its ETag. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /sites/{storeId}/pages/{id}`. */
export const pageQuery = (storeId: string, id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.pages.detail(storeId, id),
    queryFn: () => admin.pages.get(storeId, id),
  });
