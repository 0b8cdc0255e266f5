/**
 * The basket (docs/product/requirements.md#entities, #basket, #errors): baskets by token, lines,
 * vouchers, summary, receipt, and the basket checkout that starts payment.
 */
import { orderStatuses } from '@clubshop/validation';
import * as v from 'valibot';
import { personalisationTypeSchema } from './catalog.ts';
import { idSchema, moneySchema, timestampSchema } from './common.ts';
import { apiErrorItemSchema } from './errors.ts';
import { addOnNameField, playerNumberField } from './fields.ts';

/** A basket token (path parameter of every basket and checkout call). */
export const basketTokenSchema = v.pipe(
  v.string('token must be a string'),
  v.nonEmpty('token is required'),
  v.maxLength(100, 'token must be at most 100 characters'),
);

/** A label/value pair describing a line; labels are `color` and `size` (and more in future). */
export const basketLinePropertySchema = v.object({ label: v.string(), value: v.string() });
/** A label/value pair describing a line. */
export type BasketLineProperty = v.InferOutput<typeof basketLinePropertySchema>;

/**
 * A personalisation on a basket line payload (contract notes): `{ type: "Player", name, number }`.
 * `name`: the `addOnName` rule of `@clubshop/validation` (letters, accented Latin included, and
 * spaces; at most 20 characters after trimming); `number`: the `between_playerNumber` rule (1 to 99).
 */
export const basketLineAddOnSchema = v.object({
  type: personalisationTypeSchema,
  name: addOnNameField('addOns name'),
  // Optional: a Personal add-on prints a name only; a Player add-on needs the number.
  number: v.optional(playerNumberField('addOns number')),
});
/** A personalisation on a basket line. */
export type BasketLineAddOn = v.InferOutput<typeof basketLineAddOnSchema>;

/**
 * Body of `POST /api/baskets/{token}` (add to basket). `productId` is the variant id; when the
 * line is personalised, `addOnAndProductRelationId` is the add-on's id and `addOns` what to print.
 */
export const basketLinePayloadSchema = v.object({
  productId: idSchema,
  quantity: v.pipe(
    v.number('quantity must be a number'),
    v.integer('quantity must be a whole number'),
    v.minValue(1, 'quantity must be at least 1'),
    v.maxValue(99, 'quantity must be at most 99'),
  ),
  addOnAndProductRelationId: v.optional(idSchema),
  addOns: v.optional(v.pipe(v.array(basketLineAddOnSchema), v.maxLength(5, 'addOns takes at most 5 items'))),
});
/** Body of add to basket. */
export type BasketLinePayload = v.InferInput<typeof basketLinePayloadSchema>;

/** One line update: `quantity` 0 removes the line. */
export const basketLineUpdateSchema = v.object({
  id: idSchema,
  quantity: v.pipe(
    v.number('quantity must be a number'),
    v.integer('quantity must be a whole number'),
    v.minValue(0, 'quantity must be at least 0'),
    v.maxValue(99, 'quantity must be at most 99'),
  ),
});
/** One line update. */
export type BasketLineUpdate = v.InferOutput<typeof basketLineUpdateSchema>;

/** Body of `POST /api/baskets/{token}/lines`. */
export const basketLinesUpdateRequestSchema = v.object({
  lines: v.pipe(v.array(basketLineUpdateSchema), v.minLength(1, 'lines needs at least one line')),
});
/** Body of `POST /api/baskets/{token}/lines`. */
export type BasketLinesUpdateRequest = v.InferInput<typeof basketLinesUpdateRequestSchema>;

