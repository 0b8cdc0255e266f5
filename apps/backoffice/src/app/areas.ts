/**
 * Which screens each role opens (the admin API's role table, decision 0038: owners everything,
 * editors content, settings, vouchers and shipping, fulfilment orders). The API refuses the rest with 403 anyway:
 * this only keeps screens a member cannot use out of their navigation.
 */
import type { StaffRole } from '@clubshop/api-sdk/admin';

/** A screen of the back office. */
export type Screen =
  | 'dashboard'
  | 'orders'
  | 'products'
  | 'categories'
  | 'settings'
  | 'pages'
  | 'dictionary'
  | 'vouchers'
  | 'shipping'
  | 'staff'
  | 'audit';

const screensOf: Record<StaffRole, readonly Screen[]> = {
  owner: [
    'dashboard',
    'orders',
    'products',
    'categories',
    'settings',
    'pages',
    'dictionary',
    'vouchers',
    'shipping',
    'staff',
    'audit',
  ],
  editor: ['settings', 'products', 'categories', 'pages', 'dictionary', 'vouchers', 'shipping'],
  fulfilment: ['dashboard', 'orders'],
};

/** Whether a member of `role` may open `screen`. */
export function mayOpen(role: StaffRole, screen: Screen): boolean {
  return screensOf[role].includes(screen);
}

/** The screens of a role, in the navigation's order. */
export function screensFor(role: StaffRole): readonly Screen[] {
  return screensOf[role];
}

/** Where a member lands after signing in: the first screen of their role. */
export function homeOf(role: StaffRole): Screen {
  return screensOf[role][0] ?? 'dashboard';
}
