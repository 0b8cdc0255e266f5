/**
 * Creating and changing staff, for the command line (`clubshop staff create`, `clubshop init`)
 * and the admin API alike. Input is checked with the e-mail rule of shoppers and the staff
 * password rule (`staffPasswordField` of `@clubshop/api-sdk/admin`, from `@clubshop/validation`:
 * 12+ characters, none of the common passwords); every
 * change is audited in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import { staffPasswordField } from '@clubshop/api-sdk/admin';
import { emailField } from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { staff, staffSites } from '../db/tables/staff.ts';
import { hashPassword } from '../users/passwords.ts';
import { type Actor, auditedWrite } from './audit.ts';
import { staffRoles } from './roles.ts';

/** The store ids a member of staff works on: `"all"`, or a non-empty list. */
const sitesField = v.union(
  [
    v.literal('all'),
    v.pipe(
      v.array(v.pipe(v.string('sites must be storeIds'), v.nonEmpty('sites must be storeIds'))),
      v.minLength(1, 'sites must name at least one site, or be "all"'),
    ),
  ],
  'sites must be "all" or a list of storeIds',
);

/** A new member of staff. */
export const newStaffSchema = v.object({
  email: v.pipe(emailField('email'), v.toLowerCase()),
  password: staffPasswordField('password'),
  role: v.picklist(staffRoles, `role must be one of ${staffRoles.join(', ')}`),
  sites: v.optional(sitesField, 'all'),
});

/**
 * A new member of staff as the admin API reads it: `sites` left out means the creator's own (all
 * sites for staff of all sites, their list for the others), decided by the route.
 */
export const newStaffRequestSchema = v.object({
  ...newStaffSchema.entries,
  sites: v.optional(sitesField),
});

/** A change to a member of staff (any of role, sites, password). */
export const staffChangeSchema = v.object({
  role: v.optional(v.picklist(staffRoles, `role must be one of ${staffRoles.join(', ')}`)),
  sites: v.optional(sitesField),
  password: v.optional(staffPasswordField('password')),
});

/** A member of staff as the API shows it (never the password hash). */
export interface StaffView {
  id: string;
  email: string;
  role: (typeof staffRoles)[number];
  sites: 'all' | string[];
  createdAt: string;
  disabled: boolean;
}

/** Thrown when the e-mail belongs to a member of staff already. */
export class StaffExistsError extends Error {
  override readonly name = 'StaffExistsError';
}

/** A member of staff as the API shows it. */
export async function staffView(db: Db, id: string): Promise<StaffView | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  if (!row) return undefined;
  const sites = row.allSites
    ? 'all'
    : (await db.select().from(staffSites).where(eq(staffSites.staffId, id)))
        .map((site) => site.storeId)
        .sort();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    sites,
    createdAt: row.createdAt.toISOString(),
    disabled: row.disabledAt !== null,
  };
}

/** Creates a member of staff (input already valid); the view, audited. */
export async function createStaff(
  db: Db,
  actor: Actor,
  now: Date,
  input: v.InferOutput<typeof newStaffSchema>,
): Promise<StaffView> {
  const passwordHash = await hashPassword(input.password);
  return auditedWrite(db, actor, now, async (tx) => {
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, input.email));
    if (existing) throw new StaffExistsError(`${input.email} is a member of staff already`);
    const id = randomUUID();
    await tx.insert(staff).values({
      id,
      email: input.email,
      passwordHash,
      role: input.role,
      allSites: input.sites === 'all',
      createdAt: now,
    });
    if (input.sites !== 'all') {
      await tx
        .insert(staffSites)
        .values([...new Set(input.sites)].map((storeId) => ({ staffId: id, storeId })));
    }
    const view = (await staffView(tx, id)) as StaffView;
    return { result: view, audit: [{ action: 'create', entity: 'staff', entityId: id, after: view }] };
  });
}
