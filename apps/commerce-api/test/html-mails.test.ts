/**
 * The mails about an order as translated HTML beside their plain text (issue 40, item 6), on the
 * real API: the German order confirmation's HTML part has `lang="de"`, the German texts, the
 * lines and the total as German money, and a product name with markup escaped; the shipped mail
 * links the tracking page, and a tracking address that is not http(s) never becomes a link; the
 * dev mailbox (`GET /api/dev/mails`) shows the HTML; the back office previews a sample of each
 * kind (`GET /admin/api/sites/{storeId}/mail-preview`); nodemailer builds multipart/alternative.
 */
import { createTranslator } from '@clubshop/i18n/core';
import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, products } from '../src/db/tables/catalog.ts';
import { html, mailLink, safeHref, translatedHtml } from '../src/mail/html-mail.ts';
import { smtpMessage } from '../src/mail/smtp-delivery.ts';
import { dictionaryRows } from '../src/messages/built-in-dictionary.ts';
import { shippedMail } from '../src/orders/status-mail.ts';
import { moneyText } from '../src/pricing/money.ts';
import { escapeMarkup } from '../src/shared/escape-markup.ts';
import { basketReadyToPay, orderOfBasket, startPayment } from '../src/testing/checkout-scene.ts';
import { createCommerceTestApi, findItems } from '../src/testing/commerce-test-api.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { createCliOwner } from './support/admin-client.ts';

const password = 'staff password 1';
const evilName = 'Trikot <script>alert(1)</script> & "Co"';
const api = openForFile(() => createCommerceTestApi());
let owner: string;

beforeAll(async () => {
  await createCliOwner(api, 'owner@club.example', password);
  const token = await api.json('POST', '/admin/api/auth/token', {
    grant_type: 'password',
    username: 'owner@club.example',
    password,
  });
  owner = (token.body as { access_token: string }).access_token;
}, 180_000);

/** A paid order on the German site of one item renamed to `evilName`; resolves with its row. */
async function germanOrder(email: string) {
  const headers = { StoreId: 'harbour-de' };
  const [candidate] = await findItems(api, {
    clubId: 'harbour',
    currency: 'EUR',
    state: 'InStock',
    minStock: 5,
  });
  if (!candidate) throw new Error('no item in stock on harbour-de');
  const [item] = await api.database.db.select().from(items).where(eq(items.id, candidate.itemId));
  await api.database.db
    .update(products)
    .set({
      name: sql`(select jsonb_object_agg(key, to_jsonb(${evilName}::text)) from jsonb_each(${products.name}))`,
    })
    .where(eq(products.id, candidate.productId));
  api.invalidateCatalogue();
  const basket = await basketReadyToPay(api, {
    headers,
    lines: [{ itemId: candidate.itemId, quantity: 2 }],
    billing: {
      email,
      emailConfirmation: email,
      phone: '+49 40 123456',
      firstName: 'Käthe',
      lastName: 'Kruse',
      street: 'Hafenstraße 1',
      city: 'Hamburg',
      zipCode: '20457',
      country: 'DE',
    },
    shippingMethodId: 'de-home',
  });
  const started = await startPayment(api, basket, headers, 'card');
  expect((await api.fetch(`${started.data?.url}/approve`, { method: 'POST' })).status).toBe(303);
  const order = await orderOfBasket(api, basket);
  if (!order) throw new Error('no order made');
  return { order, size: item?.size ?? '' };
}

describe('the order confirmation', () => {
  it('has an HTML part in German: lang, texts, lines, the total as German money, markup escaped', async () => {
    const email = 'kaethe-html@example.com';
    const { order } = await germanOrder(email);
    const [mail] = await api.mails(email);
    expect(mail?.subject).toBe(`Bestellbestätigung ${order.orderNumber}`);
    // The plain text as it was: the name as typed, no markup.
    expect(mail?.text).toContain(`2 x ${evilName}`);
    expect(mail?.text).not.toContain('<td');
    const part = mail?.html ?? '';
    expect(part).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    expect(part).toContain('<title>Bestellbestätigung');
    expect(part).toContain('Hallo Käthe,');
    expect(part).toContain(
      `danke für deine Bestellung ${order.orderNumber}. Wir haben deine Zahlung erhalten.`,
    );
    expect(part).toContain('Versand (');
    expect(part).toContain('>Gesamt<');
    const total = moneyText(order.total, 'EUR', order.culture);
    expect(total).toMatch(/^\d+,\d{2}\s€$/);
    expect(part).toContain(`>${escapeMarkup(total)}<`);
    expect(part).toContain('2 ×');
    // The product name escaped, never markup.
    expect(part).not.toContain('<script>');
    expect(part).toContain('Trikot &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;');
    // No style sheet or class: inline styles only.
    expect(part).not.toMatch(/<style|class=/);
  });

  it('is readable in the dev mailbox with its HTML', async () => {
    const response = await api.fetch(`/api/dev/mails?to=${encodeURIComponent('kaethe-html@example.com')}`);
    const [mail] = (await response.json()) as Array<{ text: string; html: string | null }>;
    expect(mail?.html).toContain('<html lang="de">');
  });
});

