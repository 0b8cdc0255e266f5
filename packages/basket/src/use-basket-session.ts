'use client';

import { useApiClient } from '@clubshop/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai/react';
import { useMemo } from 'react';
import type { BasketSession } from './session.ts';

/** The basket session of the current React tree: api client, query cache and jotai store. */
export function useBasketSession(): BasketSession {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useStore();
  return useMemo(() => ({ client, queryClient, store }), [client, queryClient, store]);
}
