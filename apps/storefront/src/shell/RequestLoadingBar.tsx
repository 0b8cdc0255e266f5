import { LoadingBar } from '@clubshop/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type RequestActivity, watchRequestActivity } from './request-activity.ts';

/** The loading bar of the shop, driven by every TanStack Query request. */
export default function RequestLoadingBar() {
  const queryClient = useQueryClient();
  const [activity, setActivity] = useState<RequestActivity>({ pending: false, failed: false });
  useEffect(() => watchRequestActivity(queryClient, setActivity), [queryClient]);
  return <LoadingBar pending={activity.pending} failed={activity.failed} />;
}
