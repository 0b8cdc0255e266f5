/** The mailer of the reference API: mails are stored in the `mails` table, not sent. */
import type { Clock, Mailer } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { mails } from '../db/tables/users.ts';

/** A mailer writing to the mails table (inside the caller's transaction when one is given). */
export function databaseMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(mail, tx) {
      await (tx ?? db).insert(mails).values({ ...mail, to: mail.to.toLowerCase(), createdAt: clock.now() });
    },
  };
}
