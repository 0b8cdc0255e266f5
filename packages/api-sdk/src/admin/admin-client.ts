import { NetworkError } from '../errors/network-error.ts';
import { adminHttpError, errorsOfBody } from './admin-errors.ts';
import type { StaffRole } from './admin-roles.ts';
import type {
  AdminAddOn,
  AdminCategory,
  AdminCategoryNode,
  AdminContentPage,
  AdminCustomer,
  AdminCustomerDataExport,
  AdminCustomerErasure,
  AdminCustomerRow,
  AdminDictionary,
  AdminDropPoint,
  AdminMedia,
  AdminOrder,
  AdminOrderRow,
  AdminPage,
  AdminProduct,
  AdminProductBulkEdit,
  AdminProductBulkEditResult,
  AdminProductInput,
  AdminProductRow,
  AdminRefund,
  AdminReturn,
  AdminShipment,
  AdminShippingMethod,
  AdminSite,
  AdminVoucher,
  AuditRow,
  CatalogueFileFormat,
  CatalogueImportReport,
  CategoryChangeInput,
  ContentPageInput,
  CustomerListQuery,
  Dashboard,
  DashboardPeriod,
  DropPointInput,
  FocalPointInput,
  MailPreview,
  NewCategoryInput,
  NewSiteInput,
  OrderListQuery,
  OrderStatus,
  PreviewMailKind,
  ProductAddOns,
  ProductListQuery,
  ReturnInput,
  ShipmentInput,
  ShippingMethodInput,
  SiteVatRates,
  StaffChangeInput,
  StaffMemberView,
  StaffSelf,
  StripeKeysInput,
  StripeSettingsView,
  TwoFactorSetup,
  Versioned,
  VoucherInput,
} from './admin-types.ts';

/** Options of {@link createAdminClient}. */
export interface AdminClientOptions {
  /**
   * Where the admin API is: `https://api.example.com/admin/api`, or a back-office server's own
   * `/admin/api` forwarder (`${location.origin}/admin/api`), which adds the staff bearer itself.
   */
  baseUrl: string;
  /** Headers of every call (a bearer token outside a browser; the back office's CSRF header). */
  headers?: Record<string, string>;
  /** The fetch to call with (default: the global one). */
  fetch?: typeof fetch;
}

/** A new member of staff (owners only). */
export interface NewStaffInput {
  email: string;
  password: string;
  role: StaffRole;
  /** `'all'` (default) or the store ids the member works on. */
  sites?: 'all' | string[];
}

