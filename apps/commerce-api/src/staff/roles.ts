/**
 * Staff roles and what each may do. One table, so every route asks the same question
 * (`mayDo(role, area)`) and the rules live here only:
 * - `owner`: everything, staff, the audit log and the payment provider's keys included;
 * - `editor`: catalogue, content, settings, dictionary, vouchers, shipping;
 * - `fulfilment`: orders (read, status changes and refunds).
 * Contact messages and newsletter signups are read by owners and editors.
 */

import { type StaffRole, staffRoles } from './tables.ts';

export { type StaffRole, staffRoles };

/** The areas of the admin API a role is granted or refused as a whole. */
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

const editorAreas: ReadonlySet<AdminArea> = new Set([
  'settings',
  'content',
  'dictionary',
  'catalogue',
  'vouchers',
  'shipping',
  'inbox',
]);

/** `true` when `role` may work in `area` (on the sites it is scoped to). */
export function mayDo(role: StaffRole, area: AdminArea): boolean {
  if (role === 'owner') return true;
  if (role === 'editor') return editorAreas.has(area);
  return area === 'orders';
}

/** `true` for one of the roles. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
