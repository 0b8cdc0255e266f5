/**
 * What each admin route is, in words, by its operationId: summary, tag, path parameters, the
 * upload or file it takes, its success and failures. Method, path, who may call it and the
 * query and body schemas are declared on the route itself (`admin-route.ts`, decision 0085); the
 * admin OpenAPI document joins both (`admin-openapi-document.ts`), and
 * `test/admin-openapi.test.ts` fails when a declared route has no texts here or texts name no
 * declared route.
 */
import { siteDataKinds } from '../../content-io/site-data-io.ts';

/** The words of one route of the admin API. */
export interface AdminOperationText {
  operationId: string;
  summary: string;
  tag:
    | 'Staff and sessions'
    | 'Sites and settings'
    | 'Content and dictionary'
    | 'Catalogue'
    | 'Media'
    | 'Vouchers and shipping'
    | 'Orders and inbox'
    | 'Customers'
    | 'Payments'
    | 'Dashboard';
  /** Path parameters with what they are. */
  pathParameters?: Record<string, string>;
  /** A `multipart/form-data` body instead: one file in `field`, of one of `contentTypes`. */
  upload?: { field: string; contentTypes: string[]; description: string };
  /** A file as the whole body instead (one of `contentTypes`, e.g. a catalogue's CSV or JSON). */
  file?: { contentTypes: string[]; description: string };
  /** The success status and what it answers (none: a route that always refuses, with 405). */
  success?: { status: 200 | 201 | 204; description: string; etag?: boolean; csv?: boolean };
  /** Failure statuses beyond 400, 401 and 403 every route may answer (412 and 428 come with ifMatch). */
  failures?: Array<404 | 405 | 409 | 413 | 415 | 422 | 429>;
}

const storeId = { storeId: 'The site (StoreId) the route works on; staff of other sites get 403.' };
const page = 'A page: `{ items, page, pageSize, total }`.';

