/**
 * Users (docs/product/requirements.md#entities, #users, #errors and the contract notes):
 * authentication, registration, email confirmation, password reset, profile, order history,
 * newsletter signup.
 */
import { fieldLimits } from '@clubshop/validation';
import * as v from 'valibot';
import {
  basketLineSchema,
  basketTotalsSchema,
  basketVoucherSchema,
  orderStatusSchema,
  orderVatSchema,
} from './basket.ts';
import { invoiceDetailsDraftSchema, shippingDetailsDraftSchema } from './checkout.ts';
import { moneySchema, timestampSchema } from './common.ts';
import { apiErrorItemSchema } from './errors.ts';
import {
  addressField,
  countryField,
  emailField,
  freeText,
  passwordField,
  phoneField,
  requiredText,
} from './fields.ts';

/** Body of `POST /api/users/authenticate` with a password: `grant_type: "password"`, username (email), password. */
export const passwordGrantSchema = v.object({
  grant_type: v.literal('password'),
  username: emailField('username'),
  password: v.pipe(
    v.string('password must be a string'),
    v.nonEmpty('password is required'),
    v.maxLength(fieldLimits.password.max, `password must be at most ${fieldLimits.password.max} characters`),
  ),
});
/** Password login body. */
export type PasswordGrant = v.InferInput<typeof passwordGrantSchema>;

/** Body of `POST /api/users/authenticate` with a refresh token. */
export const refreshTokenGrantSchema = v.object({
  grant_type: v.literal('refresh_token'),
  refresh_token: v.pipe(v.string('refresh_token must be a string'), v.nonEmpty('refresh_token is required')),
});
/** Refresh body. */
export type RefreshTokenGrant = v.InferInput<typeof refreshTokenGrantSchema>;

/** Body of `POST /api/users/authenticate`: a password grant or a refresh-token grant. */
export const authenticateRequestSchema = v.variant(
  'grant_type',
  [passwordGrantSchema, refreshTokenGrantSchema],
  'grant_type must be password or refresh_token',
);
/** Body of `POST /api/users/authenticate`. */
export type AuthenticateRequest = v.InferInput<typeof authenticateRequestSchema>;

/** Tokens of a successful authentication; `expires_in` in seconds. */
export const tokenResultSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
  token_type: v.optional(v.string()),
});
/** Tokens of a successful authentication. */
export type TokenResult = v.InferOutput<typeof tokenResultSchema>;

/**
 * Response of `POST /api/users/authenticate`. Wrong credentials or an unknown refresh token
 * answer HTTP 200 with `isSuccess: false`, an `error` and `result: null`
 * (docs/product/requirements.md#errors: a refused login gives "not logged in"); a malformed body
 * answers 400 with an error body. A refused password grant also names the refusal in `errors` with
 * its dictionary code (`Api.Error.LoginFailed`, `Api.Error.LoginLocked` with `{ count }` minutes),
 * so a shop can say it in the shopper's language.
 */
export const authenticateResponseSchema = v.object({
  isSuccess: v.boolean(),
  error: v.nullable(v.string()),
  errors: v.optional(v.array(apiErrorItemSchema)),
  result: v.nullable(tokenResultSchema),
});
/** Response of `POST /api/users/authenticate`. */
export type AuthenticateResponse = v.InferOutput<typeof authenticateResponseSchema>;

/** Body of `POST /api/users/register`. */
export const registerRequestSchema = v.object({
  email: emailField('email'),
  password: passwordField('password'),
  firstName: requiredText('firstName', fieldLimits.personName.max),
  lastName: requiredText('lastName', fieldLimits.personName.max),
});
/** Body of `POST /api/users/register`. */
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;

/** Body of `POST /api/users/confirm-email`: the token from the confirmation mail. */
export const confirmEmailRequestSchema = v.object({
  token: v.pipe(v.string('token must be a string'), v.nonEmpty('token is required')),
});
/** Body of `POST /api/users/confirm-email`. */
export type ConfirmEmailRequest = v.InferInput<typeof confirmEmailRequestSchema>;

/** Body of `POST /api/users/forgot-password` (answers the same whether the address is known or not). */
export const forgotPasswordRequestSchema = v.object({ email: emailField('email') });
/** Body of `POST /api/users/forgot-password`. */
export type ForgotPasswordRequest = v.InferInput<typeof forgotPasswordRequestSchema>;

/** Body of `POST /api/users/reset-password`: the token from the reset mail and the new password. */
export const resetPasswordRequestSchema = v.object({
  token: v.pipe(v.string('token must be a string'), v.nonEmpty('token is required')),
  password: passwordField('password'),
});
/** Body of `POST /api/users/reset-password`. */
export type ResetPasswordRequest = v.InferInput<typeof resetPasswordRequestSchema>;

/**
 * Body of `POST /api/users/logout`: the session's refresh token (any token of its family, used
 * or not). The server revokes the family, so neither that refresh token nor the access tokens of
 * the session work afterwards. Always answers 200 with an acknowledgement, known token or not.
 */
