/**
 * Staff roles and what each may do. The permission table itself (which areas each role works
 * in: `areasOfRole`, `mayDo`) is `@clubshop/api-sdk/admin`'s, so the back office reads the same
 * one (decision 0081); every admin route declares its area (`admin/admin-route.ts`) and is
 * decided by it:
 * - `owner`: everything, staff, the audit log and the payment provider's keys included;
 * - `editor`: catalogue, content, settings, dictionary, vouchers, shipping;
 * - `fulfilment`: orders (read, status changes and refunds).
 * Contact messages and newsletter signups are read by owners and editors; every role reads the
 * dashboard.
 *
 * A member's sites bound everything they do (issue 43): `canManageMember` decides every staff
 * action (see, create, change, remove), `auditScope` which audit rows a member reads, and
 * `coversSites` whether a member works on a site (the settings and every other site route).
 */

import {
  type AdminArea,
  adminAreas,
  areasOfRole,
  isStaffRole,
  mayDo,
  type StaffRole,
  staffRoles,
} from '@clubshop/api-sdk/admin';

export { type AdminArea, adminAreas, areasOfRole, isStaffRole, mayDo, type StaffRole, staffRoles };

/** Who a member of staff is for the rules below: role and sites. */
export interface StaffScope {
  id: string;
  role: StaffRole;
  /** True: every site, those created later included. */
  allSites: boolean;
  /** The sites of a member without `allSites`. */
  storeIds: readonly string[];
}

/** The sites of a member as the API writes them: `'all'` or a list of storeIds. */
export type SiteGrant = 'all' | readonly string[];

/** The grant of a member (`'all'` or their list). */
export function grantOf(member: Pick<StaffScope, 'allSites' | 'storeIds'>): SiteGrant {
  return member.allSites ? 'all' : member.storeIds;
}

/** `true` when `member` works on every site of `sites` (`'all'` only for staff of all sites). */
export function coversSites(member: Pick<StaffScope, 'allSites' | 'storeIds'>, sites: SiteGrant): boolean {
  if (member.allSites) return true;
  if (sites === 'all') return false;
  return sites.every((storeId) => member.storeIds.includes(storeId));
}

/** How far a role reaches, to tell a raise from a demotion. */
const roleRank: Record<StaffRole, number> = { owner: 3, editor: 2, fulfilment: 1 };

/** What a member of staff wants to do to another one (or to a new one). */
export type MemberChange =
  | { kind: 'see' }
  | { kind: 'create'; role: StaffRole; sites: SiteGrant }
  | { kind: 'update'; role?: StaffRole | undefined; sites?: SiteGrant | undefined; password?: boolean }
  | { kind: 'remove' };

/**
 * The answer of `canManageMember`: allowed, or refused with a sentence saying why and the code of
 * the refusal (`Api.Error.Forbidden`, a 403; `Admin.Error.LastOwner` and `Admin.Error.Self`, a 409:
 * allowed to the member, impossible for the shop).
 */
export type MemberDecision =
  | { allowed: true }
  | {
      allowed: false;
      reason: string;
      code: 'Api.Error.Forbidden' | 'Admin.Error.LastOwner' | 'Admin.Error.Self';
    };

const refuse = (
  reason: string,
  code: 'Api.Error.Forbidden' | 'Admin.Error.LastOwner' | 'Admin.Error.Self' = 'Api.Error.Forbidden',
): MemberDecision => ({ allowed: false, reason, code });

/**
 * Decides every staff action of the admin API (issue 43), so the routes ask one place:
 * - only a role that works on staff (owners) manages members;
 * - a member of chosen sites sees and changes only members whose sites are all theirs, and grants
 *   only sites they have; members of all sites are managed by (and granted by) staff of all
 *   sites only;
 * - only an owner of all sites sets another owner's password (no takeover of a fellow owner);
 * - nobody widens their own sites or raises their own role;
 * - the last active owner of all sites is never demoted, narrowed to chosen sites or removed
 *   (`otherAllSitesOwners`: the active owners of all sites besides `target`, counted by the
 *   caller, locked for a write).
 *
 * @example
 * ```ts
 * const decision = canManageMember(member, targetScope, { kind: 'update', sites: ['northbridge-gb'] });
 * if (!decision.allowed) throw forbidden(decision.reason);
 * ```
 */
export function canManageMember(
  actor: StaffScope,
  target: StaffScope | undefined,
  change: MemberChange,
  otherAllSitesOwners = 1,
): MemberDecision {
  if (!mayDo(actor.role, 'staff')) return refuse(`The role ${actor.role} may not work on staff`);
  if (change.kind === 'create') {
    if (!coversSites(actor, change.sites))
      return refuse(
        change.sites === 'all'
          ? 'Only staff of all sites add a member of all sites'
          : 'You may only grant sites you work on yourself',
      );
    return { allowed: true };
  }
  if (!target) return refuse('No member of staff to manage');
  const self = target.id === actor.id;
  if (!self && !coversSites(actor, grantOf(target)))
    return refuse(
      target.allSites
        ? 'Only staff of all sites manage a member of all sites'
        : 'This member works on sites you do not work on',
    );
  if (change.kind === 'see') return { allowed: true };
  const lastAllSitesOwner = target.role === 'owner' && target.allSites && otherAllSitesOwners === 0;
  if (change.kind === 'remove') {
    if (self) return refuse('You cannot remove yourself', 'Admin.Error.Self');
    if (lastAllSitesOwner)
      return refuse('The shop needs at least one owner of all sites', 'Admin.Error.LastOwner');
    return { allowed: true };
  }
  if (change.sites !== undefined) {
    if (!coversSites(actor, change.sites))
      return refuse(
        change.sites === 'all'
          ? 'Only staff of all sites grant all sites'
          : 'You may only grant sites you work on yourself',
      );
    if (self && !coversSites(target, change.sites)) return refuse('You cannot widen your own sites');
  }
  if (change.role !== undefined && self && roleRank[change.role] > roleRank[target.role])
    return refuse('You cannot raise your own role');
  if (change.password && !self && target.role === 'owner' && !(actor.role === 'owner' && actor.allSites))
    return refuse("Only an owner of all sites sets another owner's password");
  const demoted = change.role !== undefined && change.role !== 'owner';
  const narrowed = change.sites !== undefined && change.sites !== 'all';
  if (lastAllSitesOwner && (demoted || narrowed))
    return refuse('The shop needs at least one owner of all sites', 'Admin.Error.LastOwner');
  return { allowed: true };
}

/**
 * The sites whose audit rows `member` reads: `undefined` for staff of all sites (every row, those
 * of no site included: staff, the shared dictionary, the command line), else their storeIds (rows
 * of no site are all-sites matters, not shown).
 */
export function auditScope(member: Pick<StaffScope, 'allSites' | 'storeIds'>): readonly string[] | undefined {
  return member.allSites ? undefined : member.storeIds;
}
