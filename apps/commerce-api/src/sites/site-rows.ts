/**
 * Rows that belong to one site or to every site (vouchers and shipping methods, decision 0049):
 * `storeId` null is a shared row. Staff see the shared rows and those of their sites; a row of a
 * site they do not cover is not there for them (404, so they learn nothing about other clubs),
 * and only staff of all sites change a shared row (403: they can see it).
 */
import { eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { sites } from '../db/tables/content.ts';
import { ApiError, forbidden, notFound } from '../shared/api-error.ts';
import { coversSite, type StaffMember } from '../staff/staff-token.ts';

/** Who asks, for the rules below: the sites a member of staff works on. */
export type SiteScope = Pick<StaffMember, 'allSites' | 'storeIds'>;
type Member = SiteScope;

/** The filter of the rows a member sees (undefined: every row). */
export function visibleRows(member: Member, storeIdColumn: PgColumn): SQL | undefined {
  if (member.allSites) return undefined;
  return member.storeIds.length === 0
    ? isNull(storeIdColumn)
    : or(isNull(storeIdColumn), inArray(storeIdColumn, [...member.storeIds]));
}

/** Whether the member sees a row of `storeId` (null: shared). */
export function seesRow(member: Member, storeId: string | null): boolean {
  return storeId === null || coversSite(member, storeId);
}

/** Refuses a row the member does not see with 404 (`what` names it, such as "voucher HALF"). */
export function requireVisible(member: Member, storeId: string | null, what: string): void {
  if (!seesRow(member, storeId)) throw notFound({ message: `No ${what}`, code: 'Admin.Error.NotFound' });
}

/**
 * Refuses a write the member may not make on a row of `storeId`: 403 for a shared row (or a new
 * row for every site) unless they cover all sites, and for a site they do not cover.
 */
export function requireWritable(member: Member, storeId: string | null, what: string): void {
  if (storeId === null) {
    if (!member.allSites)
      throw forbidden(
        `Only staff of all sites change ${what} shared by every site: name your site (storeId)`,
      );
    return;
  }
  if (!coversSite(member, storeId)) throw forbidden(`Not allowed to work on the site ${storeId}`);
}

/** Refuses (400, field `storeId`) a site that does not exist. */
export async function requireKnownSite(db: Db, storeId: string | null): Promise<void> {
  if (storeId === null) return;
  const [site] = await db.select({ storeId: sites.storeId }).from(sites).where(eq(sites.storeId, storeId));
  if (!site)
    throw new ApiError(400, [
      { field: 'storeId', message: `No site ${storeId}`, code: 'Admin.Error.Invalid' },
    ]);
}
