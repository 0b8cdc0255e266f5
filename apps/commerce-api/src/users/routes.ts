/**
 * Routes of users (docs/product/requirements.md#users): register, confirm email, authenticate
 * (password and refresh_token grants), logout (our extension), forgot and reset password, profile,
 * order history, newsletter signup. Login, forgotten password and register are throttled before any
 * work (`throttle.ts`); their mails go out after the answer (`background.ts`).
 */
import { randomUUID } from 'node:crypto';
import {
  type ApiErrorItem,
  authenticateRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  idSchema,
  logoutRequestSchema,
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
import { clientAddress } from '../http/forwarded.ts';
import { readJsonBody, validate } from '../http/parse.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { siteTexts } from '../messages/site-texts.ts';
import { findOrderOfUser, listOrdersOfUser } from '../payment/order-view.ts';
import { ApiError, badRequest, notFound } from '../shared/api-error.ts';
import { absolutizeMedia } from '../shared/media-urls.ts';
import { storefrontOrigin } from '../sites/origins.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { clientFingerprint } from './refresh-grace.ts';
import { endSession, hashToken, newToken, refreshSession, revokeSessions, startSession } from './sessions.ts';
import { newsletterSignups, users, userTokens } from './tables.ts';
import { type Admission, admitAll, forget, forgetLoginThrottling, refund, waitInWords } from './throttle.ts';

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

/** A 429 for a throttled call: when to try again, with its dictionary code. */
function tooManyAttempts(admission: Admission & { admitted: false }): ApiError {
  const seconds = admission.retryAfterSeconds;
  return new ApiError(429, [
    {
      message: `Too many attempts; try again in ${waitInWords(seconds)}`,
      code: 'Api.Error.TooManyAttempts',
      params: { seconds },
    },
  ]);
}

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

/** Whether a token of `purpose` is known, unused and unexpired (without using it). */
async function tokenUsable(db: Db, token: string, purpose: 'confirm-email' | 'reset-password', now: Date) {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from user_tokens
        where token_hash = ${hashToken(token)} and purpose = ${purpose} and used_at is null and expires_at > ${now.toISOString()}`,
  );
  return rows.length > 0;
}

/** Whether a used confirmation token belongs to an account whose address is confirmed. */
async function confirmedBy(db: Db, token: string): Promise<boolean> {
  const rows = await queryRows<{ confirmed: boolean }>(
    db,
    sql`select u.email_confirmed_at is not null as confirmed from user_tokens t join users u on u.id = t.user_id
        where t.token_hash = ${hashToken(token)} and t.purpose = 'confirm-email' and t.used_at is not null`,
  );
  return rows[0]?.confirmed === true;
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
    const address = clientAddress(c, config.trustProxy);
    const admission = await admitAll(
      db,
      [
        [`register-address:${address}`, config.throttle.registerAddress],
        [`register-email:${email}`, config.throttle.registerEmail],
      ],
      clock.now(),
    );
    if (!admission.admitted) throw tooManyAttempts(admission);
    const passwordHash = await hashPassword(body.password);
    const site = c.var.site;
    // The password is hashed for a known address too, and both answer the same 201 (issue 24:
    // a 409 told anyone which addresses have accounts); the owner of a known address is mailed.
    const token = await db.transaction(async (tx) => {
      const txDb: Db = tx;
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
      if (inserted.length === 0) return undefined;
      return issueMailToken(txDb, id, 'confirm-email', 7 * 24 * 3600);
    });
    const answer = c.json(
      { success: true as const, message: 'Account created; check your email to confirm it' },
      201,
    );
    if (token === undefined) {
      deps.background.run('account exists mail', async () => {
        const [owner] = await db.select().from(users).where(eq(users.email, email));
        if (!owner) return;
        const login = storefrontUrl(site, '/login/', config.storefrontPort);
        const reset = storefrontUrl(site, '/forgot-password/', config.storefrontPort);
        const t = await siteTexts(deps, site.culture);
        await deps.mailer.send({
          to: owner.email,
          subject: t('Mail.AccountExists.Subject'),
          text: t('Mail.AccountExists.Text', { name: owner.firstName, login, reset }),
          links: [login, reset],
        });
      });
      return answer;
    }
    // The mail goes out after the answer (a slow mail provider does not hold the shopper up).
    const link = storefrontUrl(site, `/confirm-email/?token=${token}`, config.storefrontPort);
    deps.background.run('confirmation mail', async () => {
      // In the language of the site the account was made on: dictionary rows, not code.
      const t = await siteTexts(deps, site.culture);
      await deps.mailer.send({
        to: email,
        subject: t('Mail.ConfirmEmail.Subject'),
        text: t('Mail.ConfirmEmail.Text', { name: body.firstName, link }),
        links: [link],
      });
    });
    return answer;
  });

  app.post('/confirm-email', async (c) => {
    const { token } = await readJsonBody(c, confirmEmailRequestSchema);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const txDb: Db = tx;
      const userId = await useToken(txDb, token, 'confirm-email', now);
      if (userId) {
        await txDb.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, userId));
        return;
      }
      // Idempotent: the same link again (a second tab, a double request) finds the address confirmed.
      if (!(await confirmedBy(txDb, token))) {
        throw badRequest(apiMessage('Api.Error.ConfirmTokenInvalid', undefined, 'token'));
      }
    });
    return c.json({ success: true as const, message: 'Your email is confirmed' });
  });

  app.post('/authenticate', async (c) => {
    noStore(c);
    const body = await readJsonBody(c, authenticateRequestSchema);
    const fail = (error: string | ApiErrorItem) =>
      typeof error === 'string'
        ? c.json({ isSuccess: false, error, result: null })
        : c.json({ isSuccess: false, error: error.message, errors: [error], result: null });
    const address = clientAddress(c, config.trustProxy);
    if (body.grant_type === 'refresh_token') {
      const client = clientFingerprint(address, c.req.header('user-agent'));
      const result = await refreshSession(deps, body.refresh_token, client);
      return typeof result === 'string' ? fail(result) : c.json({ isSuccess: true, error: null, result });
    }
    const account = body.username.toLowerCase();
    const pairKey = `login-pair:${account}|${address}`;
    const accountKey = `login-account:${account}`;
    const addressKey = `login-address:${address}`;
    const { loginPair, loginAccount, loginAddress } = config.throttle;
    // Counted before the password is hashed: parallel attempts cannot outrun the count.
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
      const seconds = admission.retryAfterSeconds;
      return fail({
        message: `Too many login attempts; try again in ${waitInWords(seconds)}`,
        code: 'Api.Error.TooManyAttempts',
        params: { seconds },
      });
    }
    const [user] = await db.select().from(users).where(eq(users.email, account));
    // Unknown accounts are checked against a decoy hash: same work, same answer.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? decoyHash);
    if (!user || !ok) return fail(apiMessage('Api.Error.LoginFailed'));
    await forget(db, pairKey);
    await refund(db, accountKey, loginAccount);
    await refund(db, addressKey, loginAddress);
    return c.json({ isSuccess: true, error: null, result: await startSession(deps, user) });
  });

  app.post('/logout', async (c) => {
    noStore(c);
    const body = await readJsonBody(c, logoutRequestSchema);
    await endSession(deps, { refreshToken: body.refresh_token, sessionId: c.var.user?.sessionId });
    return c.json({ success: true as const, message: 'You are logged out' });
  });

  app.post('/forgot-password', async (c) => {
    const { email: typed } = await readJsonBody(c, forgotPasswordRequestSchema);
    const email = typed.toLowerCase();
    const address = clientAddress(c, config.trustProxy);
    // Counted the same way for known and unknown addresses, before anything is looked up.
    const admission = await admitAll(
      db,
      [
        [`forgot-address:${address}`, config.throttle.forgotAddress],
        [`forgot-email:${email}`, config.throttle.forgotEmail],
      ],
      clock.now(),
    );
    if (!admission.admitted) throw tooManyAttempts(admission);
    const site = c.var.site;
    // Looking the address up and mailing happen after the answer: known and unknown addresses
    // are answered after the same work.
    deps.background.run('reset mail', async () => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) return;
      const token = await issueMailToken(db, user.id, 'reset-password', 3600);
      const link = storefrontUrl(site, `/reset-password/?token=${token}`, config.storefrontPort);
      const t = await siteTexts(deps, site.culture);
      await deps.mailer.send({
        to: user.email,
        subject: t('Mail.ResetPassword.Subject'),
        text: t('Mail.ResetPassword.Text', { name: user.firstName, link }),
        links: [link],
      });
    });
    return c.json({
      success: true as const,
      message: 'If the address is registered, a reset link is on its way',
    });
  });

  app.post('/reset-password', async (c) => {
    const body = await readJsonBody(c, resetPasswordRequestSchema);
    const now = clock.now();
    // Counted first, then the token checked, and only then the new password hashed (issue 24:
    // 64 parallel resets with made-up tokens ran 26 scrypt hashes a second and slowed every
    // other shopper): a made-up token costs one atomic count and one indexed look-up.
    const address = clientAddress(c, config.trustProxy);
    const admission = await admitAll(
      db,
      [
        [`reset-address:${address}`, config.throttle.resetAddress],
        [`reset-token:${hashToken(body.token)}`, config.throttle.resetToken],
      ],
      now,
    );
    if (!admission.admitted) throw tooManyAttempts(admission);
    if (!(await tokenUsable(db, body.token, 'reset-password', now))) {
      throw badRequest(apiMessage('Api.Error.ResetTokenInvalid', undefined, 'token'));
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const txDb: Db = tx;
      const userId = await useToken(txDb, body.token, 'reset-password', now);
      if (!userId) throw badRequest(apiMessage('Api.Error.ResetTokenInvalid', undefined, 'token'));
      await txDb.update(users).set({ passwordHash }).where(eq(users.id, userId));
      // The new password ends every other session and every other outstanding reset link.
      await revokeSessions(txDb, now, 'password reset', { userId });
      await txDb.execute(
        sql`update user_tokens set used_at = ${now.toISOString()} where user_id = ${userId} and purpose = 'reset-password' and used_at is null`,
      );
      // The owner proved the mailbox: guesses against the old password no longer hold them up.
      const [user] = await txDb.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (user) await forgetLoginThrottling(txDb, user.email);
    });
    return c.json({ success: true as const, message: 'Your password has been changed' });
  });

  async function currentUser(c: Context<AppEnv>) {
    const auth = requireUser(c);
    noStore(c);
    const [user] = await db.select().from(users).where(eq(users.id, auth.id));
    if (!user) throw notFound(apiMessage('Api.Error.UserGone'));
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
    if (!order) throw notFound(apiMessage('Api.Error.OrderNotFound', { id: orderId }));
    return c.json(absolutizeMedia(order, config.publicOrigin));
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
