/**
 * Every route of the admin API (`/admin/api/`, docs/launch-your-shop.md) as data: method, path, who may
 * call it, and the valibot schemas its handler validates the query and body with (imported from
 * the route modules: one definition). The admin OpenAPI document is generated from this table;
 * `admin-openapi.test.ts` fails when a route is registered without a row here.
 */
import { authenticateRequestSchema, logoutRequestSchema } from '@clubshop/api-sdk/contract';
import type * as v from 'valibot';
import { newStaffSchema, staffChangeSchema } from '../../staff/staff-service.ts';
import { dictionaryEntrySchema, newPageSchema, pageChangeSchema } from '../content-routes.ts';
import { inboxListQuerySchema, orderListQuerySchema } from '../order-routes.ts';
import { pageQuerySchema } from '../pagination.ts';
import { newSiteRequestSchema, settingsChangeSchema } from '../site-routes.ts';
import { auditQuerySchema } from '../staff-routes.ts';

/** One route of the admin API. */
export interface AdminOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template under `/admin/api` (`/sites/{storeId}/pages/{id}`). */
  path: string;
  summary: string;
  tag: 'Staff and sessions' | 'Sites and settings' | 'Content and dictionary' | 'Orders and inbox';
  /** Who may call it beyond a valid staff token (`public`: no token at all). */
  access: string;
  /** Path parameters with what they are. */
  pathParameters?: Record<string, string>;
  /** The schema of the query (`readQuery`), an object of optional strings on the wire. */
  query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  /** The schema of the JSON body (`readJsonBody`). */
  body?: v.GenericSchema;
  /** An edit that needs `If-Match` (the ETag of the read; 428 without, 412 when stale). */
  ifMatch?: boolean;
  /** The success status and what it answers. */
  success: { status: 200 | 201 | 204; description: string; etag?: boolean; csv?: boolean };
  /** Failure statuses beyond 400, 401 and 403 every route may answer. */
  failures?: Array<404 | 409 | 429>;
}

const storeId = { storeId: 'The site (StoreId) the route works on; staff of other sites get 403.' };

