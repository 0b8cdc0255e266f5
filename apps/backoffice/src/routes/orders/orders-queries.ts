/** The order list's data: one page of orders as the address's filters ask. */
import { adminQueryKeys, type OrderListQuery } from '@clubshop/api-sdk/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /orders` with `filters` (the last page stays shown while the next loads). */
export const ordersQuery = (filters: OrderListQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.orders.list(filters),
    queryFn: () => admin.orders.list(filters),
    placeholderData: keepPreviousData,
  });
