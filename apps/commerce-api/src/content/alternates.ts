/**
 * The same page on the other country sites of a club (hreflang): a category by its club-wide key,
 * a product by its variant, a content page by its alias (home, contact, terms) or else its path.
 * Answered as `{ culture, url }` with site-relative URLs; a client puts each under the origin of
 * the site of that culture (the settings' `languageNavigation`).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { SiteContext } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { categories, storeVariants } from '../db/tables/catalog.ts';
import { pages, sites } from '../db/tables/content.ts';

/** One version of a page: its site's culture and its path there. */
export interface Alternate {
  culture: string;
  url: string;
}

/** The sites of the club other than `site`, joined on `storeId`. */
const clubSites = (site: SiteContext) => and(eq(sites.clubId, site.clubId), ne(sites.storeId, site.storeId));

/** A category on the club's other sites. */
export function categoryAlternates(db: Db, site: SiteContext, key: string): Promise<Alternate[]> {
  return db
    .select({ culture: sites.culture, url: categories.url })
    .from(categories)
    .innerJoin(sites, eq(sites.storeId, categories.storeId))
    .where(and(clubSites(site), eq(categories.key, key)))
    .orderBy(sites.sortOrder);
}

/** A product colour (its variant) on the club's other sites. */
export function productAlternates(db: Db, site: SiteContext, variantId: string): Promise<Alternate[]> {
  return db
    .selectDistinct({ culture: sites.culture, url: storeVariants.url, sortOrder: sites.sortOrder })
    .from(storeVariants)
    .innerJoin(sites, eq(sites.storeId, storeVariants.storeId))
    .where(and(clubSites(site), eq(storeVariants.variantId, variantId)))
    .orderBy(sites.sortOrder)
    .then((rows) => rows.map(({ culture, url }) => ({ culture, url })));
}

/** A content page on the club's other sites: the page of the same alias, or of the same path. */
export function pageAlternates(
  db: Db,
  site: SiteContext,
  page: { path: string; contentAlias: string },
): Promise<Alternate[]> {
  const samePage =
    page.contentAlias === 'contentPage'
      ? eq(pages.path, page.path)
      : eq(pages.contentAlias, page.contentAlias);
  return db
    .select({ culture: sites.culture, url: pages.path })
    .from(pages)
    .innerJoin(sites, eq(sites.storeId, pages.storeId))
    .where(and(clubSites(site), samePage, eq(pages.status, 200)))
    .orderBy(sites.sortOrder);
}
