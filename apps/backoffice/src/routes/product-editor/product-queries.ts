/** The product editor's data: the product, its add-ons and the club's, its pictures' uploads. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /sites/{storeId}/products/{handle}` and its ETag. */
export const productQuery = (storeId: string, handle: string) =>
  queryOptions({
    queryKey: adminQueryKeys.products.detail(storeId, handle),
    queryFn: () => admin.products.get(storeId, handle),
  });

/** The club's add-ons (`GET /sites/{storeId}/add-ons`). */
export const clubAddOnsQuery = (storeId: string) =>
  queryOptions({
    queryKey: adminQueryKeys.addOns.list({ storeId }),
    queryFn: () => admin.addOns.list(storeId),
  });

/** The add-ons a product offers and their ETag. */
export const productAddOnsQuery = (storeId: string, handle: string) =>
  queryOptions({
    queryKey: adminQueryKeys.productAddOns.detail(storeId, handle),
    queryFn: () => admin.addOns.ofProduct(storeId, handle),
  });

/** One upload (size and focal point) and its ETag; none without an id. */
export const mediaQuery = (storeId: string, id: string | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.media.detail(storeId, id ?? ''),
    queryFn: () => admin.media.get(storeId, id ?? ''),
    enabled: Boolean(id),
  });
