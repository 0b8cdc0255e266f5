/**
 * Admin routes of staff: login (password and refresh-token grants, throttled like shoppers'
 * logins), logout, who am I, staff (owners only: list, create, change, remove) and the audit log
 * (owners only).
 */
import { authenticateRequestSchema, logoutRequestSchema } from '@clubshop/api-sdk/contract';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { noStore } from '../http/cache-control.ts';
import { clientAddress } from '../http/forwarded.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import {
  createStaff,
  newStaffSchema,
  StaffExistsError,
  staffChangeSchema,
  staffView,
} from '../staff/staff-service.ts';
import {
  endStaffSession,
  refreshStaffSession,
  revokeStaffSessions,
  startStaffSession,
} from '../staff/staff-sessions.ts';
import { staff, staffSites } from '../staff/tables.ts';
import { decoyHash, hashPassword, verifyPassword } from '../users/passwords.ts';
import { admitAll, forget, refund, waitInWords } from '../users/throttle.ts';
import { type AdminEnv, requireArea } from './admin-auth.ts';
import { auditedWrite, listAudit } from './audit.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuerySchema } from './pagination.ts';

/** The actor of an admin request, for the audit log. */
export function actorOf(member: { id: string; email: string }) {
  return { staffId: member.id, name: member.email };
}

/** Login and refresh of staff, mounted before the staff token check. */
export function staffAuthRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono<AdminEnv>();
  app.post('/token', async (c) => {
    noStore(c);
    const body = await readJsonBody(c, authenticateRequestSchema);
    const refused = (message: string, code = 'Api.Error.LoginFailed') =>
      new ApiError(401, [{ message, code }]);
    if (body.grant_type === 'refresh_token') {
      const result = await refreshStaffSession(deps, body.refresh_token);
      if (typeof result === 'string') throw refused(result, 'Api.Error.TokenRevoked');
      return c.json(result);
    }
    const account = body.username.trim().toLowerCase();
    const address = clientAddress(c, config.trustProxy);
    // The shoppers' throttling, under keys of their own: counted before the password is hashed.
    const pairKey = `staff-login-pair:${account}|${address}`;
    const accountKey = `staff-login-account:${account}`;
    const addressKey = `staff-login-address:${address}`;
    const { loginPair, loginAccount, loginAddress } = config.throttle;
    const admission = await admitAll(
      db,
      [
        [pairKey, loginPair],
        [accountKey, loginAccount],
        [addressKey, loginAddress],
      ],
      clock.now(),
    );
    if (!admission.admitted) {
      c.header('Retry-After', String(admission.retryAfterSeconds));
      throw new ApiError(429, [
        {
          message: `Too many login attempts; try again in ${waitInWords(admission.retryAfterSeconds)}`,
          code: 'Api.Error.TooManyAttempts',
          params: { seconds: admission.retryAfterSeconds },
        },
      ]);
    }
    const [member] = await db.select().from(staff).where(eq(staff.email, account));
    const ok = await verifyPassword(body.password, member?.passwordHash ?? decoyHash);
    if (!member || !ok || member.disabledAt) throw refused(apiMessage('Api.Error.LoginFailed').message);
    await forget(db, pairKey);
    await refund(db, accountKey, loginAccount);
    await refund(db, addressKey, loginAddress);
    return c.json(await startStaffSession(deps, member));
  });
  return app;
}

/** The query of the audit log: filters, and `before` a row id to page back. */
export const auditQuerySchema = v.object({
  entity: v.optional(v.string()),
  entityId: v.optional(v.string()),
  storeId: v.optional(v.string()),
  before: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'before must be an audit row id'), v.transform(Number)),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'limit must be a whole number from 1 to 500'),
      v.transform(Number),
      v.minValue(1, 'limit must be a whole number from 1 to 500'),
      v.maxValue(500, 'limit must be a whole number from 1 to 500'),
    ),
    '100',
  ),
});

