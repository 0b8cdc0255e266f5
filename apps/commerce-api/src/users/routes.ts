/**
 * Routes of users (spec section 7): register, confirm email, authenticate (password and
 * refresh_token grants), forgot and reset password, profile, order history, newsletter signup.
 */
import { randomUUID } from 'node:crypto';
import {
  authenticateRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  idSchema,
  newsletterSignupRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@clubshop/api-sdk/contract';
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv, SiteContext } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { requireUser } from '../http/auth.ts';
import { noStore } from '../http/cache-control.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/parse.ts';
import { storefrontOrigin } from '../http/site.ts';
import { findOrderOfUser, listOrdersOfUser } from '../payment/order-view.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken, refreshSession, revokeSessions, startSession } from './sessions.ts';
import { loginThrottle, newsletterSignups, users, userTokens } from './tables.ts';

type UserRow = typeof users.$inferSelect;

/** The profile as the contract shows it (unset fields absent). */
export function toProfile(user: UserRow) {
  const optional = (key: 'phone' | 'street' | 'city' | 'zipCode' | 'country') =>
    user[key] ? { [key]: user[key] as string } : {};
  return {
    id: user.id,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    ...optional('phone'),
    ...optional('street'),
    ...optional('city'),
    ...optional('zipCode'),
    ...optional('country'),
  };
}

const loginFailed = 'The username or password is incorrect';

/** The storefront address of a site, for links in mails. */
function storefrontUrl(site: SiteContext, path: string, storefrontPort: number): string {
  return `${storefrontOrigin(site.hostName, storefrontPort)}${path}`;
}

/** Uses a single-use token once (a conditional UPDATE, so a token cannot be used twice). */
async function useToken(db: Db, token: string, purpose: 'confirm-email' | 'reset-password', now: Date) {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`update user_tokens set used_at = ${now.toISOString()}
        where token_hash = ${hashToken(token)} and purpose = ${purpose} and used_at is null and expires_at > ${now.toISOString()}
        returning user_id`,
  );
  return rows[0]?.user_id;
}

