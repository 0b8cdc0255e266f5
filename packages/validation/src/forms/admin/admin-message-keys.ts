import { ruleMessageKeys } from '../../shared/message-keys.ts';

/**
 * The translation keys the back office's rules report (decision 0054): one key per thing staff
 * can get wrong, never a sentence. The back office translates them from its own dictionary (en,
 * de, da); the admin API answers them as the `code` of each 4xx error item, beside an English
 * `message` for logs. Length and required reuse the shopper's `Form.Validation.*` keys, with
 * their params (`{ max }`).
 *
 * A new admin field reports one of these keys, or a new one added here (and to the back office's
 * three dictionaries: its test fails otherwise).
 */
export const adminMessageKeys = {
  required: ruleMessageKeys.required,
  /** Too long: `{ max }` characters at most. */
  max: ruleMessageKeys.max,
  text: 'Admin.Validation.Text',
  wholeNumber: 'Admin.Validation.WholeNumber',
  /** Below the smallest number: `{ min }`. */
  atLeast: 'Admin.Validation.AtLeast',
  /** An amount in minor units (pence, cent, øre): a whole number of at least `{ min }`. */
  amount: 'Admin.Validation.Amount',
  trueOrFalse: 'Admin.Validation.TrueOrFalse',
  choice: 'Admin.Validation.Choice',
  currency: 'Admin.Validation.Currency',
  culture: 'Admin.Validation.Culture',
  oneCulture: 'Admin.Validation.OneCulture',
  oneCurrency: 'Admin.Validation.OneCurrency',
  dateTime: 'Admin.Validation.DateTime',
  /** A list (of lines, of drop points) that is not a list. */
  list: 'Admin.Validation.List',
  /** A list longer than `{ max }` items. */
  maxItems: 'Admin.Validation.MaxItems',
  voucherCode: 'Admin.Validation.VoucherCode',
  percent: 'Admin.Validation.Percent',
  voucherNeedsPercent: 'Admin.Validation.VoucherNeedsPercent',
  voucherHasNoPercent: 'Admin.Validation.VoucherHasNoPercent',
  voucherNeedsAmount: 'Admin.Validation.VoucherNeedsAmount',
  voucherHasNoAmounts: 'Admin.Validation.VoucherHasNoAmounts',
  validUntilAfterFrom: 'Admin.Validation.ValidUntilAfterFrom',
  shippingCountry: 'Admin.Validation.ShippingCountry',
  country: 'Admin.Validation.Country',
  zipCode: 'Admin.Validation.ZipCode',
  /** A latitude outside -90..90 degrees. */
  latitude: 'Admin.Validation.Latitude',
  /** A longitude outside -180..180 degrees. */
  longitude: 'Admin.Validation.Longitude',
  dropPointId: 'Admin.Validation.DropPointId',
  dropPointIdsRepeat: 'Admin.Validation.DropPointIdsRepeat',
  categoryUrl: 'Admin.Validation.CategoryUrl',
  categoryKey: 'Admin.Validation.CategoryKey',
  pagePath: 'Admin.Validation.PagePath',
  redirect: 'Admin.Validation.Redirect',
  /** A block's picture or link address with a scheme other than http(s), mailto, tel or category. */
  blockAddress: 'Admin.Validation.BlockAddress',
  /** A shirt number outside `{ min }`..`{ max }` (0 to 99). */
  playerNumber: 'Admin.Validation.PlayerNumber',
  squadOnlyForPlayer: 'Admin.Validation.SquadOnlyForPlayer',
  /** A shirt number twice in one squad (reported at the repeat). */
  playerNumberRepeats: 'Admin.Validation.PlayerNumberRepeats',
  stripeSecretKey: 'Admin.Validation.StripeSecretKey',
  stripeWebhookSecret: 'Admin.Validation.StripeWebhookSecret',
  /** A VAT rate that is not a number from 0 to 50 percent with at most two decimals. */
  vatRate: 'Admin.Validation.VatRate',
  /** A bulk edit that changes nothing (no price, discount, stock or status chosen). */
  bulkNoChange: 'Admin.Validation.BulkNoChange',
  /** A bulk edit without products, or with one twice. */
  bulkSelection: 'Admin.Validation.BulkSelection',
  /** A staff password shorter than `{ min }` characters. */
  staffPasswordLength: 'Admin.Validation.StaffPasswordLength',
  /** A staff password that is one of the common ones (or one with digits added). */
  commonPassword: 'Admin.Validation.CommonPassword',
} as const;

/** A key an admin rule reports, e.g. `'Admin.Validation.VoucherCode'`. */
export type AdminMessageKey = (typeof adminMessageKeys)[keyof typeof adminMessageKeys];

/** Every key an admin rule may report: the list each dictionary of the back office must cover. */
export const adminMessageKeyList: readonly AdminMessageKey[] = [...new Set(Object.values(adminMessageKeys))];

/** Whether `key` is one the admin rules report (a valibot issue's `message`, an error's `code`). */
export function isAdminMessageKey(key: unknown): key is AdminMessageKey {
  return typeof key === 'string' && (adminMessageKeyList as readonly string[]).includes(key);
}