describe('the shipped mail', () => {
  it('links the tracking page; an address that is not http(s) is never a link', async () => {
    const email = 'kaethe-shipped@example.com';
    const { order } = await germanOrder(email);
    const ship = (body: unknown, key: string) =>
      api.json('POST', `/admin/api/orders/${order.id}/shipments`, body, {
        Authorization: `Bearer ${owner}`,
        'Idempotency-Key': key,
      });
    // The API never takes a javascript: address...
    const refused = await ship(
      { carrier: 'DHL', trackingNumber: '123', trackingUrl: 'javascript:alert(1)' },
      `bad-${order.id}`,
    );
    expect(refused.status).toBe(400);
    const shipped = await ship(
      {
        carrier: 'DHL',
        trackingNumber: 'JJD000390007',
        trackingUrl: 'https://track.example/?id=JJD000390007&x=1',
      },
      `ship-${order.id}`,
    );
    expect(shipped.status).toBe(201);
    const mail = (await api.mails(email)).find(
      (m) => m.subject === `Deine Bestellung ${order.orderNumber} wurde verschickt`,
    );
    expect(mail?.text).toContain('Verfolge dein Paket: https://track.example/?id=JJD000390007&x=1');
    const part = mail?.html ?? '';
    expect(part).toContain('<html lang="de">');
    expect(part).toContain('<a href="https://track.example/?id=JJD000390007&#38;x=1"');
    expect(part).toContain('Verfolge dein Paket:');
    expect(part).toContain('unterwegs. Sendungsnummer:');

    // ...and the mail would not link one either (a row written before the check, say).
    const rows = dictionaryRows().filter((row) => row.culture === 'de');
    const t = createTranslator(Object.fromEntries(rows.map((row) => [row.alias, row.value])));
    const evil = shippedMail(
      order,
      { carrier: 'DHL', trackingNumber: 'x', trackingUrl: 'javascript:alert(document.cookie)' },
      t,
      'Harbour <b>FC</b>',
    );
    expect(evil.html).not.toMatch(/<a\s/);
    expect(evil.html).not.toContain('href');
    expect(evil.html).toContain('Harbour &#60;b&#62;FC&#60;/b&#62;');
  });
});

describe('the preview in the back office', () => {
  const preview = (path: string) =>
    api.json('GET', `/admin/api/sites/${path}`, undefined, { Authorization: `Bearer ${owner}` });

  it('renders a sample mail of a kind in the site’s culture or the one asked for, sending nothing', async () => {
    const shipped = await preview('harbour-de/mail-preview?kind=shipped');
    expect(shipped.status).toBe(200);
    const body = shipped.body as {
      kind: string;
      culture: string;
      subject: string;
      text: string;
      html: string;
    };
    expect(body).toMatchObject({ kind: 'shipped', culture: 'de' });
    expect(body.subject).toMatch(/wurde verschickt$/);
    expect(body.html).toContain('<html lang="de">');
    expect(body.html).toContain('<a href="https://tracking.postnord.com/?id=00370712345678901"');
    const order = await preview('harbour-de/mail-preview?kind=order&culture=da');
    expect(order.status).toBe(200);
    const danish = order.body as { html: string; text: string };
    expect(danish.html).toContain('<html lang="da">');
    expect(danish.html).toContain('>I alt<');
    expect(danish.text).toContain('I alt: ');
    for (const kind of ['refund', 'cancel', 'return']) {
      const answer = await preview(`harbour-de/mail-preview?kind=${kind}`);
      expect(answer.status, kind).toBe(200);
      expect((answer.body as { html: string }).html, kind).toContain('erstattet.');
    }
    expect(await api.mails('shopper@example.com')).toHaveLength(0);
  });

  it('answers 400 naming an unknown kind, 404 for an unknown site', async () => {
    const bad = await preview('harbour-de/mail-preview?kind=nope');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('kind');
    expect((await preview('nowhere/mail-preview?kind=order')).status).toBe(404);
  });
});

describe('the HTML helpers', () => {
  it('escape every value, keep fragments, link only http(s)', () => {
    expect(html`<td>${'<b>&'}</td>`.markup).toBe('<td>&#60;b&#62;&#38;</td>');
    expect(html`<p>${html`<br>`}${['a', '<']}</p>`.markup).toBe('<p><br>a&#60;</p>');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
      expect(mailLink(bad, 'x').markup, bad).toBe('x');
    }
    expect(mailLink('https://a.example/"x"').markup).toContain('href="https://a.example/%22x%22"');
    const t = createTranslator({ Key: '<i>{name}</i> {link}' });
    expect(translatedHtml(t, 'Key', { name: '<b>', link: mailLink('https://a.example/') }).markup).toBe(
      '&#60;i&#62;&#60;b&#62;&#60;/i&#62; <a href="https://a.example/" style="color:#1a56db;text-decoration:underline">https://a.example/</a>',
    );
  });
});

describe('the SMTP message', () => {
  it('is multipart/alternative with the text first and the HTML second', async () => {
    const message = smtpMessage('Club <shop@example.com>', {
      to: 'a@example.com',
      subject: 'Hallo',
      text: 'Hallo Welt',
      html: '<!DOCTYPE html><html lang="de"><body><p>Hallo Welt</p></body></html>',
    });
    // nodemailer's stream transport builds the message as the SMTP transport sends it.
    const built = await createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(
      message,
    );
    const raw = (built.message as Buffer).toString('utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const text = raw.indexOf('Content-Type: text/plain');
    const part = raw.indexOf('Content-Type: text/html');
    expect(text).toBeGreaterThan(0);
    expect(part).toBeGreaterThan(text);
    // A plain-text-only mail stays a single text part.
    expect(
      smtpMessage('x@example.com', { to: 'a@example.com', subject: 's', text: 't', html: null }),
    ).not.toHaveProperty('html');
  });
});
