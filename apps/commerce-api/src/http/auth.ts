/**
 * The bearer-token user of a request. `userMiddleware` reads `Authorization: Bearer <token>` on
 * every call and sets `c.var.user` (undefined when absent or invalid, so public calls keep working
 * with a stale token); `requireUser` answers 401 with the reason when there is no valid user.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, AuthUser } from '../app-env.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { unauthorized } from '../shared/api-error.ts';

/** Verifies a bearer token: the user, or a word saying why not. */
export type TokenVerifier = (token: string) => Promise<AuthUser | string>;

const problemKey = 'authProblem';

/** Middleware setting `c.var.user` from the Authorization header. */
export function userMiddleware(verify: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('Authorization');
    c.set('user', undefined);
    if (authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
      const result = match?.[1] ? await verify(match[1]) : 'malformed';
      if (typeof result === 'string') (c as Context).set(problemKey as never, result as never);
      else c.set('user', result);
    }
    await next();
  };
}

/** The logged-in user, or a 401 saying why there is none. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (user) return user;
  const problem = (c as Context).get(problemKey as never) as string | undefined;
  throw unauthorized(
    problem
      ? apiMessage(
          problem === 'expired'
            ? 'Api.Error.TokenExpired'
            : problem === 'revoked'
              ? 'Api.Error.TokenRevoked'
              : 'Api.Error.TokenInvalid',
        )
      : undefined,
  );
}
