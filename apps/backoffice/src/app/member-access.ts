/**
 * What the signed-in member may open, as `GET /admin/api/me` answers it (decision 0083, after
 * Saleor's dashboard: sections gated by the permissions the API returns): their areas of the
 * admin API and their sites. The screens, the navigation and the sections read it through
 * `useAccess`, never a role.
 */
import { type AdminArea, areasOfRole, type StaffRole, type StaffSelf } from '@clubshop/api-sdk/admin';
import { useMe } from './use-me.ts';

/** The member's areas and sites. */
export interface MemberAccess {
  /** The areas of the admin API the member works in. */
  areas: readonly AdminArea[];
  /** `'all'`, or the store ids the member works on. */
  sites: 'all' | readonly string[];
}

/**
 * The member's access, from `/me`: the one place the back office learns it. The API applies its
 * one permission table (`areasOfRole` of `@clubshop/api-sdk/admin`, decision 0081) and answers the
 * member's areas; the back office holds no copy of it.
 */
export function accessOf(me: StaffSelf): MemberAccess {
  return { areas: me.areas, sites: me.sites };
}

/** The access of a role alone, as the API's table grants it (for a member the page does not know). */
export function accessOfRole(role: StaffRole): MemberAccess {
  return { areas: areasOfRole[role], sites: 'all' };
}

/** Whether the member works in `area` (`undefined`: every member does). */
export function worksIn(access: MemberAccess, area: AdminArea | undefined): boolean {
  return area === undefined || access.areas.includes(area);
}

/** The signed-in member's access (`undefined` until `/me` has answered). */
export function useAccess(): MemberAccess | undefined {
  const me = useMe();
  return me.data ? accessOf(me.data) : undefined;
}
