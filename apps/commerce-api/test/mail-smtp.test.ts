/**
 * Mail by SMTP (MAIL_TRANSPORT=smtp) against a real SMTP server on a loopback port (the
 * `smtp-server` package): registration mail delivered with credentials, a mail written while
 * the SMTP server is down delivered once it is back, and a mail with an HTML part sent as
 * multipart/alternative.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { mailDeliveries } from '../src/db/tables/mail.ts';
import { jsonInit } from './contract.ts';
import { freePort } from './support/ports.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  data: string;
}

const received: Received[] = [];
let smtpPort: number;
let smtp: SMTPServer;
let api: TestApi;

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          data,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));
}

const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  smtpPort = await freePort();
  await startSmtp();
  api = await createTestApi({
    mail: {
      transport: 'smtp',
      url: `smtp://shop:s3cret@127.0.0.1:${smtpPort}`,
      from: 'Club Shop <shop@example.com>',
    },
    services: true,
  });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await stopSmtp().catch(() => {});
});

const register = (email: string) =>
  api.fetch(
    '/api/users/register',
    jsonInit('POST', { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Byron' }),
  );

async function deliveryOf(email: string) {
  const [row] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
    api.database.db,
    sql`select d.status, d.attempts, d.last_error from mail_deliveries d join mails m on m.id = d.mail_id
        where m."to" = ${email}`,
  );
  return row;
}

describe('mail by SMTP', () => {
  it('delivers the registration mail, logged in to the SMTP server, and keeps it in the mails table', async () => {
    expect((await register('ada@example.com')).status).toBe(201);
    const mail = await waitFor('the SMTP server to receive the mail', () =>
      received.find((entry) => entry.to.includes('ada@example.com')),
    );
    expect(mail.from).toBe('shop@example.com');
    expect(mail.user).toBe('shop');
    expect(mail.data).toMatch(/^Subject: Confirm your email/m);
    expect(mail.data).toMatch(/^From: Club Shop <shop@example\.com>/m);
    // The body is quoted-printable: soft line breaks and =XX escapes.
    const body = mail.data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(body).toMatch(/http:\/\/northbridge-gb\.localhost:5173\/confirm-email\/\?token=[\w-]+/);
    const [stored] = await api.mails('ada@example.com');
    expect(stored?.subject).toBe('Confirm your email');
    await waitFor('the delivery to be marked sent', async () => {
      const delivery = await deliveryOf('ada@example.com');
      return delivery?.status === 'sent' ? delivery : undefined;
    });
  });

  it('keeps a mail written while the SMTP server is down and delivers it once it is back', async () => {
    await stopSmtp();
    expect((await register('grace@example.com')).status).toBe(201);
    const failed = await waitFor('a failed attempt', async () => {
      const delivery = await deliveryOf('grace@example.com');
      return delivery && delivery.attempts >= 1 && delivery.last_error ? delivery : undefined;
    });
    expect(failed.status).toBe('pending');
    expect(received.some((entry) => entry.to.includes('grace@example.com'))).toBe(false);

    await startSmtp();
    // The retry is due in 30 s; the test brings it forward instead of waiting.
    await api.database.db
      .update(mailDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailDeliveries.status, 'pending'));
    api.deps.mailDelivery?.wake();
    const mail = await waitFor('the SMTP server to receive the retried mail', () =>
      received.find((entry) => entry.to.includes('grace@example.com')),
    );
    expect(mail.data).toMatch(/^Subject: Confirm your email/m);
    const delivery = await waitFor('the delivery to be marked sent', async () => {
      const row = await deliveryOf('grace@example.com');
      return row?.status === 'sent' ? row : undefined;
    });
    expect(delivery.attempts).toBe(2);
  });

  it('sends a mail with an HTML part as multipart/alternative: the text first, then the HTML', async () => {
    // Issue 40 item 6: the order mails carry an HTML part beside the text (src/mail/html-mail.ts).
    await api.deps.mailer.send({
      to: 'html@example.com',
      subject: 'Bestellbestätigung CS-1',
      text: 'Hallo Käthe,',
      html: '<!DOCTYPE html>\n<html lang="de"><body><p>Hallo Käthe,</p></body></html>\n',
      links: [],
    });
    const mail = await waitFor('the SMTP server to receive the HTML mail', () =>
      received.find((entry) => entry.to.includes('html@example.com')),
    );
    expect(mail.data).toMatch(/^Content-Type: multipart\/alternative;/m);
    const text = mail.data.indexOf('Content-Type: text/plain');
    const html = mail.data.indexOf('Content-Type: text/html');
    expect(text).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(text);
    const [stored] = await api.mails('html@example.com');
    expect(stored?.html).toContain('<html lang="de">');
  });

  it('mails the owner, and no confirmation, for a registration of a known address', async () => {
    // Issue 24: a known address is answered 201 like a new one (it was a 409 that told anyone
    // the address has an account); its owner is told instead.
    const before = received.length;
    expect((await register('ada@example.com')).status).toBe(201);
    await api.settled();
    await api.deps.mailDelivery?.idle();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(before + 1);
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.data).toMatch(/^Subject: Someone tried to register with your email/m);
  });
});
