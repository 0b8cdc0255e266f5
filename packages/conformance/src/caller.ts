import type { ClientContext } from '@clubshop/api-sdk';
import type { ContractOperation } from '@clubshop/api-sdk/openapi';

/** What one call answered. */
export interface Answer {
  status: number;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: unknown;
  /** Whether the body was JSON. */
  json: boolean;
}

/** How to send one call. */
export interface CallInput {
  pathParameters?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** A bearer token to send. */
  token?: string | undefined;
  /** Leave the StoreId header out. */
  withoutStoreId?: boolean;
}

/** A fetch function (the global one by default). */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Sends the calls of the contract to one API base URL, with a site's context headers. */
export function createCaller(
  apiBaseUrl: string,
  fetchFunction: Fetch,
  context: () => Partial<ClientContext>,
) {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return async function call(operation: ContractOperation, input: CallInput = {}): Promise<Answer> {
    const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(input.pathParameters?.[name] ?? ''),
    );
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(input.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    const site = context();
    if (site.storeId && !input.withoutStoreId) headers.StoreId = site.storeId;
    if (site.culture) headers.culture = site.culture;
    if (site.currency) headers.currency = site.currency;
    if (site.rootCategoryId) headers.rootCategoryId = site.rootCategoryId;
    if (input.token) headers.Authorization = `Bearer ${input.token}`;
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const query = search.toString();
    const response = await fetchFunction(`${base}${path}${query ? `?${query}` : ''}`, {
      method: operation.method,
      headers,
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text), json: text !== '' };
    } catch {
      return { status: response.status, body: text, json: false };
    }
  };
}
