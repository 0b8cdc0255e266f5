import { type OrderStatus, orderStatuses } from '@clubshop/validation';
import type { Order } from '../contract/users.ts';
import type { AdminArea, StaffRole } from './admin-roles.ts';

/**
 * What the admin API (`/admin/api/`, decision 0038) answers, as the back office reads it. Plain
 * types: the admin API is ours and versioned with this package, so its answers are not parsed
 * against schemas at run time (the shop's contract is, because club teams run other back ends).
 */

/** The order statuses of the order lifecycle (`Open` → `Confirmed` → `Complete`, or `Cancelled`): `@clubshop/validation`'s. */
export { type OrderStatus, orderStatuses };

/** A member of staff: who they are, their role and sites. */
export interface StaffIdentity {
  id: string;
  email: string;
  role: StaffRole;
  /** `'all'`, or the store ids the member works on. */
  sites: 'all' | string[];
}

/** The two-step sign-in of the member signed in (decision 0074). */
export interface StaffTwoFactorState {
  /** Set up (codes of an authenticator app are asked at sign-in). */
  enabled: boolean;
  /** Their role must set it up before any other route answers (403 `Api.Error.TwoFactorSetupRequired`). */
  required: boolean;
  /** Recovery codes not used yet (0 without two-step sign-in). */
  recoveryCodesLeft: number;
}

/**
 * The member of staff signed in (`GET /admin/api/me`): who, their role and sites, the areas of
 * the admin API their role works in (from the one permission table, `areasOfRole`, in
 * `adminAreas`' order) and their two-step sign-in.
 *
 * @example
 * ```ts
 * const me = await admin.me();
 * const showStaff = me.areas.includes('staff');
 * ```
 */
export interface StaffSelf extends StaffIdentity {
  /** The areas the member's role works in (decision 0081). */
  areas: AdminArea[];
  twoFactor: StaffTwoFactorState;
}

/** What starting a setup of two-step sign-in answers, this once (`POST /admin/api/me/two-factor`). */
export interface TwoFactorSetup {
  /** The TOTP secret in base32, to type into the app. */
  secret: string;
  /** The same as an `otpauth://` link (or QR code) for the app. */
  otpauthUri: string;
}

/** A member of staff as the admin API lists them (never a password). */
export interface StaffMemberView extends StaffIdentity {
  createdAt: string;
  disabled: boolean;
}

/** One page of an admin list. */
export interface AdminPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** A site (one country of a club) as the admin API lists it. */
export interface AdminSite {
  storeId: string;
  clubId?: string;
  name?: string;
  hostName?: string;
  culture?: string;
  currency?: string;
  [key: string]: unknown;
}

/**
 * A new site (`POST /admin/api/sites`): `name` makes a new club with it as its first site,
 * `clubId` adds it to a club. The storeId is `<club>-<country>`; the country defaults to the
 * culture's (en GB, de DE, da DK).
 */
export type NewSiteInput = {
  /** Host name the storefront answers on, e.g. `shop.club.example`. */
  host: string;
  /** Two-letter language code, e.g. `da`. */
  culture: string;
  /** ISO 4217 code, e.g. `DKK`. */
  currency: string;
  /** ISO 3166 code, e.g. `DK`. */
  country?: string;
  countryName?: string;
} & ({ name: string } | { clubId: string });

/** A content block of a page; rich text is sanitised by the API on write. */
export interface AdminPageBlock {
  type: 'richText' | 'hero' | 'productList' | 'image';
  html?: string;
  [key: string]: unknown;
}

/** A content page as stored. */
export interface AdminContentPage {
  id: string;
  storeId: string;
  path: string;
  title: string;
  template: 'contentPage' | 'termsPage';
  seoTitle: string;
  seoDescription: string;
  redirect: string | null;
  blocks: AdminPageBlock[];
  [key: string]: unknown;
}

/** The fields of a page staff write (a change sends only those it changes). */
export interface ContentPageInput {
  path: string;
  title: string;
  template?: 'contentPage' | 'termsPage';
  seoTitle?: string;
  seoDescription?: string;
  redirect?: string | null;
  blocks?: AdminPageBlock[];
}

