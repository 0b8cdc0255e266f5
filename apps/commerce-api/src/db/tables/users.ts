/**
 * User tables: accounts, login sessions with rotating refresh tokens, single-use tokens (confirm
 * email, reset password), attempt counters of throttling (login, forgotten password, register),
 * stored mails, newsletter signups and the signing secret of access tokens.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';
import { sessionTables } from '../session-tables.ts';

/** A registered customer. `email` is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>` */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    zipCode: text('zip_code'),
    country: text('country'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The site the account was registered on (null: before migration 0023); a customer of that site. */
    storeId: text('store_id'),
    /** When staff erased the person (GDPR, decision 0100): the account is anonymised, unusable. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email').on(t.email), index('users_store').on(t.storeId)],
);

/**
 * Shoppers' login sessions (refresh-token families) and their refresh tokens (`session-tables.ts`),
 * with what the reuse grace needs.
 */
export const { sessions, refreshTokens } = sessionTables(
  {
    sessions: 'sessions',
    refreshTokens: 'refresh_tokens',
    ownerKey: 'userId',
    ownerColumn: 'user_id',
    owner: () => users.id,
    ownerIndex: 'sessions_user',
  },
  {
    /** Hash of the client (address and user agent) that used it: only it gets the reuse grace. */
    usedBy: text('used_by'),
    /**
     * The token pair its use issued, AES-256-GCM encrypted under a key derived from this token
     * (only its holder can read it): a retry within the grace answers the same pair.
     */
    successor: text('successor'),
  },
);

/** A single-use token mailed to a user (confirm email, reset password). Only its hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose').$type<'confirm-email' | 'reset-password'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user').on(t.userId)],
);

/**
 * Attempts per throttled key (`login-pair:<email>|<address>`, `login-account:<email>`,
 * `forgot-email:<email>`...; known emails or not, so both answer alike). See `throttle.ts`.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  /** Attempts counted since the counter last started over. */
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  /** No attempt is admitted before this time (the growing delay); null: none. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** A mail the API "sent"; listed by GET /api/dev/mails. */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part beside the plain text (order, shipped, refund, status, return mails); null for plain-text-only mails. */
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mails_to').on(t.to, t.id)],
);

/** A newsletter signup per list. */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: serial('id').primaryKey(),
    listId: text('list_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    termsId: text('terms_id').notNull(),
    storeId: text('store_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('newsletter_signups_list_email').on(t.listId, t.email)],
);

/** Server secrets kept in the database so a restart keeps sessions valid (e.g. the JWT key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
