/**
 * Staff tables: the people who run a shop (apart from shoppers, who are `users`), the sites each
 * may work on, their login sessions with rotating refresh tokens, and the audit log every admin
 * write goes into (src/staff/audit.ts).
 */
import type { StaffRole } from '@clubshop/api-sdk/admin';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';
import { sessionTables } from '../session-tables.ts';

/** A member of staff. `email` is stored lower-cased; the password hash is the shoppers' scrypt. */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** True: every site, those created later included; false: the sites of `staff_sites`. */
    allSites: boolean('all_sites').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when an owner removed the account: it can no longer log in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email').on(t.email)],
);

/** The sites (by storeId) a member of staff without `allSites` may work on. */
export const staffSites = pgTable(
  'staff_sites',
  {
    staffId: belongsTo('staff_id', () => staff.id),
    storeId: text('store_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.storeId] })],
);

/**
 * A member's TOTP second factor (decision 0074): the secret sealed (`two-factor-cipher.ts`), set
 * up when `confirmedAt` is set (a first code proved the app has it); until then a setup in
 * progress. `lastUsedStep` is the 30-second step of the last code accepted: a code of that step
 * or an earlier one is refused, so no code works twice.
 */
export const staffTwoFactor = pgTable('staff_two_factor', {
  staffId: text('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step').notNull().default(-1),
});

/** A one-time recovery code of a member's second factor: only its SHA-256, used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: belongsTo('staff_id', () => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/** Staff login sessions (refresh-token families) and their refresh tokens (`session-tables.ts`). */
export const { sessions: staffSessions, refreshTokens: staffRefreshTokens } = sessionTables({
  sessions: 'staff_sessions',
  refreshTokens: 'staff_refresh_tokens',
  ownerKey: 'staffId',
  ownerColumn: 'staff_id',
  owner: () => staff.id,
  ownerIndex: 'staff_sessions_staff',
});

/**
 * One admin write: who (staff id and e-mail, kept should the account go), what (action, entity,
 * its id and site), when, and the entity before and after (null for a creation or a removal).
 * Written in the transaction of the write itself, so there is no write without its row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for the command line (`clubshop staff create`, `clubshop import`). */
    staffId: text('staff_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    storeId: text('store_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_store').on(t.storeId, t.id)],
);