/** A culture's dictionary with the keys it lacks that another culture has. */
export interface AdminDictionary {
  culture: string;
  items: Array<{ alias: string; value: string | null }>;
  missing: string[];
  /** The culture whose text the dictionary API serves for a key this culture has no text for (`en`). */
  fallbackCulture: string;
  /** The keys without a text in this culture (no row, or an empty one), each with the fallback text shoppers see instead. */
  untranslated: Array<{ alias: string; fallback: string }>;
}

/** A payment of an order. */
export interface AdminOrderPayment {
  id?: string;
  amount?: number;
  provider?: string;
  state?: string;
  [key: string]: unknown;
}

/** A refund of an order (amount in minor units). */
export interface AdminRefund {
  id: string;
  amount: number;
  reason?: string | null;
  createdAt?: string;
  [key: string]: unknown;
}

/** A parcel of an order handed to a carrier. */
export interface AdminShipment {
  id: string;
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page of the parcel, when known. */
  trackingUrl: string | null;
  /** The order lines in it and how many of each. */
  lines: Array<{ lineId: string; quantity: number }>;
  createdAt: string;
}

/** A shipment to make: carrier and tracking number; `lines` default to all not shipped yet. */
export interface ShipmentInput {
  carrier: string;
  trackingNumber: string;
  /** An https tracking page (else the API makes one for a carrier it knows). */
  trackingUrl?: string;
  lines?: Array<{ lineId: string; quantity: number }>;
}

/** A return of an order: the lines that came back (restocked) and what it refunded, minor units. */
export interface AdminReturn {
  id: string;
  orderId: string;
  lines: Array<{ lineId: string; quantity: number }>;
  reason: string | null;
  /** What the return refunded (at most what was left), minor units. */
  amount: number;
  /** The refund it made; null when nothing was left to refund. */
  refundId: string | null;
  createdAt: string;
}

/** A return to record: which lines came back and how many of each (each line once), and why. */
export interface ReturnInput {
  lines: Array<{ lineId: string; quantity: number }>;
  reason?: string;
}

/** An order as the admin API lists it (amounts in minor units). */
export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  storeId: string;
  status: OrderStatus;
  /** The statuses the order may move to now. */
  nextStatuses: OrderStatus[];
  createdAt: string;
  /** The shopper's e-mail. */
  email: string | null;
  /** The shopper's name. */
  name: string;
  currency: string;
  /** The total, minor units. */
  totalMinor: number;
  quantity: number;
  /** What is left to refund, minor units. */
  refundable: number;
  /** The ETag a status change or refund of this order sends back. */
  etag: string;
  [key: string]: unknown;
}

/** One order as the admin API shows it: the shop's order (major units), its site, payments, refunds and shipments (the admin's shapes, minor units). */
export type AdminOrder = Omit<Order, 'refunds' | 'shipments' | 'returns'> & {
  storeId: string;
  status: OrderStatus;
  /** The statuses the order may move to now (the API's lifecycle; empty once final). */
  nextStatuses?: OrderStatus[];
  /** What is left to refund, minor units. */
  refundable?: number;
  payments?: AdminOrderPayment[];
  refunds?: AdminRefund[];
  shipments?: AdminShipment[];
  returns?: AdminReturn[];
  /** Per order line: how many were bought, shipped and returned. */
  fulfilment?: Array<{ lineId: string; quantity: number; shipped: number; returned?: number }>;
  [key: string]: unknown;
};

/** The filters of the orders list. */
export interface OrderListQuery {
  page?: number;
  pageSize?: number;
  storeId?: string;
  status?: OrderStatus;
  /** Any part of an order number, a shopper's e-mail or name (any case). */
  q?: string;
  /** Placed on or after this day (`YYYY-MM-DD`, UTC). */
  from?: string;
  /** Placed on or before this day (`YYYY-MM-DD`, UTC). */
  to?: string;
}

