/**
 * Every route of the admin API (`/admin/api/`, docs/launch-your-shop.md) as data: method, path, who may
 * call it, and the valibot schemas its handler validates the query and body with (imported from
 * the route modules: one definition). The admin OpenAPI document is generated from this table;
 * `admin-openapi.test.ts` fails when a route is registered without a row here.
 */
import { logoutRequestSchema } from '@clubshop/api-sdk/contract';
import type * as v from 'valibot';
import { productSchema } from '../../catalogue-io/json-format.ts';
import { dictionaryEntrySchema, newPageSchema, pageChangeSchema } from '../../content/page-schemas.ts';
import { settingsChangeSchema } from '../../content/settings-change.ts';
import { siteDataKinds } from '../../content-io/site-data-io.ts';
import { newStaffRequestSchema, staffChangeSchema } from '../../staff/staff-service.ts';
import { staffTokenRequestSchema, twoFactorCodeSchema } from '../../staff/staff-token-request.ts';
import { addOnSchema, productAddOnsSchema } from '../add-on-routes.ts';
import { catalogueExportQuerySchema, catalogueImportQuerySchema } from '../catalogue-import-routes.ts';
import { categoryChangeSchema, newCategorySchema } from '../category-routes.ts';
import { dashboardQuerySchema } from '../dashboard-routes.ts';
import { dropPointChangeSchema, dropPointImportSchema, dropPointSchema } from '../drop-point-routes.ts';
import { focalSchema } from '../media-routes.ts';
import { refundSchema, shipmentSchema, statusChangeSchema } from '../order-lifecycle-routes.ts';
import { inboxListQuerySchema, orderListQuerySchema } from '../order-routes.ts';
import { pageQuerySchema } from '../pagination.ts';
import { productListQuerySchema } from '../product-routes.ts';
import { methodChangeSchema, newMethodSchema, shippingListQuerySchema } from '../shipping-routes.ts';
import { siteDataImportQuerySchema } from '../site-data-routes.ts';
import { newSiteRequestSchema } from '../site-routes.ts';
import { auditQuerySchema } from '../staff-routes.ts';
import { stripeKeysSchema } from '../stripe-settings-routes.ts';
import { voucherChangeSchema, voucherListQuerySchema, voucherSchema } from '../voucher-routes.ts';

/** One route of the admin API. */
export interface AdminOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template under `/admin/api` (`/sites/{storeId}/pages/{id}`). */
  path: string;
  summary: string;
  tag:
    | 'Staff and sessions'
    | 'Sites and settings'
    | 'Content and dictionary'
    | 'Catalogue'
    | 'Media'
    | 'Vouchers and shipping'
    | 'Orders and inbox'
    | 'Payments'
    | 'Dashboard';
  /** Who may call it beyond a valid staff token (`public`: no token at all). */
  access: string;
  /** Path parameters with what they are. */
  pathParameters?: Record<string, string>;
  /** The schema of the query (`readQuery`), an object of optional strings on the wire. */
  query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  /** The schema of the JSON body (`readJsonBody`). */
  body?: v.GenericSchema;
  /** A `multipart/form-data` body instead: one file in `field`, of one of `contentTypes`. */
  upload?: { field: string; contentTypes: string[]; description: string };
  /** A file as the whole body instead (one of `contentTypes`, e.g. a catalogue's CSV or JSON). */
  file?: { contentTypes: string[]; description: string };
  /** A write that needs an `Idempotency-Key` header (the same key again answers the same result). */
  idempotencyKey?: boolean;
  /** An edit that needs `If-Match` (the ETag of the read; 428 without, 412 when stale). */
  ifMatch?: boolean;
  /** The success status and what it answers (none: a route that always refuses, with 405). */
  success?: { status: 200 | 201 | 204; description: string; etag?: boolean; csv?: boolean };
  /** Failure statuses beyond 400, 401 and 403 every route may answer (412 and 428 come with ifMatch). */
  failures?: Array<404 | 405 | 409 | 413 | 415 | 422 | 429>;
}

