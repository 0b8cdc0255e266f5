/**
 * Finds the site of every request from the headers of docs/product/requirements.md#api-calls:
 * `StoreId` (else `rootCategoryId`, else the default site), then `culture` and `currency` when the
 * site's club sells in them.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SiteContext } from '../app-env.ts';
import type { SiteDirectory, SiteRow } from '../content/site-directory.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { badRequest } from './errors.ts';

/** Cultures the API has dictionaries and texts for. */
export const supportedCultures = ['en', 'de', 'da'] as const;
/** Currencies the API has prices in. */
export const supportedCurrencies = ['GBP', 'EUR', 'DKK'] as const;

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

/** Middleware setting `c.var.site`. An unknown StoreId is a 400 naming the header. */
export function siteMiddleware(directory: SiteDirectory): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const storeId = c.req.header('StoreId')?.trim();
    const rootCategoryId = c.req.header('rootCategoryId')?.trim();
    let site: SiteRow | undefined;
    if (storeId) {
      site = await directory.byStoreId(storeId);
      if (!site) throw badRequest(apiMessage('Api.Error.UnknownStoreId', { storeId }, 'StoreId'));
    } else if (rootCategoryId) {
      site = await directory.byRootCategoryId(rootCategoryId);
    }
    site ??= await directory.defaultSite();
    if (!site) throw new Error('No sites in the database: run the seed');
    c.set('site', siteContext(site, c.req.header('culture'), c.req.header('currency')));
    await next();
  };
}
