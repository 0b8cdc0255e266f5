/**
 * Checkout (docs/product/requirements.md#entities, #states, #checkout): addresses, shipping methods
 * and drop points, payment methods, comment and vouchers of one basket token. Every change answers
 * the whole {@link CheckoutState}, so fresh shipping methods and the summary come back with each step.
 */
import { fieldLimits } from '@clubshop/validation';
import * as v from 'valibot';
import { basketSummarySchema, basketVoucherSchema } from './basket.ts';
import { idSchema, moneySchema } from './common.ts';
import { apiErrorItemSchema } from './errors.ts';
import { addressField, countryField, emailField, freeText, phoneField, requiredText } from './fields.ts';
import { withCode } from './issue-codes.ts';

const invoiceFields = {
  email: emailField('email'),
  emailConfirmation: emailField('emailConfirmation'),
  phone: phoneField('phone'),
  firstName: requiredText('firstName', fieldLimits.personName.max),
  lastName: requiredText('lastName', fieldLimits.personName.max),
  street: addressField('street'),
  city: requiredText('city', fieldLimits.city.max),
  zipCode: requiredText('zipCode', fieldLimits.zipCode.max),
  country: countryField('country'),
};

/**
 * Complete invoice details (docs/product/requirements.md#entities), every rule applied and
 * `emailConfirmation` equal to `email`. The basket checkout requires the stored billing address to
 * pass this.
 */
export const invoiceDetailsSchema = v.pipe(
  v.object(invoiceFields),
  v.forward(
    v.partialCheck(
      [['email'], ['emailConfirmation']],
      withCode(
        (input: { email: string; emailConfirmation: string }) =>
          input.email.toLowerCase() === input.emailConfirmation.toLowerCase(),
        'Form.Validation.Confirmed',
      ),
      'emailConfirmation must match email',
    ),
    ['emailConfirmation'],
  ),
);
/** Complete invoice details. */
export type InvoiceDetails = v.InferOutput<typeof invoiceDetailsSchema>;

const { emailConfirmation: _confirmation, ...shippingFields } = invoiceFields;

/** Complete shipping details: the invoice details without `emailConfirmation`. */
export const shippingDetailsSchema = v.object(shippingFields);
/** Complete shipping details. */
export type ShippingDetails = v.InferOutput<typeof shippingDetailsSchema>;

const draftField = (name: string) => v.optional(freeText(name, 254));

/** The fields after the email that an invoice and a shipping address draft share, in their order. */
const addressDraftFields = {
  phone: draftField('phone'),
  firstName: draftField('firstName'),
  lastName: draftField('lastName'),
  street: draftField('street'),
  city: draftField('city'),
  zipCode: draftField('zipCode'),
  country: draftField('country'),
};

/**
 * Body of `POST /api/checkout/{token}/billingaddress`: invoice details as typed so far. The
 * storefront sends them through a queue while the shopper types
 * (docs/product/requirements.md#states), so every field is optional and only its length is checked;
 * `{}` resets the address. Completeness is checked with {@link invoiceDetailsSchema} at basket
 * checkout.
 */
export const invoiceDetailsDraftSchema = v.object({
  email: draftField('email'),
  emailConfirmation: draftField('emailConfirmation'),
  ...addressDraftFields,
});
/** Invoice details as typed so far. */
export type InvoiceDetailsDraft = v.InferOutput<typeof invoiceDetailsDraftSchema>;

/** Body of `POST /api/checkout/{token}/shippingaddress`: shipping details as typed so far. */
export const shippingDetailsDraftSchema = v.object({
  email: draftField('email'),
  ...addressDraftFields,
});
/** Shipping details as typed so far. */
export type ShippingDetailsDraft = v.InferOutput<typeof shippingDetailsDraftSchema>;

/** A shipping method for the current address; `requiresDropPoint` means a drop point must be chosen. */
export const shippingMethodSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  carrier: v.optional(v.string()),
  price: moneySchema,
  requiresDropPoint: v.boolean(),
  selected: v.boolean(),
});
/** A shipping method. */
export type ShippingMethod = v.InferOutput<typeof shippingMethodSchema>;

