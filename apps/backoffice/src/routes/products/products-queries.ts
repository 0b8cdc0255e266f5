/** The product list's data: one page of a site's products, found by a search. */
import { adminQueryKeys, type ProductListQuery } from '@clubshop/api-sdk/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /sites/{storeId}/products` with `filters` (none until a site is known). */
export const productsQuery = (storeId: string | undefined, filters: ProductListQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.products.list({ storeId, ...filters }),
    queryFn: () => admin.products.list(storeId ?? '', filters),
    enabled: Boolean(storeId),
    placeholderData: keepPreviousData,
  });
