/**
 * The mailer of MAIL_TRANSPORT=smtp: stores the mail in the `mails` table as the development
 * mailer does, plus a pending row of `mail_deliveries`, both in the caller's transaction (or one
 * of their own). The mail goes out only once that transaction has committed (a rolled-back
 * registration mails nothing) and is sent by `SmtpDelivery` on whichever instance gets to it
 * first.
 */
import type { Clock, Mailer } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { mailDeliveries } from '../db/tables/mail.ts';
import { mails } from '../db/tables/users.ts';

/** A mailer writing each mail and its pending SMTP delivery (inside the caller's transaction). */
export function outboxMailer(db: Db, clock: Clock, onStored: () => void = () => {}): Mailer {
  return {
    async send(mail, tx) {
      const store = async (target: Db) => {
        const [stored] = await target
          .insert(mails)
          .values({ ...mail, to: mail.to.toLowerCase(), createdAt: clock.now() })
          .returning({ id: mails.id });
        if (!stored) throw new Error('The mail was not stored');
        await target.insert(mailDeliveries).values({ mailId: stored.id, nextAttemptAt: new Date() });
      };
      if (tx) await store(tx);
      else await db.transaction((own) => store(own));
      // The delivery worker looks soon (the transaction commits in a moment); on PostgreSQL the
      // insert's NOTIFY wakes it on commit as well.
      onStored();
    },
  };
}
