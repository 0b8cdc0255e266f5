/** The dashboard's data: today's figures and low stock of every site of the member. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /dashboard`. */
export const dashboardQuery = () =>
  queryOptions({ queryKey: adminQueryKeys.dashboard.lists(), queryFn: () => admin.dashboard() });
