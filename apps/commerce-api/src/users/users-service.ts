/**
 * What the users' routes do (docs/product/requirements.md#users), on plain values: register,
 * confirm an address, log in with a password, forget and reset a password, read and change a
 * profile, sign up for a newsletter. Login, forgotten password, register and reset are throttled
 * before any work (`throttle.ts`); mails go out after the answer (`user-mails.ts`). Refusals are
 * `ApiError`s; the HTTP edge (`routes.ts`) reads requests and writes answers.
 */
import { randomUUID } from 'node:crypto';
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps, SiteContext } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { newsletterSignups, users } from '../db/tables/users.ts';
import { mailTheClub } from '../mail/club-inbox.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, badRequest, notFound } from '../shared/api-error.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { type ProfileUpdate, profileChanges, type UserRow } from './profile.ts';
import { hashToken, revokeSessions, startSession, type TokenResult } from './sessions.ts';
import {
  type Admission,
  admitAll,
  forget,
  forgetLoginThrottling,
  refund,
  tooManyAttemptsItem,
} from './throttle.ts';
import { sendAccountExistsMail, sendConfirmationMail, sendResetMail } from './user-mails.ts';
import { confirmedBy, issueMailToken, tokenUsable, useToken, useUpResetTokens } from './user-tokens.ts';

/** How long a confirmation link works: a week. */
const CONFIRM_TTL_SECONDS = 7 * 24 * 3600;
/** How long a reset link works: an hour. */
const RESET_TTL_SECONDS = 3600;

/** A 429 for a throttled call. */
function tooManyAttempts(admission: Admission & { admitted: false }): ApiError {
  return new ApiError(429, [tooManyAttemptsItem(admission, 'attempts')]);
}

/** A new account as the register call gives it. */
export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers an account on `site` for a shopper at `address`, and mails its confirmation link. An
 * address that already has an account is answered the same (issue 24: a 409 told anyone which
 * addresses have accounts): its password is hashed too, and its owner is mailed instead.
 */
export async function register(deps: AppDeps, site: SiteContext, address: string, input: Registration) {
  const { db, clock, config } = deps;
  const email = input.email.toLowerCase();
  const admission = await admitAll(
    db,
    [
      [`register-address:${address}`, config.throttle.registerAddress],
      [`register-email:${email}`, config.throttle.registerEmail],
    ],
    clock,
  );
  if (!admission.admitted) throw tooManyAttempts(admission);
  const passwordHash = await hashPassword(input.password);
  const token = await db.transaction(async (tx) => {
    const txDb: Db = tx;
    const id = randomUUID();
    const inserted = await txDb
      .insert(users)
      .values({
        id,
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        createdAt: clock.now(),
        storeId: site.storeId,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return undefined;
    return issueMailToken(txDb, id, 'confirm-email', CONFIRM_TTL_SECONDS, clock.now());
  });
  if (token === undefined) {
    sendAccountExistsMail(
      deps,
      site,
      async () => (await db.select().from(users).where(eq(users.email, email)))[0],
    );
  } else {
    sendConfirmationMail(deps, site, { email, firstName: input.firstName }, token);
  }
}

/** Confirms the address of the confirmation link's account; the same link again is no error. */
export async function confirmEmail(deps: AppDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
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
}

/** A login's outcome: the session's tokens, or why not (the contract answers it with 200). */
export type LoginOutcome = { ok: true; session: TokenResult } | { ok: false; error: ApiErrorItem };

/**
 * Logs in with a password from `address`. Counted per account and address, and per pair, before
 * the password is hashed (parallel attempts cannot outrun the count); an unknown account is
 * checked against a decoy hash (same work, same answer). A success forgets the pair's failures
 * and gives back the account's and the address's count.
 */
export async function logIn(
  deps: AppDeps,
  address: string,
  credentials: { username: string; password: string },
): Promise<LoginOutcome> {
  const { db, clock, config } = deps;
  const account = credentials.username.toLowerCase();
  const pairKey = `login-pair:${account}|${address}`;
  const accountKey = `login-account:${account}`;
  const addressKey = `login-address:${address}`;
  const { loginPair, loginAccount, loginAddress } = config.throttle;
  const admission = await admitAll(
    db,
    [
      [pairKey, loginPair],
      [accountKey, loginAccount],
      [addressKey, loginAddress],
    ],
    clock,
  );
  if (!admission.admitted) return { ok: false, error: tooManyAttemptsItem(admission, 'login attempts') };
  const [user] = await db.select().from(users).where(eq(users.email, account));
  const ok = await verifyPassword(credentials.password, user?.passwordHash ?? decoyHash);
  if (!user || !ok) return { ok: false, error: apiMessage('Api.Error.LoginFailed') };
  await forget(db, pairKey);
  await refund(db, accountKey, loginAccount);
  await refund(db, addressKey, loginAddress);
  return { ok: true, session: await startSession(deps, user) };
}

/**
 * Mails a reset link to the account of `typedEmail`, if there is one. Counted the same way for
 * known and unknown addresses, before anything is looked up; the look-up happens after the answer.
 */
export async function forgotPassword(
  deps: AppDeps,
  site: SiteContext,
  address: string,
  typedEmail: string,
): Promise<void> {
  const { db, clock, config } = deps;
  const email = typedEmail.toLowerCase();
  const admission = await admitAll(
    db,
    [
      [`forgot-address:${address}`, config.throttle.forgotAddress],
      [`forgot-email:${email}`, config.throttle.forgotEmail],
    ],
    clock,
  );
  if (!admission.admitted) throw tooManyAttempts(admission);
  sendResetMail(deps, site, async () => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) return undefined;
    const token = await issueMailToken(db, user.id, 'reset-password', RESET_TTL_SECONDS, clock.now());
    return { email: user.email, firstName: user.firstName, token };
  });
}

