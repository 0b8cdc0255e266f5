/**
 * Where a payment may send the shopper back to: only pages of the basket's own site (issue 24:
 * the checkout took any http(s) URL, so the shop's payment page said "Shop: evil.example" and
 * approving sent the basket token to `https://evil.example/phish?token=...`).
 *
 * A return or cancel URL must have the origin the site is configured under (decision 0012):
 * `https://<host_name>` for a real domain, or the origin STOREFRONT_ORIGINS lists for that host
 * name (a staging storefront on plain http or a port of its own; issue 44). With the development
 * host rules on
 * (LOCALHOST_SITES), a URL on a host of the localhost family is accepted too, on any port: a
 * development storefront runs there, and such a URL only ever leads to the shopper's own machine.
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import { apiMessage } from '../messages/api-messages.ts';
import { isLocalhostFamily, type StorefrontOriginRules, storefrontOriginsOf } from '../sites/origins.ts';
import type { SiteRow } from '../sites/site-directory.ts';

/** The host rules the check depends on. */
export interface ReturnUrlRules extends StorefrontOriginRules {
  localhostSites: boolean;
}

/** The problem of one URL for a site, or null when it is one of the site's pages. */
export function returnUrlProblem(
  field: 'returnUrl' | 'cancelUrl',
  value: string,
  site: Pick<SiteRow, 'hostName'>,
  rules: ReturnUrlRules,
): ApiErrorItem | null {
  const origins = storefrontOriginsOf(site.hostName, rules);
  const origin = origins.join(' or ');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return apiMessage('Api.Error.ReturnUrlNotOfShop', { field, origin }, field);
  }
  const ownPage = origins.includes(url.origin) && url.username === '' && url.password === '';
  const developmentPage =
    rules.localhostSites && isLocalhostFamily(url.hostname) && url.username === '' && url.password === '';
  return ownPage || developmentPage
    ? null
    : apiMessage('Api.Error.ReturnUrlNotOfShop', { field, origin }, field);
}

/** The problems of a checkout's return and cancel URLs for the basket's site (empty when both are its own). */
export function returnUrlProblems(
  request: { returnUrl: string; cancelUrl: string },
  site: Pick<SiteRow, 'hostName'>,
  rules: ReturnUrlRules,
): ApiErrorItem[] {
  return [
    returnUrlProblem('returnUrl', request.returnUrl, site, rules),
    returnUrlProblem('cancelUrl', request.cancelUrl, site, rules),
  ].filter((problem): problem is ApiErrorItem => problem !== null);
}
