/**
 * Payment tables: payment sessions of the built-in test payment page, and the orders (with their
 * lines) that an approved payment creates. `GET /api/users/me/orders` reads `orders` and
 * `order_lines`.
 */
import type { OrderStatus } from '@clubshop/validation';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo } from '../db/columns.ts';
import type { LineAddOn } from '../db/tables/basket';
import type { DropPoint, StoredAddress } from '../db/tables/checkout';

/** Order status of docs/product/requirements.md#entities (`orderStatuses` of `@clubshop/validation`). */
export type { OrderStatus };

/** Where a payment session stands: `expired` once pending past its lifetime. */
export type PaymentSessionStatus = 'pending' | 'approved' | 'cancelled' | 'expired';

/** A hosted-payment session: what the test payment page shows and where it sends the shopper. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    /** Random, base64url: the page's address. */
    id: text('id').primaryKey(),
    basketToken: text('basket_token').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The logged-in user who checked out, if any: the order goes to their history. */
    userId: text('user_id'),
    /** Amount shown on the page, minor units (the order recomputes it). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentSessionStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A pending session past this time is expired: its voucher reservations are given back. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_sessions_basket').on(t.basketToken),
    index('payment_sessions_pending').on(t.status, t.expiresAt),
  ],
);

/** A placed order. One per basket: paying twice finds the same order. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Shown to people: `CS-` and digits. */
    orderNumber: text('order_number').notNull(),
    basketToken: text('basket_token').notNull(),
    storeId: text('store_id').notNull(),
    userId: text('user_id'),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').notNull(),
    culture: text('culture').notNull(),
    /** Minor units. */
    subTotal: integer('sub_total').notNull(),
    discountTotal: integer('discount_total').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    total: integer('total').notNull(),
    quantity: integer('quantity').notNull(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    shippingMethodId: text('shipping_method_id').notNull(),
    shippingMethodName: text('shipping_method_name').notNull(),
    dropPoint: jsonb('drop_point').$type<DropPoint>(),
    paymentMethodId: text('payment_method_id').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    comment: text('comment'),
    /** Vouchers used, with what each took off (minor units). */
    vouchers: jsonb('vouchers')
      .$type<Array<{ code: string; description: string; discount: number }>>()
      .notNull(),
    /**
     * The VAT rate (basis points, 2500 = 25 %) and the VAT included in `total` (minor units) when
     * the order was placed (decision 0105); null when the site had no rate for the destination.
     */
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    vatAmount: integer('vat_amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_basket').on(t.basketToken),
    uniqueIndex('orders_number').on(t.orderNumber),
    index('orders_user').on(t.userId, t.createdAt),
  ],
);

/** One line of an order, frozen at the price paid. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    variantId: text('variant_id').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    /** Minor units, add-ons included. */
    unitPrice: integer('unit_price').notNull(),
    unitDiscount: integer('unit_discount').notNull(),
    /** Part of `unitPrice` that pays for the personalisation, minor units. */
    addOnPrice: integer('add_on_price').notNull(),
    addOns: jsonb('add_ons').$type<LineAddOn[]>().notNull(),
    /** Category names from the top down, as the basket line had them. */
    categories: jsonb('categories').$type<string[]>().notNull(),
    url: text('url'),
    imageUrl: text('image_url'),
  },
  (t) => [index('order_lines_order').on(t.orderId, t.position)],
);

/** A payment session as stored. */
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
