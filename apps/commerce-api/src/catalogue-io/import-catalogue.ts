/**
 * Importing a catalogue file into a club's shop for one of its sites: read (Shopify CSV or our
 * JSON), check against the database (SKUs of other products, categories), merge each product onto
 * what the shop has (the site's culture and currency from a CSV, everything from JSON), and write
 * only what changed, all in one transaction: any bad row and nothing is written. Importing the
 * same file twice changes nothing the second time.
 */
import { eq, max } from 'drizzle-orm';
import { refreshStoreVariants } from '../catalog/store-variants.ts';
import type { Db } from '../db/database.ts';
import { products } from '../db/tables/catalog.ts';
import { sites } from '../db/tables/content.ts';
import { sanitizeRichText } from '../shared/rich-text.ts';
import { type Actor, type AuditEntry, auditedWrite } from '../staff/audit.ts';
import {
  categoryKeysOfClub,
  ensureCategories,
  productIdOf,
  productIdsOf,
  readCatalogue,
  sitesOfClub,
  skusOfOtherProducts,
  sortedTexts,
  writeProducts,
} from './catalogue-store.ts';
import { type FileEncoding, textOfFile } from './file-text.ts';
import { importPictures, type PictureFetching, type PictureReport } from './import-pictures.ts';
import { readCatalogueJson } from './json-format.ts';
import type { BadRow, CatalogueProduct, ReadCatalogue, Texts } from './model.ts';
import { readShopifyCsv } from './shopify-csv.ts';

/** A file's format. */
export type CatalogueFormat = 'csv' | 'json';

/** The site an import or export is for. */
export interface ImportSite {
  storeId: string;
  clubId: string;
  culture: string;
  currency: string;
  hostName: string;
}

/** The site of a host name, or undefined. */
export async function siteByHost(db: Db, host: string): Promise<ImportSite | undefined> {
  const [site] = await db
    .select({
      storeId: sites.storeId,
      clubId: sites.clubId,
      culture: sites.culture,
      currency: sites.currency,
      hostName: sites.hostName,
    })
    .from(sites)
    .where(eq(sites.hostName, host.trim().toLowerCase()));
  return site;
}

/** What an import did (or, dry, would do). */
export interface ImportReport {
  products: number;
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
  bad: BadRow[];
  written: boolean;
  /** What became of the file's pictures (`import-pictures.ts`); absent when rows were bad. */
  pictures?: PictureReport;
  /** The encoding the file was read in (`windows-1252` for Excel's plain CSV). */
  encoding?: FileEncoding;
}

/** The format of a file from its name (`.json` is ours, anything else Shopify's CSV). */
export function formatOfFile(name: string): CatalogueFormat {
  return name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
}

/** Fills the cultures a product lacks (every site of the club needs its texts) from the site's. */
function withCultures(texts: Texts, cultures: readonly string[], from: string): Texts {
  const filled: Texts = { ...texts };
  const fallback = texts[from] ?? Object.values(texts)[0] ?? '';
  for (const culture of cultures) filled[culture] ??= fallback;
  return sortedTexts(filled);
}

/** A CSV product (one culture, one currency) merged onto the shop's product of its handle. */
function mergeCsvProduct(
  incoming: CatalogueProduct,
  old: CatalogueProduct | undefined,
  site: ImportSite,
  cultures: string[],
  statusGiven = true,
): CatalogueProduct {
  const c = site.culture;
  const over = (before: Texts | undefined, now: Texts) => withCultures({ ...before, ...now }, cultures, c);
  const overOptional = (before: Texts | undefined, now: Texts) => sortedTexts({ ...before, ...now });
  return {
    ...incoming,
    kind: old?.kind ?? incoming.kind,
    status: statusGiven ? incoming.status : (old?.status ?? incoming.status),
    name: over(old?.name, incoming.name),
    description: over(old?.description, incoming.description),
    seoTitle: overOptional(old?.seoTitle, incoming.seoTitle),
    seoDescription: overOptional(old?.seoDescription, incoming.seoDescription),
    variants: incoming.variants.map((variant) => {
      const previous = old?.variants.find((candidate) => candidate.colour[c] === variant.colour[c]);
      return {
        colour: over(previous?.colour, variant.colour),
        colorHex: previous?.colorHex ?? variant.colorHex,
        prices: Object.fromEntries(
          Object.entries({ ...previous?.prices, ...variant.prices }).sort(([a], [b]) => a.localeCompare(b)),
        ),
        items: variant.items.map((item) => {
          const known = previous?.items.find((candidate) => candidate.sku === item.sku);
          return { ...item, preorderDate: known?.preorderDate ?? null, ean: known?.ean ?? '' };
        }),
      };
    }),
  };
}

/** A JSON product (complete) with its texts filled for every culture of the club. */
export function normaliseJsonProduct(
  incoming: CatalogueProduct,
  cultures: string[],
  site: ImportSite,
): CatalogueProduct {
  return {
    ...incoming,
    name: withCultures(incoming.name, cultures, site.culture),
    description: withCultures(incoming.description, cultures, site.culture),
    seoTitle: sortedTexts(incoming.seoTitle),
    seoDescription: sortedTexts(incoming.seoDescription),
    variants: incoming.variants.map((variant) => ({
      ...variant,
      colour: withCultures(variant.colour, cultures, site.culture),
      prices: Object.fromEntries(Object.entries(variant.prices).sort(([a], [b]) => a.localeCompare(b))),
    })),
  };
}

/**
 * Rich text of every culture sanitised. Sanitising is the costly step of reading a product
 * (DOMPurify parses a jsdom document per text, about 1 ms): a text the shop stores already is
 * the output of the sanitiser and stays as it is, and a text the file repeats is sanitised once
 * (`seen`, one import's).
 */
