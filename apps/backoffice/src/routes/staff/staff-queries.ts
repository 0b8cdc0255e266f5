/** The staff screen's data: the members the signed-in owner may see. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /staff`. */
export const staffQuery = () =>
  queryOptions({ queryKey: adminQueryKeys.staff.lists(), queryFn: () => admin.staff.list() });
