/**
 * The mails of an order's life after it was paid, in the order's culture: its status changed
 * (`Mail.OrderStatus.*`, the status named by its `User.Orders.*` label as the order history shows
 * it; a cancellation says what it refunded), money given back (`Mail.Refund.*`) and a parcel
 * handed to a carrier (`Mail.Shipped.*`, with the tracking link).
 */
import type { Translate } from '@clubshop/i18n/core';
import { eq } from 'drizzle-orm';
import type { OutgoingMail } from '../app-env';
import type { Db } from '../db/database.ts';
import { clubs, sites } from '../db/tables/content.ts';
import {
  type HtmlValue,
  linesTable,
  mailDocument,
  mailLink,
  paragraph,
  safeHref,
  translatedHtml,
} from '../mail/html-mail.ts';
import type { OrderRow } from '../payment/order-view';
import type { OrderStatus } from '../payment/tables';
import { moneyText } from '../pricing/money.ts';

function greeting(order: OrderRow, t: Translate): string {
  const name = order.billingAddress.firstName ?? '';
  return name ? t('Mail.Order.Greeting', { name }) : t('Mail.Order.GreetingNoName');
}

/** The club's name of the order's site, the header of its HTML mails (empty when the site is gone). */
export async function mailClubName(db: Db, storeId: string): Promise<string> {
  const [row] = await db
    .select({ name: clubs.siteName })
    .from(sites)
    .innerJoin(clubs, eq(clubs.id, sites.clubId))
    .where(eq(sites.storeId, storeId))
    .limit(1);
  return row?.name ?? '';
}

/** The HTML part of an order's mail: the greeting, then `body`, in the layout of `html-mail.ts`. */
export function orderMailHtml(
  order: OrderRow,
  t: Translate,
  clubName: string,
  subject: string,
  body: HtmlValue,
): string {
  return mailDocument({
    culture: order.culture,
    clubName,
    subject,
    body: [paragraph(greeting(order, t)), body],
  });
}

/** The refund sentence of a mail as HTML. */
function refundHtml(order: OrderRow, amount: number, t: Translate) {
  return paragraph(
    translatedHtml(t, 'Mail.Refund.Text', {
      number: order.orderNumber,
      amount: moneyText(amount, order.currency, order.culture),
      method: order.paymentMethodName,
    }),
  );
}

/**
 * The mail of an order that moved to `status`; `refunded` (minor units) is what the move gave
 * back (a cancellation of a paid order), and the mail says so.
 */
export function statusChangeMail(
  order: OrderRow,
  status: OrderStatus,
  t: Translate,
  refunded = 0,
  clubName = '',
): OutgoingMail {
  const number = order.orderNumber;
  const label = t(`User.Orders.${status}`);
  const subject = t('Mail.OrderStatus.Subject', { number, status: label });
  return {
    to: order.billingAddress.email ?? '',
    subject,
    text: [
      greeting(order, t),
      '',
      t(`Mail.OrderStatus.${status}`, { number }),
      ...(refunded > 0
        ? [
            t('Mail.Refund.Text', {
              number,
              amount: moneyText(refunded, order.currency, order.culture),
              method: order.paymentMethodName,
            }),
          ]
        : []),
    ].join('\n'),
    html: orderMailHtml(order, t, clubName, subject, [
      paragraph(translatedHtml(t, `Mail.OrderStatus.${status}`, { number })),
      refunded > 0 && refundHtml(order, refunded, t),
    ]),
    links: [],
  };
}

/** The mail of a refund of `amount` (minor units) of an order. */
export function refundMail(order: OrderRow, amount: number, t: Translate, clubName = ''): OutgoingMail {
  const number = order.orderNumber;
  const subject = t('Mail.Refund.Subject', { number });
  return {
    to: order.billingAddress.email ?? '',
    subject,
    text: [
      greeting(order, t),
      '',
      t('Mail.Refund.Text', {
        number,
        amount: moneyText(amount, order.currency, order.culture),
        method: order.paymentMethodName,
      }),
    ].join('\n'),
    html: orderMailHtml(order, t, clubName, subject, refundHtml(order, amount, t)),
    links: [],
  };
}

/** The mail of a shipment of an order: the carrier, the tracking number and its link. */
export function shippedMail(
  order: OrderRow,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
  t: Translate,
  clubName = '',
): OutgoingMail {
  const number = order.orderNumber;
  const subject = t('Mail.Shipped.Subject', { number });
  // The link only for an http(s) address: anything else (never accepted by the API) stays text.
  const trackingHref = safeHref(shipment.trackingUrl);
  return {
    to: order.billingAddress.email ?? '',
    subject,
    text: [
      greeting(order, t),
      '',
      t('Mail.Shipped.Text', { number, carrier: shipment.carrier, tracking: shipment.trackingNumber }),
      ...(shipment.trackingUrl ? ['', t('Mail.Shipped.Track', { link: shipment.trackingUrl })] : []),
    ].join('\n'),
    html: orderMailHtml(order, t, clubName, subject, [
      paragraph(
        translatedHtml(t, 'Mail.Shipped.Text', {
          number,
          carrier: shipment.carrier,
          tracking: trackingHref ? mailLink(trackingHref, shipment.trackingNumber) : shipment.trackingNumber,
        }),
      ),
      shipment.trackingUrl &&
        paragraph(
          translatedHtml(t, 'Mail.Shipped.Track', {
            link: trackingHref ? mailLink(trackingHref) : shipment.trackingUrl,
          }),
        ),
    ]),
    links: shipment.trackingUrl ? [shipment.trackingUrl] : [],
  };
}

/**
 * The mail of a return: the lines that came back (name, colour, size, how many) and what was
 * refunded for them (`amount`, minor units; the refund sentence only when it is more than zero).
 */
export function returnMail(
  order: OrderRow,
  lines: readonly { name: string; color: string; size: string; quantity: number }[],
  amount: number,
  t: Translate,
  clubName = '',
): OutgoingMail {
  const number = order.orderNumber;
  const subject = t('Mail.Return.Subject', { number });
  return {
    to: order.billingAddress.email ?? '',
    subject,
    text: [
      greeting(order, t),
      '',
      t('Mail.Return.Text', { number }),
      ...lines.map((line) => `- ${line.quantity} × ${line.name} (${line.color}, ${line.size})`),
      ...(amount > 0
        ? [
            '',
            t('Mail.Refund.Text', {
              number,
              amount: moneyText(amount, order.currency, order.culture),
              method: order.paymentMethodName,
            }),
          ]
        : []),
    ].join('\n'),
    html: orderMailHtml(order, t, clubName, subject, [
      paragraph(translatedHtml(t, 'Mail.Return.Text', { number })),
      linesTable(
        lines.map((line) => ({
          quantity: line.quantity,
          name: line.name,
          details: `${line.color}, ${line.size}`,
        })),
      ),
      amount > 0 && refundHtml(order, amount, t),
    ]),
    links: [],
  };
}
