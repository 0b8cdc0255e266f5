import { demoImage } from '../../catalogue/test-utils/demo-products.ts';
import type { BasketLineData } from '../basket-lines/basket-line-data.ts';
import type { BasketTotalsData } from '../basket-summary/basket-summary.tsx';
import type { AppliedVoucher } from '../voucher-input/voucher-input.tsx';

/** Basket lines of a Northbridge FC shopper: a personalised shirt, a discounted one, a scarf. */
export const demoLines: BasketLineData[] = [
  {
    id: 'line-1',
    name: 'Northbridge FC Home Shirt 24/25',
    url: '/northbridge-home-shirt-24-25/',
    image: { url: demoImage('Home', '#0B2545', '#F2C14E') },
    quantity: 1,
    // 65 for the shirt and 15 for the print: the add-on is part of the unit price.
    unitPrice: { amount: 80 },
    unitDiscount: { amount: 0 },
    properties: [
      { label: 'color', value: 'Navy' },
      { label: 'size', value: 'L' },
    ],
    addOns: [{ type: 'Player', name: 'OKAFOR', number: 9 }],
    addOnPrice: { amount: 15 },
    lineTotal: { amount: 80 },
  },
  {
    id: 'line-2',
    name: 'Northbridge FC Away Shirt 24/25',
    url: '/northbridge-away-shirt-24-25/',
    image: { url: demoImage('Away', '#F2C14E', '#0B2545') },
    quantity: 2,
    unitPrice: { amount: 65 },
    unitDiscount: { amount: 19.5 },
    properties: [
      { label: 'color', value: 'Gold' },
      { label: 'size', value: '140' },
    ],
    lineTotal: { amount: 91 },
  },
  {
    id: 'line-3',
    name: 'Northbridge FC Bar Scarf',
    quantity: 1,
    unitPrice: { amount: 18 },
    unitDiscount: { amount: 0 },
    properties: [{ label: 'color', value: 'Navy/Gold' }],
    lineTotal: { amount: 18 },
  },
];

/** An applied voucher. */
export const demoVouchers: AppliedVoucher[] = [
  { code: 'MATCHDAY10', description: '10% off for season ticket holders', discount: { amount: 18.9 } },
];

/** Totals of the demo basket with the voucher and paid shipping. */
export const demoTotals: BasketTotalsData = {
  subTotal: { amount: 228 },
  discountTotal: { amount: 57.9 },
  shippingTotal: { amount: 4.95 },
  total: { amount: 175.05 },
};

/** Translations of the basket's dictionary keys. */
export const basketDictionary: Record<string, string> = {
  'Basket.Property.color': 'Colour',
  'Basket.Property.size': 'Size',
  'Basket.Line.UnitPrice': 'Price each',
  'Basket.Line.Total': 'Total',
  'Basket.Line.Quantity': 'Quantity, {name}',
  'Basket.Line.QuantityShort': 'Qty',
  'Basket.Line.Remove': 'Remove',
  'Basket.Line.AddOn': 'Print',
  'Basket.Quantity.Decrease': 'Decrease quantity',
  'Basket.Quantity.Increase': 'Increase quantity',
  'Product.Price.Was': 'Was',
  'Basket.Voucher.Label': 'Voucher code',
  'Basket.Voucher.Apply': 'Apply',
  'Basket.Voucher.Remove': 'Remove',
  'Basket.Voucher.Applied': 'Applied vouchers',
  'Basket.Summary.Heading': 'Order summary',
  'Basket.Summary.Items.one': '{count} item',
  'Basket.Summary.Items.other': '{count} items',
  'Basket.Summary.Subtotal': 'Subtotal',
  'Basket.Summary.Discount': 'Discounts',
  'Basket.Summary.Shipping': 'Shipping',
  'Basket.Summary.ShippingLater': 'Calculated at checkout',
  'Basket.Summary.FreeShipping': 'Free',
  'Basket.Summary.Total': 'Total',
  'Form.Validation.Required': 'This field is required',
  'Common.Loading': 'Loading',
};
