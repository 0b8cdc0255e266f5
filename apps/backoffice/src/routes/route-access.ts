/**
 * Which routes of the registry a member opens, from their access (`accessOf(me)`: the areas and
 * sites `/admin/api/me` answers). The API refuses the rest with 403 anyway: this keeps screens a
 * member cannot use out of their navigation and tells them so when they type the address.
 */
import type { StaffRole } from '@clubshop/api-sdk/admin';
import { accessOfRole, type MemberAccess, worksIn } from '../app/member-access.ts';
import type { AdminRoute } from './admin-route.ts';
import { adminRoutes, type RouteId } from './registry.ts';

const accessOfWho = (who: StaffRole | MemberAccess) => (typeof who === 'string' ? accessOfRole(who) : who);

/** Whether `who` (a member's access, or a role as the API's table grants it) may open the route `id`. */
export function mayOpen(who: StaffRole | MemberAccess, id: RouteId): boolean {
  const route: AdminRoute | undefined = adminRoutes.find((entry) => entry.id === id);
  return route !== undefined && worksIn(accessOfWho(who), route.area);
}

/** The routes of the navigation `who` sees, in its order. */
export function navigationOf(who: StaffRole | MemberAccess): readonly AdminRoute[] {
  const access = accessOfWho(who);
  return adminRoutes.filter((route: AdminRoute) => route.nav !== undefined && worksIn(access, route.area));
}

/**
 * Where a member lands: the first route of their navigation that works in an area of theirs (and,
 * for a route that names `landsIn`, in that area too).
 */
export function homeOf(who: StaffRole | MemberAccess): RouteId {
  const access = accessOfWho(who);
  const home = adminRoutes.find(
    (route: AdminRoute) =>
      route.nav !== undefined &&
      route.area !== undefined &&
      worksIn(access, route.area) &&
      (route.landsIn === undefined || worksIn(access, route.landsIn)),
  );
  return home?.id ?? 'two-factor';
}

/** The path of the route `id` (one without parameters). */
export function pathOf(id: RouteId): string {
  return adminRoutes.find((route) => route.id === id)?.path ?? '/';
}
