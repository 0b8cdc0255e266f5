/**
 * Admin routes of staff: login (password, refresh-token and mfa grants, throttled like shoppers'
 * logins, each sign-in, failed sign-in and sign-out audited; a member with two-step sign-in gets
 * an `mfa_token` for the second step, decision 0074), logout, two-step sign-in setup, who am I, staff (owners only: list, create, change, remove) and the audit log
 * (owners only).
 */
import { logoutRequestSchema } from '@clubshop/api-sdk/contract';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { noStore } from '../http/cache-control.ts';
import { clientAddress } from '../http/forwarded.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError } from '../shared/api-error.ts';
import { listAudit } from '../staff/audit.ts';
import { mfaTokenTtlSeconds, signMfaToken, verifyMfaToken } from '../staff/mfa-token.ts';
import { areasOfRole, auditScope, canManageMember } from '../staff/roles.ts';
import { isKnownAddress, recordFailedSignIn, recordSignIn, recordSignOut } from '../staff/sign-in-audit.ts';
import {
  changeStaffMember,
  enforce,
  removeStaffMember,
  staffMemberFor,
  staffRowByEmail,
  staffRowById,
  visibleStaff,
} from '../staff/staff-admin.ts';
import {
  createStaff,
  newStaffRequestSchema,
  StaffExistsError,
  staffChangeSchema,
} from '../staff/staff-service.ts';
import { endStaffSession, refreshStaffSession, startStaffSession } from '../staff/staff-sessions.ts';
import { staffTokenRequestSchema, twoFactorCodeSchema } from '../staff/staff-token-request.ts';
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
import { decoyHash, verifyPassword } from '../users/passwords.ts';
import { type Admission, admitAll, forget, refund, tooManyAttemptsItem } from '../users/throttle.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { requireIfMatch } from './etag.ts';
import { offsetOf, pageQuerySchema } from './pagination.ts';

/** 429 with `Retry-After` when the throttle refused a login attempt. */
function refuseThrottled(c: Context, admission: Admission): void {
  if (admission.admitted) return;
  c.header('Retry-After', String(admission.retryAfterSeconds));
  throw new ApiError(429, [tooManyAttemptsItem(admission, 'login attempts')]);
}

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declaredSignIn = declareAdminRoutes({
  staffToken: { method: 'POST', path: '/auth/token', area: 'public', body: staffTokenRequestSchema },
});

/** Login and refresh of staff, mounted before the staff token check. */
export function staffAuthRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const { app, route } = adminModule(deps);
  route(declaredSignIn.staffToken, async (c) => {
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
      const member = proof ? await staffRowById(db, proof.staffId) : undefined;
      if (!proof || !member || member.disabledAt || !proof.matchesPassword(member.passwordHash)) {
        throw refused(apiMessage('Api.Error.MfaTokenInvalid').message, 'Api.Error.MfaTokenInvalid');
      }
      const codeKey = `staff-login-mfa:${member.id}`;
      const admission = await admitAll(db, [[codeKey, config.throttle.loginPair]], clock);
      refuseThrottled(c, admission);
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
    const member = await staffRowByEmail(db, account);
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
    refuseThrottled(c, admission);
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

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  staffLogout: { method: 'POST', path: '/auth/logout', area: 'any-member', body: logoutRequestSchema },
  getMe: { method: 'GET', path: '/me', area: 'any-member' },
  startTwoFactorSetup: { method: 'POST', path: '/me/two-factor', area: 'any-member' },
  confirmTwoFactorSetup: {
    method: 'POST',
    path: '/me/two-factor/confirm',
    area: 'any-member',
    body: twoFactorCodeSchema,
  },
  turnOffTwoFactor: {
    method: 'POST',
    path: '/me/two-factor/off',
    area: 'any-member',
    body: twoFactorCodeSchema,
  },
  renewRecoveryCodes: {
    method: 'POST',
    path: '/me/two-factor/recovery-codes',
    area: 'any-member',
    body: twoFactorCodeSchema,
  },
  listStaff: { method: 'GET', path: '/staff', area: 'staff', query: pageQuerySchema },
  createStaff: { method: 'POST', path: '/staff', area: 'staff', body: newStaffRequestSchema },
  getStaff: { method: 'GET', path: '/staff/:id', area: 'staff' },
  changeStaff: { method: 'PATCH', path: '/staff/:id', area: 'staff', body: staffChangeSchema, ifMatch: true },
  removeStaff: { method: 'DELETE', path: '/staff/:id', area: 'staff' },
  listAudit: {
    method: 'GET',
    path: '/audit',
    area: 'audit',
    site: { query: 'storeId' },
    query: auditQuerySchema,
  },
});

