/** The site of an admin route (`/sites/:storeId/…`): it must exist and the member must cover it. */
import type { Context } from 'hono';
import type { Db } from '../db/database.ts';
import { notFound } from '../shared/api-error.ts';
import { siteRowOf } from '../sites/site-row.ts';
import type { AdminArea } from '../staff/roles.ts';
import type { StaffMember } from '../staff/staff-token.ts';
import { type AdminEnv, requireArea, requireSite } from './admin-auth.ts';

/** The member (allowed in `area`) and the site row of `:storeId` (403 outside their sites, 404 unknown). */
export async function siteOfRoute(c: Context<AdminEnv>, db: Db, area: AdminArea) {
  const member: StaffMember = requireArea(c, area);
  const storeId = c.req.param('storeId') ?? '';
  requireSite(member, storeId);
  const site = await siteRowOf(db, storeId);
  if (!site) throw notFound({ message: `No site ${storeId}`, code: 'Admin.Error.NotFound' });
  return { member, site };
}
