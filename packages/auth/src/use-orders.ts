'use client';

import type { Order, OrderListResponse } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai/react';
import { useApiClient } from './api-client-context.tsx';
import { authStateAtom } from './auth-state.ts';

function useIsLoggedIn(): boolean {
  return useAtomValue(authStateAtom, { store: useStore() }).status === 'authenticated';
}

/** The logged-in customer's orders, newest first; idle for an anonymous visitor. */
export function useOrders(): UseQueryResult<OrderListResponse> {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.user.orders(),
    queryFn: () => client.users.orders(),
    enabled: useIsLoggedIn(),
  });
}

/** One of the logged-in customer's orders; idle without an order id or a login. */
export function useOrder(orderId: string | undefined): UseQueryResult<Order> {
  const client = useApiClient();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.user.order(orderId),
    queryFn: () => client.users.order(orderId as string),
    enabled: isLoggedIn && Boolean(orderId),
  });
}
