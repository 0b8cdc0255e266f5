/**
 * Exporting a club's catalogue for one of its sites, as Shopify's product CSV (the site's
 * culture and currency) or our JSON (everything). Stable: export → import → export is identical.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { categories } from '../db/tables/catalog.ts';
import { readCatalogue, sitesOfClub, sortedTexts } from './catalogue-store.ts';
import type { ImportSite } from './import-catalogue.ts';
import { writeCatalogueJson } from './json-format.ts';
import type { CatalogueCategory } from './model.ts';
import { writeShopifyCsv } from './shopify-csv.ts';
import { slugify } from './values.ts';

/** The categories of a club (every culture of its sites), the roots left out. */
async function categoriesOfClub(db: Db, clubId: string): Promise<CatalogueCategory[]> {
  const byKey = new Map<string, CatalogueCategory>();
  for (const site of await sitesOfClub(db, clubId)) {
    const rows = await db
      .select({ key: categories.key, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, site.storeId))
      .orderBy(asc(categories.key));
    for (const row of rows) {
      if (row.key === '') continue;
      const entry = byKey.get(row.key) ?? { key: row.key, name: {} };
      entry.name[site.culture] ??= row.name;
      byKey.set(row.key, entry);
    }
  }
  return [...byKey.values()]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((entry) => ({ key: entry.key, name: sortedTexts(entry.name) }));
}

/** The catalogue of the site's club as a file. */
export async function exportCatalogue(db: Db, site: ImportSite, format: 'csv' | 'json'): Promise<string> {
  const products = [...(await readCatalogue(db, site.clubId)).values()];
  if (format === 'csv') {
    // A category's name as its Type when the name's slug is its key ("Trøjer" for `trojer`): the
    // import finds the same category by it, and a fresh shop gets its name, not its key.
    const names = new Map(
      (
        await db
          .select({ key: categories.key, name: categories.name })
          .from(categories)
          .where(eq(categories.storeId, site.storeId))
      ).map((row) => [row.key, row.name]),
    );
    return writeShopifyCsv(products, site, (key) => {
      const name = names.get(key);
      return name && slugify(name) === key ? name : key;
    });
  }
  return writeCatalogueJson(products, await categoriesOfClub(db, site.clubId));
}