/**
 * Sets a new password with a reset link's token. Counted first, then the token checked, and only
 * then the new password hashed (issue 24: 64 parallel resets with made-up tokens ran 26 scrypt
 * hashes a second and slowed every other shopper): a made-up token costs one atomic count and
 * one indexed look-up. The new password ends every other session and every other reset link.
 */
export async function resetPassword(
  deps: AppDeps,
  address: string,
  reset: { token: string; password: string },
): Promise<void> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const admission = await admitAll(
    db,
    [
      [`reset-address:${address}`, config.throttle.resetAddress],
      [`reset-token:${hashToken(reset.token)}`, config.throttle.resetToken],
    ],
    clock,
  );
  if (!admission.admitted) throw tooManyAttempts(admission);
  if (!(await tokenUsable(db, reset.token, 'reset-password', now))) {
    throw badRequest(apiMessage('Api.Error.ResetTokenInvalid', undefined, 'token'));
  }
  const passwordHash = await hashPassword(reset.password);
  await db.transaction(async (tx) => {
    const txDb: Db = tx;
    const userId = await useToken(txDb, reset.token, 'reset-password', now);
    if (!userId) throw badRequest(apiMessage('Api.Error.ResetTokenInvalid', undefined, 'token'));
    await txDb.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeSessions(txDb, now, 'password reset', { userId });
    await useUpResetTokens(txDb, userId, now);
    // The owner proved the mailbox: guesses against the old password no longer hold them up.
    const [user] = await txDb.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) await forgetLoginThrottling(txDb, user.email);
  });
}

/** The account of a logged-in user; 404 when it is gone since the token was issued. */
export async function findUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(apiMessage('Api.Error.UserGone'));
  return user;
}

/** Changes the given fields of `user`'s profile; answers the account as it is now. */
export async function updateProfile(deps: AppDeps, user: UserRow, update: ProfileUpdate): Promise<UserRow> {
  const changes = profileChanges(update);
  if (Object.keys(changes).length === 0) return user;
  const [updated] = await deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}

/** A newsletter signup as the contract takes it. */
export interface NewsletterSignup {
  email: string;
  firstName: string;
  termsId: string;
}

/**
 * Signs `signup` up for list `listId` of store `storeId`; signing up again updates the name and
 * terms. The club is mailed of it in the same transaction (when its settings name an inbox).
 */
export async function signUpForNewsletter(
  deps: AppDeps,
  storeId: string,
  listId: string,
  signup: NewsletterSignup,
): Promise<void> {
  const email = signup.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const txDb: Db = tx;
    await txDb
      .insert(newsletterSignups)
      .values({
        listId,
        email,
        firstName: signup.firstName,
        termsId: signup.termsId,
        storeId,
        createdAt: deps.clock.now(),
      })
      .onConflictDoUpdate({
        target: [newsletterSignups.listId, newsletterSignups.email],
        set: { firstName: signup.firstName, termsId: signup.termsId },
      });
    await mailTheClub(deps, txDb, storeId, (t, site) => {
      const values = { name: signup.firstName, email, list: listId, host: site.hostName };
      return { subject: t('Mail.Inbox.SignupSubject', values), text: t('Mail.Inbox.SignupText', values) };
    });
  });
}
