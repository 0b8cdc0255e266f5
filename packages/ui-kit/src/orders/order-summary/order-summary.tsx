'use client';

import { useI18n } from '@clubshop/i18n';
import type { BasketTotalsData } from '../../basket/basket-summary/basket-summary.tsx';
import { BasketSummary } from '../../basket/basket-summary/basket-summary.tsx';
import type { ShippingDetailsInput } from '../../forms/checkout-form/checkout-details.ts';
import { useOrderDate } from '../order-list/order-date.ts';
import { OrderStatusLabel, type OrderStatusValue } from '../order-status-label/order-status-label.tsx';
import { countryName } from './country-name.ts';
import './order-summary.css';

/**
 * A placed order as the order page and the receipt show it: the contract's order (or receipt
 * summary) fits. Methods may be a name or `{ name }`.
 */
export interface OrderSummaryData extends BasketTotalsData {
  orderNumber: string;
  createdAt: string;
  status: OrderStatusValue;
  billingAddress?: ShippingDetailsInput | null | undefined;
  shippingAddress?: ShippingDetailsInput | null | undefined;
  shippingMethod?: string | { name: string } | null | undefined;
  paymentMethod?: string | { name: string } | null | undefined;
  comment?: string | null | undefined;
}

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  order: OrderSummaryData;
  /** Heading level of the parts; default 2. */
  headingLevel?: 2 | 3 | undefined;
}

function methodName(method: OrderSummaryData['shippingMethod']): string | undefined {
  if (!method) return undefined;
  return typeof method === 'string' ? method : method.name;
}

function Address({ address }: { address: ShippingDetailsInput }) {
  const { locale } = useI18n();
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    // The country's name in the shop's language, not its ISO code.
    address.country ? countryName(address.country, locale) : undefined,
    address.email,
    address.phone,
  ].filter((line): line is string => !!line);
  return (
    <address className="cs-order-summary__address">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/**
 * The facts of a placed order: number, date and status; invoice and shipping addresses;
 * shipping and payment method; comment; and the totals.
 *
 * Dictionary keys: `User.Orders.Order` (`{number}`), `User.Orders.Placed` (`{date}`),
 * `User.Orders.InvoiceAddress`, `User.Orders.ShippingAddress`, `User.Orders.ShippingMethod`,
 * `User.Orders.PaymentMethod`, `User.Orders.Comment`, plus those of BasketSummary.
 */
export function OrderSummary({ order, headingLevel = 2 }: OrderSummaryProps) {
  const { t } = useI18n();
  const orderDate = useOrderDate();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const shipping = methodName(order.shippingMethod);
  const payment = methodName(order.paymentMethod);
  return (
    <div className="cs-order-summary">
      <header className="cs-order-summary__header">
        <Heading className="cs-order-summary__title">
          {t('User.Orders.Order', { number: order.orderNumber })}
        </Heading>
        <p className="cs-order-summary__meta">
          <time dateTime={order.createdAt}>
            {t('User.Orders.Placed', { date: orderDate(order.createdAt) })}
          </time>{' '}
          <OrderStatusLabel status={order.status} />
        </p>
      </header>
      <div className="cs-order-summary__facts">
        {order.billingAddress && (
          <section>
            <Sub>{t('User.Orders.InvoiceAddress')}</Sub>
            <Address address={order.billingAddress} />
          </section>
        )}
        {order.shippingAddress && (
          <section>
            <Sub>{t('User.Orders.ShippingAddress')}</Sub>
            <Address address={order.shippingAddress} />
          </section>
        )}
        {(shipping || payment) && (
          <section>
            <dl className="cs-order-summary__methods">
              {shipping && (
                <>
                  <dt>{t('User.Orders.ShippingMethod')}</dt>
                  <dd>{shipping}</dd>
                </>
              )}
              {payment && (
                <>
                  <dt>{t('User.Orders.PaymentMethod')}</dt>
                  <dd>{payment}</dd>
                </>
              )}
            </dl>
          </section>
        )}
        {order.comment && (
          <section>
            <Sub>{t('User.Orders.Comment')}</Sub>
            <p className="cs-order-summary__comment">{order.comment}</p>
          </section>
        )}
      </div>
      <BasketSummary totals={order} headingLevel={headingLevel} />
    </div>
  );
}
