import type { Translate } from './translate.ts';

/** Money as a message param: formatted as money in the shopper's locale. */
export interface MoneyParam {
  amount: number;
  currency?: string | undefined;
}

/**
 * A message a server answered with (e.g. an API error item): readable English in `message`, and
 * the dictionary alias `code` with the values of its `{placeholders}` in `params`.
 */
export interface ServerMessage {
  message: string;
  code?: string | undefined;
  params?: Readonly<Record<string, string | number | MoneyParam>> | undefined;
}

/** What {@link translateServerMessage} needs of an i18n value. */
export interface MessageTranslator {
  t: Translate;
  formatMoney(amount: number, currency?: string): string;
}

/**
 * A server's message in the shopper's language: `t(code, params)` with money params formatted as
 * money (plural forms chosen by a numeric `count` param, as `t` does). Without a code, or with a
 * code the dictionary lacks, it gives `fallback`, so English never reaches a German page; without
 * a fallback, the server's own `message`.
 *
 * @example
 * translateServerMessage(i18n, {
 *   message: 'The voucher code "NOPE" does not exist.',
 *   code: 'Api.Error.VoucherNotFound',
 *   params: { code: 'NOPE' },
 * }); // 'Den Gutscheincode „NOPE“ gibt es nicht.' with the German dictionary
 */
export function translateServerMessage(
  i18n: MessageTranslator,
  message: ServerMessage,
  fallback?: string,
): string {
  if (message.code) {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(message.params ?? {})) {
      values[name] = typeof value === 'object' ? i18n.formatMoney(value.amount, value.currency) : value;
    }
    const text = i18n.t(message.code, values);
    if (text !== message.code) return text;
  }
  return fallback ?? message.message;
}
