/**
 * Every message the API answers a shopper with, by its stable code (a dictionary alias): the
 * English text here is what `message` says; a shop translates `code` with `params` from its
 * dictionary (the built-in dictionary in en, de and da, `messages/built-in-dictionary.ts`, whose English rows are these).
 * The client's own codes, which the storefront shows, take their English from @clubshop/i18n's
 * `STOREFRONT_TEXTS`.
 *
 * Placeholders are `{name}`; a plural message has `.one` and `.other` forms chosen by the
 * `count` param. A money param (`{ amount, currency }`) is formatted as money.
 */
import type { ApiErrorItem, MessageParam } from '@clubshop/api-sdk/contract';
import { createTranslator, formatMoney, STOREFRONT_TEXTS } from '@clubshop/i18n/core';

/** code -> English text. */
export const apiMessages = {
  // Requests
  'Api.Error.BodyRequired': 'A JSON body is required',
  'Api.Error.MalformedJson': 'Malformed JSON body: {reason}',
  'Api.Error.Unauthorized': STOREFRONT_TEXTS['Api.Error.Unauthorized'],
  'Api.Error.TokenExpired': 'The access token is expired',
  'Api.Error.TokenRevoked': 'The access token is revoked',
  'Api.Error.TokenInvalid': 'The access token is invalid',
  'Api.Error.UnknownStoreId': 'Unknown StoreId "{storeId}"',
  'Api.Error.BodyTooLarge': 'Request body is larger than {max} bytes',
  'Api.Error.PathTooLong': 'The path is longer than {max} characters',
  'Api.Error.NoSuchEndpoint': 'No such endpoint: {method} {path}',
  'Api.Error.Internal': STOREFRONT_TEXTS['Api.Error.Internal'],
  'Api.Error.RequestFailed': STOREFRONT_TEXTS['Api.Error.RequestFailed'],
  'Api.Error.Overloaded': STOREFRONT_TEXTS['Api.Error.Overloaded'],
  'Api.Error.RequestTimeout': 'The request did not arrive in time; please try again',
  'Api.Error.DatabaseUnavailable':
    'The shop cannot reach its database right now; please try again in a few seconds',
  'Api.Error.MediaStoreUnavailable':
    'The shop cannot reach its image storage right now; please try again in a few seconds',
  'Api.Error.MediaStoreFull':
    'The shop has no room left to store images; nothing was kept. Please tell the shop administrator',
  // The client's own (@clubshop/api-sdk's `errorCodes`): the codes its errors carry when no answer
  // named one, so a shop always has something to say in the shopper's language.
  'Api.Error.Network': STOREFRONT_TEXTS['Api.Error.Network'],
  'Api.Error.NotFound': STOREFRONT_TEXTS['Api.Error.NotFound'],
  'Api.Error.UnexpectedAnswer': STOREFRONT_TEXTS['Api.Error.UnexpectedAnswer'],
  'Api.Error.RequiredParameter': STOREFRONT_TEXTS['Api.Error.RequiredParameter'],
  'Api.Error.SessionExpired': STOREFRONT_TEXTS['Api.Error.SessionExpired'],
  'Api.Error.ClientOptions': STOREFRONT_TEXTS['Api.Error.ClientOptions'],
  'Api.Error.InvalidValue': STOREFRONT_TEXTS['Api.Error.InvalidValue'],
  // Catalogue
  'Api.Error.UnknownMultipleFilter': 'Unknown Multiple filter "{key}": use color or size',
  'Api.Error.UnknownRangeFilter': 'Unknown Range filter "{key}": use price',
  'Api.Error.UnknownBitFilter': 'Unknown Bit filter "{key}": use onSale or inStock',
  'Api.Error.PriceRange': 'The price range has Min above Max',
  'Api.Error.UnknownSort': 'Unknown sort option "{sort}": use {options}',
  'Api.Error.CategoryNotFound': 'No category "{id}" on this site',
  'Api.Error.VariantNotFound': 'No product variant "{id}" on this site',
  'Api.Error.ProductNotFound': 'No product "{id}" on this site',
  'Api.Error.UnknownSite': 'No shop answers under {host}: it is not the host name of any site',
  'Api.Error.ImageNotFound': 'No such image',
  'Api.Error.ImageSourceNotFound': 'No such image: {key}',
  'Api.Error.PaymentUnavailable': 'This shop cannot take payments at the moment',
  'Api.Error.ReturnUrlNotOfShop': '{field} must be a page of this shop ({origin})',
  // Basket
  'Api.Error.BasketNotFound': 'Basket not found: the token is unknown',
  'Api.Error.BasketOrdered': 'This basket has already been ordered; start a new basket',
  'Api.Error.ReceiptNotPaid': 'This basket has not been paid yet: no receipt',
  'Api.Error.ProductNotSold': 'Product {id} is not sold in this shop',
  'Api.Error.NotSoldInCurrency': '{name} is not sold in {currency}',
  'Api.Error.AddOnRelationRequired': 'Personalisation needs addOnAndProductRelationId',
  'Api.Error.NoSuchAddOn': 'This product has no such personalisation',
  'Api.Error.AddOnMissing': 'Tell us what to print',
  'Api.Error.AddOnWrongType': 'This product offers {offered} personalisation, not {sent}',
  'Api.Error.AddOnName': 'The name may only contain letters and spaces',
  'Api.Error.PlayerNumberMissing': 'A player personalisation needs a shirt number',
  'Api.Error.PlayerNumberRange': 'The shirt number must be between {min} and {max}',
  'Api.Error.PlayerNotInSquad': 'No player {name} with number {number} in the squad',
  'Api.Error.PersonalHasNoNumber': 'A personal name has no shirt number',
  'Api.Error.LineNotFound': 'Line {id} is not in this basket',
  'Api.Error.ProductNoLongerSold': 'This product is no longer sold',
  'Api.Error.MaxQuantity': 'You can buy at most {max} of {name} ({size}).',
  'Api.Error.OutOfStock': '{name} ({size}) is out of stock.',
  'Api.Error.OnlyInStock.one': 'Only {count} of {name} ({size}) is in stock.',
  'Api.Error.OnlyInStock.other': 'Only {count} of {name} ({size}) are in stock.',
  // Checkout
  'Api.Error.ShippingNotToCountry': 'Shipping method {method} does not ship to {country}',
  'Api.Error.NotAZipCode': '"{zipCode}" is not a zip code',
  'Api.Error.PostcodeMalformed': '"{zipCode}" is not written like a postcode of {country}',
  'Api.Error.PostcodeUnknown': 'There is no postcode "{zipCode}" in {country}',
  'Api.Error.NoDropPointNeeded': '{carrier} delivers to the door: no drop point needed',
  'Api.Error.DropPointZipCodeMissing': 'Give a zip code (customZipCode or an address) to choose a drop point',
  'Api.Error.DropPointNotNear': 'Drop point {id} is not near {zipCode}',
  'Api.Error.VoucherEmpty': 'Please enter a voucher code.',
  'Api.Error.VoucherNotFound': 'The voucher code "{code}" does not exist.',
  'Api.Error.VoucherOnBasket': 'The voucher code "{code}" is already on your basket.',
  'Api.Error.VoucherNotYetValid': 'The voucher code "{code}" is not valid yet.',
  'Api.Error.VoucherExpired': 'The voucher code "{code}" has expired.',
  'Api.Error.VoucherUsed': 'The voucher code "{code}" has already been used.',
  'Api.Error.VoucherNotInShop': 'The voucher code "{code}" cannot be used in this shop.',
  'Api.Error.VoucherOnePercentage': 'Only one percentage voucher can be used per order.',
  'Api.Error.VoucherOneAmount': 'Only one amount voucher can be used per order.',
  'Api.Error.VoucherOneFreeShipping': 'Only one free-shipping voucher can be used per order.',
  'Api.Error.VoucherMax': 'At most {max} voucher codes can be used per order.',
  'Api.Error.VoucherNotStackable': 'The voucher code "{code}" cannot be combined with other voucher codes.',
  'Api.Error.VoucherMinimumOrder': 'The voucher code "{code}" needs an order of at least {amount}.',
  'Api.Error.VoucherNotOnBasket': 'The voucher code "{code}" is not on this basket',
  'Api.Error.VoucherNoLongerValid': 'The voucher code "{code}" is no longer valid; please remove it.',
  'Api.Error.BasketEmpty': 'Your basket is empty.',
  'Api.Error.LineNotSoldHere': '{name} is no longer sold in this shop.',
  'Api.Error.BillingAddressMissing': 'Please fill in your billing address.',
  'Api.Error.ShippingMethodMissing': 'Please choose a shipping method.',
  'Api.Error.DropPointMissing': 'Please choose a drop point for your parcel.',
  'Api.Error.PaymentMethodNotOffered': 'Payment method {id} is not offered here.',
  // Users
  'Api.Error.AccountExists': 'An account with this email already exists',
  'Api.Error.ConfirmTokenInvalid': 'The confirmation token is invalid, used or expired',
  'Api.Error.ResetTokenInvalid': 'The reset token is invalid, used or expired',
  'Api.Error.UserGone': 'The user no longer exists',
  'Api.Error.OrderNotFound': 'No order "{id}"',
  'Api.Error.LoginFailed': 'The username or password is incorrect',
  // Staff two-step sign-in (decision 0074)
  'Api.Error.MfaRequired': 'Enter the code of your authenticator app (or a recovery code)',
  'Api.Error.MfaCodeInvalid': 'The code is wrong or was used already',
  'Api.Error.MfaTokenInvalid': 'The sign-in took too long or is not valid; sign in again',
  'Api.Error.TwoFactorSetupRequired': 'Set up two-step sign-in first: owners need it to work',
} as const;