/** A payment method (provider) of the site; its `id` is the `paymentProviderId` of basket checkout. */
export const paymentMethodSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  logoUrl: v.optional(v.string()),
});
/** A payment method. */
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/** A parcel drop point near a zip code. `distance` is in metres. */
export const dropPointSchema = v.object({
  id: v.string(),
  name: v.string(),
  street: v.string(),
  zipCode: v.string(),
  city: v.string(),
  country: v.string(),
  distance: v.optional(v.number()),
  openingHours: v.optional(v.array(v.string())),
});
/** A drop point. */
export type DropPoint = v.InferOutput<typeof dropPointSchema>;

/** Response of `GET /api/checkout/{token}/shipping/{shippingOptionId}/droppoints?zipCode=`. */
export const dropPointListResponseSchema = v.array(dropPointSchema);
/** Response of the drop points call. */
export type DropPointListResponse = v.InferOutput<typeof dropPointListResponseSchema>;

/** Query of the drop points call. */
export const dropPointsQuerySchema = v.object({ zipCode: requiredText('zipCode', fieldLimits.zipCode.max) });
/** Query of the drop points call. */
export type DropPointsQuery = v.InferInput<typeof dropPointsQuerySchema>;

/** Body of `POST /api/checkout/{token}/shipping`: the chosen method, drop point and custom zip code. */
export const shippingSelectionSchema = v.object({
  shippingMethodId: idSchema,
  dropPointId: v.optional(v.nullable(idSchema)),
  customZipCode: v.optional(v.nullable(freeText('customZipCode', fieldLimits.zipCode.max))),
});
/** Body of the shipping selection. */
export type ShippingSelection = v.InferInput<typeof shippingSelectionSchema>;

/** Body of `POST /api/checkout/{token}/comment`. */
export const checkoutCommentSchema = v.object({ comment: freeText('comment', fieldLimits.comment.max) });
/** Body of the comment call. */
export type CheckoutComment = v.InferInput<typeof checkoutCommentSchema>;

/** Query of `POST` and `DELETE /api/checkout/{token}/voucher`. */
export const voucherQuerySchema = v.object({
  voucherCode: v.pipe(
    v.string('voucherCode must be a string'),
    v.trim(),
    v.nonEmpty('voucherCode is required'),
    v.maxLength(50, 'voucherCode must be at most 50 characters'),
  ),
});
/** Query of the voucher calls. */
export type VoucherQuery = v.InferInput<typeof voucherQuerySchema>;

/**
 * The checkout state of a basket (docs/product/requirements.md#entities and #checkout):
 * `billingAddress` and `shippingAddress` (as stored, possibly partial), `useShippingAddress` (a
 * separate shipping address is in use), `shippingMethods` (for the current address),
 * `availablePaymentMethods`. Extensions: the chosen `shippingMethodId`, `dropPointId`,
 * `customZipCode`, `comment`, `vouchers` and the basket `summary`.
 */
export const checkoutStateSchema = v.object({
  token: v.string(),
  billingAddress: v.nullable(invoiceDetailsDraftSchema),
  shippingAddress: v.nullable(shippingDetailsDraftSchema),
  useShippingAddress: v.boolean(),
  shippingMethods: v.array(shippingMethodSchema),
  availablePaymentMethods: v.array(paymentMethodSchema),
  shippingMethodId: v.nullable(v.string()),
  dropPointId: v.nullable(v.string()),
  customZipCode: v.nullable(v.string()),
  comment: v.string(),
  vouchers: v.array(basketVoucherSchema),
  summary: basketSummarySchema,
  /** The payment method chosen at the last basket checkout, if any. */
  paymentMethodId: v.optional(v.nullable(v.string())),
  /**
   * Rule problems of what the stored addresses hold so far (e.g. `billingAddress.email` not an
   * email, `billingAddress.emailConfirmation` not matching); missing fields are not listed
   * here. Informational: basket checkout refuses while the addresses are incomplete or wrong.
   */
  addressErrors: v.optional(v.array(apiErrorItemSchema)),
});
/** The checkout state of a basket. */
export type CheckoutState = v.InferOutput<typeof checkoutStateSchema>;
