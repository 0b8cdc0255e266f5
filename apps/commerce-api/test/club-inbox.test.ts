/**
 * Contact messages and newsletter signups reach the club (issue 26): once a site's settings name
 * an inbox (`inboxEmail`, through the admin settings route), each is mailed there through the
 * API's mailer, in the site's culture, with the message's content; the address is never in the
 * shoppers' settings answer; without it no mail is written. On PGlite, and on PostgreSQL with
 * COMMERCE_TEST_DATABASE_URL.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mails } from '../src/db/tables/users.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { jsonInit } from './contract.ts';
import { createCliOwner } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 120_000 });

const password = 'staff password 1';
const host = 'shop.inbox-ik.example';
const inbox = 'butik@inbox-ik.example';
const api = openForFile(() => createTestApi());
let owner: string;
let storeId: string;

const admin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api.fetch(
    `/admin/api${path}`,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${owner}`, ...headers } }
      : jsonInit(method, body, { Authorization: `Bearer ${owner}`, ...headers }),
  );

const mailsTo = (to: string) =>
  api.deps.db.select().from(mails).where(eq(mails.to, to)).orderBy(desc(mails.id));

const contact = () =>
  api.fetch(
    `http://${host}/api/customerservice`,
    jsonInit('POST', {
      name: 'Åse Møller',
      email: 'aase@example.com',
      phone: '+45 12 34 56 78',
      subject: 'Trøje i str. 140',
      message: 'Hvornår kommer hjemmebanetrøjen i 140?',
    }),
  );

beforeAll(async () => {
  await createCliOwner(api, 'owner@inbox-ik.example', password);
  const token = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: 'owner@inbox-ik.example', password }),
  );
  owner = ((await token.json()) as { access_token: string }).access_token;
  const site = await admin('POST', '/sites', { name: 'Inbox IK', host, culture: 'da', currency: 'DKK' });
  expect(site.status).toBe(201);
  storeId = ((await site.json()) as { storeId: string }).storeId;
}, 120_000);

describe('mails to the club', () => {
  it('without an inbox address nothing is mailed', async () => {
    expect((await contact()).status).toBe(200);
    expect(await mailsTo(inbox)).toEqual([]);
  });

  it('sets the inbox through the settings route (a bad address is a 400 naming the field), hidden from shoppers', async () => {
    const read = await admin('GET', `/sites/${storeId}/settings`);
    const etag = read.headers.get('ETag') as string;
    const bad = await admin(
      'PATCH',
      `/sites/${storeId}/settings`,
      { inboxEmail: 'not an address' },
      {
        'If-Match': etag,
      },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('inboxEmail');
    const set = await admin(
      'PATCH',
      `/sites/${storeId}/settings`,
      { inboxEmail: inbox },
      { 'If-Match': etag },
    );
    expect(set.status).toBe(200);
    const settings = await api.fetch(
      `http://${host}/api/settings?url=${encodeURIComponent(`https://${host}/`)}`,
    );
    expect(settings.status).toBe(200);
    expect(await settings.text()).not.toContain(inbox);
  });

  it('mails a contact message to the club in its culture, with the message', async () => {
    expect((await contact()).status).toBe(200);
    const [mail] = await mailsTo(inbox);
    expect(mail?.subject).toBe('Kontaktformular: Trøje i str. 140');
    expect(mail?.text).toContain(
      'Fra Åse Møller <aase@example.com> +45 12 34 56 78 via shop.inbox-ik.example:',
    );
    expect(mail?.text).toContain('Hvornår kommer hjemmebanetrøjen i 140?');
  });

  it('mails a newsletter signup to the club', async () => {
    const signup = await api.fetch(
      `http://${host}/api/users/newsletter/inbox-news`,
      jsonInit('POST', { email: 'Fan@Example.com', firstName: 'Bo', termsId: 'terms' }),
    );
    expect(signup.status).toBe(200);
    const [mail] = await mailsTo(inbox);
    expect(mail?.subject).toBe('Tilmelding til nyhedsbrev: fan@example.com');
    expect(mail?.text).toBe(
      'Bo <fan@example.com> har tilmeldt sig nyhedsbrevet inbox-news på shop.inbox-ik.example.',
    );
  });
});
