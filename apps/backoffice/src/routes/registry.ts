/**
 * Every screen of the back office, in the navigation's order (decision 0083): the one list the
 * shell routes, guards and links from. A new screen is a folder beside this file and one entry
 * here.
 */
import type { MessageKey } from '../messages/index.ts';
import { type AdminRoute, lazyScreen } from './admin-route.ts';
import { customersTexts } from './customers/customers-texts.ts';
import { dashboardTexts } from './dashboard/dashboard-texts.ts';
import { mailsTexts } from './mails/mails-texts.ts';
import { paymentsTexts } from './payments/payments-texts.ts';
import { productCreateTexts } from './product-create/product-create-texts.ts';
import { productsTexts } from './products/products-texts.ts';
import { sitesTexts } from './sites/sites-texts.ts';
import { twoFactorSettingsTexts } from './two-factor-settings/two-factor-settings-texts.ts';

/** The routes; the first a member may open that has a label is where they land. */
export const adminRoutes = [
  {
    id: 'dashboard',
    path: '/dashboard',
    area: 'dashboard',
    landsIn: 'orders',
    nav: 'Nav.Dashboard',
    texts: dashboardTexts,
    screen: lazyScreen(() => import('./dashboard/dashboard-screen.tsx')),
  },
  {
    id: 'orders',
    path: '/orders',
    area: 'orders',
    nav: 'Nav.Orders',
    screen: lazyScreen(() => import('./orders/orders-screen.tsx')),
  },
  {
    id: 'order',
    path: '/orders/:id',
    area: 'orders',
    screen: lazyScreen(() => import('./order-detail/order-detail-screen.tsx')),
  },
  {
    id: 'customers',
    path: '/customers',
    area: 'orders',
    nav: 'Customers.Nav',
    texts: customersTexts,
    screen: lazyScreen(() => import('./customers/customers-screen.tsx')),
  },
  {
    id: 'customer',
    path: '/customers/:storeId/:id',
    area: 'orders',
    texts: customersTexts,
    screen: lazyScreen(() => import('./customer-detail/customer-detail-screen.tsx')),
  },
  {
    // The API's preview is in the orders area (the mails are about orders): owners and fulfilment.
    id: 'mails',
    path: '/mails',
    area: 'orders',
    nav: 'Mails.Nav',
    texts: mailsTexts,
    screen: lazyScreen(() => import('./mails/mails-screen.tsx')),
  },
  {
    id: 'settings',
    path: '/settings',
    area: 'settings',
    nav: 'Nav.Settings',
    screen: lazyScreen(() => import('./settings/settings-screen.tsx')),
  },
  {
    // The shop's sites and a new club (issue 40): the sites area, staff of all sites.
    id: 'sites',
    path: '/sites',
    area: 'sites',
    nav: 'Sites.Nav',
    texts: sitesTexts,
    screen: lazyScreen(() => import('./sites/sites-screen.tsx')),
  },
  {
    // A site's Stripe keys: the payments area, owners only.
    id: 'payments',
    path: '/payments',
    area: 'payments',
    nav: 'Payments.Nav',
    texts: paymentsTexts,
    screen: lazyScreen(() => import('./payments/payments-screen.tsx')),
  },
  {
    id: 'products',
    path: '/products',
    area: 'catalogue',
    nav: 'Nav.Products',
    texts: productsTexts,
    screen: lazyScreen(() => import('./products/products-screen.tsx')),
  },
  {
    id: 'product-new',
    path: '/products/new',
    area: 'catalogue',
    texts: productCreateTexts,
    screen: lazyScreen(() => import('./product-create/product-create-screen.tsx')),
  },
  {
    id: 'product',
    path: '/products/:storeId/:handle',
    area: 'catalogue',
    screen: lazyScreen(() => import('./product-editor/product-editor-screen.tsx')),
  },
  {
    id: 'categories',
    path: '/categories',
    area: 'catalogue',
    nav: 'Nav.Categories',
    screen: lazyScreen(() => import('./categories/categories-screen.tsx')),
  },
  {
    id: 'catalogue-import',
    path: '/import',
    area: 'catalogue',
    nav: 'Nav.Import',
    screen: lazyScreen(() => import('./catalogue-import/import-screen.tsx')),
  },
  {
    id: 'pages',
    path: '/pages',
    area: 'content',
    nav: 'Nav.Pages',
    screen: lazyScreen(() => import('./pages/pages-screen.tsx')),
  },
  {
    id: 'page',
    path: '/pages/:storeId/:id',
    area: 'content',
    screen: lazyScreen(() => import('./page-editor/page-editor-screen.tsx')),
  },
  {
    id: 'dictionary',
    path: '/dictionary',
    area: 'dictionary',
    nav: 'Nav.Dictionary',
    screen: lazyScreen(() => import('./dictionary/dictionary-screen.tsx')),
  },
  {
    id: 'vouchers',
    path: '/vouchers',
    area: 'vouchers',
    nav: 'Nav.Vouchers',
    screen: lazyScreen(() => import('./vouchers/vouchers-screen.tsx')),
  },
  {
    id: 'shipping',
    path: '/shipping',
    area: 'shipping',
    nav: 'Nav.Shipping',
    screen: lazyScreen(() => import('./shipping/shipping-screen.tsx')),
  },
  {
    id: 'staff',
    path: '/staff',
    area: 'staff',
    nav: 'Nav.Staff',
    screen: lazyScreen(() => import('./staff/staff-screen.tsx')),
  },
  {
    id: 'audit',
    path: '/audit',
    area: 'audit',
    nav: 'Nav.Audit',
    screen: lazyScreen(() => import('./audit/audit-screen.tsx')),
  },
  {
    id: 'two-factor',
    path: '/two-factor',
    area: undefined,
    nav: 'Nav.TwoFactor',
    beforeTwoFactor: true,
    screen: lazyScreen(() => import('./two-factor/two-factor-screen.tsx')),
  },
  {
    id: 'two-factor-settings',
    path: '/two-factor/settings',
    area: undefined,
    texts: twoFactorSettingsTexts,
    screen: lazyScreen(() => import('./two-factor-settings/two-factor-settings-screen.tsx')),
  },
] as const satisfies readonly AdminRoute[];

/** The id of a route of the registry. */
export type RouteId = (typeof adminRoutes)[number]['id'];

type Entry = (typeof adminRoutes)[number];
type TextKeyOf<TEntry> = TEntry extends { texts: { en: infer TTexts } } ? keyof TTexts : never;
type NavKnown<TEntry> = TEntry extends { nav: infer TNav }
  ? TNav extends MessageKey | TextKeyOf<TEntry>
    ? true
    : false
  : true;
/** A key of the routes' own texts. */
export type RouteTextKey = TextKeyOf<Entry> & string;
/** Every label of the navigation is a shared message or one of its route's texts (else no typecheck). */
export const navLabelsKnown: NavKnown<Entry> extends true ? true : never = true;