/** Routes of staff and the audit log, behind the staff token check. */
export function staffRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  route(declared.staffLogout, async (c) => {
    noStore(c);
    const body = await readJsonBody(c, logoutRequestSchema);
    await endStaffSession(deps, { refreshToken: body.refresh_token, sessionId: c.var.staff.sessionId });
    await recordSignOut(db, clock.now(), c.var.staff);
    return c.json({ success: true });
  });

  route(declared.getMe, async (c) => {
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
  route(declared.startTwoFactorSetup, async (c) => {
    try {
      return c.json(await startTwoFactorSetup(db, deps.signingKey, clock.now(), c.var.staff));
    } catch (error) {
      if (error instanceof TwoFactorExistsError)
        throw new ApiError(409, [{ message: error.message, code: 'Admin.Error.Exists' }]);
      throw error;
    }
  });

  route(declared.confirmTwoFactorSetup, async (c) => {
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
  route(declared.turnOffTwoFactor, async (c) => {
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

  route(declared.renewRecoveryCodes, async (c) => {
    const body = await readJsonBody(c, twoFactorCodeSchema);
    const codes = await renewRecoveryCodes(db, deps.signingKey, clock.now(), c.var.staff, body.code);
    if (!codes) throw wrongCode();
    return c.json({ recoveryCodes: codes });
  });

  route(declared.listStaff, (c, { member }) =>
    listAnswer(c, pageQuerySchema, async (query) => {
      const visible = await visibleStaff(db, member);
      const start = offsetOf(query);
      return { items: visible.slice(start, start + query.pageSize), total: visible.length };
    }),
  );

  route(declared.createStaff, async (c, { member, actor }) => {
    const body = await readJsonBody(c, newStaffRequestSchema);
    // Left out, the sites are the creator's own (all of them, or their list).
    const sites = body.sites ?? (member.allSites ? 'all' : [...member.storeIds]);
    enforce(canManageMember(member, undefined, { kind: 'create', role: body.role, sites }));
    try {
      return withEtag(c, await createStaff(db, actor, clock.now(), { ...body, sites }), 201);
    } catch (error) {
      if (error instanceof StaffExistsError) {
        throw new ApiError(409, [{ message: error.message, field: 'email', code: 'Admin.Error.Exists' }]);
      }
      throw error;
    }
  });

  route(declared.getStaff, async (c, { member }) =>
    withEtag(c, await staffMemberFor(db, member, c.req.param('id'))),
  );

  route(declared.changeStaff, async (c, { member, actor }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, staffChangeSchema);
    const id = c.req.param('id');
    return withEtag(c, await changeStaffMember(db, actor, clock.now(), member, id, change, ifMatch));
  });

  route(declared.removeStaff, async (c, { member, actor }) => {
    await removeStaffMember(db, actor, clock.now(), member, c.req.param('id'));
    return c.body(null, 204);
  });

  route(declared.listAudit, async (c, { member }) => {
    const query = await readQuery(c, auditQuerySchema);
    const items = await listAudit(db, { ...query, storeIds: auditScope(member) });
    const last = items.at(-1);
    return c.json({ items, next: items.length === query.limit && last ? String(last.id) : null });
  });

  return app;
}