/** One site's figures of the dashboard. */
export interface DashboardSite {
  siteId: string;
  name: string;
  currency: string;
  /** Today's orders and revenue (minor units). */
  today: { orders: number; revenue: number };
  /**
   * The period asked for (`DashboardPeriod`, default the day): its orders and revenue, each day of
   * it (`YYYY-MM-DD`, UTC), and its top products by units sold. Absent from older APIs.
   */
  period?: {
    orders: number;
    revenue: number;
    days: Array<{ date: string; orders: number; revenue: number }>;
    topProducts: Array<{ productId: string; name: string; quantity: number; revenue: number }>;
  };
  lowStock: Array<{ productId: string; sku: string; name: string; size: string; stock: number }>;
}

/** A period of the dashboard: the current UTC day, week (from Monday) or calendar month. */
export type DashboardPeriod = 'day' | 'week' | 'month';

/** The dashboard's answer: the period shown (first and last day) and each site's figures. */
export interface Dashboard {
  period?: { kind: DashboardPeriod; from: string; to: string };
  sites: DashboardSite[];
}

/** One row of the audit log (who, what, when, before and after). */
export interface AuditRow {
  id: number;
  at?: string;
  createdAt?: string;
  /** Who did it (the member's e-mail, or `cli`). */
  actor?: string;
  action: string;
  entity: string;
  entityId: string;
  storeId?: string | null;
  before?: unknown;
  after?: unknown;
  [key: string]: unknown;
}

/** A row of the product list (`GET …/sites/{storeId}/products`). */
export interface AdminProductRow {
  handle: string;
  id: string;
  /** The name in the site's culture (null when it has none). */
  name: string | null;
  category: string;
  listed: boolean;
  /** Shopify's status: only `active` products are shown and sold. */
  status: AdminProductStatus;
  variants: number;
  /** The stock of all its sizes. */
  stock: number;
  /** The stock of its lowest size (null without sizes). */
  lowestStock: number | null;
}

/** The filters of the product list. */
export interface ProductListQuery {
  page?: number;
  pageSize?: number;
  /** Part of a name (in the site's culture), a handle or a SKU. */
  search?: string;
  /** A category key: the products in it and below it. */
  category?: string;
  /** Products with a size whose stock is at most this. */
  stockAtMost?: number;
}

/** A product's status (Shopify's): only `active` products are shown and sold. */
export type AdminProductStatus = 'active' | 'draft' | 'archived';

/**
 * A bulk edit of products (`POST …/sites/{storeId}/products/bulk`, `productBulkEditFormSchema` of
 * `@clubshop/validation`): the products' ids (from the list, 1 to 200, each once) and what to set
 * on each, at least one of: the price and the sale price (null: off sale) of every colour in the
 * site's currency (minor units), the stock of every size, the status.
 */
export interface AdminProductBulkEdit {
  productIds: string[];
  price?: number;
  discount?: number | null;
  stock?: number;
  status?: AdminProductStatus;
}

/** What a bulk edit did: each product of the selection in its order, and how many changed. */
export interface AdminProductBulkEditResult {
  products: Array<{ id: string; handle: string; changed: boolean }>;
  changed: number;
}

/** Texts keyed by culture (`{ en: 'Home shirt', de: 'Heimtrikot' }`). */
export type AdminTexts = Record<string, string>;

/** A price in one currency, minor units; `discount` the sale price when on sale. */
export interface AdminProductPrice {
  price: number;
  discount: number | null;
}

/** A size of a colour variant: its SKU and stock. */
export interface AdminProductItem {
  sku: string;
  size: string;
  stock: number;
  /** Expected delivery of a preorder (YYYY-MM-DD); then the size sells while out of stock. */
  preorderDate: string | null;
  ean: string;
}

/** A colour variant with its prices per currency and its sizes. */
export interface AdminProductVariant {
  colour: AdminTexts;
  colorHex: string;
  /** Keyed by ISO 4217 currency. */
  prices: Record<string, AdminProductPrice>;
  items: AdminProductItem[];
}

/** A picture of a product: an address or an upload's `src`, and its text alternative. */
export interface AdminProductImage {
  src: string;
  alt: string;
}

