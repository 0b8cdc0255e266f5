/**
 * The English text of each key the admin rules of `@clubshop/validation` report (decision 0054):
 * the `message` of a 4xx error item, for logs and developers. Staff read the back office's own
 * translation of the item's `code` instead. Typed by the keys, so a new key without its English
 * text fails the typecheck.
 */
import type { AdminMessageKey } from '@clubshop/validation';

/** key -> English text with `{placeholders}`. */
export const adminValidationMessages: Record<AdminMessageKey, string> = {
  'Form.Validation.Required': 'is required',
  'Form.Validation.Max': 'must be at most {max} characters',
  'Admin.Validation.Text': 'must be text',
  'Admin.Validation.WholeNumber': 'must be a whole number',
  'Admin.Validation.AtLeast': 'must be at least {min}',
  'Admin.Validation.Amount': 'amounts are whole minor units (pence, cent, øre) of at least {min}',
  'Admin.Validation.TrueOrFalse': 'must be true or false',
  'Admin.Validation.Choice': 'is not one of the choices',
  'Admin.Validation.Currency': 'currencies are ISO 4217 codes such as DKK',
  'Admin.Validation.Culture': 'cultures are two-letter codes such as da',
  'Admin.Validation.OneCulture': 'needs a text in at least one culture',
  'Admin.Validation.OneCurrency': 'needs a price in at least one currency',
  'Admin.Validation.DateTime': 'must be an ISO date and time such as 2027-01-31T23:59:59Z',
  'Admin.Validation.List': 'must be a list',
  'Admin.Validation.MaxItems': 'has at most {max} items',
  'Admin.Validation.VoucherCode': 'must be 3 to 40 letters, digits, dashes or underscores',
  'Admin.Validation.Percent': 'must be a whole number from {min} to {max}',
  'Admin.Validation.VoucherNeedsPercent': 'a percentage voucher needs percent',
  'Admin.Validation.VoucherHasNoPercent': 'only a percentage voucher has percent',
  'Admin.Validation.VoucherNeedsAmount': 'a fixed voucher needs an amount in at least one currency',
  'Admin.Validation.VoucherHasNoAmounts': 'only a fixed voucher has amounts',
  'Admin.Validation.ValidUntilAfterFrom': 'validUntil must be after validFrom',
  'Admin.Validation.ShippingCountry': 'must be a two-letter code such as DK, or * for every other country',
  'Admin.Validation.Country': 'must be a two-letter code such as DK',
  'Admin.Validation.ZipCode': 'must be 3 to 10 letters, digits, spaces or dashes',
  'Admin.Validation.Latitude': 'must be a latitude in degrees, -90 to 90',
  'Admin.Validation.Longitude': 'must be a longitude in degrees, -180 to 180',
  'Admin.Validation.DropPointId': 'ids are 1 to 80 letters, digits, - and _',
  'Admin.Validation.DropPointIdsRepeat': 'ids must not repeat',
  'Admin.Validation.CategoryUrl': 'must be a path such as /men/shirts/ (lower case)',
  'Admin.Validation.CategoryKey': 'must be a path such as men/shirts',
  'Admin.Validation.PagePath': 'must start and end with / (e.g. /about-us/)',
  'Admin.Validation.Redirect': 'must be a path of the site or an https address on its own host',
  'Admin.Validation.BlockAddress':
    'must be a path of the site or an http(s), mailto, tel or category address',
  'Admin.Validation.PlayerNumber': 'must be a whole number from {min} to {max}',
  'Admin.Validation.SquadOnlyForPlayer': 'only a Player add-on has a squad',
  'Admin.Validation.PlayerNumberRepeats': 'a number is in the squad once',
  'Admin.Validation.StripeSecretKey': 'must be a Stripe secret key (sk_test_… or sk_live_…)',
  'Admin.Validation.StripeWebhookSecret': 'must be a Stripe webhook signing secret (whsec_…)',
  'Admin.Validation.BulkNoChange': 'choose at least one of price, discount, stock or status to set',
  'Admin.Validation.BulkSelection': 'must name at least one product, each once',
  'Admin.Validation.VatRate': 'must be a number from 0 to 50 (percent) with at most two decimals',
  'Admin.Validation.StaffPasswordLength': 'must be at least {min} characters',
  'Admin.Validation.CommonPassword':
    'is one of the most common passwords (or one with digits added); choose another',
};