/** The admin API's routes, in the document's order. */
export const adminOperationTexts: readonly AdminOperationText[] = [
  {
    operationId: 'getAdminOpenApi',
    summary: 'This document.',
    tag: 'Staff and sessions',
    success: { status: 200, description: 'The admin API as OpenAPI 3.1.' },
  },
  {
    operationId: 'staffToken',
    summary:
      'Log in (grant_type password) or renew the session (grant_type refresh_token). A member with two-step sign-in gets no tokens for the password: 401 with `error: "mfa_required"` (code `Api.Error.MfaRequired`), an `mfa_token` and `mfa_expires_in` (300 s); the second step is grant_type mfa with that `mfa_token` and `code` (the 6 digits of the authenticator app, RFC 6238, each usable once, or one of the recovery codes, each usable once). A wrong code is 401 `Api.Error.MfaCodeInvalid` (the mfa_token stays valid until it expires); an expired mfa_token is 401 `Api.Error.MfaTokenInvalid` (log in again); too many codes, 429.',
    tag: 'Staff and sessions',
    success: { status: 200, description: 'The staff access and refresh tokens.' },
    failures: [429],
  },
  {
    operationId: 'staffLogout',
    summary: 'End the session of the refresh token.',
    tag: 'Staff and sessions',
    success: { status: 200, description: '`{ success: true }`.' },
  },
  {
    operationId: 'getMe',
    summary:
      'Who the token belongs to: id, e-mail, role, sites, the areas the role works in and two-step sign-in.',
    tag: 'Staff and sessions',
    success: {
      status: 200,
      description:
        '`{ id, email, role, sites, areas, twoFactor: { enabled, required, recoveryCodesLeft } }` (`sites`: "all" or store ids; `areas`: the areas of the admin API the role works in, from the permission table of `@clubshop/api-sdk/admin`). An owner without two-step sign-in (`required` and not `enabled`) gets 403 `Api.Error.TwoFactorSetupRequired` on every route but this one, the two below and logout.',
    },
  },
  {
    operationId: 'startTwoFactorSetup',
    summary:
      'Start setting up two-step sign-in for oneself: a new TOTP secret (SHA-1, 6 digits, 30 s), answered this once as text and as an `otpauth://` URI for the authenticator app; stored encrypted and never answered again. Starting again replaces an unconfirmed secret.',
    tag: 'Staff and sessions',
    success: { status: 200, description: '`{ secret, otpauthUri }`.' },
    failures: [409],
  },
  {
    operationId: 'confirmTwoFactorSetup',
    summary:
      'Confirm the setup with a first code of the app: two-step sign-in is on from now, and ten one-time recovery codes are answered this once (stored hashed). 400 with field `code` when the code is wrong or no setup was started. Lost phone and codes: `clubshop staff reset-2fa --email <e-mail>`.',
    tag: 'Staff and sessions',
    success: { status: 200, description: '`{ recoveryCodes: string[] }` (ten, shown once).' },
  },
  {
    operationId: 'turnOffTwoFactor',
    summary:
      'Turn off one’s own two-step sign-in, proved by a current code of the app (spent like a sign-in’s); the recovery codes go with it. 400 with field `code` when the code is wrong or used; 403 for an owner where the shop requires it.',
    tag: 'Staff and sessions',
    success: { status: 200, description: '`{ success: true }`.' },
  },
  {
    operationId: 'renewRecoveryCodes',
    summary:
      'Renew one’s own recovery codes, proved by a current code of the app: the old ones stop working and ten new ones are answered this once (stored hashed). 400 with field `code` when the code is wrong or used.',
    tag: 'Staff and sessions',
    success: { status: 200, description: '`{ recoveryCodes: string[] }` (ten, shown once).' },
  },
  {
    operationId: 'listStaff',
    summary: 'List the members of staff (those whose sites are all the caller’s).',
    tag: 'Staff and sessions',
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
  },
  {
    operationId: 'createStaff',
    summary:
      'Add a member of staff (sites left out: the caller’s own; only sites the caller has, all sites only by staff of all sites; a password of 12+ characters, none of the common ones).',
    tag: 'Staff and sessions',
    success: { status: 201, description: 'The member (never a password hash).', etag: true },
    failures: [409],
  },
  {
    operationId: 'getStaff',
    summary: 'One member of staff.',
    tag: 'Staff and sessions',
    pathParameters: { id: 'The member of staff.' },
    success: { status: 200, description: 'The member.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeStaff',
    summary:
      "Change a member's role, sites or password (a new role or password ends their sessions; 403 beyond the caller's sites, for one's own sites or role widened, or another owner's password set by an owner of chosen sites; 409 for the last owner of all sites).",
    tag: 'Staff and sessions',
    pathParameters: { id: 'The member of staff.' },
    success: { status: 200, description: 'The member as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'removeStaff',
    summary:
      'Remove a member of staff (disabled, sessions ended; not yourself, not the last owner of all sites, only within your sites).',
    tag: 'Staff and sessions',
    pathParameters: { id: 'The member of staff.' },
    success: { status: 204, description: 'Removed.' },
    failures: [404, 409],
  },
  {
    operationId: 'listAudit',
    summary:
      'The audit log of every admin write, sign-in and sign-out, newest first (staff of chosen sites: their sites’ rows only).',
    tag: 'Staff and sessions',
    success: {
      status: 200,
      description: '`{ items, next }`: `next` is the `before` of the next page, or null.',
    },
  },
  {
    operationId: 'listSites',
    summary: 'The sites the member works on.',
    tag: 'Sites and settings',
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
  },
  {
    operationId: 'createSite',
    summary: "Add a site: to an existing club (clubId) or a new club's first (name).",
    tag: 'Sites and settings',
    success: { status: 201, description: 'The site.' },
    failures: [409],
  },
  {
    operationId: 'getSiteSettings',
    summary: "A site's settings document.",
    tag: 'Sites and settings',
    pathParameters: storeId,
    success: { status: 200, description: 'The settings document.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeSiteSettings',
    summary: "Replace parts of a site's settings (each part whole).",
    tag: 'Sites and settings',
    pathParameters: storeId,
    success: { status: 200, description: 'The settings document as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'listPages',
    summary: "A site's content pages.",
    tag: 'Content and dictionary',
    pathParameters: storeId,
    success: { status: 200, description: 'A page: `{ items, page, pageSize, total }`.' },
    failures: [404],
  },
  {
    operationId: 'createPage',
    summary: 'Add a content page (rich text sanitised on write).',
    tag: 'Content and dictionary',
    pathParameters: storeId,
    success: { status: 201, description: 'The page.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'getPage',
    summary: 'One content page.',
    tag: 'Content and dictionary',
    pathParameters: { ...storeId, id: 'The page.' },
    success: { status: 200, description: 'The page.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changePage',
    summary: 'Change a content page.',
    tag: 'Content and dictionary',
    pathParameters: { ...storeId, id: 'The page.' },
    success: { status: 200, description: 'The page as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'deletePage',
    summary: 'Delete a content page.',
    tag: 'Content and dictionary',
    pathParameters: { ...storeId, id: 'The page.' },
    success: { status: 204, description: 'Deleted.' },
    failures: [404],
  },
  {
    operationId: 'getDictionary',
    summary: "A culture's dictionary, and the keys it lacks that another culture has.",
    tag: 'Content and dictionary',
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
    summary: "Set one key's text in a culture (every club shares the dictionary).",
    tag: 'Content and dictionary',
    pathParameters: { culture: 'A two-letter culture (en, de, da).', alias: 'The key (Consent.Settings).' },
    success: { status: 200, description: '`{ culture, alias, value }`.' },
  },
  {
    operationId: 'listCategories',
    summary: "A site's category tree: each node with its children, in their order.",
    tag: 'Catalogue',
    pathParameters: storeId,
    success: { status: 200, description: '`{ items }`: the root nodes, each with `children`.' },
    failures: [404],
  },
  {
    operationId: 'createCategory',
    summary:
      "Add a category (under parentId, default the site's root); its key (the path products point at) never changes.",
    tag: 'Catalogue',
    pathParameters: storeId,
    success: { status: 201, description: 'The category.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'getCategory',
    summary: 'One category.',
    tag: 'Catalogue',
    pathParameters: { ...storeId, id: 'The category.' },
    success: { status: 200, description: 'The category.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeCategory',
    summary:
      'Rename a category, change its address or place, or move it under another parent (not under itself).',
    tag: 'Catalogue',
    pathParameters: { ...storeId, id: 'The category.' },
    success: { status: 200, description: 'The category as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'deleteCategory',
    summary: 'Delete an empty category (409: the root, or one with categories or products under it).',
    tag: 'Catalogue',
    pathParameters: { ...storeId, id: 'The category.' },
    success: { status: 204, description: 'Deleted.' },
    failures: [404, 409],
  },
  {
    operationId: 'listProducts',
    summary: "The club's products: by name, handle or SKU, by category (and below), or low in stock.",
    tag: 'Catalogue',
    pathParameters: storeId,
    success: { status: 200, description: page },
    failures: [404],
  },
  {
    operationId: 'bulkEditProducts',
    summary:
      "Set the price, sale price (null: off sale) and stock of every colour and size in the site's currency, and the status (active, draft, archived), of up to 200 of the club's products at once (decision 0116): all or nothing, audited per product; a 400 names the product (`productIds.<n>`) or the change (`discount`, with the product's id in `params.productId`) in error and nothing is written. Only the products that changed are written and purged.",
    tag: 'Catalogue',
    pathParameters: storeId,
    success: {
      status: 200,
      description:
        '`{ products: [{ id, handle, changed }], changed }`: each product of the selection, in its order.',
    },
    failures: [404],
  },
  {
    operationId: 'createProduct',
    summary: 'Add a product, whole, in the JSON catalogue format (409: the handle or a SKU is taken).',
    tag: 'Catalogue',
    pathParameters: storeId,
    success: { status: 201, description: 'The product.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'getProduct',
    summary: 'One product in the JSON catalogue format.',
    tag: 'Catalogue',
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    success: { status: 200, description: 'The product.', etag: true },
    failures: [404],
  },
  {
    operationId: 'replaceProduct',
    summary: 'Replace a product whole (its handle stays that of the address; 409: a SKU is taken).',
    tag: 'Catalogue',
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    success: { status: 200, description: 'The product as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'removeProductColour',
    summary:
      "Remove a colour (with its sizes and prices) from a product; a colour is added by replacing the product whole. 409 `Admin.Error.InUse`: an order or basket line names one of its sizes (set the stock to 0 or archive the product instead); 409 `Admin.Error.LastOne`: the product's last colour.",
    tag: 'Catalogue',
    pathParameters: {
      ...storeId,
      handle: 'The product (its handle).',
      variant: "The colour's place in the product's `variants` (0 = the first), as of the ETag sent.",
    },
    success: { status: 200, description: 'The product as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'removeProductSize',
    summary:
      "Remove a size (by SKU) from a product's colour; a size is added by replacing the product whole. 409 `Admin.Error.InUse`: an order or basket line names it; 409 `Admin.Error.LastOne`: the colour's last size (remove the colour).",
    tag: 'Catalogue',
    pathParameters: { ...storeId, handle: 'The product (its handle).', sku: 'The SKU of the size.' },
    success: { status: 200, description: 'The product as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'deleteProduct',
    summary:
      'Refused (405): orders point at products; set its status to archived (or listed to false) to take one off sale.',
    tag: 'Catalogue',
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    failures: [404, 405],
  },
  {
    operationId: 'listAddOns',
    summary: "The club's shirt personalisation add-ons (Personal: a name; Player: from the squad list).",
    tag: 'Catalogue',
    pathParameters: storeId,
    success: { status: 200, description: '`{ items }`: each `{ id, type, name, prices, players }`.' },
    failures: [404],
  },
  {
    operationId: 'createAddOn',
    summary: 'Add an add-on: its names per culture, prices per currency and (Player) squad.',
    tag: 'Catalogue',
    pathParameters: storeId,
    success: { status: 201, description: 'The add-on.', etag: true },
    failures: [404],
  },
  {
    operationId: 'getAddOn',
    summary: 'One add-on.',
    tag: 'Catalogue',
    pathParameters: { ...storeId, id: 'The add-on.' },
    success: { status: 200, description: 'The add-on.', etag: true },
    failures: [404],
  },
  {
    operationId: 'replaceAddOn',
    summary: 'Replace an add-on whole.',
    tag: 'Catalogue',
    pathParameters: { ...storeId, id: 'The add-on.' },
    success: { status: 200, description: 'The add-on as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'getProductAddOns',
    summary: 'The add-ons a product offers.',
    tag: 'Catalogue',
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    success: { status: 200, description: '`{ addOnIds }`.', etag: true },
    failures: [404],
  },
  {
    operationId: 'setProductAddOns',
    summary: 'Set the add-ons a product offers (add-ons of the club; baskets holding a kept one keep it).',
    tag: 'Catalogue',
    pathParameters: { ...storeId, handle: 'The product (its handle).' },
    success: { status: 200, description: '`{ addOnIds }` as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'importCatalogue',
    summary:
      "Import a catalogue file (Shopify's product CSV or our JSON), upserting by handle and SKU; ?dryRun=true writes nothing. The same code as `clubshop import catalogue`.",
    tag: 'Catalogue',
    pathParameters: storeId,
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
    operationId: 'importTranslations',
    summary:
      "Import Shopify's translations CSV (Translate & Adapt's export) in the site's culture: each product's title, body_html (sanitised), meta_title and meta_description, found by its handle; ?dryRun=true writes nothing. The same code as `clubshop import translations`.",
    tag: 'Catalogue',
    pathParameters: storeId,
    file: {
      contentTypes: ['text/csv'],
      description: 'The file itself, at most IMPORT_MAX_BYTES (32 MiB by default).',
    },
    success: {
      status: 200,
      description:
        'The report: the culture, products translated, changed and unchanged, rows skipped (other resources and fields, empty translations), `written`.',
    },
    failures: [404, 413, 422],
  },
  {
    operationId: 'exportCatalogue',
    summary:
      "The site's catalogue as Shopify's product CSV (default) or our JSON, as `clubshop export catalogue` writes it.",
    tag: 'Catalogue',
    pathParameters: storeId,
    success: { status: 200, description: 'The file (CSV or JSON, as an attachment).', csv: true },
    failures: [404],
  },
  ...siteDataKinds.flatMap((kind): AdminOperationText[] => {
    const name = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
    return [
      {
        operationId: `import${name}`,
        summary: `Import the site's ${kind} file (JSON, as \`clubshop export ${kind}\` writes it); ?dryRun=true writes nothing, a bad entry answers 422 naming it and nothing is written.`,
        tag: 'Content and dictionary',
        pathParameters: storeId,
        file: { contentTypes: ['application/json'], description: `The ${kind} file.` },
        success: { status: 200, description: 'The report: entries, changed, unchanged, `written`.' },
        failures: [404, 422],
      },
      {
        operationId: `export${name}`,
        summary: `The site's ${kind} as a JSON file, as \`clubshop export ${kind}\` writes it.`,
        tag: 'Content and dictionary',
        pathParameters: storeId,
        success: { status: 200, description: 'The file (JSON, as an attachment).' },
        failures: [404],
      },
    ];
  }),
  {
    operationId: 'uploadMedia',
    summary:
      'Upload an image (multipart/form-data, field file); a product lists its src in images (PUT …/products/{handle}).',
    tag: 'Media',
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
    summary: "The club's uploaded images, newest first.",
    tag: 'Media',
    pathParameters: storeId,
    success: { status: 200, description: page },
    failures: [404],
  },
  {
    operationId: 'getMedia',
    summary: 'One uploaded image.',
    tag: 'Media',
    pathParameters: { ...storeId, id: 'The image (the last part of its src).' },
    success: { status: 200, description: 'The image.', etag: true },
    failures: [404],
  },
  {
    operationId: 'setMediaFocalPoint',
    summary: "Set an image's focal point (what its crops keep).",
    tag: 'Media',
    pathParameters: { ...storeId, id: 'The image (the last part of its src).' },
    success: { status: 200, description: 'The image as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'listVouchers',
    summary: 'Voucher codes, by code.',
    tag: 'Vouchers and shipping',
    success: { status: 200, description: page },
  },
  {
    operationId: 'createVoucher',
    summary: 'Add a voucher code (percentage, fixed amounts per currency, or free shipping).',
    tag: 'Vouchers and shipping',
    success: { status: 201, description: 'The voucher.', etag: true },
    failures: [409],
  },
  {
    operationId: 'getVoucher',
    summary: 'One voucher code.',
    tag: 'Vouchers and shipping',
    pathParameters: { code: 'The code (any case).' },
    success: { status: 200, description: 'The voucher, with its redemption count.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeVoucher',
    summary: 'Change a voucher code (its fields must still agree with its kind).',
    tag: 'Vouchers and shipping',
    pathParameters: { code: 'The code (any case).' },
    success: { status: 200, description: 'The voucher as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'listShippingMethods',
    summary: 'Shipping methods, by destination country and place.',
    tag: 'Vouchers and shipping',
    success: { status: 200, description: page },
  },
  {
    operationId: 'createShippingMethod',
    summary: 'Add a shipping method (country, or * for every other country).',
    tag: 'Vouchers and shipping',
    success: { status: 201, description: 'The shipping method.', etag: true },
  },
  {
    operationId: 'getShippingMethod',
    summary: 'One shipping method.',
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.' },
    success: { status: 200, description: 'The shipping method.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeShippingMethod',
    summary: 'Change a shipping method.',
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.' },
    success: { status: 200, description: 'The shipping method as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'deleteShippingMethod',
    summary: 'Delete a shipping method (orders keep their copy; baskets that chose it choose again).',
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.' },
    success: { status: 204, description: 'Deleted.' },
    failures: [404],
  },
  {
    operationId: 'listDropPoints',
    summary: "A shipping method's stored drop points, by country, zip code and name.",
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.' },
    success: { status: 200, description: page },
    failures: [404],
  },
  {
    operationId: 'createDropPoint',
    summary: 'Add a drop point (parcel shop, locker) to a shipping method.',
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.' },
    success: { status: 201, description: 'The drop point.', etag: true },
    failures: [404],
  },
  {
    operationId: 'importDropPoints',
    summary: "Replace a shipping method's drop points with a JSON list (all or nothing).",
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.' },
    success: { status: 200, description: 'How many points were removed and imported.' },
    failures: [404, 409],
  },
  {
    operationId: 'getDropPoint',
    summary: 'One drop point.',
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.', pointId: 'The drop point.' },
    success: { status: 200, description: 'The drop point.', etag: true },
    failures: [404],
  },
  {
    operationId: 'changeDropPoint',
    summary: 'Change a drop point.',
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.', pointId: 'The drop point.' },
    success: { status: 200, description: 'The drop point as changed.', etag: true },
    failures: [404],
  },
  {
    operationId: 'deleteDropPoint',
    summary: 'Remove a drop point.',
    tag: 'Vouchers and shipping',
    pathParameters: { id: 'The shipping method.', pointId: 'The drop point.' },
    success: { status: 204, description: 'Removed.' },
    failures: [404],
  },
  {
    operationId: 'listOrders',
    summary:
      'Orders, newest first: of one site (storeId) or every site the member works on; q finds any part of a number, e-mail or name; from/to are days (UTC); format=csv exports all of them.',
    tag: 'Orders and inbox',
    success: {
      status: 200,
      description: 'A page: `{ items, page, pageSize, total }`, or `text/csv` with format=csv.',
      csv: true,
    },
  },
  {
    operationId: 'getOrder',
    summary: 'One order with its lines.',
    tag: 'Orders and inbox',
    pathParameters: { id: 'The order.' },
    success: { status: 200, description: 'The order as the receipt shows it, with storeId and status.' },
    failures: [404],
  },
  {
    operationId: 'changeOrderStatus',
    summary:
      'Move an order to another status (409 order.illegal-status-change for a move the lifecycle refuses).',
    tag: 'Orders and inbox',
    pathParameters: { id: 'The order.' },
    success: { status: 200, description: 'The order as changed.', etag: true },
    failures: [404, 409],
  },
  {
    operationId: 'refundOrder',
    summary: 'Refund all that is left of an order, or part of it (409: more than is left, or a key reused).',
    tag: 'Orders and inbox',
    pathParameters: { id: 'The order.' },
    success: { status: 201, description: 'The refund (the same one again for the same Idempotency-Key).' },
    failures: [404, 409],
  },
  {
    operationId: 'shipOrder',
    summary:
      'Ship (part of) an order with a carrier and tracking number; the shopper is mailed the tracking link (409: not shippable, nothing left, more than is left, or a key reused).',
    tag: 'Orders and inbox',
    pathParameters: { id: 'The order.' },
    success: { status: 201, description: 'The shipment (the same one again for the same Idempotency-Key).' },
    failures: [404, 409],
  },
  {
    operationId: 'returnOrderLines',
    summary:
      'Record a return of lines of an order: they go back to stock and their amount is refunded (at most what is left), mailed to the shopper (400: no such line; 409: cancelled order, more than was bought, or a key reused).',
    tag: 'Orders and inbox',
    pathParameters: { id: 'The order.' },
    success: { status: 201, description: 'The return (the same one again for the same Idempotency-Key).' },
    failures: [404, 409],
  },
  {
    operationId: 'listContactMessages',
    summary: "A site's contact form messages, newest first (JSON pages, or all as CSV).",
    tag: 'Orders and inbox',
    pathParameters: storeId,
    success: { status: 200, description: 'A page, or `text/csv` with format=csv.', csv: true },
    failures: [404],
  },
  {
    operationId: 'listNewsletterSignups',
    summary: "A site's newsletter signups, newest first (JSON pages, or all as CSV).",
    tag: 'Orders and inbox',
    pathParameters: storeId,
    success: { status: 200, description: 'A page, or `text/csv` with format=csv.', csv: true },
    failures: [404],
  },
  {
    operationId: 'getDashboard',
    summary:
      "Today's orders and revenue, the sales and orders of the current day, week (from Monday) or month (period=day|week|month, UTC) per day with its top products by units sold, and the sizes low in stock, per site (one with site, else all of the member's).",
    tag: 'Dashboard',
    success: {
      status: 200,
      description:
        '`{ period: { kind, from, to }, sites }`: the figures of each site (`today`, `period: { orders, revenue, days, topProducts }`, `lowStock`).',
    },
  },
  {
    operationId: 'previewMail',
    summary:
      'A sample of a mail about an order (kind: order, shipped, refund, cancel, return) as the site sends it, in its culture or the one asked for; nothing is sent.',
    tag: 'Orders and inbox',
    pathParameters: storeId,
    success: { status: 200, description: '`{ kind, culture, subject, text, html }` of a made-up order.' },
    failures: [404],
  },
  {
    operationId: 'getStripeSettings',
    summary:
      "Whether a site's Stripe keys are set (their last four characters, never the keys) and its webhook URL.",
    tag: 'Payments',
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
    summary:
      "Set a site's Stripe secret key and webhook signing secret, both together (audited without them), stored encrypted (AES-256-GCM, decision 0115); 503 `Admin.Error.SecretsKeyMissing` and nothing stored when the API has no CLUBSHOP_SECRETS_KEY in production.",
    tag: 'Payments',
    pathParameters: storeId,
    success: { status: 200, description: 'What may be shown of the keys, as after GET.' },
    failures: [404],
  },
  {
    operationId: 'listVatRates',
    summary:
      "A site's VAT rates (decision 0105): the rate included in its prices for each destination country it has one for.",
    tag: 'Sites and settings',
    pathParameters: storeId,
    success: { status: 200, description: '`{ storeId, rates: [{ country, ratePercent }] }`, by country.' },
    failures: [404],
  },
  {
    operationId: 'setVatRate',
    summary:
      "Set a site's VAT rate for one destination country, `{ ratePercent }` from 0 to 50 with at most two decimals (audited). Placed orders keep the rate they recorded.",
    tag: 'Sites and settings',
    pathParameters: { ...storeId, country: 'The destination country, ISO 3166-1 alpha-2 (DK).' },
    success: { status: 200, description: 'Every rate of the site, as after GET.' },
    failures: [404],
  },
  {
    operationId: 'listCustomers',
    summary:
      "A site's customers (registered shopper accounts: registered there or with an order there; erased ones never), newest first, each with their orders on the site; q finds any part of an e-mail or name (`soren@` finds søren@…); format=csv exports all of them (UTF-8 with a byte order mark).",
    tag: 'Customers',
    pathParameters: storeId,
    success: {
      status: 200,
      description:
        'A page: `{ items: [{ id, email, firstName, lastName, name, phone, registeredOn, createdAt, emailConfirmed, orderCount, lastOrderAt }], page, pageSize, total }`, or `text/csv` with format=csv.',
      csv: true,
    },
    failures: [404],
  },
  {
    operationId: 'getCustomer',
    summary:
      'One customer of the site with their orders on it (number, date, status, total) and their addresses.',
    tag: 'Customers',
    pathParameters: { ...storeId, id: 'The customer (account id).' },
    success: {
      status: 200,
      description:
        'The summary of the list plus `street, zipCode, city, country`, `orders: [{ id, orderNumber, createdAt, status, currency, totalMinor, total }]` and `addresses: [{ source, name, street, zipCode, city, country, phone }]` (each once; source: profile, billing or shipping).',
    },
    failures: [404],
  },
  {
    operationId: 'exportCustomerData',
    summary:
      'Everything held about the person (GDPR access): the account (no password), their orders with lines on every site, newsletter signups, contact messages and the mails sent to them, as a JSON download. Only staff who work on every site the person appears on (else 403).',
    tag: 'Customers',
    pathParameters: { ...storeId, id: 'The customer (account id).' },
    success: {
      status: 200,
      description:
        '`{ exportedAt, account, sites, orders, newsletterSignups, contactMessages, mails }` (Content-Disposition: attachment).',
    },
    failures: [404],
  },
  {
    operationId: 'eraseCustomer',
    summary:
      'Erase the person (GDPR erasure, decision 0100), in one transaction, audited without personal data: the account is anonymised (e-mail, name, phone, address; the password unusable; sessions ended), their orders are kept for bookkeeping with their personal fields anonymised; their newsletter signups, contact messages and mails are deleted. Erasing again answers the same result. Only staff who work on every site the person appears on (else 403).',
    tag: 'Customers',
    pathParameters: { ...storeId, id: 'The customer (account id).' },
    success: { status: 200, description: '`{ id, erasedAt, ordersAnonymised }`.' },
    failures: [404],
  },
  {
    operationId: 'removeStripeSettings',
    summary:
      "Remove a site's own Stripe keys (it then pays with the environment's keys, if any); audited without them.",
    tag: 'Payments',
    pathParameters: storeId,
    success: {
      status: 200,
      description: 'What may be shown of the keys, as after GET (`configured: false`).',
    },
    failures: [404],
  },
];
