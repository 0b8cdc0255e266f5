/** The seeded sites as the dev endpoint lists them. */
import { asc } from 'drizzle-orm';
import { sites } from '../content/tables.ts';
import type { Db } from '../db/database.ts';

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

/** Every site; `url` on the storefront's dev port unless another is given. */
export async function listSites(db: Db, port = 5173): Promise<DevSite[]> {
  const rows = await db.select().from(sites).orderBy(asc(sites.sortOrder));
  return rows.map((site) => ({
    club: site.clubId,
    country: site.country.toLowerCase(),
    url: `http://${site.hostName}:${port}/`,
    culture: site.culture,
    currency: site.currency,
    storeId: site.storeId,
    rootCategoryId: site.rootCategoryId,
  }));
}
