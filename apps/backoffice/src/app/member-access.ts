/**
 * What the signed-in member may open, as `GET /admin/api/me` answers it (decision 0083, after
 * Saleor's dashboard: sections gated by the permissions the API returns): their areas of the
 * admin API and their sites. The screens, the navigation and the sections read it through
 * `useAccess`, never a role.
 */
import type { StaffRole, StaffSelf } from '@clubshop/api-sdk/admin';
import { type AdminArea, areasOfRole } from './areas.ts';
import { useMe } from './use-me.ts';

/** The member's areas and sites. */
export interface MemberAccess {
  /** The areas of the admin API the member works in. */
  areas: readonly AdminArea[];
  /** `'all'`, or the store ids the member works on. */
  sites: 'all' | readonly string[];
}

/** `/me` as the API answers it once it names the member's areas (issue 38, item 2). */
type MeWithAreas = StaffSelf & { areas?: readonly AdminArea[] };

/**
 * The member's access, from `/me`: the one place the back office learns it. An API that does not
 * answer `areas` yet gets the role's areas from the copy of its table (`areasOfRole`); once it
 * does, this reads `areas: me.areas` and areas.ts goes.
 */
export function accessOf(me: MeWithAreas): MemberAccess {
  return { areas: me.areas ?? areasOfRole(me.role), sites: me.sites };
}

/** The access of a role alone, as the API's table grants it (for a member the page does not know). */
export function accessOfRole(role: StaffRole): MemberAccess {
  return { areas: areasOfRole(role), sites: 'all' };
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
