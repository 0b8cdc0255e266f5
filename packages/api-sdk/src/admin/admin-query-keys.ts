/**
 * The query keys of every admin query (decision 0083), the one place a back office's keys come
 * from, so a query and the invalidations that refresh it cannot drift apart. Each resource has
 * Medusa's shape: `all` prefixes every key of it, `lists()` every list, `list(filters)` one list,
 * `details()` every single one, `detail(...ids)` one (ids in the order of its call).
 */

/** The keys of one resource of the admin API. */
export interface AdminResourceKeys<TNamespace extends string, TName extends string> {
  /** Every query of the resource (lists and single ones). */
  readonly all: readonly [TNamespace, TName];
  /** Every list of the resource. */
  lists(): readonly [TNamespace, TName, 'list'];
  /** One list, by what filters it (a site, a search, a page). */
  list<TFilters>(filters: TFilters): readonly [TNamespace, TName, 'list', TFilters];
  /** Every single one of the resource. */
  details(): readonly [TNamespace, TName, 'detail'];
  /** One of the resource, by the ids its call takes (a store id and a handle, an order id). */
  detail<TIds extends readonly string[]>(...ids: TIds): readonly [TNamespace, TName, 'detail', ...TIds];
}

/** The keys of the resource `name` under `namespace`. */
function resourceKeys<TNamespace extends string, TName extends string>(
  namespace: TNamespace,
  name: TName,
): AdminResourceKeys<TNamespace, TName> {
  return {
    all: [namespace, name] as const,
    lists: () => [namespace, name, 'list'] as const,
    list: (filters) => [namespace, name, 'list', filters] as const,
    details: () => [namespace, name, 'detail'] as const,
    detail: (...ids) => [namespace, name, 'detail', ...ids] as const,
  };
}

/**
 * Builds the admin query keys, one group per resource of the admin client. `me` is the member
 * signed in (their role, areas, sites and two-step sign-in).
 *
 * @example
 * const keys = createAdminQueryKeys();
 * useQuery({ queryKey: keys.orders.list(filters), queryFn: () => admin.orders.list(filters) });
 * await queryClient.invalidateQueries({ queryKey: keys.orders.lists() });
 */
export function createAdminQueryKeys<TNamespace extends string = 'clubshop-admin'>(
  namespace: TNamespace = 'clubshop-admin' as TNamespace,
) {
  return {
    /** Every admin query. */
    all: [namespace] as const,
    /** The member signed in (`GET /me`). */
    me: () => [namespace, 'me'] as const,
    staff: resourceKeys(namespace, 'staff'),
    sites: resourceKeys(namespace, 'sites'),
    settings: resourceKeys(namespace, 'settings'),
    pages: resourceKeys(namespace, 'pages'),
    categories: resourceKeys(namespace, 'categories'),
    products: resourceKeys(namespace, 'products'),
    /** Catalogue imports (the key of an import's mutation: `catalogueImports.all`). */
    catalogueImports: resourceKeys(namespace, 'catalogue-imports'),
    media: resourceKeys(namespace, 'media'),
    addOns: resourceKeys(namespace, 'add-ons'),
    productAddOns: resourceKeys(namespace, 'product-add-ons'),
    dictionary: resourceKeys(namespace, 'dictionary'),
    orders: resourceKeys(namespace, 'orders'),
    /** A site's customers: `customers.list({ storeId, q, page })`, `customers.detail(storeId, id)`. */
    customers: resourceKeys(namespace, 'customers'),
    vouchers: resourceKeys(namespace, 'vouchers'),
    shippingMethods: resourceKeys(namespace, 'shipping-methods'),
    dropPoints: resourceKeys(namespace, 'drop-points'),
    dashboard: resourceKeys(namespace, 'dashboard'),
    audit: resourceKeys(namespace, 'audit'),
    /** Mail previews (`detail(storeId, kind, culture)`). */
    mailPreviews: resourceKeys(namespace, 'mail-previews'),
    /** What may be shown of a site's Stripe keys (`detail(storeId)`). */
    stripeSettings: resourceKeys(namespace, 'stripe-settings'),
    /** A site's VAT rates (`detail(storeId)`). */
    vatRates: resourceKeys(namespace, 'vat-rates'),
  };
}

/** The keys of a {@link createAdminQueryKeys} call. */
export type AdminQueryKeys<TNamespace extends string = 'clubshop-admin'> = ReturnType<
  typeof createAdminQueryKeys<TNamespace>
>;

/**
 * The default admin keys, namespaced `clubshop-admin`: `adminQueryKeys.orders.detail(id)` is
 * `['clubshop-admin', 'orders', 'detail', id]`.
 *
 * @example
 * await queryClient.invalidateQueries({ queryKey: adminQueryKeys.vouchers.all });
 */
export const adminQueryKeys: AdminQueryKeys = createAdminQueryKeys();
