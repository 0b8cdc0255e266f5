import {
  type Acknowledgement,
  acknowledgementSchema,
  type SitemapResponse,
  sitemapResponseSchema,
} from '../contract/common.ts';
import {
  type ContentResponse,
  type CustomerServiceRequest,
  contentResponseSchema,
  type DictionaryResponse,
  dictionaryResponseSchema,
  type SettingsResponse,
  settingsResponseSchema,
} from '../contract/index.ts';
import type { Transport } from '../transport/transport.ts';
import type { RequestOptions } from '../transport/types.ts';

/** Content calls (content host). */
export interface ContentClient {
  /** `GET /api/content?url=` (getContent): what a path resolves to, with page meta. */
  resolve(url: string, options?: RequestOptions): Promise<ContentResponse>;
  /**
   * `GET /api/content/sitemap?page=` (getContentSitemap): the site's indexable content pages, 500
   * a page, like the catalogue's sitemap calls (an extension, see docs/contract-notes.md).
   */
  sitemap(page?: number, options?: RequestOptions): Promise<SitemapResponse>;
}

/** Settings calls (content host). */
export interface SettingsClient {
  /** `GET /api/settings?url=` (getSettings): the settings of the site the page URL belongs to. */
  get(pageUrl: string, options?: RequestOptions): Promise<SettingsResponse>;
}

/** Dictionary calls (content host). */
export interface DictionaryClient {
  /** `GET /api/dictionary/dictionariesbyculture` (getDictionary): translations of the context's culture. */
  get(options?: RequestOptions): Promise<DictionaryResponse>;
}

/** Customer-service calls (content host). */
export interface CustomerServiceClient {
  /** `POST /api/customerservice?url=` (sendCustomerService): the contact form, from page `pageUrl`. */
  send(body: CustomerServiceRequest, pageUrl?: string, options?: RequestOptions): Promise<Acknowledgement>;
}

/** Builds the content client. */
export function createContentClient(transport: Transport): ContentClient {
  return {
    resolve: (url, options) =>
      transport.request({
        operation: 'getContent',
        host: 'content',
        method: 'GET',
        path: '/api/content',
        searchParams: { url },
        schema: contentResponseSchema,
        options,
      }),
    sitemap: (page, options) =>
      transport.request({
        operation: 'getContentSitemap',
        host: 'content',
        method: 'GET',
        path: '/api/content/sitemap',
        searchParams: { page: String(page ?? 1) },
        schema: sitemapResponseSchema,
        options,
      }),
  };
}

/** Builds the settings client. */
export function createSettingsClient(transport: Transport): SettingsClient {
  return {
    get: (pageUrl, options) =>
      transport.request({
        operation: 'getSettings',
        host: 'content',
        method: 'GET',
        path: '/api/settings',
        searchParams: { url: pageUrl },
        schema: settingsResponseSchema,
        options,
      }),
  };
}

/** Builds the dictionary client. */
export function createDictionaryClient(transport: Transport): DictionaryClient {
  return {
    get: (options) =>
      transport.request({
        operation: 'getDictionary',
        host: 'content',
        method: 'GET',
        path: '/api/dictionary/dictionariesbyculture',
        schema: dictionaryResponseSchema,
        options,
      }),
  };
}

/** Builds the customer-service client. */
export function createCustomerServiceClient(transport: Transport): CustomerServiceClient {
  return {
    send: (body, pageUrl, options) =>
      transport.request({
        operation: 'sendCustomerService',
        host: 'content',
        method: 'POST',
        path: '/api/customerservice',
        searchParams: pageUrl === undefined ? undefined : { url: pageUrl },
        json: body,
        schema: acknowledgementSchema,
        options,
      }),
  };
}