/**
 * A product as the admin API reads and writes it whole (our JSON catalogue format): texts per
 * culture, colour variants with prices per currency and stock per size, and pictures in order.
 */
export interface AdminProduct {
  handle: string;
  name: AdminTexts;
  description: AdminTexts;
  category: string;
  kind: string;
  vendor: string;
  tags: string[];
  /** False: hidden from listings and search (still reachable by its url). */
  listed: boolean;
  /** `active` is shown and sold; `draft` and `archived` are neither listed nor reachable nor sold. */
  status: AdminProductStatus;
  seoTitle: AdminTexts;
  seoDescription: AdminTexts;
  variants: AdminProductVariant[];
  images: AdminProductImage[];
}

/**
 * A new product (`POST …/sites/{storeId}/products`): the {@link AdminProduct} shape, where what
 * the API defaults may be left out (description, vendor, tags, SEO texts and pictures empty;
 * listed; status `active`; kind `accessory`; no discount; no preorder date; no EAN).
 */
export interface AdminProductInput
  extends Pick<AdminProduct, 'handle' | 'name' | 'category'>,
    Partial<
      Pick<
        AdminProduct,
        | 'description'
        | 'kind'
        | 'vendor'
        | 'tags'
        | 'listed'
        | 'status'
        | 'seoTitle'
        | 'seoDescription'
        | 'images'
      >
    > {
  variants: Array<
    Pick<AdminProductVariant, 'colour' | 'colorHex'> & {
      prices: Record<string, { price: number; discount?: number | null }>;
      items: Array<
        Pick<AdminProductItem, 'sku' | 'size' | 'stock'> &
          Partial<Pick<AdminProductItem, 'preorderDate' | 'ean'>>
      >;
    }
  >;
}

/** An uploaded image (`POST …/sites/{storeId}/media`); a product lists its `src`. */
export interface AdminMedia {
  id: string;
  /** `/images/uploads/…`, served resized by the shop's image route. */
  src: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  focalTop: number | null;
  focalLeft: number | null;
  createdAt: string;
}

/** One player of a `Player` add-on's squad list. */
export interface AdminSquadPlayer {
  name: string;
  /** The shirt number, 0 to 99, once per squad. */
  number: number;
}

/**
 * A shirt personalisation add-on of a club (`GET …/sites/{storeId}/add-ons`): `Personal` (a name
 * the shopper types) or `Player` (a name and number from the squad list), named per culture and
 * priced per currency in minor units.
 */
export interface AdminAddOn {
  id: string;
  type: 'Personal' | 'Player';
  name: AdminTexts;
  prices: Record<string, number>;
  players: AdminSquadPlayer[];
}

/** The add-ons a product offers (`GET|PUT …/products/{handle}/add-ons`), by id. */
export interface ProductAddOns {
  addOnIds: string[];
}

/** An image's focal point: fractions from the top and from the left, 0 to 1. */
export interface FocalPointInput {
  focalTop: number;
  focalLeft: number;
}

/** A change of a member of staff (owners only); a new role or password ends their sessions. */
export interface StaffChangeInput {
  role?: StaffRole;
  /** `'all'` or the store ids the member works on. */
  sites?: 'all' | string[];
  password?: string;
}

/** A category of a site's tree (`GET /sites/{storeId}/categories/{id}`). */
export interface AdminCategory {
  id: string;
  storeId: string;
  /** The parent's id; null for the site's root. */
  parentId: string | null;
  /** The club-wide path products point at (`men/shirts`; '' for the root): set once, never changed. */
  key: string;
  name: string;
  /** Site-relative address with a slash at each end (`/men/shirts/`). */
  url: string;
  metaTitle: string;
  metaDescription: string;
  /** 0 for the root. */
  depth: number;
  /** Its place among its siblings (smaller first). */
  sortOrder: number;
}

/** A node of a site's category tree with its children, in their order. */
export interface AdminCategoryNode extends AdminCategory {
  children: AdminCategoryNode[];
}

