import type { ClientContext } from '@clubshop/api-sdk';
import type { ContractOperation } from '@clubshop/api-sdk/openapi';

/** What one call sent: method, full URL and JSON body (absent when none). */
export interface SentRequest {
  /** `GET`, `POST`, `PATCH`, `DELETE`. */
  method: string;
  /** The full URL, query included. */
  url: string;
  /** The JSON body sent, absent when none. */
  body?: unknown;
}

/** What one call answered. */
export interface Answer {
  /** The HTTP status code. */
  status: number;
  /** The parsed JSON body, or the text when the body is not JSON (undefined when empty). */
  body: unknown;
  /** Whether the body was JSON. */
  json: boolean;
  /** The request that got this answer. */
  request: SentRequest;
}

/** How to send one call. */
export interface CallInput {
  /** Values of the path's `{placeholders}`. */
  pathParameters?: Record<string, string>;
  /** Query parameters; a list repeats the parameter (`?id=a&id=b`). */
  query?: Record<string, string | string[]>;
  /** A JSON body. */
  body?: unknown;
  /** A bearer token to send. */
  token?: string | undefined;
  /** Leave the StoreId header out. */
  withoutStoreId?: boolean;
}

/** A fetch function (the global one by default). */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The four API hosts the storefront takes (`content`, `catalog`, `user`, `basket`; each call of
 * the contract goes to one of them), as base URLs.
 */
export interface ApiHosts {
  /** Content, settings, dictionary, customer service (`CONTENT_API_URL` of the storefront). */
  content: string;
  /** Categories and products (`CATALOG_API_URL`). */
  catalog: string;
  /** Users: login, profile, orders, newsletter (`USER_API_URL`). */
  user: string;
  /** Baskets and checkout (`BASKET_API_URL`). */
  basket: string;
}

/** One base URL for every host, or one per host. */
export function apiHosts(hosts: string | ApiHosts): ApiHosts {
  return typeof hosts === 'string' ? { content: hosts, catalog: hosts, user: hosts, basket: hosts } : hosts;
}

/** Sends the calls of the contract to their hosts, with a site's context headers. */
export function createCaller(
  hosts: string | ApiHosts,
  fetchFunction: Fetch,
  context: () => Partial<ClientContext>,
) {
  const bases = apiHosts(hosts);
  return async function call(operation: ContractOperation, input: CallInput = {}): Promise<Answer> {
    const base = bases[operation.host].replace(/\/+$/, '');
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
    const request: SentRequest = {
      method: operation.method,
      url: `${base}${path}${query ? `?${query}` : ''}`,
      ...(input.body === undefined ? {} : { body: input.body }),
    };
    const response = await fetchFunction(request.url, {
      method: operation.method,
      headers,
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    });
    const text = await response.text();
    try {
      return {
        status: response.status,
        body: text === '' ? undefined : JSON.parse(text),
        json: text !== '',
        request,
      };
    } catch {
      return { status: response.status, body: text, json: false, request };
    }
  };
}
