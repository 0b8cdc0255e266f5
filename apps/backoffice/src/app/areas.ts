/**
 * The areas of the admin API, and, until `GET /admin/api/me` says them, each role's areas: a copy
 * of the API's one permission table (commerce-api `staff/roles.ts`, `mayDo`; decision 0038:
 * owners everything, editors content, settings, the dictionary, the catalogue, vouchers, shipping
 * and the inbox, fulfilment orders). Read only by `accessOf` (member-access.ts), and only when the
 * API does not answer the member's `areas` (decision 0083): then this file goes.
 */
import type { StaffRole } from '@clubshop/api-sdk/admin';

/** An area of the admin API, granted or refused to a role as a whole. */
export type AdminArea =
  | 'staff'
  | 'audit'
  | 'sites'
  | 'settings'
  | 'content'
  | 'dictionary'
  | 'catalogue'
  | 'vouchers'
  | 'shipping'
  | 'orders'
  | 'inbox'
  | 'payments';

const editorAreas: readonly AdminArea[] = [
  'settings',
  'content',
  'dictionary',
  'catalogue',
  'vouchers',
  'shipping',
  'inbox',
];
const everyArea: readonly AdminArea[] = [...editorAreas, 'staff', 'audit', 'sites', 'orders', 'payments'];

/** The areas of `role` as the API's table grants them (the fallback of an API without `areas` in `/me`). */
export function areasOfRole(role: StaffRole): readonly AdminArea[] {
  if (role === 'owner') return everyArea;
  if (role === 'editor') return editorAreas;
  return ['orders'];
}