async function staffOr404(db: Db, id: string) {
  const view = await staffView(db, id);
  if (!view) throw notFound({ message: `No member of staff ${id}`, code: 'Admin.Error.NotFound' });
  return view;
}

/**
 * Refuses (409 `Admin.Error.LastOwner`) a change that would leave the shop without an active
 * owner: only an owner manages staff, so none left means nobody could ever again. The other
 * owners' rows are locked, so two owners cannot demote each other at once.
 */
async function requireAnotherOwner(tx: Db, id: string): Promise<void> {
  const others = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), ne(staff.id, id)))
    .for('update');
  if (others.length === 0)
    throw new ApiError(409, [
      { field: 'role', message: 'The shop needs at least one owner', code: 'Admin.Error.LastOwner' },
    ]);
}

/** Routes of staff and the audit log, behind the staff token check. */
export function staffRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();

  app.post('/auth/logout', async (c) => {
    noStore(c);
    const body = await readJsonBody(c, logoutRequestSchema);
    await endStaffSession(deps, { refreshToken: body.refresh_token, sessionId: c.var.staff.sessionId });
    return c.json({ success: true });
  });

  app.get('/me', (c) => {
    const { id, email, role, allSites, storeIds } = c.var.staff;
    return c.json({ id, email, role, sites: allSites ? 'all' : storeIds });
  });

  app.get('/staff', async (c) => {
    requireArea(c, 'staff');
    const query = await readQuery(c, pageQuerySchema);
    const [total] = await db.select({ n: count() }).from(staff);
    const rows = await db
      .select({ id: staff.id })
      .from(staff)
      .orderBy(asc(staff.email))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const items = [];
    for (const row of rows) items.push(await staffOr404(db, row.id));
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  app.post('/staff', async (c) => {
    const member = requireArea(c, 'staff');
    const input = await readJsonBody(c, newStaffSchema);
    try {
      const created = await createStaff(db, actorOf(member), clock.now(), input);
      c.header('ETag', etagOf(created));
      return c.json(created, 201);
    } catch (error) {
      if (error instanceof StaffExistsError) {
        throw new ApiError(409, [{ message: error.message, field: 'email', code: 'Admin.Error.Exists' }]);
      }
      throw error;
    }
  });

  app.get('/staff/:id', async (c) => {
    requireArea(c, 'staff');
    const view = await staffOr404(db, c.req.param('id'));
    c.header('ETag', etagOf(view));
    return c.json(view);
  });

  app.patch('/staff/:id', async (c) => {
    const member = requireArea(c, 'staff');
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, staffChangeSchema);
    const id = c.req.param('id');
    const passwordHash = change.password ? await hashPassword(change.password) : undefined;
    const now = clock.now();
    const updated = await auditedWrite(db, actorOf(member), now, async (tx) => {
      // Locks the row: two edits of one ETag cannot both pass the check.
      await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
      const before = await staffOr404(tx, id);
      checkIfMatch(ifMatch, before);
      if (before.role === 'owner' && change.role && change.role !== 'owner')
        await requireAnotherOwner(tx, id);
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
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  app.delete('/staff/:id', async (c) => {
    const member = requireArea(c, 'staff');
    const id = c.req.param('id');
    if (id === member.id) {
      throw new ApiError(409, [{ message: 'You cannot remove yourself', code: 'Admin.Error.Self' }]);
    }
    const now = clock.now();
    await auditedWrite(db, actorOf(member), now, async (tx) => {
      const before = await staffOr404(tx, id);
      await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, id));
      await revokeStaffSessions(tx, now, 'removed', { staffId: id });
      return { result: undefined, audit: [{ action: 'remove', entity: 'staff', entityId: id, before }] };
    });
    return c.body(null, 204);
  });

  app.get('/audit', async (c) => {
    requireArea(c, 'audit');
    const query = await readQuery(c, auditQuerySchema);
    const items = await listAudit(db, query);
    const last = items.at(-1);
    return c.json({ items, next: items.length === query.limit && last ? String(last.id) : null });
  });

  return app;
}