/** The admin API's routes. */
export const adminOperations: readonly AdminOperation[] = [
  {
    operationId: 'getAdminOpenApi',
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document.',
    tag: 'Staff and sessions',
    access: 'public',
    success: { status: 200, description: 'The admin API as OpenAPI 3.1.' },
  },
  {
    operationId: 'staffToken',
    method: 'POST',
    path: '/auth/token',
    summary: 'Log in (grant_type password) or renew the session (grant_type refresh_token).',
    tag: 'Staff and sessions',
    access: 'public',
    body: authenticateRequestSchema,
    success: { status: 200, description: 'The staff access and refresh tokens.' },
    failures: [429],
  },
  {
    operationId: 'staffLogout',
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session of the refresh token.',
    tag: 'Staff and sessions',
    access: 'any member of staff',
    body: logoutRequestSchema,
    success: { status: 200, description: '`{ success: true }`.' },
  },
  {
    operationId: 'getMe',
    method: 'GET',
    path: '/me',
    summary: 'Who the token belongs to: id, e-mail, role and sites.',
    tag: 'Staff and sessions',
    access: 'any member of staff',
    success: { status: 200, description: '`{ id, email, role, sites }` (`sites`: "all" or store ids).' },
  },
  {
    operationId: 'listStaff',
    method: 'GET',
    path: '/staff',
    summary: 'List the members of staff.',
    tag: 'Staff and sessions',
    access: 'owners',
    query: pageQuerySchema,
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
  },
  {
    operationId: 'createStaff',
    method: 'POST',
    path: '/staff',
    summary: 'Add a member of staff.',
    tag: 'Staff and sessions',
    access: 'owners',
    body: newStaffSchema,
    success: { status: 201, description: 'The member (never a password hash).', etag: true },
    failures: [409],
  },
  {
    operationId: 'getStaff',
    method: 'GET',
    path: '/staff/{id}',
    summary: 'One member of staff.',
    tag: 'Staff and sessions',
    access: 'owners',
    pathParameters: { id: 'The member of staff.' },
    success: { status: 200, description: 'The member.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeStaff',
    method: 'PATCH',
    path: '/staff/{id}',
    summary: "Change a member's role, sites or password (a new role or password ends their sessions).",
    tag: 'Staff and sessions',
    access: 'owners',
    pathParameters: { id: 'The member of staff.' },
    body: staffChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The member as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'removeStaff',
    method: 'DELETE',
    path: '/staff/{id}',
    summary: 'Remove a member of staff (disabled, sessions ended; not yourself).',
    tag: 'Staff and sessions',
    access: 'owners',
    pathParameters: { id: 'The member of staff.' },
    success: { status: 204, description: 'Removed.' },
    failures: [404, 409],
  },
  {
    operationId: 'listAudit',
    method: 'GET',
    path: '/audit',
    summary: 'The audit log of every admin write, newest first.',
    tag: 'Staff and sessions',
    access: 'owners',
    query: auditQuerySchema,
    success: {
      status: 200,
      description: '`{ items, next }`: `next` is the `before` of the next page, or null.',
    },
  },
  {
    operationId: 'listSites',
    method: 'GET',
    path: '/sites',
    summary: 'The sites the member works on.',
    tag: 'Sites and settings',
    access: 'owners',
    query: pageQuerySchema,
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
  },
  {
    operationId: 'createSite',
    method: 'POST',
    path: '/sites',
    summary: "Add a site: to an existing club (clubId) or a new club's first (name).",
    tag: 'Sites and settings',
    access: 'owners of all sites',
    body: newSiteRequestSchema,
    success: { status: 201, description: 'The site.' },
    failures: [409],
  },
  {
    operationId: 'getSiteSettings',
    method: 'GET',
    path: '/sites/{storeId}/settings',
    summary: "A site's settings document.",
    tag: 'Sites and settings',
    access: 'owners and editors of the site',
    pathParameters: storeId,
    success: { status: 200, description: 'The settings document.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeSiteSettings',
    method: 'PATCH',
    path: '/sites/{storeId}/settings',
    summary: "Replace parts of a site's settings (each part whole).",
    tag: 'Sites and settings',
    access: 'owners and editors of the site',
    pathParameters: storeId,
    body: settingsChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The settings document as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'listPages',
    method: 'GET',
    path: '/sites/{storeId}/pages',
    summary: "A site's content pages.",
    tag: 'Content and dictionary',
    access: 'owners and editors of the site',
    pathParameters: storeId,
    query: pageQuerySchema,
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
    failures: [404],
  },
  {
    operationId: 'createPage',
    method: 'POST',
    path: '/sites/{storeId}/pages',
    summary: 'Add a content page (rich text sanitised on write).',
    tag: 'Content and dictionary',
    access: 'owners and editors of the site',
    pathParameters: storeId,
    body: newPageSchema,
    success: { status: 201, description: 'The page.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'getPage',
    method: 'GET',
    path: '/sites/{storeId}/pages/{id}',
    summary: 'One content page.',
    tag: 'Content and dictionary',
    access: 'owners and editors of the site',
    pathParameters: { ...storeId, id: 'The page.' },
    success: { status: 200, description: 'The page.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changePage',
    method: 'PATCH',
    path: '/sites/{storeId}/pages/{id}',
    summary: 'Change a content page.',
    tag: 'Content and dictionary',
    access: 'owners and editors of the site',
    pathParameters: { ...storeId, id: 'The page.' },
    body: pageChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The page as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'deletePage',
    method: 'DELETE',
    path: '/sites/{storeId}/pages/{id}',
    summary: 'Delete a content page.',
    tag: 'Content and dictionary',
    access: 'owners and editors of the site',
    pathParameters: { ...storeId, id: 'The page.' },
    success: { status: 204, description: 'Deleted.' },
    failures: [404],
  },
  {
    operationId: 'getDictionary',
    method: 'GET',
    path: '/dictionary/{culture}',
    summary: "A culture's dictionary, and the keys it lacks that another culture has.",
    tag: 'Content and dictionary',
    access: 'owners and editors',
    pathParameters: { culture: 'A two-letter culture (en, de, da).' },
    success: { status: 200, description: '`{ culture, items: [{ alias, value }], missing: [alias] }`.' },
  },
  {
    operationId: 'putDictionaryEntry',
    method: 'PUT',
    path: '/dictionary/{culture}/{alias}',
    summary: "Set one key's text in a culture (every club shares the dictionary).",
    tag: 'Content and dictionary',
    access: 'owners and editors of all sites',
    pathParameters: { culture: 'A two-letter culture (en, de, da).', alias: 'The key (Consent.Settings).' },
    body: dictionaryEntrySchema,
    success: { status: 200, description: '`{ culture, alias, value }`.' },
  },
  {
    operationId: 'listOrders',
    method: 'GET',
    path: '/orders',
    summary: 'Orders, newest first: of one site (storeId) or every site the member works on.',
    tag: 'Orders and inbox',
    access: 'owners and fulfilment',
    query: orderListQuerySchema,
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
  },
  {
    operationId: 'getOrder',
    method: 'GET',
    path: '/orders/{id}',
    summary: 'One order with its lines.',
    tag: 'Orders and inbox',
    access: 'owners and fulfilment of its site',
    pathParameters: { id: 'The order.' },
    success: { status: 200, description: 'The order as the receipt shows it, with storeId and status.' },
    failures: [404],
  },
  {
    operationId: 'listContactMessages',
    method: 'GET',
    path: '/sites/{storeId}/contact-messages',
    summary: "A site's contact form messages, newest first (JSON pages, or all as CSV).",
    tag: 'Orders and inbox',
    access: 'owners and editors of the site',
    pathParameters: storeId,
    query: inboxListQuerySchema,
    success: { status: 200, description: 'A page, or `text/csv` with format=csv.', csv: true },
    failures: [404],
  },
  {
    operationId: 'listNewsletterSignups',
    method: 'GET',
    path: '/sites/{storeId}/newsletter-signups',
    summary: "A site's newsletter signups, newest first (JSON pages, or all as CSV).",
    tag: 'Orders and inbox',
    access: 'owners and editors of the site',
    pathParameters: storeId,
    query: inboxListQuerySchema,
    success: { status: 200, description: 'A page, or `text/csv` with format=csv.', csv: true },
    failures: [404],
  },
];
