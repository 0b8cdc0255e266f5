import type { OrderListItemData } from '../order-list/order-list.tsx';
import type { OrderSummaryData } from '../order-summary/order-summary.tsx';

/** A Northbridge FC customer's order history, newest first. */
export const demoOrders: OrderListItemData[] = [
  {
    id: 'o-1042',
    orderNumber: 'NB-1042',
    createdAt: '2026-11-02T10:15:00.000Z',
    status: 'Open',
    quantity: 3,
    total: { amount: 175.05 },
  },
  {
    id: 'o-1017',
    orderNumber: 'NB-1017',
    createdAt: '2026-08-20T18:40:00.000Z',
    status: 'Complete',
    quantity: 1,
    total: { amount: 65 },
  },
  {
    id: 'o-0988',
    orderNumber: 'NB-0988',
    createdAt: '2026-05-03T09:00:00.000Z',
    status: 'Cancelled',
    quantity: 2,
    total: { amount: 36 },
  },
  {
    id: 'o-0950',
    orderNumber: 'NB-0950',
    createdAt: '2026-03-14T12:00:00.000Z',
    status: 'Confirmed',
    quantity: 1,
    total: { amount: 18 },
  },
];

/** One order with addresses and methods. */
export const demoOrder: OrderSummaryData = {
  orderNumber: 'NB-1042',
  createdAt: '2026-11-02T10:15:00.000Z',
  status: 'Open',
  billingAddress: {
    firstName: 'Ada',
    lastName: 'Okafor',
    street: '1 Stadium Way',
    zipCode: 'NB1 1AA',
    city: 'Northbridge',
    country: 'GB',
    email: 'ada@northbridge.example',
  },
  shippingAddress: null,
  shippingMethod: { name: 'Home delivery' },
  paymentMethod: { name: 'Card' },
  comment: 'Please leave with the neighbour at number 3.',
  subTotal: { amount: 228 },
  discountTotal: { amount: 57.9 },
  shippingTotal: { amount: 4.95 },
  total: { amount: 175.05 },
};

/** Translations of the orders' dictionary keys. */
export const ordersDictionary: Record<string, string> = {
  'User.Orders.Confirmed': 'Confirmed',
  'User.Orders.Open': 'Processing',
  'User.Orders.Cancelled': 'Cancelled',
  'User.Orders.Complete': 'Delivered',
  'User.Orders.Empty': 'You have no orders yet.',
  'User.Orders.Loading': 'Loading orders',
  'User.Orders.Date': 'Date',
  'User.Orders.Number': 'Order number',
  'User.Orders.Status': 'Status',
  'User.Orders.Items': 'Items',
  'User.Orders.Total': 'Total',
  'User.Orders.Lines': 'Items',
  'User.Orders.Order': 'Order {number}',
  'User.Orders.Placed': 'Placed on {date}',
  'User.Orders.InvoiceAddress': 'Invoice address',
  'User.Orders.ShippingAddress': 'Shipping address',
  'User.Orders.ShippingMethod': 'Shipping',
  'User.Orders.PaymentMethod': 'Payment',
  'User.Orders.Comment': 'Comment',
  'Date.Month.November': 'November',
  'Basket.Summary.Heading': 'Order summary',
  'Basket.Summary.Subtotal': 'Subtotal',
  'Basket.Summary.Discount': 'Discounts',
  'Basket.Summary.Shipping': 'Shipping',
  'Basket.Summary.Total': 'Total',
  'Basket.Line.QuantityShort': 'Qty',
};
