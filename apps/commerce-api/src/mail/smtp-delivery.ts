/**
 * Sends the pending mails of the outbox (`mail_deliveries`) through SMTP with nodemailer.
 *
 * A pass claims up to `batchSize` due rows (`for update skip locked`, then pushes their next
 * attempt 2 minutes out as a lease, so instances never take the same row and a crashed sender's
 * rows come back), sends each, and marks it sent, or due again later (30 s, 1, 2, 4 ... minutes,
 * at most an hour) with the server's answer; after `maxAttempts` it is marked failed. Delivery is
 * at least once: an instance dying between the SMTP server's acceptance and the update sends that
 * mail again after the lease.
 *
 * Passes run when woken (a mail stored here, a `mail` change from another instance), and every
 * `pollMs` for retries.
 */
import { sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { type Db, queryRows } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';

/** Options of `SmtpDelivery`. */
export interface SmtpDeliveryOptions {
  /** `smtp://` or `smtps://` URL with credentials. */
  url: string;
  /** The From header. */
  from: string;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
}

interface DueMail extends Record<string, unknown> {
  mail_id: number;
  attempts: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Seconds until the next attempt after `attempts` failed ones. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The nodemailer message of a stored mail: the plain text, and the HTML part beside it when the
 * mail has one (nodemailer then sends multipart/alternative, text first, so clients show the
 * HTML and keep the text as its alternative).
 */
export function smtpMessage(
  from: string,
  mail: { to: string; subject: string; text: string; html?: string | null | undefined },
): { from: string; to: string; subject: string; text: string; html?: string } {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
  };
}

/** The SMTP sender of the outbox. */
export class SmtpDelivery {
  readonly #transport: Transporter;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: SmtpDeliveryOptions,
  ) {
    this.#transport = createTransport(options.url);
  }

  /** Starts polling (and runs a first pass). */
  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => this.wake(), this.options.pollMs ?? 5000);
    this.#timer.unref?.();
    this.wake();
  }

  /** Runs a pass soon (one at a time; a wake during a pass runs another after it). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#passes().finally(() => {
      this.#running = undefined;
    });
  }

  /** Resolves once no pass is running (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops polling, waits for the pass in progress and closes the SMTP connections. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.idle();
    this.#transport.close();
  }

  async #passes(): Promise<void> {
    do {
      this.#again = false;
      try {
        const sent = await this.deliverDue();
        if (sent === (this.options.batchSize ?? 20)) this.#again = true;
      } catch (error) {
        // The database is away, say: the next wake or poll tries again.
        this.options.logger.warn({ error: (error as Error).message }, 'mail delivery pass failed');
      }
    } while (this.#again && !this.#stopped);
  }

  /** One pass: claims the due mails, sends them, records the outcome. Resolves with how many. */
  async deliverDue(): Promise<number> {
    const batchSize = this.options.batchSize ?? 20;
    const due = await queryRows<DueMail>(
      this.db,
      sql`with claimed as (
            update mail_deliveries d
            set attempts = d.attempts + 1, next_attempt_at = now() + interval '2 minutes'
            where d.mail_id in (
              select mail_id from mail_deliveries
              where status = 'pending' and next_attempt_at <= now()
              order by next_attempt_at
              limit ${batchSize}
              for update skip locked)
            returning d.mail_id, d.attempts)
          select c.mail_id, c.attempts, m."to", m.subject, m.text, m.html
          from claimed c join mails m on m.id = c.mail_id
          order by c.mail_id`,
    );
    for (const mail of due) await this.#send(mail);
    return due.length;
  }

  async #send(mail: DueMail): Promise<void> {
    const maxAttempts = this.options.maxAttempts ?? 10;
    try {
      await this.#transport.sendMail(smtpMessage(this.options.from, mail));
      await this.db.execute(
        sql`update mail_deliveries set status = 'sent', sent_at = now(), last_error = null
            where mail_id = ${mail.mail_id}`,
      );
      this.options.logger.info({ mailId: mail.mail_id, attempts: mail.attempts }, 'mail sent');
    } catch (error) {
      const failed = mail.attempts >= maxAttempts;
      const reason = ((error as Error).message ?? String(error)).slice(0, 500);
      await this.db.execute(
        sql`update mail_deliveries
            set status = ${failed ? 'failed' : 'pending'},
                next_attempt_at = now() + ${retryDelaySeconds(mail.attempts)}::int * interval '1 second',
                last_error = ${reason}
            where mail_id = ${mail.mail_id}`,
      );
      this.options.logger.warn(
        { mailId: mail.mail_id, attempts: mail.attempts, error: reason },
        failed ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
      );
    }
  }
}
