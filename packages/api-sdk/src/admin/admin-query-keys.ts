import type { OrderListQuery, ProductListQuery } from './admin-types.ts';

/** The filters of the voucher list (`admin.vouchers.list`). */
export interface VoucherListFilters {
  storeId?: string;
  search?: string;
  page?: number;
}

/** The filters of the shipping method list (`admin.shippingMethods.list`). */
export interface ShippingListFilters {
  storeId?: string;
  country?: string;
  page?: number;
}

/** The filters of the audit log (`admin.audit.list`). */
export interface AuditListFilters {
  before?: string;
  limit?: number;
  entity?: string;
}

/**
 * Builds the query keys of every admin client call, one factory per resource of
 * {@link createAdminClient} (the shape of Medusa's `queryKeysFactory`), so a back office writes no
 * key by hand and invalidates by prefix. Keys nest:
 *
 * - `keys.<resource>.all` prefixes every key of the resource (`['clubshop-admin', 'orders']`);
 * - `keys.<resource>.lists()` prefixes every list of it, `list(…)` is one list with its filters;
 * - `keys.<resource>.details()` prefixes every single read of it, `detail(…)` is one.
 *
 * A site's resources carry the `storeId` right after the resource, so `list(storeId)` and
 * `detail(storeId, id)` can be invalidated per site too (`bySite(storeId)`).
 *
 * @example
 * ```ts
 * const keys = createAdminQueryKeys();
 * useQuery({ queryKey: keys.orders.list(filters), queryFn: () => admin.orders.list(filters) });
 * // after a status change: the order and every order list
 * await client.invalidateQueries({ queryKey: keys.orders.detail(id) });
 * await client.invalidateQueries({ queryKey: keys.orders.lists() });
 * ```
 */