/** The users routes, mounted under `/api/users`. */
export function usersRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();

  async function issueMailToken(
    tx: Db,
    userId: string,
    purpose: 'confirm-email' | 'reset-password',
    ttlSeconds: number,
  ) {
    const token = newToken();
    await tx.insert(userTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(clock.now().getTime() + ttlSeconds * 1000),
    });
    return token;
  }

  app.post('/register', async (c) => {
    const body = await readJsonBody(c, registerRequestSchema);
    const email = body.email.toLowerCase();
    const passwordHash = await hashPassword(body.password);
    const site = c.var.site;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const id = randomUUID();
      const inserted = await txDb
        .insert(users)
        .values({
          id,
          email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0)
        throw new ApiError(409, [{ message: 'An account with this email already exists', field: 'email' }]);
      const token = await issueMailToken(txDb, id, 'confirm-email', 7 * 24 * 3600);
      const link = storefrontUrl(site, `/confirm-email/?token=${token}`, config.storefrontPort);
      await deps.mailer.send(
        {
          to: email,
          subject: 'Confirm your email',
          text: `Hi ${body.firstName}, confirm your email: ${link}`,
          links: [link],
        },
        txDb,
      );
    });
    return c.json(
      { success: true as const, message: 'Account created; check your email to confirm it' },
      201,
    );
  });

  app.post('/confirm-email', async (c) => {
    const { token } = await readJsonBody(c, confirmEmailRequestSchema);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const userId = await useToken(txDb, token, 'confirm-email', now);
      if (!userId) throw badRequest('The confirmation token is invalid, used or expired', 'token');
      await txDb.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, userId));
    });
    return c.json({ success: true as const, message: 'Your email is confirmed' });
  });

  app.post('/authenticate', async (c) => {
    noStore(c);
    const body = await readJsonBody(c, authenticateRequestSchema);
    const fail = (error: string) => c.json({ isSuccess: false, error, result: null });
    if (body.grant_type === 'refresh_token') {
      const result = await refreshSession(deps, body.refresh_token);
      return typeof result === 'string' ? fail(result) : c.json({ isSuccess: true, error: null, result });
    }
    const accountKey = body.username.toLowerCase();
    const now = clock.now();
    const [throttle] = await db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, accountKey));
    if (throttle?.lockedUntil && throttle.lockedUntil.getTime() > now.getTime()) {
      const minutes = Math.ceil((throttle.lockedUntil.getTime() - now.getTime()) / 60_000);
      return fail(`Too many failed logins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
    }
    const [user] = await db.select().from(users).where(eq(users.email, accountKey));
    // Unknown accounts are checked against a decoy hash: same work, same answer.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? decoyHash);
    if (!user || !ok) {
      const lockedUntil = new Date(now.getTime() + config.loginLockSeconds * 1000);
      await db.execute(sql`
        insert into login_throttle (account_key, failed_count, locked_until, last_failed_at)
        values (${accountKey}, 1, ${config.maxFailedLogins <= 1 ? lockedUntil.toISOString() : null}, ${now.toISOString()})
        on conflict (account_key) do update set
          failed_count = case when login_throttle.locked_until is not null and login_throttle.locked_until <= ${now.toISOString()}
                              then 1 else login_throttle.failed_count + 1 end,
          locked_until = case when (case when login_throttle.locked_until is not null and login_throttle.locked_until <= ${now.toISOString()}
                              then 1 else login_throttle.failed_count + 1 end) >= ${config.maxFailedLogins}
                              then ${lockedUntil.toISOString()}::timestamptz else null end,
          last_failed_at = ${now.toISOString()}`);
      return fail(loginFailed);
    }
    if (throttle) await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, accountKey));
    return c.json({ isSuccess: true, error: null, result: await startSession(deps, user) });
  });

  app.post('/forgot-password', async (c) => {
    const { email } = await readJsonBody(c, forgotPasswordRequestSchema);
    const site = c.var.site;
    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (user) {
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const token = await issueMailToken(txDb, user.id, 'reset-password', 3600);
        const link = storefrontUrl(site, `/reset-password/?token=${token}`, config.storefrontPort);
        await deps.mailer.send(
          {
            to: user.email,
            subject: 'Reset your password',
            text: `Hi ${user.firstName}, choose a new password within an hour: ${link}`,
            links: [link],
          },
          txDb,
        );
      });
    }
    return c.json({
      success: true as const,
      message: 'If the address is registered, a reset link is on its way',
    });
  });

  app.post('/reset-password', async (c) => {
    const body = await readJsonBody(c, resetPasswordRequestSchema);
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const userId = await useToken(txDb, body.token, 'reset-password', now);
      if (!userId) throw badRequest('The reset token is invalid, used or expired', 'token');
      await txDb.update(users).set({ passwordHash }).where(eq(users.id, userId));
      // The new password ends every other session and every other outstanding reset link.
      await revokeSessions(txDb, now, 'password reset', { userId });
      await txDb.execute(
        sql`update user_tokens set used_at = ${now.toISOString()} where user_id = ${userId} and purpose = 'reset-password' and used_at is null`,
      );
      const [user] = await txDb.select().from(users).where(eq(users.id, userId));
      if (user) await txDb.delete(loginThrottle).where(eq(loginThrottle.accountKey, user.email));
    });
    return c.json({ success: true as const, message: 'Your password has been changed' });
  });

  async function currentUser(c: Context<AppEnv>) {
    const auth = requireUser(c);
    noStore(c);
    const [user] = await db.select().from(users).where(eq(users.id, auth.id));
    if (!user) throw notFound('The user no longer exists');
    return user;
  }

  app.get('/me/profile', async (c) => c.json(toProfile(await currentUser(c))));

  app.patch('/me/profile', async (c) => {
    const user = await currentUser(c);
    const body = await readJsonBody(c, profileUpdateRequestSchema);
    const changes: Partial<UserRow> = {};
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    for (const key of ['phone', 'street', 'city', 'zipCode', 'country'] as const) {
      const value = body[key];
      if (value !== undefined) changes[key] = value === '' ? null : value;
    }
    if (Object.keys(changes).length === 0) return c.json(toProfile(user));
    const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    return c.json(toProfile(updated ?? user));
  });

  app.get('/me/orders', async (c) => {
    const auth = requireUser(c);
    noStore(c);
    return c.json(await listOrdersOfUser(db, auth.id));
  });

  app.get('/me/orders/:orderId', async (c) => {
    const auth = requireUser(c);
    noStore(c);
    const orderId = await validate(idSchema, c.req.param('orderId'));
    // Another user's order answers exactly like a missing one.
    const order = await findOrderOfUser(db, auth.id, orderId);
    if (!order) throw notFound(`No order "${orderId}"`);
    return c.json(order);
  });

  app.post('/newsletter/:listId', async (c) => {
    const listId = await validate(idSchema, c.req.param('listId'));
    const body = await readJsonBody(c, newsletterSignupRequestSchema);
    await db
      .insert(newsletterSignups)
      .values({
        listId,
        email: body.email.toLowerCase(),
        firstName: body.firstName,
        termsId: body.termsId,
        storeId: c.var.site.storeId,
        createdAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: [newsletterSignups.listId, newsletterSignups.email],
        set: { firstName: body.firstName, termsId: body.termsId },
      });
    return c.json({ success: true as const, message: 'Signed up' });
  });

  return app;
}
