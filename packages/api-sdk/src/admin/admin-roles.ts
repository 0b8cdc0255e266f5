/**
 * The permission table of the admin API (decision 0081): which areas each staff role works in.
 * One table, read by the API (`commerce-api/src/staff/roles.ts` decides every admin route with it,
 * each route declaring its area) and by back offices (which screens a member sees); the API
 * answers a member's areas in `GET /admin/api/me` (`StaffSelf.areas`), so a back office may also
 * gate on the answer instead of the role.
 *
 * - `owner`: everything, staff, the audit log, the payment provider's keys and `privacy` (a
 *   customer's GDPR data export and erasure, decision 0100) included;
 * - `editor`: catalogue, content, settings, dictionary, vouchers, shipping, the inbox;
 * - `fulfilment`: orders (read, status changes and refunds).
 * Customers (list, search, a customer's orders and addresses, CSV) are read in the `orders` area:
 * whoever reads orders reads their shoppers. Every role reads the dashboard (today's orders, revenue and low stock of its sites); `sites` is
 * adding a site (listing the sites one works on needs no area).
 */

/** The roles of staff (decision 0038): `owner` everything, `editor` catalogue and content, `fulfilment` orders. */
export const staffRoles = ['owner', 'editor', 'fulfilment'] as const;
/** One role of staff. */
export type StaffRole = (typeof staffRoles)[number];

/** The areas of the admin API, a role is granted or refused each as a whole. */
export const adminAreas = [
  'dashboard',
  'staff',
  'audit',
  'sites',
  'settings',
  'content',
  'dictionary',
  'catalogue',
  'vouchers',
  'shipping',
  'orders',
  'inbox',
  'payments',
  'privacy',
] as const;

/** One area of the admin API (see {@link adminAreas}). */
export type AdminArea = (typeof adminAreas)[number];

/**
 * The areas of each role, in {@link adminAreas}' order.
 *
 * @example
 * ```ts
 * areasOfRole.editor.includes('orders'); // false
 * ```
 */
export const areasOfRole: Readonly<Record<StaffRole, readonly AdminArea[]>> = {
  owner: adminAreas,
  editor: ['dashboard', 'settings', 'content', 'dictionary', 'catalogue', 'vouchers', 'shipping', 'inbox'],
  fulfilment: ['dashboard', 'orders'],
};

/**
 * `true` when a member of `role` may work in `area` (on the sites they work on).
 *
 * @example
 * ```ts
 * if (!mayDo(me.role, 'staff')) hideStaffScreen();
 * ```
 */
export function mayDo(role: StaffRole, area: AdminArea): boolean {
  return areasOfRole[role].includes(area);
}

/** `true` for one of the roles. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** `true` for one of the areas. */
export function isAdminArea(value: unknown): value is AdminArea {
  return typeof value === 'string' && (adminAreas as readonly string[]).includes(value);
}
