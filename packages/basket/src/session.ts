import type { ApiClient, JotaiStore } from '@clubshop/auth';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the basket's framework-free logic works on: the api client, the query cache and the jotai
 * store that holds the token. The hooks build it from their contexts; tests build it directly.
 */
export interface BasketSession {
  client: Pick<ApiClient, 'basket'>;
  queryClient: QueryClient;
  store: JotaiStore;
}