/**
 * A basket line (docs/product/requirements.md#entities). `unitPrice` is the regular price of one
 * unit with its add-ons (personalisation) included, `unitDiscount` the discount per unit (0 when
 * none), so a unit costs `unitPrice - unitDiscount` and `lineTotal` is that times `quantity`;
 * `addOnPrice` is the part of `unitPrice` the add-ons cost (for display, never to be added again);
 * `categories` are category names (for tracking); `addedUnitPrice` is what one unit cost (less its
 * discount) when the line was last added, absent when not known (lines of a receipt, lines added
 * before the API kept it): when it differs from `unitPrice - unitDiscount` the price moved since.
 * Extensions: `productId` (variant id), `url`, `image`, `addOns`, `addOnPrice`, `lineTotal`,
 * `addedUnitPrice`.
 */
export const basketLineSchema = v.object({
  id: v.string(),
  productId: v.string(),
  name: v.string(),
  url: v.optional(v.string()),
  image: v.optional(v.object({ url: v.string(), altText: v.optional(v.string()) })),
  categories: v.array(v.string()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unitPrice: moneySchema,
  unitDiscount: moneySchema,
  addedUnitPrice: v.optional(moneySchema),
  properties: v.array(basketLinePropertySchema),
  addOns: v.optional(v.array(basketLineAddOnSchema)),
  addOnPrice: v.optional(moneySchema),
  lineTotal: moneySchema,
});
/** A basket line. */
export type BasketLine = v.InferOutput<typeof basketLineSchema>;

/** A voucher applied to a basket: its code and the discount it gives. */
export const basketVoucherSchema = v.object({
  code: v.string(),
  description: v.optional(v.string()),
  discount: moneySchema,
});
/** A voucher applied to a basket. */
export type BasketVoucher = v.InferOutput<typeof basketVoucherSchema>;

/** A basket (docs/product/requirements.md#entities): token, lines, vouchers, storeId. */
export const basketSchema = v.object({
  token: v.string(),
  storeId: v.string(),
  currency: v.optional(v.string()),
  lines: v.array(basketLineSchema),
  vouchers: v.array(basketVoucherSchema),
});
/** A basket. */
export type Basket = v.InferOutput<typeof basketSchema>;

/**
 * Totals of a basket: `subTotal` (lines at regular price incl. add-ons), `discountTotal`
 * (line discounts + vouchers, positive), `shippingTotal`, `total` (what is paid).
 */
export const basketTotalsSchema = v.object({
  subTotal: moneySchema,
  discountTotal: moneySchema,
  shippingTotal: moneySchema,
  total: moneySchema,
});
/** Totals of a basket. */
export type BasketTotals = v.InferOutput<typeof basketTotalsSchema>;

/**
 * A line whose price moved since it was added (decision 0078): what one unit cost then and costs
 * now (each less its discount), so the basket and the checkout can tell the shopper.
 */
export const basketPriceChangeSchema = v.object({
  lineId: v.string(),
  name: v.string(),
  addedUnitPrice: moneySchema,
  unitPrice: moneySchema,
});
/** A line whose price moved since it was added. */
export type BasketPriceChange = v.InferOutput<typeof basketPriceChangeSchema>;

/**
 * A basket summary (docs/product/requirements.md#entities: quantity, token), with its totals.
 * Extension: `priceChanges`, the lines whose price moved since they were added (absent: none).
 */
export const basketSummarySchema = v.object({
  token: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totals: basketTotalsSchema,
  priceChanges: v.optional(v.array(basketPriceChangeSchema)),
});
/** A basket summary. */
export type BasketSummary = v.InferOutput<typeof basketSummarySchema>;

/** A successful basket response: the basket and its summary, no errors. */
export const basketSuccessResponseSchema = v.object({
  success: v.literal(true),
  errors: v.array(apiErrorItemSchema),
  basket: basketSchema,
  summary: basketSummarySchema,
});
/** A successful basket response. */
export type BasketSuccessResponse = v.InferOutput<typeof basketSuccessResponseSchema>;

/** A refused basket change (e.g. out of stock): the errors, and the unchanged basket when known. */
export const basketFailureResponseSchema = v.object({
  success: v.literal(false),
  errors: v.array(apiErrorItemSchema),
  basket: v.optional(basketSchema),
  summary: v.optional(basketSummarySchema),
});
/** A refused basket change. */
export type BasketFailureResponse = v.InferOutput<typeof basketFailureResponseSchema>;

/**
 * Response of create, get, add and update lines (docs/product/requirements.md#entities: success,
 * errors, basket, summary). A refused add or update answers HTTP 200 with `success: false`.
 */
export const basketResponseSchema = v.variant('success', [
  basketSuccessResponseSchema,
  basketFailureResponseSchema,
]);
/** Response of create, get, add and update lines. */
export type BasketResponse = v.InferOutput<typeof basketResponseSchema>;

/**
 * Order statuses (docs/product/requirements.md#entities), shown with the label keys
 * `User.Orders.<status>`.
 */
export const orderStatusSchema = v.picklist(orderStatuses);
/** Order status. */
export type OrderStatus = v.InferOutput<typeof orderStatusSchema>;

/**
 * The VAT included in a placed order's total (decision 0105): the rate of the destination when the
 * order was placed, percent (25, 7.7), and the amount of `total` that is VAT. Absent when the site
 * had no rate for the destination (and from backends that do not keep VAT).
 */
export const orderVatSchema = v.object({
  ratePercent: v.pipe(v.number(), v.minValue(0)),
  amount: moneySchema,
});
/** The VAT included in an order's total. */
export type OrderVat = v.InferOutput<typeof orderVatSchema>;

/**
 * Summary of a placed order: `total` and `shippingTotal` (docs/product/requirements.md#entities)
 * and the rest of its totals.
 */
export const orderSummarySchema = v.object({
  orderId: v.string(),
  orderNumber: v.string(),
  status: orderStatusSchema,
  createdAt: timestampSchema,
  ...basketTotalsSchema.entries,
  /** The VAT included in `total`, when the site has a rate for the destination. */
  vat: v.optional(orderVatSchema),
  paymentMethod: v.optional(v.string()),
  shippingMethod: v.optional(v.string()),
  email: v.optional(v.string()),
});
/** Summary of a placed order. */
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>;

/** Response of `GET /api/baskets/{token}/receipt` once paid: the basket as ordered and the order summary. */
export const receiptSchema = v.object({ basket: basketSchema, summary: orderSummarySchema });
/** Response of the receipt call. */
export type Receipt = v.InferOutput<typeof receiptSchema>;

/** An absolute http(s) URL. */
const returnUrlSchema = (field: string) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.url(`${field} must be an absolute URL`),
    v.regex(/^https?:\/\//, `${field} must be an http or https URL`),
  );

/**
 * Body of `POST /api/baskets/{token}/checkout`: the payment method, where payment returns to on
 * success (site root + `receipt/`) and on cancel (site root + `checkout/`).
 */
export const basketCheckoutRequestSchema = v.object({
  paymentProviderId: idSchema,
  returnUrl: returnUrlSchema('returnUrl'),
  cancelUrl: returnUrlSchema('cancelUrl'),
});
/** Body of the basket checkout. */
export type BasketCheckoutRequest = v.InferInput<typeof basketCheckoutRequestSchema>;

/**
 * Response of the basket checkout: on success `data.url` is where the browser goes to pay; on
 * `success: false` (HTTP 200, e.g. an incomplete address) `errors` say why.
 */
export const basketCheckoutResponseSchema = v.variant('success', [
  v.object({
    success: v.literal(true),
    errors: v.array(apiErrorItemSchema),
    data: v.object({ url: v.string() }),
  }),
  v.object({
    success: v.literal(false),
    errors: v.array(apiErrorItemSchema),
    data: v.optional(v.object({ url: v.optional(v.string()) })),
  }),
]);
/** Response of the basket checkout. */
export type BasketCheckoutResponse = v.InferOutput<typeof basketCheckoutResponseSchema>;