/** A new category (`POST /sites/{storeId}/categories`); under the site's root unless `parentId`. */
export interface NewCategoryInput {
  name: string;
  parentId?: string;
  /** Default: the parent's key and the name's slug. */
  key?: string;
  /** Default: the parent's address and the name's slug. */
  url?: string;
  metaTitle?: string;
  metaDescription?: string;
  sortOrder?: number;
}

/** A change of a category (`PATCH …/categories/{id}`): rename, readdress, move or reorder it. */
export type CategoryChangeInput = Partial<Omit<NewCategoryInput, 'key'>>;

/** A read of an entity staff may edit: the entity and the `ETag` an edit sends back. */
export interface Versioned<T> {
  data: T;
  etag: string;
}

/** The kinds of voucher: a percentage off, fixed amounts off per currency, or free shipping. */
export type VoucherKind = 'percentage' | 'fixed' | 'freeShipping';

/**
 * A voucher code as the admin API shows it (decision 0049): `storeId` is the site that sells it,
 * null for every site (changed only by staff of all sites). Amounts are minor units per currency.
 */
export interface AdminVoucher {
  code: string;
  storeId: string | null;
  kind: VoucherKind;
  description: string;
  percent: number | null;
  amounts: Record<string, number> | null;
  validFrom: string | null;
  validUntil: string | null;
  maxRedemptions: number | null;
  redemptionCount: number;
  stackable: boolean;
  minimumOrderValue: Record<string, number> | null;
}

/** The fields of a voucher staff write (a change sends any but `code`). */
export type VoucherInput = Omit<AdminVoucher, 'redemptionCount'>;

/** The kinds of shipping method. */
export type ShippingKind = 'home' | 'parcelShop' | 'express';

/**
 * A shipping method as stored (decision 0049): `storeId` null offers it on every site. Names and
 * delivery times per culture; prices and free-from thresholds in minor units per currency.
 */
export interface AdminShippingMethod {
  id: string;
  storeId: string | null;
  /** ISO 3166-1 alpha-2 destination, or `*` for every country without methods of its own. */
  country: string;
  kind: ShippingKind;
  carrier: string;
  name: AdminTexts;
  deliveryTime: AdminTexts;
  prices: Record<string, number>;
  freeFrom: Record<string, number> | null;
  hasDropPoints: boolean;
  sortOrder: number;
}

/** The fields of a shipping method staff write. */
export type ShippingMethodInput = Omit<AdminShippingMethod, 'id'>;

/** A stored drop point (parcel shop, locker) of a shipping method. */
export interface AdminDropPoint {
  id: string;
  shippingMethodId: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  openingHours: string[];
  /**
   * Where the point is, degrees (WGS 84); null: a shopper's search places it at its postcode's
   * centre.
   */
  latitude: number | null;
  longitude: number | null;
}

/** The fields of a drop point staff write; an import may name each point's `id`. */
export type DropPointInput = Omit<AdminDropPoint, 'id' | 'shippingMethodId' | 'latitude' | 'longitude'> & {
  id?: string;
  latitude?: number | null;
  longitude?: number | null;
};

/** The formats of a catalogue file: Shopify's product CSV, or our JSON. */
export type CatalogueFileFormat = 'csv' | 'json';

/** A line of a catalogue file the import refuses (1 = the first; 0 when no line is known), and why. */
export interface CatalogueImportBadLine {
  line: number;
  reason: string;
}

/** A picture of a catalogue file that could not be fetched, with the line naming it first. */
export interface CatalogueImportPictureNotFetched {
  line: number;
  url: string;
  reason: string;
}

/**
 * What a catalogue import did (`written`) or, a dry run, would do: products read, created,
 * changed and unchanged, categories created, the bad lines (then nothing is written), and what
 * became of the file's pictures when the API fetches them.
 */
export interface CatalogueImportReport {
  products: number;
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
  bad: CatalogueImportBadLine[];
  written: boolean;
  pictures?: {
    fetched: number;
    reused: number;
    toFetch: number;
    notFetched: CatalogueImportPictureNotFetched[];
  };
}

/** The query of a site's customer list (`admin.customers.list`). */
export interface CustomerListQuery {
  page?: number;
  pageSize?: number;
  /** Any part of an e-mail or name (any case; `soren@` finds søren@…). */
  q?: string;
}

