/** The shipping screen's data: the methods a site offers, and a method's drop points. */
import { type AdminShippingMethod, adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /shipping-methods?storeId=` (none until a site is known). */
export const shippingMethodsQuery = (storeId: string | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.shippingMethods.list({ storeId }),
    queryFn: () => admin.shippingMethods.list({ storeId: storeId ?? '' }),
    enabled: Boolean(storeId),
  });

/** `GET /shipping-methods/{id}/drop-points`. */
export const dropPointsQuery = (method: Pick<AdminShippingMethod, 'id'>) =>
  queryOptions({
    queryKey: adminQueryKeys.dropPoints.list({ methodId: method.id }),
    queryFn: () => admin.dropPoints.list(method.id),
  });
