/**
 * Staff as the admin API manages them (issue 43's rules, `canManageMember` of `roles.ts`): the
 * members one may see, a change and a removal, each in one audited transaction that locks the
 * member's row, and the lookups of a sign-in. Throws `ApiError` (404, 403, 409, 412); no request.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { staff, staffSites } from '../db/tables/staff.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { hashPassword } from '../users/passwords.ts';
import { type Actor, auditedWrite } from './audit.ts';
import { canManageMember, type MemberDecision, type StaffScope } from './roles.ts';
import { type StaffView, type staffChangeSchema, staffView } from './staff-service.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/** The stored row of a member of staff by id (any state), or undefined. */
export async function staffRowById(db: Db, id: string) {
  const [member] = await db.select().from(staff).where(eq(staff.id, id));
  return member;
}

/** The stored row of a member of staff by e-mail (as typed at login, lower case), or undefined. */
export async function staffRowByEmail(db: Db, email: string) {
  const [member] = await db.select().from(staff).where(eq(staff.email, email));
  return member;
}

async function staffOr404(db: Db, id: string) {
  const view = await staffView(db, id);
  if (!view) throw notFound({ message: `No member of staff ${id}`, code: 'Admin.Error.NotFound' });
  return view;
}

/** A member as the staff rules see them (`roles.ts`). */
function scopeOf(view: StaffView): StaffScope {
  return {
    id: view.id,
    role: view.role,
    allSites: view.sites === 'all',
    storeIds: view.sites === 'all' ? [] : view.sites,
  };
}

/**
 * The active owners of all sites other than `id`, their rows locked, so two owners cannot demote
 * each other at once (the last owner of all sites rule of `canManageMember`).
 */
async function otherAllSitesOwners(tx: Db, id: string): Promise<number> {
  const others = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.allSites, true), isNull(staff.disabledAt), ne(staff.id, id)))
    .for('update');
  return others.length;
}

/** Throws the refusal of a `canManageMember` decision: 403, or 409 for the shop's own limits. */
export function enforce(decision: MemberDecision): void {
  if (decision.allowed) return;
  const field = decision.code === 'Admin.Error.LastOwner' ? { field: 'role' } : {};
  throw new ApiError(decision.code === 'Api.Error.Forbidden' ? 403 : 409, [
    { ...field, message: decision.reason, code: decision.code },
  ]);
}

/** The members `member` may see, by e-mail (staff are a few dozen at most). */
export async function visibleStaff(db: Db, member: StaffScope): Promise<StaffView[]> {
  const rows = await db.select({ id: staff.id }).from(staff).orderBy(asc(staff.email));
  const visible: StaffView[] = [];
  for (const row of rows) {
    const view = await staffOr404(db, row.id);
    if (canManageMember(member, scopeOf(view), { kind: 'see' }).allowed) visible.push(view);
  }
  return visible;
}

/** The member `id` as `member` may see them: 404 unknown, 403 not theirs to see. */
export async function staffMemberFor(db: Db, member: StaffScope, id: string): Promise<StaffView> {
  const view = await staffOr404(db, id);
  enforce(canManageMember(member, scopeOf(view), { kind: 'see' }));
  return view;
}

/**
 * Changes the member `id` (role, sites, password) as `member` may, from the read `ifMatch`
 * names; a new password or role ends their sessions. The member as they are now, audited.
 */
export async function changeStaffMember(
  db: Db,
  actor: Actor,
  now: Date,
  member: StaffScope,
  id: string,
  change: v.InferOutput<typeof staffChangeSchema>,
  ifMatch: string,
): Promise<StaffView> {
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  return auditedWrite(db, actor, now, async (tx) => {
    // Locks the row: two edits of one ETag cannot both pass the check.
    await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
    const before = await staffOr404(tx, id);
    enforce(
      canManageMember(
        member,
        scopeOf(before),
        { kind: 'update', role: change.role, sites: change.sites, password: change.password !== undefined },
        await otherAllSitesOwners(tx, id),
      ),
    );
    checkIfMatch(ifMatch, before);
    await tx
      .update(staff)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.sites ? { allSites: change.sites === 'all' } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(staff.id, id));
    if (change.sites) {
      await tx.delete(staffSites).where(eq(staffSites.staffId, id));
      if (change.sites !== 'all') {
        await tx
          .insert(staffSites)
          .values([...new Set(change.sites)].map((storeId) => ({ staffId: id, storeId })));
      }
    }
    // A new password or role ends the member's sessions (they log in again).
    if (passwordHash || change.role)
      await revokeStaffSessions(tx, now, 'changed by an owner', { staffId: id });
    const after = await staffOr404(tx, id);
    return {
      result: after,
      audit: [
        {
          action: passwordHash ? 'update (password set)' : 'update',
          entity: 'staff',
          entityId: id,
          before,
          after,
        },
      ],
    };
  });
}

/** Removes (disables) the member `id` as `member` may, ending their sessions; audited. */
export async function removeStaffMember(
  db: Db,
  actor: Actor,
  now: Date,
  member: StaffScope,
  id: string,
): Promise<void> {
  await auditedWrite(db, actor, now, async (tx) => {
    await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
    const before = await staffOr404(tx, id);
    enforce(canManageMember(member, scopeOf(before), { kind: 'remove' }, await otherAllSitesOwners(tx, id)));
    await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, id));
    await revokeStaffSessions(tx, now, 'removed', { staffId: id });
    return { result: undefined, audit: [{ action: 'remove', entity: 'staff', entityId: id, before }] };
  });
}
