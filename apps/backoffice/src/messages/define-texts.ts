/**
 * A route folder's own texts (decision 0087): one file per route with English, German and Danish
 * side by side, the same keys in each (a key missing or extra in one culture fails the
 * typecheck). The registry names them on the route's entry and the app adds them to its
 * dictionary (`routes/route-messages.ts`), so a new screen's texts are one file, not three.
 */
import type { Culture } from './index.ts';

/** Texts of one route: each culture of the back office, the keys of English in each. */
export type RouteTexts<TKey extends string = string> = Record<Culture, Record<TKey, string>>;

/** A key of a route's texts (`TextKey<typeof twoFactorSettingsTexts>`), for `useT<…>()`. */
export type TextKey<TTexts extends RouteTexts> = keyof TTexts['en'] & string;

/** Checks a route's texts: German and Danish have exactly the keys of English. */
export function defineTexts<const TKey extends string>(texts: {
  en: Record<TKey, string>;
  de: Record<NoInfer<TKey>, string>;
  da: Record<NoInfer<TKey>, string>;
}): RouteTexts<TKey> {
  return texts;
}