const storeId = { storeId: 'The site (StoreId) the route works on; staff of other sites get 403.' };
const catalogue = 'owners and editors of the site';
/**
 * Vouchers and shipping methods belong to one site or to every site (decision 0049): owners and
 * editors see the shared rows and those of their sites (another site's row is a 404)…
 */
const sharedRead = "owners and editors: the shared rows and their sites' rows";
/** …change their sites' rows, and only those of all sites change the shared ones. */
const sharedWrite =
  "owners and editors of the row's site (storeId); a shared row (storeId null) only by staff of all sites";
const page = 'A page: `{ items, page, pageSize, total }`.';

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
    summary:
      'Log in (grant_type password) or renew the session (grant_type refresh_token). A member with two-step sign-in gets no tokens for the password: 401 with `error: "mfa_required"` (code `Api.Error.MfaRequired`), an `mfa_token` and `mfa_expires_in` (300 s); the second step is grant_type mfa with that `mfa_token` and `code` (the 6 digits of the authenticator app, RFC 6238, each usable once, or one of the recovery codes, each usable once). A wrong code is 401 `Api.Error.MfaCodeInvalid` (the mfa_token stays valid until it expires); an expired mfa_token is 401 `Api.Error.MfaTokenInvalid` (log in again); too many codes, 429.',
    tag: 'Staff and sessions',
    access: 'public',
    body: staffTokenRequestSchema,
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
    summary:
      'Who the token belongs to: id, e-mail, role, sites, the areas the role works in and two-step sign-in.',
    tag: 'Staff and sessions',
    access: 'any member of staff',
    success: {
      status: 200,
      description:
        '`{ id, email, role, sites, areas, twoFactor: { enabled, required, recoveryCodesLeft } }` (`sites`: "all" or store ids; `areas`: the areas of the admin API the role works in, from the permission table of `@clubshop/api-sdk/admin`). An owner without two-step sign-in (`required` and not `enabled`) gets 403 `Api.Error.TwoFactorSetupRequired` on every route but this one, the two below and logout.',
    },
  },
  {
    operationId: 'startTwoFactorSetup',
    method: 'POST',
    path: '/me/two-factor',
    summary:
      'Start setting up two-step sign-in for oneself: a new TOTP secret (SHA-1, 6 digits, 30 s), answered this once as text and as an `otpauth://` URI for the authenticator app; stored encrypted and never answered again. Starting again replaces an unconfirmed secret.',
    tag: 'Staff and sessions',
    access: 'any member of staff (owners must)',
    success: { status: 200, description: '`{ secret, otpauthUri }`.' },
    failures: [409],
  },
  {
    operationId: 'confirmTwoFactorSetup',
    method: 'POST',
    path: '/me/two-factor/confirm',
    summary:
      'Confirm the setup with a first code of the app: two-step sign-in is on from now, and ten one-time recovery codes are answered this once (stored hashed). 400 with field `code` when the code is wrong or no setup was started. Lost phone and codes: `clubshop staff reset-2fa --email <e-mail>`.',
    tag: 'Staff and sessions',
    access: 'any member of staff (owners must)',
    body: twoFactorCodeSchema,
    success: { status: 200, description: '`{ recoveryCodes: string[] }` (ten, shown once).' },
  },
  {
    operationId: 'turnOffTwoFactor',
    method: 'POST',
    path: '/me/two-factor/off',
    summary:
      'Turn off one’s own two-step sign-in, proved by a current code of the app (spent like a sign-in’s); the recovery codes go with it. 400 with field `code` when the code is wrong or used; 403 for an owner where the shop requires it.',
    tag: 'Staff and sessions',
    access: 'any member of staff but owners who must have it',
    body: twoFactorCodeSchema,
    success: { status: 200, description: '`{ success: true }`.' },
  },
  {
    operationId: 'renewRecoveryCodes',
    method: 'POST',
    path: '/me/two-factor/recovery-codes',
    summary:
      'Renew one’s own recovery codes, proved by a current code of the app: the old ones stop working and ten new ones are answered this once (stored hashed). 400 with field `code` when the code is wrong or used.',
    tag: 'Staff and sessions',
    access: 'any member of staff with two-step sign-in',
    body: twoFactorCodeSchema,
    success: { status: 200, description: '`{ recoveryCodes: string[] }` (ten, shown once).' },
  },
  {
    operationId: 'listStaff',
    method: 'GET',
    path: '/staff',
    summary: 'List the members of staff (those whose sites are all the caller’s).',
    tag: 'Staff and sessions',
    access: 'owners',
    query: pageQuerySchema,
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
  },
  {
    operationId: 'createStaff',
    method: 'POST',
    path: '/staff',
    summary:
      'Add a member of staff (sites left out: the caller’s own; only sites the caller has, all sites only by staff of all sites; a password of 12+ characters, none of the common ones).',
    tag: 'Staff and sessions',
    access: 'owners',
    body: newStaffRequestSchema,
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
    summary:
      "Change a member's role, sites or password (a new role or password ends their sessions; 403 beyond the caller's sites, for one's own sites or role widened, or another owner's password set by an owner of chosen sites; 409 for the last owner of all sites).",
    tag: 'Staff and sessions',
    access: 'owners',
    pathParameters: { id: 'The member of staff.' },
    body: staffChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The member as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'removeStaff',
    method: 'DELETE',
    path: '/staff/{id}',
    summary:
      'Remove a member of staff (disabled, sessions ended; not yourself, not the last owner of all sites, only within your sites).',
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
    summary:
      'The audit log of every admin write, sign-in and sign-out, newest first (staff of chosen sites: their sites’ rows only).',
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
    success: {
      status: 200,
      description:
        '`{ culture, items: [{ alias, value }], missing: [alias], fallbackCulture, untranslated: [{ alias, fallback }] }`: ' +
        "`untranslated` are the keys without a text in the culture, with the fallback culture's text the dictionary API serves instead.",
    },
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
    operationId: 'listCategories',
    method: 'GET',
    path: '/sites/{storeId}/categories',
    summary: "A site's category tree: each node with its children, in their order.",
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    success: { status: 200, description: '`{ items }`: the root nodes, each with `children`.' },
    failures: [404],
  },
  {
    operationId: 'createCategory',
    method: 'POST',
    path: '/sites/{storeId}/categories',
    summary:
      "Add a category (under parentId, default the site's root); its key (the path products point at) never changes.",
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    body: newCategorySchema,
    success: { status: 201, description: 'The category.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'getCategory',
    method: 'GET',
    path: '/sites/{storeId}/categories/{id}',
    summary: 'One category.',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, id: 'The category.' },
    success: { status: 200, description: 'The category.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeCategory',
    method: 'PATCH',
    path: '/sites/{storeId}/categories/{id}',
    summary:
      'Rename a category, change its address or place, or move it under another parent (not under itself).',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, id: 'The category.' },
    body: categoryChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The category as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'deleteCategory',
    method: 'DELETE',
    path: '/sites/{storeId}/categories/{id}',
    summary: 'Delete an empty category (409: the root, or one with categories or products under it).',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, id: 'The category.' },
    success: { status: 204, description: 'Deleted.' },
    failures: [404, 409],
  },
  {
    operationId: 'listProducts',
    method: 'GET',
    path: '/sites/{storeId}/products',
    summary: "The club's products: by name, handle or SKU, by category (and below), or low in stock.",
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    query: productListQuerySchema,
    success: { status: 200, description: page },
    failures: [404],
  },
  {
    operationId: 'createProduct',
    method: 'POST',
    path: '/sites/{storeId}/products',
    summary: 'Add a product, whole, in the JSON catalogue format (409: the handle or a SKU is taken).',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    body: productSchema,
    success: { status: 201, description: 'The product.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'getProduct',
    method: 'GET',
    path: '/sites/{storeId}/products/{handle}',
    summary: 'One product in the JSON catalogue format.',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    success: { status: 200, description: 'The product.', etag: true },
    failures: [404],
  },
  {
    operationId: 'replaceProduct',
    method: 'PUT',
    path: '/sites/{storeId}/products/{handle}',
    summary: 'Replace a product whole (its handle stays that of the address; 409: a SKU is taken).',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    body: productSchema,
    ifMatch: true,
    success: { status: 200, description: 'The product as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'deleteProduct',
    method: 'DELETE',
    path: '/sites/{storeId}/products/{handle}',
    summary: 'Refused (405): orders point at products; set listed to false to hide one.',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    failures: [404, 405],
  },
  {
    operationId: 'listAddOns',
    method: 'GET',
    path: '/sites/{storeId}/add-ons',
    summary: "The club's shirt personalisation add-ons (Personal: a name; Player: from the squad list).",
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    success: { status: 200, description: '`{ items }`: each `{ id, type, name, prices, players }`.' },
    failures: [404],
  },
  {
    operationId: 'createAddOn',
    method: 'POST',
    path: '/sites/{storeId}/add-ons',
    summary: 'Add an add-on: its names per culture, prices per currency and (Player) squad.',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    body: addOnSchema,
    success: { status: 201, description: 'The add-on.', etag: true },
    failures: [404],
  },
  {
    operationId: 'getAddOn',
    method: 'GET',
    path: '/sites/{storeId}/add-ons/{id}',
    summary: 'One add-on.',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, id: 'The add-on.' },
    success: { status: 200, description: 'The add-on.', etag: true },
    failures: [404],
  },
  {
    operationId: 'replaceAddOn',
    method: 'PUT',
    path: '/sites/{storeId}/add-ons/{id}',
    summary: 'Replace an add-on whole.',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, id: 'The add-on.' },
    body: addOnSchema,
    ifMatch: true,
    success: { status: 200, description: 'The add-on as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'getProductAddOns',
    method: 'GET',
    path: '/sites/{storeId}/products/{handle}/add-ons',
    summary: 'The add-ons a product offers.',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    success: { status: 200, description: '`{ addOnIds }`.', etag: true },
    failures: [404],
  },
  {
    operationId: 'setProductAddOns',
    method: 'PUT',
    path: '/sites/{storeId}/products/{handle}/add-ons',
    summary: 'Set the add-ons a product offers (add-ons of the club; baskets holding a kept one keep it).',
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    body: productAddOnsSchema,
    ifMatch: true,
    success: { status: 200, description: '`{ addOnIds }` as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'importCatalogue',
    method: 'POST',
    path: '/sites/{storeId}/import/catalogue',
    summary:
      "Import a catalogue file (Shopify's product CSV or our JSON), upserting by handle and SKU; ?dryRun=true writes nothing. The same code as `clubshop import catalogue`.",
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    query: catalogueImportQuerySchema,
    file: {
      contentTypes: ['text/csv', 'application/json'],
      description: 'The file itself, at most IMPORT_MAX_BYTES (32 MiB by default).',
    },
    success: {
      status: 200,
      description:
        'The report: rows read, products created, changed and unchanged, `written`, and `pictures` (fetched, reused from an earlier import, to fetch in a dry run, and `notFetched`: each picture that could not be had, with its line, address and reason).',
    },
    failures: [404, 413, 422],
  },
  {
    operationId: 'exportCatalogue',
    method: 'GET',
    path: '/sites/{storeId}/export/catalogue',
    summary:
      "The site's catalogue as Shopify's product CSV (default) or our JSON, as `clubshop export catalogue` writes it.",
    tag: 'Catalogue',
    access: catalogue,
    pathParameters: storeId,
    query: catalogueExportQuerySchema,
    success: { status: 200, description: 'The file (CSV or JSON, as an attachment).', csv: true },
    failures: [404],
  },
  ...siteDataKinds.flatMap((kind): AdminOperation[] => {
    const name = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
    const access = kind === 'dictionary' ? 'owners and editors of all sites' : catalogue;
    return [
      {
        operationId: `import${name}`,
        method: 'POST',
        path: `/sites/{storeId}/import/${kind}`,
        summary: `Import the site's ${kind} file (JSON, as \`clubshop export ${kind}\` writes it); ?dryRun=true writes nothing, a bad entry answers 422 naming it and nothing is written.`,
        tag: 'Content and dictionary',
        access,
        pathParameters: storeId,
        query: siteDataImportQuerySchema,
        file: { contentTypes: ['application/json'], description: `The ${kind} file.` },
        success: { status: 200, description: 'The report: entries, changed, unchanged, `written`.' },
        failures: [404, 422],
      },
      {
        operationId: `export${name}`,
        method: 'GET',
        path: `/sites/{storeId}/export/${kind}`,
        summary: `The site's ${kind} as a JSON file, as \`clubshop export ${kind}\` writes it.`,
        tag: 'Content and dictionary',
        access: kind === 'dictionary' ? 'owners and editors' : catalogue,
        pathParameters: storeId,
        success: { status: 200, description: 'The file (JSON, as an attachment).' },
        failures: [404],
      },
    ];
  }),
  {
    operationId: 'uploadMedia',
    method: 'POST',
    path: '/sites/{storeId}/media',
    summary:
      'Upload an image (multipart/form-data, field file); a product lists its src in images (PUT …/products/{handle}).',
    tag: 'Media',
    access: catalogue,
    pathParameters: storeId,
    upload: {
      field: 'file',
      contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
      description:
        'One JPEG, PNG or WebP image (judged by its content, not its name) of at most IMAGE_UPLOAD_MAX_BYTES.',
    },
    success: {
      status: 201,
      description: '`{ id, src, contentType, bytes, width, height, focalTop, focalLeft, createdAt }`.',
      etag: true,
    },
    failures: [404, 413, 415],
  },
  {
    operationId: 'listMedia',
    method: 'GET',
    path: '/sites/{storeId}/media',
    summary: "The club's uploaded images, newest first.",
    tag: 'Media',
    access: catalogue,
    pathParameters: storeId,
    query: pageQuerySchema,
    success: { status: 200, description: page },
    failures: [404],
  },
  {
    operationId: 'getMedia',
    method: 'GET',
    path: '/sites/{storeId}/media/{id}',
    summary: 'One uploaded image.',
    tag: 'Media',
    access: catalogue,
    pathParameters: { ...storeId, id: 'The image (the last part of its src).' },
    success: { status: 200, description: 'The image.', etag: true },
    failures: [404],
  },
  {
    operationId: 'setMediaFocalPoint',
    method: 'PATCH',
    path: '/sites/{storeId}/media/{id}',
    summary: "Set an image's focal point (what its crops keep).",
    tag: 'Media',
    access: catalogue,
    pathParameters: { ...storeId, id: 'The image (the last part of its src).' },
    body: focalSchema,
    ifMatch: true,
    success: { status: 200, description: 'The image as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'listVouchers',
    method: 'GET',
    path: '/vouchers',
    summary: 'Voucher codes, by code.',
    tag: 'Vouchers and shipping',
    access: sharedRead,
    query: voucherListQuerySchema,
    success: { status: 200, description: page },
  },
  {
    operationId: 'createVoucher',
    method: 'POST',
    path: '/vouchers',
    summary: 'Add a voucher code (percentage, fixed amounts per currency, or free shipping).',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    body: voucherSchema,
    success: { status: 201, description: 'The voucher.', etag: true },
    failures: [409],
  },
  {
    operationId: 'getVoucher',
    method: 'GET',
    path: '/vouchers/{code}',
    summary: 'One voucher code.',
    tag: 'Vouchers and shipping',
    access: sharedRead,
    pathParameters: { code: 'The code (any case).' },
    success: { status: 200, description: 'The voucher, with its redemption count.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeVoucher',
    method: 'PATCH',
    path: '/vouchers/{code}',
    summary: 'Change a voucher code (its fields must still agree with its kind).',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    pathParameters: { code: 'The code (any case).' },
    body: voucherChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The voucher as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'listShippingMethods',
    method: 'GET',
    path: '/shipping-methods',
    summary: 'Shipping methods, by destination country and place.',
    tag: 'Vouchers and shipping',
    access: sharedRead,
    query: shippingListQuerySchema,
    success: { status: 200, description: page },
  },
  {
    operationId: 'createShippingMethod',
    method: 'POST',
    path: '/shipping-methods',
    summary: 'Add a shipping method (country, or * for every other country).',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    body: newMethodSchema,
    success: { status: 201, description: 'The shipping method.', etag: true },
  },
  {
    operationId: 'getShippingMethod',
    method: 'GET',
    path: '/shipping-methods/{id}',
    summary: 'One shipping method.',
    tag: 'Vouchers and shipping',
    access: sharedRead,
    pathParameters: { id: 'The shipping method.' },
    success: { status: 200, description: 'The shipping method.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeShippingMethod',
    method: 'PATCH',
    path: '/shipping-methods/{id}',
    summary: 'Change a shipping method.',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    pathParameters: { id: 'The shipping method.' },
    body: methodChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The shipping method as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'deleteShippingMethod',
    method: 'DELETE',
    path: '/shipping-methods/{id}',
    summary: 'Delete a shipping method (orders keep their copy; baskets that chose it choose again).',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    pathParameters: { id: 'The shipping method.' },
    success: { status: 204, description: 'Deleted.' },
    failures: [404],
  },
  {
    operationId: 'listDropPoints',
    method: 'GET',
    path: '/shipping-methods/{id}/drop-points',
    summary: "A shipping method's stored drop points, by country, zip code and name.",
    tag: 'Vouchers and shipping',
    access: sharedRead,
    pathParameters: { id: 'The shipping method.' },
    query: pageQuerySchema,
    success: { status: 200, description: page },
    failures: [404],
  },
  {
    operationId: 'createDropPoint',
    method: 'POST',
    path: '/shipping-methods/{id}/drop-points',
    summary: 'Add a drop point (parcel shop, locker) to a shipping method.',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    pathParameters: { id: 'The shipping method.' },
    body: dropPointSchema,
    success: { status: 201, description: 'The drop point.', etag: true },
    failures: [404],
  },
  {
    operationId: 'importDropPoints',
    method: 'PUT',
    path: '/shipping-methods/{id}/drop-points',
    summary: "Replace a shipping method's drop points with a JSON list (all or nothing).",
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    pathParameters: { id: 'The shipping method.' },
    body: dropPointImportSchema,
    success: { status: 200, description: 'How many points were removed and imported.' },
    failures: [404, 409],
  },
  {
    operationId: 'getDropPoint',
    method: 'GET',
    path: '/shipping-methods/{id}/drop-points/{pointId}',
    summary: 'One drop point.',
    tag: 'Vouchers and shipping',
    access: sharedRead,
    pathParameters: { id: 'The shipping method.', pointId: 'The drop point.' },
    success: { status: 200, description: 'The drop point.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeDropPoint',
    method: 'PATCH',
    path: '/shipping-methods/{id}/drop-points/{pointId}',
    summary: 'Change a drop point.',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    pathParameters: { id: 'The shipping method.', pointId: 'The drop point.' },
    body: dropPointChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The drop point as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'deleteDropPoint',
    method: 'DELETE',
    path: '/shipping-methods/{id}/drop-points/{pointId}',
    summary: 'Remove a drop point.',
    tag: 'Vouchers and shipping',
    access: sharedWrite,
    pathParameters: { id: 'The shipping method.', pointId: 'The drop point.' },
    success: { status: 204, description: 'Removed.' },
    failures: [404],
  },
  {
    operationId: 'listOrders',
    method: 'GET',
    path: '/orders',
    summary:
      'Orders, newest first: of one site (storeId) or every site the member works on; q finds any part of a number, e-mail or name; from/to are days (UTC); format=csv exports all of them.',
    tag: 'Orders and inbox',
    access: 'owners and fulfilment',
    query: orderListQuerySchema,
    success: {
      status: 200,
      description: 'A page: `{ items, page, pageSize, total }`, or `text/csv` with format=csv.',
      csv: true,
    },
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
    operationId: 'changeOrderStatus',
    method: 'POST',
    path: '/orders/{id}/status',
    summary:
      'Move an order to another status (409 order.illegal-status-change for a move the lifecycle refuses).',
    tag: 'Orders and inbox',
    access: 'owners and fulfilment of its site',
    pathParameters: { id: 'The order.' },
    body: statusChangeSchema,
    ifMatch: true,
    success: { status: 200, description: 'The order as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'refundOrder',
    method: 'POST',
    path: '/orders/{id}/refunds',
    summary: 'Refund all that is left of an order, or part of it (409: more than is left, or a key reused).',
    tag: 'Orders and inbox',
    access: 'owners and fulfilment of its site',
    pathParameters: { id: 'The order.' },
    body: refundSchema,
    idempotencyKey: true,
    success: { status: 201, description: 'The refund (the same one again for the same Idempotency-Key).' },
    failures: [404, 409],
  },
  {
    operationId: 'shipOrder',
    method: 'POST',
    path: '/orders/{id}/shipments',
    summary:
      'Ship (part of) an order with a carrier and tracking number; the shopper is mailed the tracking link (409: not shippable, nothing left, more than is left, or a key reused).',
    tag: 'Orders and inbox',
    access: 'owners and fulfilment of its site',
    pathParameters: { id: 'The order.' },
    body: shipmentSchema,
    idempotencyKey: true,
    success: { status: 201, description: 'The shipment (the same one again for the same Idempotency-Key).' },
    failures: [404, 409],
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
  {
    operationId: 'getDashboard',
    method: 'GET',
    path: '/dashboard',
    summary:
      "Today's orders and revenue and the sizes low in stock, per site (one with site, else all of the member's).",
    tag: 'Dashboard',
    access: 'any member of staff (site: one of theirs)',
    query: dashboardQuerySchema,
    success: { status: 200, description: '`{ sites }`: the figures of each site.' },
  },
  {
    operationId: 'getStripeSettings',
    method: 'GET',
    path: '/sites/{storeId}/payments/stripe',
    summary:
      "Whether a site's Stripe keys are set (their last four characters, never the keys) and its webhook URL.",
    tag: 'Payments',
    access: 'owners of the site',
    pathParameters: storeId,
    success: {
      status: 200,
      description:
        '`{ storeId, configured, secretKey, webhookSecret, updatedAt, webhookUrl }` (keys masked).',
    },
    failures: [404],
  },
  {
    operationId: 'setStripeSettings',
    method: 'PUT',
    path: '/sites/{storeId}/payments/stripe',
    summary:
      "Set a site's Stripe secret key and webhook signing secret, both together (audited without them).",
    tag: 'Payments',
    access: 'owners of the site',
    pathParameters: storeId,
    body: stripeKeysSchema,
    success: { status: 200, description: 'What may be shown of the keys, as after GET.' },
    failures: [404],
  },
];
