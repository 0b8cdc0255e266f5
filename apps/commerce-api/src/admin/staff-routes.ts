/**
 * Admin routes of staff: login (password, refresh-token and mfa grants, throttled like shoppers'
 * logins, each sign-in, failed sign-in and sign-out audited; a member with two-step sign-in gets
 * an `mfa_token` for the second step, decision 0074), logout, two-step sign-in setup, who am I, staff (owners only: list, create, change, remove) and the audit log
 * (owners only).
 */
import { logoutRequestSchema } from '@clubshop/api-sdk/contract';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { noStore } from '../http/cache-control.ts';
import { clientAddress } from '../http/forwarded.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite, listAudit } from '../staff/audit.ts';
import { mfaTokenTtlSeconds, signMfaToken, verifyMfaToken } from '../staff/mfa-token.ts';
import {
  areasOfRole,
  auditScope,
  canManageMember,
  type MemberDecision,
  type StaffScope,
} from '../staff/roles.ts';
import { isKnownAddress, recordFailedSignIn, recordSignIn, recordSignOut } from '../staff/sign-in-audit.ts';
import {
  createStaff,
  newStaffRequestSchema,
  StaffExistsError,
  type StaffView,
  staffChangeSchema,
  staffView,
} from '../staff/staff-service.ts';
import {
  endStaffSession,
  refreshStaffSession,
  revokeStaffSessions,
  startStaffSession,
} from '../staff/staff-sessions.ts';
import { staffTokenRequestSchema, twoFactorCodeSchema } from '../staff/staff-token-request.ts';
import { staff, staffSites } from '../staff/tables.ts';
import {
  confirmTwoFactorSetup,
  hasTwoFactor,
  proveSecondFactor,
  recoveryCodesLeft,
  renewRecoveryCodes,
  startTwoFactorSetup,
  TwoFactorExistsError,
  TwoFactorRequiredError,
  turnOffTwoFactor,
  twoFactorRequiredFor,
} from '../staff/two-factor.ts';
import { decoyHash, hashPassword, verifyPassword } from '../users/passwords.ts';
import { admitAll, forget, refund, waitInWords } from '../users/throttle.ts';
import { type AdminEnv, requireArea, requireSite } from './admin-auth.ts';
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
    const body = await readJsonBody(c, staffTokenRequestSchema);
    const refused = (message: string, code = 'Api.Error.LoginFailed') =>
      new ApiError(401, [{ message, code }]);
    if (body.grant_type === 'refresh_token') {
      const result = await refreshStaffSession(deps, body.refresh_token);
      if (typeof result === 'string') throw refused(result, 'Api.Error.TokenRevoked');
      return c.json(result);
    }
    const address = clientAddress(c, config.trustProxy);
    const now = clock.now();
    if (body.grant_type === 'mfa') {
      // The second step: the member proved their password in the last five minutes (the token),
      // now a code of their app or a recovery code. Throttled per member like the password.
      const proof = await verifyMfaToken(deps.signingKey, clock, body.mfa_token);
      const [member] = proof ? await db.select().from(staff).where(eq(staff.id, proof.staffId)) : [];
      if (!proof || !member || member.disabledAt || !proof.matchesPassword(member.passwordHash)) {
        throw refused(apiMessage('Api.Error.MfaTokenInvalid').message, 'Api.Error.MfaTokenInvalid');
      }
      const codeKey = `staff-login-mfa:${member.id}`;
      const admission = await admitAll(db, [[codeKey, config.throttle.loginPair]], clock);
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
      const kind = await proveSecondFactor(db, deps.signingKey, now, member.id, body.code);
      if (!kind) {
        await recordFailedSignIn(db, now, {
          account: member.email,
          memberId: member.id,
          address,
          reason: 'second-factor',
        });
        throw refused(apiMessage('Api.Error.MfaCodeInvalid').message, 'Api.Error.MfaCodeInvalid');
      }
      await forget(db, codeKey);
      await recordSignIn(db, now, member, address, kind);
      return c.json(await startStaffSession(deps, member));
    }
    const account = body.username.trim().toLowerCase();
    // Throttled per account and address, per address, and per account from addresses the member
    // has not signed in from lately (issue 43): counted before the password is hashed. The
    // account-wide key skips the member's known addresses, so guesses from elsewhere cannot lock
    // the member out of their usual place.
    const [member] = await db.select().from(staff).where(eq(staff.email, account));
    const known = member ? await isKnownAddress(db, now, member.id, address) : false;
    const pairKey = `staff-login-pair:${account}|${address}`;
    const accountKey = `staff-login-account:${account}`;
    const addressKey = `staff-login-address:${address}`;
    const { loginPair, loginAccount, loginAddress } = config.throttle;
    const admission = await admitAll(
      db,
      [
        [pairKey, loginPair],
        ...(known ? [] : [[accountKey, loginAccount] as const]),
        [addressKey, loginAddress],
      ],
      clock,
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
    const ok = await verifyPassword(body.password, member?.passwordHash ?? decoyHash);
    if (!member || !ok || member.disabledAt) {
      const reason = !member ? 'no-account' : !ok ? 'password' : 'disabled';
      await recordFailedSignIn(db, now, { account, memberId: member?.id, address, reason });
      throw refused(apiMessage('Api.Error.LoginFailed').message);
    }
    await forget(db, pairKey);
    if (!known) await refund(db, accountKey, loginAccount);
    await refund(db, addressKey, loginAddress);
    if (await hasTwoFactor(db, member.id)) {
      // The password alone is not a sign-in: a token for the second step, nothing else.
      const required = apiMessage('Api.Error.MfaRequired');
      return c.json(
        {
          success: false,
          errors: [required],
          error: 'mfa_required',
          mfa_token: await signMfaToken(deps.signingKey, clock, member),
          mfa_expires_in: mfaTokenTtlSeconds,
        },
        401,
      );
    }
    await recordSignIn(db, now, member, address, 'none');
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
function enforce(decision: MemberDecision): void {
  if (decision.allowed) return;
  const field = decision.code === 'Admin.Error.LastOwner' ? { field: 'role' } : {};
  throw new ApiError(decision.code === 'Api.Error.Forbidden' ? 403 : 409, [
    { ...field, message: decision.reason, code: decision.code },
  ]);
}

/** The 400 of a wrong (or spent) code of the app, on the field `code`. */
function wrongCode(): ApiError {
  return new ApiError(400, [
    {
      field: 'code',
      ...apiMessage('Api.Error.MfaCodeInvalid'),
      message: 'The code is wrong or was used already',
    },
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
    await recordSignOut(db, clock.now(), c.var.staff);
    return c.json({ success: true });
  });

  app.get('/me', async (c) => {
    const { id, email, role, allSites, storeIds, twoFactor } = c.var.staff;
    return c.json({
      id,
      email,
      role,
      sites: allSites ? 'all' : storeIds,
      areas: areasOfRole[role],
      twoFactor: {
        enabled: twoFactor,
        required: twoFactorRequiredFor(role) && deps.config.ownerTwoFactorRequired,
        recoveryCodesLeft: twoFactor ? await recoveryCodesLeft(db, id) : 0,
      },
    });
  });

  // Two-step sign-in of the member themselves (decision 0074): a new secret, then a first code.
  app.post('/me/two-factor', async (c) => {
    try {
      return c.json(await startTwoFactorSetup(db, deps.signingKey, clock.now(), c.var.staff));
    } catch (error) {
      if (error instanceof TwoFactorExistsError)
        throw new ApiError(409, [{ message: error.message, code: 'Admin.Error.Exists' }]);
      throw error;
    }
  });

  app.post('/me/two-factor/confirm', async (c) => {
    const body = await readJsonBody(c, twoFactorCodeSchema);
    const codes = await confirmTwoFactorSetup(db, deps.signingKey, clock.now(), c.var.staff, body.code);
    if (!codes) {
      throw new ApiError(400, [
        {
          field: 'code',
          ...apiMessage('Api.Error.MfaCodeInvalid'),
          message: 'The code is wrong, or no setup was started',
        },
      ]);
    }
    return c.json({ recoveryCodes: codes });
  });

  // The member's own two-step settings (decision 0083), each proved by a current code of the app.
  app.post('/me/two-factor/off', async (c) => {
    const body = await readJsonBody(c, twoFactorCodeSchema);
    const member = c.var.staff;
    const required = twoFactorRequiredFor(member.role) && deps.config.ownerTwoFactorRequired;
    try {
      if (!(await turnOffTwoFactor(db, deps.signingKey, clock.now(), member, body.code, required)))
        throw wrongCode();
    } catch (error) {
      if (error instanceof TwoFactorRequiredError)
        throw new ApiError(403, [{ message: error.message, code: 'Api.Error.Forbidden' }]);
      throw error;
    }
    return c.json({ success: true });
  });

  app.post('/me/two-factor/recovery-codes', async (c) => {
    const body = await readJsonBody(c, twoFactorCodeSchema);
    const codes = await renewRecoveryCodes(db, deps.signingKey, clock.now(), c.var.staff, body.code);
    if (!codes) throw wrongCode();
    return c.json({ recoveryCodes: codes });
  });

  app.get('/staff', async (c) => {
    const member = requireArea(c, 'staff');
    const query = await readQuery(c, pageQuerySchema);
    // Staff are a few dozen at most: the members this one may see, filtered by the one rule.
    const rows = await db.select({ id: staff.id }).from(staff).orderBy(asc(staff.email));
    const visible: StaffView[] = [];
    for (const row of rows) {
      const view = await staffOr404(db, row.id);
      if (canManageMember(member, scopeOf(view), { kind: 'see' }).allowed) visible.push(view);
    }
    const start = offsetOf(query);
    const items = visible.slice(start, start + query.pageSize);
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: visible.length });
  });

  app.post('/staff', async (c) => {
    const member = requireArea(c, 'staff');
    const body = await readJsonBody(c, newStaffRequestSchema);
    // Left out, the sites are the creator's own (all of them, or their list).
    const sites = body.sites ?? (member.allSites ? 'all' : [...member.storeIds]);
    enforce(canManageMember(member, undefined, { kind: 'create', role: body.role, sites }));
    try {
      const created = await createStaff(db, actorOf(member), clock.now(), { ...body, sites });
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
    const member = requireArea(c, 'staff');
    const view = await staffOr404(db, c.req.param('id'));
    enforce(canManageMember(member, scopeOf(view), { kind: 'see' }));
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
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  app.delete('/staff/:id', async (c) => {
    const member = requireArea(c, 'staff');
    const id = c.req.param('id');
    const now = clock.now();
    await auditedWrite(db, actorOf(member), now, async (tx) => {
      await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
      const before = await staffOr404(tx, id);
      enforce(
        canManageMember(member, scopeOf(before), { kind: 'remove' }, await otherAllSitesOwners(tx, id)),
      );
      await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, id));
      await revokeStaffSessions(tx, now, 'removed', { staffId: id });
      return { result: undefined, audit: [{ action: 'remove', entity: 'staff', entityId: id, before }] };
    });
    return c.body(null, 204);
  });

  app.get('/audit', async (c) => {
    const member = requireArea(c, 'audit');
    const query = await readQuery(c, auditQuerySchema);
    if (query.storeId) requireSite(member, query.storeId);
    const items = await listAudit(db, { ...query, storeIds: auditScope(member) });
    const last = items.at(-1);
    return c.json({ items, next: items.length === query.limit && last ? String(last.id) : null });
  });

  return app;
}
