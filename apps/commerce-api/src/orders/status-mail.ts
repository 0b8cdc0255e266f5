/**
 * The mails of an order's life after it was paid, in the order's culture: its status changed
 * (`Mail.OrderStatus.*`, the status named by its `User.Orders.*` label as the order history shows
 * it; a cancellation says what it refunded), money given back (`Mail.Refund.*`) and a parcel
 * handed to a carrier (`Mail.Shipped.*`, with the tracking link).
 */
import type { Translate } from '@clubshop/i18n/core';
import type { OutgoingMail } from '../app-env';
import type { OrderRow } from '../payment/order-view';
import type { OrderStatus } from '../payment/tables';
import { moneyText } from '../pricing/money.ts';

function greeting(order: OrderRow, t: Translate): string {
  const name = order.billingAddress.firstName ?? '';
  return name ? t('Mail.Order.Greeting', { name }) : t('Mail.Order.GreetingNoName');
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
): OutgoingMail {
  const number = order.orderNumber;
  const label = t(`User.Orders.${status}`);
  return {
    to: order.billingAddress.email ?? '',
    subject: t('Mail.OrderStatus.Subject', { number, status: label }),
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
    links: [],
  };
}

/** The mail of a refund of `amount` (minor units) of an order. */
export function refundMail(order: OrderRow, amount: number, t: Translate): OutgoingMail {
  const number = order.orderNumber;
  return {
    to: order.billingAddress.email ?? '',
    subject: t('Mail.Refund.Subject', { number }),
    text: [
      greeting(order, t),
      '',
      t('Mail.Refund.Text', {
        number,
        amount: moneyText(amount, order.currency, order.culture),
        method: order.paymentMethodName,
      }),
    ].join('\n'),
    links: [],
  };
}

/** The mail of a shipment of an order: the carrier, the tracking number and its link. */
export function shippedMail(
  order: OrderRow,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
  t: Translate,
): OutgoingMail {
  const number = order.orderNumber;
  return {
    to: order.billingAddress.email ?? '',
    subject: t('Mail.Shipped.Subject', { number }),
    text: [
      greeting(order, t),
      '',
      t('Mail.Shipped.Text', { number, carrier: shipment.carrier, tracking: shipment.trackingNumber }),
      ...(shipment.trackingUrl ? ['', t('Mail.Shipped.Track', { link: shipment.trackingUrl })] : []),
    ].join('\n'),
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
): OutgoingMail {
  const number = order.orderNumber;
  return {
    to: order.billingAddress.email ?? '',
    subject: t('Mail.Return.Subject', { number }),
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
    links: [],
  };
}
