/** The seeded sites as the dev endpoint lists them. */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sites } from '../db/tables/content.ts';
import { type StorefrontOriginRules, storefrontOrigin } from '../sites/origins.ts';

/** One site: club, country, url, culture, currency, storeId, rootCategoryId. */
export interface DevSite {
  club: string;
  country: string;
  url: string;
  culture: string;
  currency: string;
  storeId: string;
  rootCategoryId: string;
}

/**
 * Every site; `url` is its storefront's address (`storefrontOrigin`: `http://<host>:<port>/` for
 * a development host, on the storefront's dev port unless another is given; `https://<host>/`
 * for a real domain; the STOREFRONT_ORIGINS origin of its host when one is listed).
 */
export async function listSites(
  db: Db,
  rules: StorefrontOriginRules = { storefrontPort: 5173 },
): Promise<DevSite[]> {
  const rows = await db.select().from(sites).orderBy(asc(sites.sortOrder));
  return rows.map((site) => ({
    club: site.clubId,
    country: site.country.toLowerCase(),
    url: `${storefrontOrigin(site.hostName, rules)}/`,
    culture: site.culture,
    currency: site.currency,
    storeId: site.storeId,
    rootCategoryId: site.rootCategoryId,
  }));
}