/** The typed admin client: one method per admin call, errors as the shop client's. */
export type AdminClient = ReturnType<typeof createAdminClient>;

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * A typed client of the admin API (`/admin/api/`, decision 0038). A refused call throws the
 * shop client's errors: `HttpError` (status, the API's `errors` with their codes),
 * `StaleEditError` for a 412 (the edit's `ETag` is stale), `NetworkError` without an answer.
 * Reads of what staff edit give `{ data, etag }`; the edit sends the `etag` back (`If-Match`).
 *
 * @example
 * const admin = createAdminClient({ baseUrl: `${location.origin}/admin/api`, headers: { 'X-Clubshop-Csrf': '1' } });
 * const { data: page, etag } = await admin.pages.get('northbridge-gb', pageId);
 * await admin.pages.update('northbridge-gb', page.id, { title: 'About us' }, etag);
 */
export function createAdminClient(options: AdminClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function call(
    operation: string,
    method: string,
    path: string,
    init: {
      body?: unknown;
      form?: FormData;
      /** A file sent as the body itself (its `Content-Type` in `headers`). */
      file?: Blob | string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ body: unknown; etag: string }> {
    const url = `${base}${path}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers,
      ...init.headers,
    };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    // A form (an upload) sets its own multipart Content-Type with the boundary.
    const payload =
      init.form ?? init.file ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        ...(payload === undefined ? {} : { body: payload }),
      });
    } catch (cause) {
      throw NetworkError.of({ operation, method, url, reason: 'network', cause });
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: kept as text for the error.
    }
    if (!response.ok) {
      throw adminHttpError({
        operation,
        method,
        url,
        status: response.status,
        body,
        errors: errorsOfBody(body),
      });
    }
    return { body, etag: response.headers.get('ETag') ?? '' };
  }

  const read = async <T>(operation: string, path: string) => (await call(operation, 'GET', path)).body as T;
  const versioned = async <T>(operation: string, path: string): Promise<Versioned<T>> => {
    const { body, etag } = await call(operation, 'GET', path);
    return { data: body as T, etag };
  };
  const write = async <T>(
    operation: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Versioned<T>> => {
    const answer = await call(operation, method, path, {
      ...(body === undefined ? {} : { body }),
      ...(headers ? { headers } : {}),
    });
    return { data: answer.body as T, etag: answer.etag };
  };
  const site = (storeId: string) => `/sites/${encodeURIComponent(storeId)}`;

  return {
    /** The member of staff signed in: role, sites, the areas their role works in, two-step sign-in. */
    me: () => read<StaffSelf>('me', '/me'),
    /**
     * The member's own two-step sign-in (decisions 0074, 0083). What each answers is shown once:
     * the secret of a setup, the recovery codes of a confirmation or a renewal.
     */
    twoFactor: {
      /** Starts a setup: a new secret (409 when it is set up already). */
      start: async () => (await call('startTwoFactorSetup', 'POST', '/me/two-factor')).body as TwoFactorSetup,
      /** Confirms a setup with the app's first code: on, and ten recovery codes (400 on `code` when wrong). */
      confirm: async (code: string) =>
        (await call('confirmTwoFactorSetup', 'POST', '/me/two-factor/confirm', { body: { code } })).body as {
          recoveryCodes: string[];
        },
      /** Turns it off with a current code of the app (403 when the member's role must have it). */
      turnOff: async (code: string): Promise<void> => {
        await call('turnOffTwoFactor', 'POST', '/me/two-factor/off', { body: { code } });
      },
      /** Ten new recovery codes for a current code of the app; the old ones stop working. */
      renewRecoveryCodes: async (code: string) =>
        (await call('renewRecoveryCodes', 'POST', '/me/two-factor/recovery-codes', { body: { code } }))
          .body as { recoveryCodes: string[] },
    },
    staff: {
      /** Staff (owners only). */
      list: (page = 1) => read<AdminPage<StaffMemberView>>('listStaff', `/staff${query({ page })}`),
      /** Creates a member of staff (owners only); 409 when the e-mail is taken. */
      create: (input: NewStaffInput) => write<StaffMemberView>('createStaff', 'POST', '/staff', input),
      /** One member and its ETag (owners only). */
      get: (id: string) => versioned<StaffMemberView>('getStaff', `/staff/${encodeURIComponent(id)}`),
      /** Changes a member's role, sites or password (412 when `etag` is stale; 409 for the last owner). */
      update: (id: string, change: StaffChangeInput, etag: string) =>
        write<StaffMemberView>('updateStaff', 'PATCH', `/staff/${encodeURIComponent(id)}`, change, {
          'If-Match': etag,
        }),
      /** Removes a member (their sessions end; never oneself). */
      remove: async (id: string): Promise<void> => {
        await call('removeStaff', 'DELETE', `/staff/${encodeURIComponent(id)}`);
      },
    },
    sites: {
      /** The sites the member works on. */
      list: () => read<AdminPage<AdminSite>>('listSites', `/sites${query({ pageSize: 200 })}`),
      /**
       * Adds a site: a new club with its first site (`name`), or a site of a club (`clubId`); staff
       * of all sites only. 409 when the host or the club's country is taken.
       */
      create: async (input: NewSiteInput) =>
        (await call('createSite', 'POST', '/sites', { body: input })).body as AdminSite,
    },
    settings: {
      /** A site's settings document (as `GET /api/settings` answers it) and its ETag. */
      get: (storeId: string) =>
        versioned<Record<string, unknown>>('getSettings', `${site(storeId)}/settings`),
      /** Replaces the parts of the settings given (each part whole). */
      update: (storeId: string, change: Record<string, unknown>, etag: string) =>
        write<Record<string, unknown>>('updateSettings', 'PATCH', `${site(storeId)}/settings`, change, {
          'If-Match': etag,
        }),
    },
    pages: {
      /** A site's content pages. */
      list: (storeId: string, page = 1) =>
        read<AdminPage<AdminContentPage>>(
          'listPages',
          `${site(storeId)}/pages${query({ page, pageSize: 200 })}`,
        ),
      /** One page and its ETag. */
      get: (storeId: string, id: string) =>
        versioned<AdminContentPage>('getPage', `${site(storeId)}/pages/${encodeURIComponent(id)}`),
      /** Creates a page (409 when the path is taken). */
      create: (storeId: string, input: ContentPageInput) =>
        write<AdminContentPage>('createPage', 'POST', `${site(storeId)}/pages`, input),
      /** Changes a page (412 when `etag` is stale). */
      update: (storeId: string, id: string, change: Partial<ContentPageInput>, etag: string) =>
        write<AdminContentPage>(
          'updatePage',
          'PATCH',
          `${site(storeId)}/pages/${encodeURIComponent(id)}`,
          change,
          { 'If-Match': etag },
        ),
    },
    categories: {
      /** A site's category tree: the root with its children, each with theirs, in their order. */
      tree: (storeId: string) =>
        read<{ items: AdminCategoryNode[] }>('listCategories', `${site(storeId)}/categories`),
      /** One category and its ETag. */
      get: (storeId: string, id: string) =>
        versioned<AdminCategory>('getCategory', `${site(storeId)}/categories/${encodeURIComponent(id)}`),
      /** Creates a category (409 naming `url` or `key` when the site has it already). */
      create: (storeId: string, input: NewCategoryInput) =>
        write<AdminCategory>('createCategory', 'POST', `${site(storeId)}/categories`, input),
      /** Renames, readdresses, moves or reorders a category (412 when `etag` is stale; 400 for a loop). */
      update: (storeId: string, id: string, change: CategoryChangeInput, etag: string) =>
        write<AdminCategory>(
          'changeCategory',
          'PATCH',
          `${site(storeId)}/categories/${encodeURIComponent(id)}`,
          change,
          { 'If-Match': etag },
        ),
      /** Deletes an empty category (409 `Admin.Error.NotEmpty` for the root or one with children or products). */
      remove: async (storeId: string, id: string): Promise<void> => {
        await call('deleteCategory', 'DELETE', `${site(storeId)}/categories/${encodeURIComponent(id)}`);
      },
    },
    products: {
      /** A site's products, filtered by a search (name, handle or SKU), a category or low stock. */
      list: (storeId: string, filters: ProductListQuery = {}) =>
        read<AdminPage<AdminProductRow>>(
          'listProducts',
          `${site(storeId)}/products${query({ ...filters } as Record<string, string | number | undefined>)}`,
        ),
      /**
       * Sets price, sale price, stock or status on every product of a selection, all or nothing
       * (400 naming `productIds.<n>` or the change in error; nothing written then).
       */
      bulkEdit: async (storeId: string, edit: AdminProductBulkEdit) =>
        (
          await write<AdminProductBulkEditResult>(
            'bulkEditProducts',
            'POST',
            `${site(storeId)}/products/bulk`,
            edit,
          )
        ).data,
      /** One product, whole, and its ETag. */
      get: (storeId: string, handle: string) =>
        versioned<AdminProduct>('getProduct', `${site(storeId)}/products/${encodeURIComponent(handle)}`),
      /** Creates a product (409 when its handle is taken; 400 naming the field in error). */
      create: (storeId: string, product: AdminProductInput) =>
        write<AdminProduct>('createProduct', 'POST', `${site(storeId)}/products`, product),
      /** Replaces a product whole (412 when `etag` is stale; 400 naming the field in error). */
      update: (storeId: string, product: AdminProduct, etag: string) =>
        write<AdminProduct>(
          'updateProduct',
          'PUT',
          `${site(storeId)}/products/${encodeURIComponent(product.handle)}`,
          product,
          { 'If-Match': etag },
        ),
      /**
       * Removes a colour (its place in `variants`, 0 = the first, as of `etag`) with its sizes and
       * prices, and answers the product as changed. A colour is added by `update` with it in
       * `variants`. 409 `Admin.Error.InUse` when an order or basket line names one of its sizes,
       * `Admin.Error.LastOne` for the last colour; 412 when `etag` is stale.
       */
      removeColour: (storeId: string, handle: string, variant: number, etag: string) =>
        write<AdminProduct>(
          'removeProductColour',
          'DELETE',
          `${site(storeId)}/products/${encodeURIComponent(handle)}/variants/${variant}`,
          undefined,
          { 'If-Match': etag },
        ),
      /**
       * Removes a size (by SKU) and answers the product as changed. A size is added by `update`
       * with it in its colour's `items`. 409 `Admin.Error.InUse` when an order or basket line names
       * it, `Admin.Error.LastOne` for a colour's last size; 412 when `etag` is stale.
       */
      removeSize: (storeId: string, handle: string, sku: string, etag: string) =>
        write<AdminProduct>(
          'removeProductSize',
          'DELETE',
          `${site(storeId)}/products/${encodeURIComponent(handle)}/items/${encodeURIComponent(sku)}`,
          undefined,
          { 'If-Match': etag },
        ),
    },
    catalogue: {
      /**
       * Imports a catalogue file (Shopify's product CSV or our JSON, by `format`, else by the
       * file's name: `.json` is ours), at most the API's `IMPORT_MAX_BYTES` (413 above). With
       * `dryRun` nothing is written and the report says what would be. A file with bad lines is
       * not refused as an error: the report names them (`bad`, with their line numbers) and says
       * nothing was written (`written: false`). Other refusals throw as every call does.
       */
      import: async (
        storeId: string,
        file: Blob | string,
        options: { dryRun?: boolean; format?: CatalogueFileFormat; fileName?: string } = {},
      ): Promise<CatalogueImportReport> => {
        const format = options.format ?? (options.fileName?.toLowerCase().endsWith('.json') ? 'json' : 'csv');
        const path = `${site(storeId)}/import/catalogue${query({ format, dryRun: options.dryRun ? 'true' : 'false' })}`;
        try {
          const answer = await call('importCatalogue', 'POST', path, {
            file,
            headers: { 'Content-Type': format === 'json' ? 'application/json' : 'text/csv' },
          });
          return answer.body as CatalogueImportReport;
        } catch (error) {
          const report = (error as { status?: number; body?: { report?: CatalogueImportReport } }).body
            ?.report;
          if ((error as { status?: number }).status === 422 && report) return report;
          throw error;
        }
      },
    },
    media: {
      /**
       * Uploads an image (JPEG, PNG or WebP, judged by its content); a product then lists its
       * `src` in `images` with a text alternative.
       */
      upload: async (storeId: string, file: Blob, fileName = 'image') => {
        const form = new FormData();
        form.append('file', file, fileName);
        const answer = await call('uploadMedia', 'POST', `${site(storeId)}/media`, { form });
        return answer.body as AdminMedia;
      },
      /** One upload (its size and focal point) and its ETag; `id` is the last part of its `src`. */
      get: (storeId: string, id: string) =>
        versioned<AdminMedia>('getMedia', `${site(storeId)}/media/${encodeURIComponent(id)}`),
      /**
       * Sets the point of an upload that crops keep in view (fractions from the top and the left);
       * 412 when `etag` is stale.
       */
      setFocalPoint: (storeId: string, id: string, focal: FocalPointInput, etag: string) =>
        write<AdminMedia>(
          'setMediaFocalPoint',
          'PATCH',
          `${site(storeId)}/media/${encodeURIComponent(id)}`,
          focal,
          { 'If-Match': etag },
        ),
    },
    addOns: {
      /** The club's shirt personalisation add-ons, with their names, prices and squads. */
      list: (storeId: string) => read<{ items: AdminAddOn[] }>('listAddOns', `${site(storeId)}/add-ons`),
      /** The add-ons a product offers and their ETag. */
      ofProduct: (storeId: string, handle: string) =>
        versioned<ProductAddOns>(
          'getProductAddOns',
          `${site(storeId)}/products/${encodeURIComponent(handle)}/add-ons`,
        ),
      /** Sets the add-ons a product offers (412 when `etag` is stale); the answer lists them by id. */
      setForProduct: (storeId: string, handle: string, addOnIds: string[], etag: string) =>
        write<ProductAddOns>(
          'setProductAddOns',
          'PUT',
          `${site(storeId)}/products/${encodeURIComponent(handle)}/add-ons`,
          { addOnIds },
          { 'If-Match': etag },
        ),
    },
    dictionary: {
      /** A culture's dictionary and its missing keys. */
      get: (culture: string) =>
        read<AdminDictionary>('getDictionary', `/dictionary/${encodeURIComponent(culture)}`),
      /** Sets one key of a culture (staff of all sites only). */
      put: (culture: string, alias: string, value: string) =>
        write<{ culture: string; alias: string; value: string }>(
          'putDictionaryItem',
          'PUT',
          `/dictionary/${encodeURIComponent(culture)}/${encodeURIComponent(alias)}`,
          { value },
        ),
    },
    orders: {
      /** Orders, newest first, filtered by site, status, days, or any part of a number, e-mail or name (`q`). */
      list: (filters: OrderListQuery = {}) =>
        read<AdminPage<AdminOrderRow>>(
          'listOrders',
          `/orders${query({ ...filters } as Record<string, string | number | undefined>)}`,
        ),
      /** The address of the CSV export of every order the filters find (for a download link; GET). */
      exportUrl: (filters: Omit<OrderListQuery, 'page' | 'pageSize'> = {}) =>
        `${base}/orders${query({ ...filters, format: 'csv' } as Record<string, string | number | undefined>)}`,
      /** One order (payments, refunds, lines) and its ETag. */
      get: (id: string) => versioned<AdminOrder>('getOrder', `/orders/${encodeURIComponent(id)}`),
      /** Moves an order to `status`; 409 `order.illegal-status-change` for an illegal move, 412 when stale. */
      setStatus: (id: string, status: Exclude<OrderStatus, 'Open'>, etag: string) =>
        write<AdminOrder>(
          'setOrderStatus',
          'POST',
          `/orders/${encodeURIComponent(id)}/status`,
          { status },
          {
            'If-Match': etag,
          },
        ),
      /**
       * Refunds an order (`amount` in minor units; without it, the rest). The same
       * `idempotencyKey` twice gives the same refund, never two: make one key per intent.
       */
      refund: (id: string, input: { amount?: number; reason?: string }, idempotencyKey: string) =>
        write<AdminRefund>('refundOrder', 'POST', `/orders/${encodeURIComponent(id)}/refunds`, input, {
          'Idempotency-Key': idempotencyKey,
        }),
      /**
       * Ships (part of) an order with a carrier and tracking number; the shopper is mailed the
       * link. The same `idempotencyKey` twice gives the same shipment: make one key per parcel.
       */
      ship: (id: string, input: ShipmentInput, idempotencyKey: string) =>
        write<AdminShipment>('shipOrder', 'POST', `/orders/${encodeURIComponent(id)}/shipments`, input, {
          'Idempotency-Key': idempotencyKey,
        }),
      /**
       * Records a return: the lines go back to stock and their worth is refunded (at most what is
       * left), mailed to the shopper. The same `idempotencyKey` twice gives the same return.
       */
      recordReturn: (id: string, input: ReturnInput, idempotencyKey: string) =>
        write<AdminReturn>('returnOrderLines', 'POST', `/orders/${encodeURIComponent(id)}/returns`, input, {
          'Idempotency-Key': idempotencyKey,
        }),
    },
    /**
     * A site's customers (registered shoppers; owners and fulfilment read them), and a person's
     * GDPR data export and erasure (owners of every site the person appears on; decision 0100).
     */
    customers: {
      /** Customers of the site, newest first, found by any part of an e-mail or name (`q`). */
      list: (storeId: string, filters: CustomerListQuery = {}) =>
        read<AdminPage<AdminCustomerRow>>(
          'listCustomers',
          `${site(storeId)}/customers${query({ ...filters } as Record<string, string | number | undefined>)}`,
        ),
      /** The address of the CSV export (UTF-8 with a BOM) of the customers `q` finds (a download link; GET). */
      exportUrl: (storeId: string, filters: Pick<CustomerListQuery, 'q'> = {}) =>
        `${base}${site(storeId)}/customers${query({ ...filters, format: 'csv' })}`,
      /** One customer with their orders on the site and their addresses (404 when no customer of it). */
      get: (storeId: string, id: string) =>
        read<AdminCustomer>('getCustomer', `${site(storeId)}/customers/${encodeURIComponent(id)}`),
      /** Everything held about the person (GDPR access), as JSON. */
      exportData: (storeId: string, id: string) =>
        read<AdminCustomerDataExport>(
          'exportCustomerData',
          `${site(storeId)}/customers/${encodeURIComponent(id)}/export`,
        ),
      /** The address of the data export (a download link; GET). */
      exportDataUrl: (storeId: string, id: string) =>
        `${base}${site(storeId)}/customers/${encodeURIComponent(id)}/export`,
      /**
       * Erases the person (GDPR): the account and their orders' personal fields anonymised, the
       * orders kept; audited. Erasing again answers the same.
       */
      erase: async (storeId: string, id: string) =>
        (await call('eraseCustomer', 'POST', `${site(storeId)}/customers/${encodeURIComponent(id)}/erase`))
          .body as AdminCustomerErasure,
    },
    vouchers: {
      /** Voucher codes the member sees (shared and their sites'), by code; `storeId`: those a site sells. */
      list: (filters: { storeId?: string; search?: string; page?: number } = {}) =>
        read<AdminPage<AdminVoucher>>('listVouchers', `/vouchers${query({ pageSize: 100, ...filters })}`),
      /** One code and its ETag. */
      get: (code: string) => versioned<AdminVoucher>('getVoucher', `/vouchers/${encodeURIComponent(code)}`),
      /** Adds a code (409 when it exists; 403 for every site unless the member covers all sites). */
      create: (input: Partial<VoucherInput> & Pick<VoucherInput, 'code' | 'kind'>) =>
        write<AdminVoucher>('createVoucher', 'POST', '/vouchers', input),
      /** Changes a code (412 when `etag` is stale); a past `validUntil` deactivates it. */
      update: (code: string, change: Partial<Omit<VoucherInput, 'code'>>, etag: string) =>
        write<AdminVoucher>('changeVoucher', 'PATCH', `/vouchers/${encodeURIComponent(code)}`, change, {
          'If-Match': etag,
        }),
    },
    shippingMethods: {
      /** Shipping methods the member sees, by country; `storeId`: those a site offers. */
      list: (filters: { storeId?: string; country?: string; page?: number } = {}) =>
        read<AdminPage<AdminShippingMethod>>(
          'listShippingMethods',
          `/shipping-methods${query({ pageSize: 100, ...filters })}`,
        ),
      /** One method and its ETag. */
      get: (id: string) =>
        versioned<AdminShippingMethod>('getShippingMethod', `/shipping-methods/${encodeURIComponent(id)}`),
      /** Adds a method. */
      create: (
        input: Partial<ShippingMethodInput> &
          Omit<ShippingMethodInput, 'storeId' | 'freeFrom' | 'hasDropPoints' | 'sortOrder'>,
      ) => write<AdminShippingMethod>('createShippingMethod', 'POST', '/shipping-methods', input),
      /** Changes a method (412 when `etag` is stale). */
      update: (id: string, change: Partial<ShippingMethodInput>, etag: string) =>
        write<AdminShippingMethod>(
          'changeShippingMethod',
          'PATCH',
          `/shipping-methods/${encodeURIComponent(id)}`,
          change,
          { 'If-Match': etag },
        ),
      /** Deletes a method (orders keep their copy). */
      remove: (id: string) =>
        call('deleteShippingMethod', 'DELETE', `/shipping-methods/${encodeURIComponent(id)}`).then(
          () => undefined,
        ),
    },
    dropPoints: {
      /** A method's stored drop points. */
      list: (methodId: string, page = 1) =>
        read<AdminPage<AdminDropPoint>>(
          'listDropPoints',
          `/shipping-methods/${encodeURIComponent(methodId)}/drop-points${query({ page, pageSize: 200 })}`,
        ),
      /** Adds a drop point. */
      create: (methodId: string, input: DropPointInput) =>
        write<AdminDropPoint>(
          'createDropPoint',
          'POST',
          `/shipping-methods/${encodeURIComponent(methodId)}/drop-points`,
          input,
        ),
      /** Replaces every drop point of a method (all or nothing; 400 names the bad entry). */
      import: (methodId: string, points: readonly DropPointInput[]) =>
        write<{ removed: number; imported: number }>(
          'importDropPoints',
          'PUT',
          `/shipping-methods/${encodeURIComponent(methodId)}/drop-points`,
          points,
        ),
      /** Removes a drop point. */
      remove: (methodId: string, pointId: string) =>
        call(
          'deleteDropPoint',
          'DELETE',
          `/shipping-methods/${encodeURIComponent(methodId)}/drop-points/${encodeURIComponent(pointId)}`,
        ).then(() => undefined),
    },
    mails: {
      /**
       * A sample of the mail of `kind` about a made-up order as the site sends it (subject, text
       * and HTML), in `culture` or the site's; nothing is sent.
       */
      preview: (storeId: string, kind: PreviewMailKind, culture?: string) =>
        read<MailPreview>('previewMail', `${site(storeId)}/mail-preview${query({ kind, culture })}`),
    },
    stripe: {
      /** What may be shown of a site's Stripe keys (owners only): set or not, their last four characters. */
      get: (storeId: string) =>
        read<StripeSettingsView>('getStripeSettings', `${site(storeId)}/payments/stripe`),
      /** Sets both keys (owners only; 400 names a bad field, never its value); answers what GET would. */
      set: async (storeId: string, keys: StripeKeysInput) =>
        (await call('setStripeSettings', 'PUT', `${site(storeId)}/payments/stripe`, { body: keys }))
          .body as StripeSettingsView,
      /** Removes the site's own keys (owners only); answers what GET would, `configured: false`. */
      remove: async (storeId: string) =>
        (await call('removeStripeSettings', 'DELETE', `${site(storeId)}/payments/stripe`))
          .body as StripeSettingsView,
    },
    vatRates: {
      /** A site's VAT rates per destination country (decision 0105). */
      get: (storeId: string) => read<SiteVatRates>('listVatRates', `${site(storeId)}/vat-rates`),
      /** Sets a site's rate for one country (0 to 50 percent; 400 names `ratePercent`); answers what GET would. Placed orders keep theirs. */
      set: async (storeId: string, country: string, ratePercent: number) =>
        (
          await call('setVatRate', 'PUT', `${site(storeId)}/vat-rates/${encodeURIComponent(country)}`, {
            body: { ratePercent },
          })
        ).body as SiteVatRates,
    },
    /** Today's orders and revenue per site, the day's, week's or month's sales per day and top products, and low stock. */
    dashboard: (siteId?: string, period?: DashboardPeriod) =>
      read<Dashboard>('dashboard', `/dashboard${query({ site: siteId, period })}`),
    audit: {
      /** The audit log, newest first; `next` is the `before` of the following page. */
      list: (filters: { before?: string; limit?: number; entity?: string } = {}) =>
        read<{ items: AuditRow[]; next: string | null }>('listAudit', `/audit${query(filters)}`),
    },
  };
}