export const logoutRequestSchema = v.object({
  refresh_token: v.pipe(
    v.string('refresh_token must be a string'),
    v.nonEmpty('refresh_token is required'),
    v.maxLength(512),
  ),
});
/** Body of `POST /api/users/logout`. */
export type LogoutRequest = v.InferInput<typeof logoutRequestSchema>;

/** The logged-in user's profile (`GET` and `PATCH /api/users/me/profile`); unset fields are absent. */
export const userProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  emailConfirmed: v.boolean(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.optional(v.string()),
  street: v.optional(v.string()),
  city: v.optional(v.string()),
  zipCode: v.optional(v.string()),
  country: v.optional(v.string()),
});
/** The logged-in user's profile. */
export type UserProfile = v.InferOutput<typeof userProfileSchema>;

/** An empty string, which clears an optional profile field. */
const clear = v.literal('');

/**
 * Body of `PATCH /api/users/me/profile`: any of the fields; `''` clears phone, street, city,
 * zipCode or country. Names must not be empty.
 */
export const profileUpdateRequestSchema = v.object({
  firstName: v.optional(requiredText('firstName', fieldLimits.personName.max)),
  lastName: v.optional(requiredText('lastName', fieldLimits.personName.max)),
  phone: v.optional(v.union([clear, phoneField('phone')], 'phone must be a phone number or empty')),
  street: v.optional(
    v.union(
      [clear, addressField('street')],
      'street must contain a street name and a house number, or be empty',
    ),
  ),
  city: v.optional(freeText('city', fieldLimits.city.max)),
  zipCode: v.optional(freeText('zipCode', fieldLimits.zipCode.max)),
  country: v.optional(
    v.union([clear, countryField('country')], 'country must be a two-letter country code or empty'),
  ),
});
/** Body of `PATCH /api/users/me/profile`. */
export type ProfileUpdateRequest = v.InferInput<typeof profileUpdateRequestSchema>;

/** What names an order in the history and on its page: id, number, when placed, status. */
const orderHeadFields = {
  id: v.string(),
  orderNumber: v.string(),
  createdAt: timestampSchema,
  status: orderStatusSchema,
};

/** An order in the order history. */
export const orderListItemSchema = v.object({
  ...orderHeadFields,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total: moneySchema,
});
/** An order in the order history. */
export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;

/** Response of `GET /api/users/me/orders`: the user's orders, newest first. */
export const orderListResponseSchema = v.array(orderListItemSchema);
/** Response of `GET /api/users/me/orders`. */
export type OrderListResponse = v.InferOutput<typeof orderListResponseSchema>;

/** Response of `GET /api/users/me/orders/{orderId}`: one order with its lines, addresses and totals. */
export const orderSchema = v.object({
  ...orderHeadFields,
  lines: v.array(basketLineSchema),
  vouchers: v.array(basketVoucherSchema),
  billingAddress: invoiceDetailsDraftSchema,
  shippingAddress: v.nullable(shippingDetailsDraftSchema),
  shippingMethod: v.optional(v.object({ name: v.string(), price: moneySchema })),
  paymentMethod: v.optional(v.object({ name: v.string() })),
  comment: v.optional(v.string()),
  ...basketTotalsSchema.entries,
  /** The VAT included in `total`, when the site has a rate for the destination. */
  vat: v.optional(orderVatSchema),
  /** Every refund of the order, oldest first: how much and when. */
  refunds: v.optional(v.array(v.object({ amount: moneySchema, createdAt: timestampSchema }))),
  /** What was refunded in all (zero when nothing was). */
  refundedTotal: v.optional(moneySchema),
  /** Every return, oldest first: the lines that came back (name, colour, size, how many), what it refunded and when. */
  returns: v.optional(
    v.array(
      v.object({
        lines: v.array(
          v.object({ name: v.string(), color: v.string(), size: v.string(), quantity: v.number() }),
        ),
        amount: moneySchema,
        createdAt: timestampSchema,
      }),
    ),
  ),
  /** Every parcel sent, oldest first: the carrier, its tracking number and page (when known). */
  shipments: v.optional(
    v.array(
      v.object({
        carrier: v.string(),
        trackingNumber: v.string(),
        trackingUrl: v.nullable(v.string()),
        createdAt: timestampSchema,
      }),
    ),
  ),
});
/** One order. */
export type Order = v.InferOutput<typeof orderSchema>;

/** Body of `POST /api/users/newsletter/{listId}`: the terms page id, email and first name (all required). */
export const newsletterSignupRequestSchema = v.object({
  termsId: v.pipe(v.string('termsId must be a string'), v.nonEmpty('termsId is required: accept the terms')),
  email: emailField('email'),
  firstName: requiredText('firstName', fieldLimits.personName.max),
});
/** Body of the newsletter signup. */
export type NewsletterSignupRequest = v.InferInput<typeof newsletterSignupRequestSchema>;

/**
 * The client-side session (docs/product/requirements.md#entities "Authentication": accessToken,
 * refreshToken, expiresIn, user), as `@clubshop/auth` keeps it. Not a wire shape.
 */
export const authSessionSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  expiresIn: v.number(),
  user: v.optional(userProfileSchema),
});
/** The client-side session. */
export type AuthSession = v.InferOutput<typeof authSessionSchema>;
