import type { ClientContext, PendingClientContext } from './types.ts';

/**
 * The headers of every request (docs/product/requirements.md#api-calls): Accept JSON, `StoreId`
 * when known, `culture`, `currency` and `rootCategoryId` when set, `Authorization: Bearer` when
 * logged in.
 * (`Content-Type: application/json` is added by ky for JSON bodies.)
 */
export function requestHeaders(
  context: ClientContext | PendingClientContext,
  accessToken: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', culture: context.culture ?? 'en' };
  if (context.storeId) headers.StoreId = context.storeId;
  if (context.currency) headers.currency = context.currency;
  if (context.rootCategoryId) headers.rootCategoryId = context.rootCategoryId;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}
