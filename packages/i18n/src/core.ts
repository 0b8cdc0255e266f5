/**
 * @packageDocumentation The React-free part of @clubshop/i18n (`@clubshop/i18n/core`): works in
 * Node, workers and any framework without React installed.
 */
export { createI18n, type I18nContextValue, type I18nOptions } from './create-i18n.ts';
export {
  type CultureSettings,
  type CultureSettingsInput,
  DEFAULT_CULTURE,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  resolveCulture,
} from './culture.ts';
export { type Dictionary, lookupTranslation } from './dictionary.ts';
export {
  type DictionaryResponse,
  DictionaryResponseError,
  type DictionaryResponseItem,
  dictionaryFromResponse,
} from './dictionary-response.ts';
export { type DateFormatOptions, type DateInput, formatDate, toValidDate } from './format-date.ts';
export { formatLongDate, type LongDateOptions } from './format-long-date.ts';
export { formatMoney, formatVatRate, type MoneyFormatOptions } from './format-money.ts';
export { type InterpolationValues, interpolate } from './interpolate.ts';
export { type DictionaryLogger, loadDictionary } from './load-dictionary.ts';
export { ALL_MESSAGE_KEYS, MESSAGE_KEYS } from './message-keys.ts';
export {
  MONTH_NAME_KEYS,
  type MonthNameKey,
  type MonthNameOptions,
  monthName,
  monthNameKey,
} from './month-name.ts';
export {
  isOrderStatus,
  ORDER_STATUS_LABEL_KEYS,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusLabelKey,
  orderStatusLabel,
  orderStatusLabelKey,
} from './order-status.ts';
export { roundForTracking } from './round-for-tracking.ts';
export {
  type MessageTranslator,
  type MoneyParam,
  type ServerMessage,
  translateServerMessage,
} from './server-message.ts';
export { STOREFRONT_TEXT_KEYS, STOREFRONT_TEXTS, type StorefrontTextKey } from './storefront-texts.ts';
export { createTranslator, type Translate, type TranslatorOptions } from './translate.ts';