/** A dictionary alias of {@link apiMessages} (plural forms with their `.one` / `.other`). */
export type ApiMessageKey = keyof typeof apiMessages;

/** A code of {@link apiMessages} (a plural one without its `.one` / `.other`). */
export type ApiMessageCode = keyof typeof apiMessages extends infer K
  ? K extends `${infer Base}.${'one' | 'other'}`
    ? Base
    : K
  : never;

/** Values for a message's placeholders. */
export type ApiMessageParams = Record<string, MessageParam>;

const english = createTranslator(apiMessages, { locale: 'en-GB' });

/** Params as text for the English message: money as money, the rest as they are. */
function englishValues(params: ApiMessageParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object'
        ? formatMoney(value.amount, { locale: 'en-GB', currency: value.currency })
        : value,
    ]),
  );
}

/**
 * One error item of the contract: the English `message`, the `code` a shop translates, its
 * `params` and the `field` it is about.
 *
 * @example
 * apiMessage('Api.Error.VoucherNotFound', { code: 'NOPE' }, 'voucherCode');
 * // { message: 'The voucher code "NOPE" does not exist.', code: 'Api.Error.VoucherNotFound', params: { code: 'NOPE' }, field: 'voucherCode' }
 */
export function apiMessage(code: ApiMessageCode, params?: ApiMessageParams, field?: string): ApiErrorItem {
  return {
    message: english(code, params ? englishValues(params) : undefined),
    code,
    ...(params ? { params } : {}),
    ...(field === undefined ? {} : { field }),
  };
}
