/**
 * Routes of content and settings (docs/product/requirements.md#content-and-settings): site settings
 * by page URL, path resolution, dictionaries per culture, and the customer-service form.
 */
import {
  contentQuerySchema,
  customerServiceQuerySchema,
  customerServiceRequestSchema,
  settingsQuerySchema,
  sitemapQuerySchema,
} from '@clubshop/api-sdk/contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { sendCached, siteKey } from '../cache/response-cache.ts';
import { paging } from '../catalog/listing.ts';
import { withOrigin } from '../catalog/products.ts';
import { withAdvertisedThresholds } from '../content/advertised-thresholds.ts';
import { sitemapPages } from '../content/content-reads.ts';
import { resolvePath } from '../content/resolve.ts';
import { readJsonBody, readQuery, requestTarget } from '../http/parse.ts';
import { siteForPageUrl, unknownSite } from '../http/site.ts';
import { receiveCustomerServiceMessage } from '../mail/customer-service-message.ts';
import { dictionaryWithFallback } from '../messages/dictionary-fallback.ts';
import { withPublicAssetUrls } from '../shared/media-urls.ts';

const json = { 'Content-Type': 'application/json; charset=UTF-8' };
const sitemapPageSize = 500;

/** The content routes, mounted under `/api`. */
export function contentRoutes(deps: AppDeps) {
  const { db, caches } = deps;
  const app = new Hono<AppEnv>();

  app.get('/settings', async (c) => {
    const { url } = await readQuery(c, settingsQuerySchema);
    const pageUrl = new URL(url);
    const site = await siteForPageUrl(caches.sites, pageUrl, deps.config.localhostSites);
    if (!site) throw unknownSite(pageUrl.host);
    const port = pageUrl.port;
    const origin = c.var.origin;
    // The whole answer is cached as text per site, page origin and API origin: the hot path is
    // one Map lookup.
    const key = `${site.storeId}|${pageUrl.protocol}|${port}|${origin}`;
    const body = (await caches.settings.get(key, async () => {
      // The club's inbox address is the club's, never a shopper's to read.
      const { inboxEmail: _private, ...settings } = (await withAdvertisedThresholds(
        db,
        site,
        withPublicAssetUrls(site.settings, origin) as object,
      )) as Record<string, unknown> & {
        languageNavigation?: Array<{ url: string }>;
      };
      const languageNavigation = (settings.languageNavigation ?? []).map((entry) => {
        const target = new URL(entry.url);
        target.protocol = pageUrl.protocol;
        target.port = port;
        return { ...entry, url: target.toString() };
      });
      return JSON.stringify({ views: { clubSettings: { ...settings, languageNavigation } } });
    })) as string;
    return c.body(body, 200, { ...json, 'Cache-Control': 'public, max-age=60' });
  });

  app.get('/dictionary/dictionariesbyculture', async (c) => {
    const culture = c.var.site.culture;
    const body = (await caches.dictionaries.get(culture, async () => {
      // English stands in for a text the culture lacks: no client of the API sees a raw key.
      const rows = await dictionaryWithFallback(db, culture);
      return JSON.stringify({
        views: {
          dictionaryItemsByCulture: { culture, dictionaryItems: rows.map((row) => ({ view: row })) },
        },
      });
    })) as string;
    return c.body(body, 200, { ...json, 'Cache-Control': 'public, max-age=60' });
  });

  // Resolved paths are cached whole (serialized, with an ETag) per site and request: a repeated
  // path costs no query. Validation runs on a miss only; an invalid query is never cached.
  app.get('/content', (c) => {
    const site = c.var.site;
    const origin = c.var.origin;
    return sendCached(
      c,
      caches.catalogue,
      `content|${siteKey(site, origin)}|${requestTarget(c)}`,
      async () => {
        const { url } = await readQuery(c, contentQuerySchema);
        return withOrigin(
          withPublicAssetUrls(await resolvePath(db, deps.caches.listings, site, url), origin),
          origin,
        );
      },
      { 'Cache-Control': 'public, max-age=30' },
    );
  });

  // The site's content pages a search engine may index (not redirects), like the catalogue's sitemaps.
  app.get('/content/sitemap', async (c) => {
    const { page } = await readQuery(c, sitemapQuerySchema);
    const { rows, count } = await sitemapPages(db, c.var.site.storeId, page, sitemapPageSize);
    return c.json({ items: rows, paging: paging(page, sitemapPageSize, count) }, 200, {
      'Cache-Control': 'public, max-age=300',
    });
  });

  app.post('/customerservice', async (c) => {
    const query = await readQuery(c, customerServiceQuerySchema);
    const body = await readJsonBody(c, customerServiceRequestSchema);
    await receiveCustomerServiceMessage(deps, c.var.site.storeId, query.url, body);
    return c.json({ success: true as const, message: 'Thank you, we will get back to you soon' });
  });

  return app;
}
