/**
 * The mail telling a shopper their order's status changed, in the order's culture (dictionary
 * keys `Mail.OrderStatus.*`, the status named by its `User.Orders.*` label as the order history
 * shows it).
 */
import type { Translate } from '@clubshop/i18n/core';
import type { OutgoingMail } from '../app-env';
import type { OrderRow } from '../payment/order-view';
import type { OrderStatus } from '../payment/tables';

/** The mail of an order that moved to `status`. */
export function statusChangeMail(order: OrderRow, status: OrderStatus, t: Translate): OutgoingMail {
  const number = order.orderNumber;
  const name = order.billingAddress.firstName ?? '';
  const label = t(`User.Orders.${status}`);
  return {
    to: order.billingAddress.email ?? '',
    subject: t('Mail.OrderStatus.Subject', { number, status: label }),
    text: [
      name ? t('Mail.Order.Greeting', { name }) : t('Mail.Order.GreetingNoName'),
      '',
      t(`Mail.OrderStatus.${status}`, { number }),
    ].join('\n'),
    links: [],
  };
}
