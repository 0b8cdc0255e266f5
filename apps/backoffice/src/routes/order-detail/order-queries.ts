/** One order's data, and what a change of it refreshes: the order and every order list. */
import { type AdminOrder, adminQueryKeys } from '@clubshop/api-sdk/admin';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /orders/{id}` and its ETag. */
export const orderQuery = (id: string) =>
  queryOptions({ queryKey: adminQueryKeys.orders.detail(id), queryFn: () => admin.orders.get(id) });

/** After a change: the order as answered (or read again), and the lists read again. */
export function refreshOrder(client: QueryClient, id: string, answer?: { data: AdminOrder; etag: string }) {
  if (answer?.etag) client.setQueryData(orderQuery(id).queryKey, answer);
  else void client.invalidateQueries({ queryKey: orderQuery(id).queryKey });
  void client.invalidateQueries({ queryKey: adminQueryKeys.orders.lists() });
}