export function createAdminQueryKeys<TNamespace extends string = 'clubshop-admin'>(
  namespace: TNamespace = 'clubshop-admin' as TNamespace,
) {
  /** Keys of a resource read without a site (orders, vouchers, staff, …). */
  const resource = <TName extends string>(name: TName) => {
    const all = [namespace, name] as const;
    return {
      all,
      lists: () => [...all, 'list'] as const,
      details: () => [...all, 'detail'] as const,
    };
  };
  /** Keys of a resource of one site (pages, categories, products, …). */
  const siteResource = <TName extends string>(name: TName) => {
    const all = [namespace, name] as const;
    return {
      all,
      bySite: (storeId: string) => [...all, storeId] as const,
      lists: (storeId: string) => [...all, storeId, 'list'] as const,
      details: (storeId: string) => [...all, storeId, 'detail'] as const,
    };
  };

  const staff = resource('staff');
  const orders = resource('orders');
  const vouchers = resource('vouchers');
  const shippingMethods = resource('shipping-methods');
  const settings = siteResource('settings');
  const pages = siteResource('pages');
  const categories = siteResource('categories');
  const products = siteResource('products');
  const addOns = siteResource('add-ons');
  const media = siteResource('media');
  const audit = resource('audit');

  return {
    /** Every admin query. */
    all: [namespace] as const,
    /** `admin.me()`: the member signed in, their areas and sites. */
    me: () => [namespace, 'me'] as const,
    /** `admin.sites.list()`. */
    sites: () => [namespace, 'sites'] as const,
    /** `admin.dashboard(siteId)`; `dashboard()` prefixes every site's. */
    dashboard: (siteId?: string) =>
      siteId === undefined
        ? ([namespace, 'dashboard'] as const)
        : ([namespace, 'dashboard', siteId] as const),
    staff: {
      ...staff,
      /** `admin.staff.list(page)`. */
      list: (page = 1) => [...staff.lists(), { page }] as const,
      /** `admin.staff.get(id)`. */
      detail: (id: string) => [...staff.details(), id] as const,
    },
    settings: {
      ...settings,
      /** `admin.settings.get(storeId)`. */
      detail: (storeId: string) => [...settings.details(storeId)] as const,
    },
    pages: {
      ...pages,
      /** `admin.pages.list(storeId, page)`. */
      list: (storeId: string, page = 1) => [...pages.lists(storeId), { page }] as const,
      /** `admin.pages.get(storeId, id)`. */
      detail: (storeId: string, id: string) => [...pages.details(storeId), id] as const,
    },
    categories: {
      ...categories,
      /** `admin.categories.tree(storeId)`. */
      tree: (storeId: string) => [...categories.lists(storeId), 'tree'] as const,
      /** `admin.categories.get(storeId, id)`. */
      detail: (storeId: string, id: string) => [...categories.details(storeId), id] as const,
    },
    products: {
      ...products,
      /** `admin.products.list(storeId, filters)`. */
      list: (storeId: string, filters: ProductListQuery = {}) =>
        [...products.lists(storeId), { ...filters }] as const,
      /** `admin.products.get(storeId, handle)`. */
      detail: (storeId: string, handle: string) => [...products.details(storeId), handle] as const,
      /** `admin.addOns.ofProduct(storeId, handle)`: under the product, so its invalidation covers it. */
      addOns: (storeId: string, handle: string) => [...products.details(storeId), handle, 'add-ons'] as const,
    },
    addOns: {
      ...addOns,
      /** `admin.addOns.list(storeId)`. */
      list: (storeId: string) => [...addOns.lists(storeId)] as const,
    },
    media: {
      ...media,
      /** `admin.media.get(storeId, id)`. */
      detail: (storeId: string, id: string) => [...media.details(storeId), id] as const,
    },
    dictionary: {
      all: [namespace, 'dictionary'] as const,
      /** `admin.dictionary.get(culture)`. */
      detail: (culture: string) => [namespace, 'dictionary', culture] as const,
    },
    orders: {
      ...orders,
      /** `admin.orders.list(filters)`. */
      list: (filters: OrderListQuery = {}) => [...orders.lists(), { ...filters }] as const,
      /** `admin.orders.get(id)`. */
      detail: (id: string) => [...orders.details(), id] as const,
    },
    vouchers: {
      ...vouchers,
      /** `admin.vouchers.list(filters)`. */
      list: (filters: VoucherListFilters = {}) => [...vouchers.lists(), { ...filters }] as const,
      /** `admin.vouchers.get(code)`. */
      detail: (code: string) => [...vouchers.details(), code] as const,
    },
    shippingMethods: {
      ...shippingMethods,
      /** `admin.shippingMethods.list(filters)`. */
      list: (filters: ShippingListFilters = {}) => [...shippingMethods.lists(), { ...filters }] as const,
      /** `admin.shippingMethods.get(id)`. */
      detail: (id: string) => [...shippingMethods.details(), id] as const,
      /** `admin.dropPoints.list(methodId, page)`: under the method, so its invalidation covers them. */
      dropPoints: (methodId: string, page = 1) =>
        [...shippingMethods.details(), methodId, 'drop-points', { page }] as const,
      /** Every page of a method's drop points. */
      allDropPoints: (methodId: string) => [...shippingMethods.details(), methodId, 'drop-points'] as const,
    },
    audit: {
      ...audit,
      /** `admin.audit.list(filters)`. */
      list: (filters: AuditListFilters = {}) => [...audit.lists(), { ...filters }] as const,
    },
  };
}

/** The query keys of a {@link createAdminQueryKeys} call. */
export type AdminQueryKeys<TNamespace extends string = 'clubshop-admin'> = ReturnType<
  typeof createAdminQueryKeys<TNamespace>
>;

/**
 * The default admin keys, namespaced `clubshop-admin` (apart from the shop's `clubshop` keys, so a
 * page that holds both never mixes them).
 *
 * @example
 * await queryClient.invalidateQueries({ queryKey: adminQueryKeys.staff.all });
 */
export const adminQueryKeys: AdminQueryKeys = createAdminQueryKeys();