/** A customer (a registered shopper account of the site) as the admin list shows it. */
export interface AdminCustomerRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phone: string | null;
  /** The site the account was registered on (null: an account from before that was recorded). */
  registeredOn: string | null;
  createdAt: string;
  emailConfirmed: boolean;
  /** Their orders on this site. */
  orderCount: number;
  lastOrderAt: string | null;
}

/** One order of a customer (on the site), as the customer's page lists it. */
export interface AdminCustomerOrder {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  currency: string;
  /** Minor units. */
  totalMinor: number;
  /** Major units, two decimals (`'798.95'`). */
  total: string;
}

/** An address of a customer: their profile's, or one an order was billed or shipped to. */
export interface AdminCustomerAddress {
  source: 'profile' | 'billing' | 'shipping';
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string | null;
}

/** One customer with their orders on the site and their addresses (each once). */
export interface AdminCustomer extends AdminCustomerRow {
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  orders: AdminCustomerOrder[];
  addresses: AdminCustomerAddress[];
}

/** Everything held about a person (GDPR access; owners only): the JSON of `admin.customers.exportData`. */
export interface AdminCustomerDataExport {
  exportedAt: string;
  /** The account as stored (no password hash). */
  account: Record<string, unknown>;
  /** The sites the person appears on. */
  sites: string[];
  orders: Array<Record<string, unknown>>;
  newsletterSignups: Array<Record<string, unknown>>;
  contactMessages: Array<Record<string, unknown>>;
  mails: Array<{ id: number; to: string; subject: string; text: string; createdAt: string }>;
}

/** The answer of an erasure (the same again for a person erased already). */
export interface AdminCustomerErasure {
  id: string;
  erasedAt: string;
  /** Their orders whose personal fields were anonymised (the orders are kept). */
  ordersAnonymised: number;
}

/** The mails about an order the admin API previews (`GET /sites/{storeId}/mail-preview`). */
export const previewMailKinds = ['order', 'shipped', 'refund', 'cancel', 'return'] as const;
/** One kind of mail about an order (see {@link previewMailKinds}). */
export type PreviewMailKind = (typeof previewMailKinds)[number];

/** A sample of a mail about a made-up order as a site sends it; nothing is sent. */
export interface MailPreview {
  /** Which mail it is. */
  kind: PreviewMailKind;
  /** The culture it is written in (the one asked for, else the site's). */
  culture: string;
  /** The mail's subject, with the made-up order's number. */
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (a whole document, inline styles only), `null` for a mail without one. */
  html: string | null;
}

/**
 * A site's VAT rates (`GET /sites/{storeId}/vat-rates`, decision 0105): the rate included in its
 * prices per destination country, percent (25, 7.7). A country not listed has no rate: its orders
 * show no VAT.
 */
export interface SiteVatRates {
  storeId: string;
  rates: Array<{ country: string; ratePercent: number }>;
}

/**
 * What may be shown of a site's Stripe keys (`GET /sites/{storeId}/payments/stripe`): whether the
 * site has its own, each as its kind prefix and last four characters (`sk_test_…4242`), never the
 * keys, and the webhook address to register at Stripe.
 */
export interface StripeSettingsView {
  /** The site. */
  storeId: string;
  /** The site has its own keys. */
  configured: boolean;
  /** `sk_test_…4242`, or `null` without keys. */
  secretKey: string | null;
  /** `whsec_…5678`, or `null` without keys. */
  webhookSecret: string | null;
  /** When they were last set (ISO 8601), or `null`. */
  updatedAt: string | null;
  /** The address Stripe sends the site's webhook events to. */
  webhookUrl: string;
}

/** A site's Stripe keys as an owner sets them: both together (`stripeKeysFormSchema` of `@clubshop/validation`). */
export interface StripeKeysInput {
  /** `sk_test_…`, `sk_live_…` (or a restricted `rk_…`). */
  secretKey: string;
  /** The webhook signing secret, `whsec_…`. */
  webhookSecret: string;
}
