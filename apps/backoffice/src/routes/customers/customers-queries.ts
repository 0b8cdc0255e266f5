/** The customers screens' data: a page of a site's customers, and one customer. */
import { adminQueryKeys, type CustomerListQuery } from '@clubshop/api-sdk/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /sites/{storeId}/customers` with `filters` (the last page stays shown while the next loads). */
export const customersQuery = (storeId: string, filters: CustomerListQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.customers.list({ storeId, ...filters }),
    queryFn: () => admin.customers.list(storeId, filters),
    placeholderData: keepPreviousData,
  });

/** `GET /sites/{storeId}/customers/{id}`. */
export const customerQuery = (storeId: string, id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.customers.detail(storeId, id),
    queryFn: () => admin.customers.get(storeId, id),
  });
