'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ApiClient } from './api-client.ts';
import { consoleLogger, type Logger } from './logger.ts';

interface ApiClientContextValue {
  client: ApiClient;
  logger: Logger;
}

const ApiClientContext = createContext<ApiClientContextValue | undefined>(undefined);

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  /** The client from `createClient()` of `@clubshop/api-sdk`. */
  client: ApiClient;
  /** Where recovered failures are reported; the console by default. */
  logger?: Logger;
  children?: ReactNode;
}

/**
 * Holds the api-sdk client for every hook of `@clubshop/auth`, `@clubshop/basket` and
 * `@clubshop/checkout`: the one context the three packages share. Put it inside TanStack Query's
 * `QueryClientProvider`.
 *
 * @example
 * const client = createClient({ hosts: 'http://localhost:4000', context: () => site ?? { culture: 'en' }, auth });
 * <QueryClientProvider client={queryClient}>
 *   <ApiClientProvider client={client}>
 *     <App />
 *   </ApiClientProvider>
 * </QueryClientProvider>
 */
export function ApiClientProvider({ client, logger = consoleLogger, children }: ApiClientProviderProps) {
  const value = useMemo(() => ({ client, logger }), [client, logger]);
  return <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider>;
}

function useApiClientContext(): ApiClientContextValue {
  const value = useContext(ApiClientContext);
  if (!value) {
    throw new Error(
      'No ClubShop api client: wrap the app in <ApiClientProvider client={createClient(...)}>.',
    );
  }
  return value;
}

/** The api-sdk client given to the nearest {@link ApiClientProvider}. */
export function useApiClient(): ApiClient {
  return useApiClientContext().client;
}

/** The logger given to the nearest {@link ApiClientProvider} (the console by default). */
export function useLogger(): Logger {
  return useApiClientContext().logger;
}
