'use client';

import { useApiClient, useLogger } from '@clubshop/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai/react';
import { useMemo } from 'react';
import type { CheckoutSession } from './checkout-session.ts';

/** The checkout session of the current React tree: api client, query cache, jotai store, logger. */
export function useCheckoutSession(): CheckoutSession {
  const client = useApiClient();
  const logger = useLogger();
  const queryClient = useQueryClient();
  const store = useStore();
  return useMemo(() => ({ client, queryClient, store, logger }), [client, queryClient, store, logger]);
}
