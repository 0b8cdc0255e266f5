import type { ApiHosts, Fetch } from './caller.ts';
import type { MailHook, PayHook } from './hooks.ts';

/** Options of `runConformance`: where the backend is, the site, and what the kit may use (an account, hooks, a voucher). */
export interface ConformanceOptions {
  /** The API's base URL (`https://api.club.example`) for every host not given in `hosts`. */
  apiBaseUrl?: string | undefined;
  /** A base URL per host (the storefront's four: content, catalog, user, basket), over `apiBaseUrl`. */
  hosts?: Partial<ApiHosts> | undefined;
  /** A page URL of the shop (`https://shop.club.example/`): the settings call finds the site from it. */
  siteUrl: string;
  /** The fetch to use (default: the global fetch). */
  fetch?: Fetch | undefined;
  /** A test account to log in with (its profile city is changed and put back). */
  account?: { email: string; password: string } | undefined;
  /**
   * The mails sent to an address, as text holding their links: without `account`, the kit
   * registers an account and confirms it with the link; it also resets that account's password.
   */
  mail?: MailHook | undefined;
  /** Completes a payment on a payment page: the kit then pays for its basket and checks the receipt and the order. */
  pay?: PayHook | undefined;
  /** A voucher code the backend accepts: the kit adds it, expects a lower total, removes it. */
  voucher?: string | undefined;
}