export function sanitised(
  product: CatalogueProduct,
  before?: CatalogueProduct,
  seen: Map<string, string> = new Map(),
): CatalogueProduct {
  const clean = (culture: string, html: string) => {
    if (before?.description[culture] === html) return html;
    let safe = seen.get(html);
    if (safe === undefined) {
      safe = sanitizeRichText(html);
      seen.set(html, safe);
    }
    return safe;
  };
  return {
    ...product,
    description: Object.fromEntries(
      Object.entries(product.description).map(([culture, html]) => [culture, clean(culture, html)]),
    ),
  };
}

/** Reads a file in its format for a site. */
export function readCatalogueFile(text: string, format: CatalogueFormat, site: ImportSite): ReadCatalogue {
  return format === 'json' ? readCatalogueJson(text) : readShopifyCsv(text, site);
}

const emptyReport: ImportReport = {
  products: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  categoriesCreated: 0,
  bad: [],
  written: false,
};

/**
 * Imports a file into the shop of `site` (its bytes, or its text read already). With `dryRun` (or any bad row) nothing is written;
 * else everything is, in one transaction with its audit rows.
 */
export async function importCatalogue(
  db: Db,
  actor: Actor,
  now: Date,
  site: ImportSite,
  file: { text: string | Uint8Array; format: CatalogueFormat },
  options: { dryRun: boolean; pictures?: PictureFetching | undefined },
): Promise<ImportReport> {
  const decoded = textOfFile(file.text);
  if (!('text' in decoded)) {
    const { line, reason, encoding } = decoded;
    return { ...emptyReport, bad: [{ line, reason }], ...(encoding ? { encoding } : {}) };
  }
  const read = readCatalogueFile(decoded.text, file.format, site);
  const bad = [...read.bad];
  const skuOwners = await skusOfOtherProducts(
    db,
    site.clubId,
    read.products.flatMap((product) =>
      product.variants.flatMap((variant) =>
        variant.items.map((item) => ({ sku: item.sku, handle: product.handle })),
      ),
    ),
  );
  for (const [sku, productId] of skuOwners)
    bad.push({
      line: read.lines?.skus.get(sku) ?? 0,
      reason: `Variant SKU ${sku} belongs to the product ${productId} already`,
    });
  const knownCategories = await categoryKeysOfClub(db, site.clubId);
  const named = new Set(read.categories.map((category) => category.key));
  for (const product of read.products) {
    if (!knownCategories.has(product.category) && !named.has(product.category)) {
      bad.push({
        line: read.lines?.products.get(product.handle) ?? 0,
        reason: `${product.handle}: category ${product.category} is not in the shop (add it to the file's categories)`,
      });
    }
  }
  const report: ImportReport = {
    products: read.products.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    categoriesCreated: 0,
    bad,
    written: false,
    encoding: decoded.encoding,
  };
  bad.sort((a, b) => a.line - b.line);
  if (bad.length > 0) return report;

  // Remote pictures become the club's uploads (fetched now, or by an earlier import).
  const pictures = await importPictures(
    db,
    site.clubId,
    read.products,
    decoded.text,
    options.dryRun ? undefined : options.pictures,
    now,
  );
  report.pictures = pictures.report;
  const cultures = [...new Set((await sitesOfClub(db, site.clubId)).map((clubSite) => clubSite.culture))];
  const existing = await readCatalogue(
    db,
    site.clubId,
    read.products.map((product) => product.handle),
  );
  const changes: Array<{ product: CatalogueProduct; before: CatalogueProduct | undefined }> = [];
  const sanitisedTexts = new Map<string, string>();
  for (const incoming of pictures.products) {
    const before = existing.get(incoming.handle);
    const merged = sanitised(
      file.format === 'csv'
        ? mergeCsvProduct(incoming, before, site, cultures, read.statusGiven)
        : normaliseJsonProduct(incoming, cultures, site),
      before,
      sanitisedTexts,
    );
    if (before && JSON.stringify(before) === JSON.stringify(merged)) report.unchanged++;
    else {
      if (before) report.updated++;
      else report.created++;
      changes.push({ product: merged, before });
    }
  }
  const newCategories = read.categories.filter((category) => !knownCategories.has(category.key));
  if (options.dryRun || (changes.length === 0 && newCategories.length === 0)) return report;

  await auditedWrite(db, actor, now, async (tx) => {
    report.categoriesCreated = await ensureCategories(tx, site.clubId, newCategories);
    const [last] = await tx
      .select({ value: max(products.sortOrder) })
      .from(products)
      .where(eq(products.clubId, site.clubId));
    const firstSortOrder = (last?.value ?? 0) + 1;
    await writeProducts(
      tx,
      site.clubId,
      changes.map((change, index) => ({ product: change.product, sortOrder: firstSortOrder + index })),
      now,
    );
    const ids = await productIdsOf(
      tx,
      site.clubId,
      changes.map(({ product }) => product.handle),
    );
    const idOf = (handle: string) => ids.get(handle) ?? productIdOf(site.clubId, handle);
    const audit: AuditEntry[] = changes.map(({ product, before }) => ({
      action: before ? 'import update' : 'import create',
      entity: 'product',
      entityId: idOf(product.handle),
      storeId: site.storeId,
      before: before ?? null,
      after: product,
    }));
    // The listing rows of the written products on every site of the club (search, categories,
    // product urls): one statement for the whole import.
    await refreshStoreVariants(
      tx,
      site.clubId,
      changes.map(({ product }) => idOf(product.handle)),
    );
    return { result: undefined, audit };
  });
  report.written = true;
  return report;
}
