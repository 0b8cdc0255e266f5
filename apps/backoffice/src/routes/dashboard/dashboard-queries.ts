/** The dashboard's data: today's figures, a period's sales and top products, and low stock of every site of the member. */
import { adminQueryKeys, type DashboardPeriod } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /dashboard?period=…`. */
export const dashboardQuery = (period: DashboardPeriod = 'day') =>
  queryOptions({
    queryKey: adminQueryKeys.dashboard.list({ period }),
    queryFn: () => admin.dashboard(undefined, period),
  });
