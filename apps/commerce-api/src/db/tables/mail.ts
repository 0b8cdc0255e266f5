/**
 * The SMTP outbox: one row per stored mail (`mails`, `db/tables/users.ts`) that is to go out by
 * SMTP, written in the same transaction as the mail. A delivery worker on any instance sends
 * pending rows (`for update skip locked`, so no two instances send one mail) and records the
 * outcome; a failed attempt is retried later, so a mail server outage loses nothing.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mails } from './users.ts';

/** Where a mail's delivery stands. */
export type MailDeliveryStatus = 'pending' | 'sent' | 'failed';

/** The SMTP delivery of one stored mail. */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    mailId: integer('mail_id')
      .primaryKey()
      .references(() => mails.id, { onDelete: 'cascade' }),
    status: text('status').$type<MailDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may run (now for a new mail, later after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The SMTP server's answer to the last failed attempt (no mail content). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_deliveries_due').on(t.status, t.nextAttemptAt)],
);
