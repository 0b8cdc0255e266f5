/**
 * Who calls the admin API. Every route under `/admin/api/` except login and refresh needs a
 * staff access token (`staff/staff-token.ts`); anything else, a shopper's token included, is a
 * 401. Each route's declaration then decides who may call it (`admin-route.ts`: 403 where the
 * member's role may not work or the member is not scoped to the site). An owner without two-step sign-in reaches only its
 * setup (decision 0074).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, forbidden, unauthorized } from '../shared/api-error.ts';
import { coversSite, type StaffMember, verifyStaffToken } from '../staff/staff-token.ts';
import { twoFactorRequiredFor } from '../staff/two-factor.ts';

/**
 * What an owner without two-step sign-in may reach (decision 0074): who they are, the setup, and
 * signing out. Everything else is a 403 `Api.Error.TwoFactorSetupRequired` until it is set up.
 */
const reachableBeforeTwoFactor = new Set([
  '/admin/api/me',
  '/admin/api/me/two-factor',
  '/admin/api/me/two-factor/confirm',
  '/admin/api/auth/logout',
]);

/** The Hono environment of admin routes: the app's, plus the member of staff. */
export interface AdminEnv {
  Variables: AppEnv['Variables'] & { staff: StaffMember };
}

/** Middleware: a valid staff token, or 401 (the reason in the message). */
export function staffAuth(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization')?.trim() ?? '');
    if (!match?.[1]) throw unauthorized();
    const result = await verifyStaffToken(deps.db, deps.signingKey, deps.clock, match[1]);
    if (typeof result === 'string') {
      throw unauthorized(
        apiMessage(
          result === 'expired'
            ? 'Api.Error.TokenExpired'
            : result === 'revoked'
              ? 'Api.Error.TokenRevoked'
              : 'Api.Error.TokenInvalid',
        ),
      );
    }
    if (
      deps.config.ownerTwoFactorRequired &&
      twoFactorRequiredFor(result.role) &&
      !result.twoFactor &&
      !reachableBeforeTwoFactor.has(c.req.path.replace(/\/+$/, ''))
    ) {
      throw new ApiError(403, [apiMessage('Api.Error.TwoFactorSetupRequired')]);
    }
    c.set('staff', result);
    await next();
  };
}

export { forbidden } from '../shared/api-error.ts';

/** Refuses (403) a member of staff not scoped to the site `storeId`. */
export function requireSite(member: StaffMember, storeId: string): void {
  if (!coversSite(member, storeId)) throw forbidden(`Not allowed to work on the site ${storeId}`);
}

/**
 * The sites a list or figure covers: the one the query names (the route's guard checked the
 * member covers it), else every site of the member (`undefined`: all of them).
 */
export function sitesInScope(
  member: StaffMember,
  storeId: string | undefined,
): readonly string[] | undefined {
  return storeId ? [storeId] : member.allSites ? undefined : member.storeIds;
}
