import { STOREFRONT_TEXTS } from '@clubshop/i18n';
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

/**
 * Translations of the basket's dictionary keys: the storefront's English texts, but for three
 * shorter wordings the kit's stories and tests were written with.
 */
export const basketDictionary: Record<string, string> = {
  ...Object.fromEntries(
    (
      [
        'Basket.Property.color',
        'Basket.Property.size',
        'Basket.Line.Total',
        'Basket.Line.Quantity',
        'Basket.Line.QuantityShort',
        'Basket.Line.Remove',
        'Basket.Line.AddOn',
        'Basket.Quantity.Decrease',
        'Basket.Quantity.Increase',
        'Product.Price.Was',
        'Basket.Voucher.Label',
        'Basket.Voucher.Apply',
        'Basket.Voucher.Remove',
        'Basket.Summary.Heading',
        'Basket.Summary.Items.one',
        'Basket.Summary.Items.other',
        'Basket.Summary.Subtotal',
        'Basket.Summary.Discount',
        'Basket.Summary.Shipping',
        'Basket.Summary.ShippingLater',
        'Basket.Summary.FreeShipping',
        'Basket.Summary.Total',
        'Form.Validation.Required',
      ] as const
    ).map((key) => [key, STOREFRONT_TEXTS[key]]),
  ),
  'Basket.Line.UnitPrice': 'Price each',
  'Basket.Voucher.Applied': 'Applied vouchers',
  'Common.Loading': 'Loading',
};
