/**
 * Which site (a club in one country) a request is for, and under which origin it was made.
 *
 * Sites are found by the headers of docs/product/requirements.md#api-calls first (`StoreId`, else `rootCategoryId`), then by host:
 * the host the browser used (`X-Forwarded-Host` from a trusted proxy, else `Host`) or, for
 * `GET /api/settings?url=`, the page URL's host, against every site's `host_name` in the database.
 * A host that names no site is a 404 `Api.Error.UnknownSite`, never another club's shop.
 *
 * Development rule (`LOCALHOST_SITES`, on unless NODE_ENV=production): hosts of the localhost
 * family (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`) that name no site are the default
 * site, and a page URL on them may name its site in its first path segment
 * (`http://localhost:5173/riverside-dk/`). That keeps `http://localhost:<port>/` the default
 * shop and `http://<club>-<country>.localhost:<port>/` the seeded ones (README, journeys).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppConfig, AppEnv, SiteContext } from '../app-env.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, badRequest } from '../shared/api-error.ts';
import { isLocalhostFamily } from '../sites/origins.ts';
import type { SiteDirectory, SiteRow } from '../sites/site-directory.ts';
import { forwardedOrigin } from './forwarded.ts';

/** Cultures the API has dictionaries and texts for. */
export const supportedCultures = ['en', 'de', 'da'] as const;
/** Currencies the API has prices in. */
export const supportedCurrencies = ['GBP', 'EUR', 'DKK'] as const;

/** The settings that decide how hosts find sites. */
export type SiteRules = Pick<AppConfig, 'localhostSites' | 'trustProxy' | 'publicOrigin' | 'allowedOrigins'>;

/** `en-GB` -> `en`; undefined when not supported. */
export function normalizeCulture(value: string | undefined): string | undefined {
  const culture = value?.trim().toLowerCase().split(/[-_]/)[0];
  return culture && (supportedCultures as readonly string[]).includes(culture) ? culture : undefined;
}

/** `eur` -> `EUR`; undefined when not supported. */
export function normalizeCurrency(value: string | undefined): string | undefined {
  const currency = value?.trim().toUpperCase();
  return currency && (supportedCurrencies as readonly string[]).includes(currency) ? currency : undefined;
}

/** The request's site context from a site row and the culture/currency headers. */
export function siteContext(site: SiteRow, culture?: string, currency?: string): SiteContext {
  return {
    storeId: site.storeId,
    clubId: site.clubId,
    country: site.country,
    culture: normalizeCulture(culture) ?? site.culture,
    currency: normalizeCurrency(currency) ?? site.currency,
    rootCategoryId: site.rootCategoryId,
    hostName: site.hostName,
  };
}

/** The host name (lower case, no port) of `host[:port]`. */
function hostNameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return host.toLowerCase();
  }
}

/** The 404 of a host that names no site. */
export function unknownSite(host: string): ApiError {
  return new ApiError(404, [apiMessage('Api.Error.UnknownSite', { host })]);
}

/** The site a host name finds: its own, or (development rule) the default site. */
export async function siteForHost(
  directory: SiteDirectory,
  hostName: string,
  localhostSites: boolean,
): Promise<SiteRow | undefined> {
  const host = hostName.toLowerCase();
  const site = await directory.byHost(host);
  if (site) return site;
  return localhostSites && isLocalhostFamily(host) ? directory.defaultSite() : undefined;
}

/**
 * The site of a page URL: its host's site, else (development rule, localhost family only) the
 * site its first path segment names (`/riverside-dk/...`), else the default site.
 */
export async function siteForPageUrl(
  directory: SiteDirectory,
  pageUrl: URL,
  localhostSites: boolean,
): Promise<SiteRow | undefined> {
  const host = pageUrl.hostname.toLowerCase();
  const site = await directory.byHost(host);
  if (site || !localhostSites || !isLocalhostFamily(host)) return site;
  const firstSegment = pageUrl.pathname.split('/')[1]?.toLowerCase();
  const byPath = firstSegment ? await directory.byHost(`${firstSegment}.localhost`) : undefined;
  return byPath ?? directory.defaultSite();
}

/** The `host[:port]` the client used: from a trusted proxy, else the Host header. */
export function requestHost(c: Context, trustProxy: number): string {
  const forwarded = forwardedOrigin((name) => c.req.header(name), trustProxy);
  if (forwarded) return new URL(forwarded).host;
  return c.req.header('host') ?? new URL(c.req.url).host;
}

/**
 * The origin the API's absolute URLs (images, the payment page) are built under for a request:
 * the origin the browser used when a trusted proxy forwarded it and it is a site's host, an
 * allowed origin or (development rule) of the localhost family; else PUBLIC_ORIGIN. Checking
 * the host keeps a forged `X-Forwarded-Host` out of the links.
 */
export async function requestOrigin(c: Context, directory: SiteDirectory, rules: SiteRules): Promise<string> {
  const forwarded = forwardedOrigin((name) => c.req.header(name), rules.trustProxy);
  if (!forwarded) return rules.publicOrigin;
  const host = new URL(forwarded).hostname;
  if (
    rules.allowedOrigins.includes(forwarded) ||
    (await directory.byHost(host)) ||
    (rules.localhostSites && isLocalhostFamily(host))
  ) {
    return forwarded;
  }
  return rules.publicOrigin;
}

/** `GET /api/settings` finds its site by the page URL it is given, not by the request. */
const sitelessPaths = new Set(['/api/settings']);

/**
 * Middleware setting `c.var.site` (StoreId, rootCategoryId, then host) and `c.var.origin`. An
 * unknown StoreId is a 400 naming the header; a host naming no site a 404.
 */
export function siteMiddleware(directory: SiteDirectory, rules: SiteRules): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('origin', await requestOrigin(c, directory, rules));
    const storeId = c.req.header('StoreId')?.trim();
    const rootCategoryId = c.req.header('rootCategoryId')?.trim();
    let site: SiteRow | undefined;
    if (storeId) {
      site = await directory.byStoreId(storeId);
      if (!site) throw badRequest(apiMessage('Api.Error.UnknownStoreId', { storeId }, 'StoreId'));
    } else if (rootCategoryId) {
      site = await directory.byRootCategoryId(rootCategoryId);
    }
    if (!site) {
      const host = requestHost(c, rules.trustProxy);
      site = await siteForHost(directory, hostNameOf(host), rules.localhostSites);
      if (!site) {
        if (sitelessPaths.has(c.req.path)) return next();
        throw unknownSite(host);
      }
    }
    c.set('site', siteContext(site, c.req.header('culture'), c.req.header('currency')));
    await next();
  };
}
