/** The voucher screen's data: the codes a site sells, one code and its ETag. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /vouchers?storeId=` (none until a site is known). */
export const vouchersQuery = (storeId: string | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.vouchers.list({ storeId }),
    queryFn: () => admin.vouchers.list({ storeId: storeId ?? '' }),
    enabled: Boolean(storeId),
  });

/** `GET /vouchers/{code}`. */
export const voucherQuery = (code: string) =>
  queryOptions({ queryKey: adminQueryKeys.vouchers.detail(code), queryFn: () => admin.vouchers.get(code) });
