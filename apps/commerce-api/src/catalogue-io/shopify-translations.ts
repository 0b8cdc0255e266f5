/**
 * Shopify's translations CSV (the Translate & Adapt export: `Type, Identification, Field, Locale,
 * Market, Status, Default content, Translated content`, one row per field of a resource) imported
 * for one site's culture (issue 39 item 7): each PRODUCT's `title`, `body_html` (sanitised like
 * every description), `meta_title` and `meta_description` become the product's texts in that
 * culture. A product is found by its handle: the file's `handle` row of the same Identification
 * (Shopify's numeric id, which the shop does not know) names it, or the Identification is a
 * handle itself. Rows of other resources and fields, and rows not translated, are skipped; a
 * row of another locale, or a product the shop does not have, is a bad row (with its line), and
 * then nothing is written. The listing rows are rebuilt, so that culture's site shows and finds
 * the texts at once. Importing the same file twice changes nothing the second time.
 */
import { parse } from 'csv-parse/sync';
import { refreshStoreVariants } from '../catalog/store-variants.ts';
import type { Db } from '../db/database.ts';
import { readCsvCell } from '../shared/spreadsheet-csv.ts';
import { type Actor, type AuditEntry, auditedWrite } from '../staff/audit.ts';
import { productIdsOf, readCatalogue, sortedTexts, writeProducts } from './catalogue-store.ts';
import { type FileEncoding, textOfFile } from './file-text.ts';
import { type ImportSite, sanitised } from './import-catalogue.ts';
import type { BadRow, CatalogueProduct } from './model.ts';
import { lineNumbersOf, separatorOf } from './shopify-csv.ts';

/** The product fields of Shopify's translations CSV that the shop keeps, and where. */
const productFields = {
  title: 'name',
  body_html: 'description',
  meta_title: 'seoTitle',
  meta_description: 'seoDescription',
} as const;

type ProductField = keyof typeof productFields;

/** One product's translated texts, by the field of our product. */
interface Translation {
  line: number;
  texts: Partial<Record<(typeof productFields)[ProductField], string>>;
}

/** What a translations import did (or, dry, would do). */
export interface TranslationsReport {
  /** The culture the texts were imported in. */
  culture: string;
  /** Products the file translates. */
  products: number;
  updated: number;
  unchanged: number;
  /** Rows skipped: other resources (collections, pages…), fields the shop has no place for, empty translations. */
  skipped: number;
  bad: BadRow[];
  written: boolean;
  encoding?: FileEncoding;
}

/** The language of a Shopify locale (`en`, `en-GB`, `pt-BR` → `en`, `en`, `pt`). */
function languageOf(locale: string): string {
  return locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Reads a translations CSV for a culture: each product's texts by Identification, and the bad rows. */
export function readShopifyTranslations(
  text: string,
  culture: string,
): { byId: Map<string, Translation>; handles: Map<string, string>; skipped: number; bad: BadRow[] } {
  const bad: BadRow[] = [];
  const byId = new Map<string, Translation>();
  const handles = new Map<string, string>();
  let records: string[][];
  try {
    records = (
      parse(text, {
        bom: true,
        delimiter: separatorOf(text),
        relax_column_count: true,
        skip_empty_lines: true,
      }) as string[][]
    ).map((record) => record.map(readCsvCell));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    return {
      byId,
      handles,
      skipped: 0,
      bad: [{ line, reason: `not a readable CSV: ${(error as Error).message}` }],
    };
  }
  const [header, ...body] = records;
  if (!header) return { byId, handles, skipped: 0, bad: [{ line: 0, reason: 'the file is empty' }] };
  const column = (name: string) => header.findIndex((cell) => cell.trim() === name);
  const columns = {
    type: column('Type'),
    id: column('Identification'),
    field: column('Field'),
    locale: column('Locale'),
    translated: column('Translated content'),
    defaultContent: column('Default content'),
  };
  const missing = Object.entries({
    Type: columns.type,
    Identification: columns.id,
    Field: columns.field,
    Locale: columns.locale,
    'Translated content': columns.translated,
  }).flatMap(([name, index]) => (index < 0 ? [name] : []));
  if (missing.length > 0)
    return {
      byId,
      handles,
      skipped: 0,
      bad: [{ line: 1, reason: `not a Shopify translations CSV: no ${missing.join(', ')} column` }],
    };
  const lines = lineNumbersOf(text, body.length);
  let skipped = 0;
  for (const [index, cells] of body.entries()) {
    const line = lines[index] ?? index + 2;
    const cell = (at: number) => (at < 0 ? '' : (cells[at] ?? ''));
    const type = cell(columns.type).trim().toUpperCase();
    const id = cell(columns.id).trim();
    const field = cell(columns.field).trim();
    if (type !== 'PRODUCT' || !id) {
      skipped++;
      continue;
    }
    if (field === 'handle') {
      const handle = cell(columns.defaultContent).trim();
      if (handle) handles.set(id, handle);
      continue;
    }
    const ours = productFields[field as ProductField];
    const translated = cell(columns.translated);
    if (!ours || translated.trim() === '') {
      skipped++;
      continue;
    }
    const locale = cell(columns.locale);
    if (languageOf(locale) !== culture) {
      bad.push({
        line,
        reason: `Locale ${locale.trim() || '(empty)'} is not this site's culture ${culture}: import it for the site in ${languageOf(locale) || 'that culture'}`,
      });
      continue;
    }
    const translation = byId.get(id) ?? { line, texts: {} };
    translation.texts[ours] = ours === 'description' ? translated : translated.trim();
    byId.set(id, translation);
  }
  return { byId, handles, skipped, bad };
}

/**
 * Imports a translations CSV (its bytes, or its text) into the products of `site`'s club, in the
 * site's culture. With `dryRun` (or any bad row) nothing is written; else everything is, in one
 * transaction with its audit rows.
 */
export async function importTranslations(
  db: Db,
  actor: Actor,
  now: Date,
  site: ImportSite,
  file: string | Uint8Array,
  options: { dryRun: boolean },
): Promise<TranslationsReport> {
  const report: TranslationsReport = {
    culture: site.culture,
    products: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    bad: [],
    written: false,
  };
  const decoded = textOfFile(file);
  if (!('text' in decoded)) {
    const { line, reason, encoding } = decoded;
    return { ...report, bad: [{ line, reason }], ...(encoding ? { encoding } : {}) };
  }
  report.encoding = decoded.encoding;
  const read = readShopifyTranslations(decoded.text, site.culture);
  report.skipped = read.skipped;
  report.bad.push(...read.bad);
  const handleOf = (id: string) => read.handles.get(id) ?? id;
  const existing = await readCatalogue(db, site.clubId, [...read.byId.keys()].map(handleOf));
  const changes: Array<{ product: CatalogueProduct; before: CatalogueProduct }> = [];
  const seen = new Map<string, string>();
  for (const [id, translation] of read.byId) {
    const handle = handleOf(id);
    const before = existing.get(handle);
    if (!before) {
      report.bad.push({
        line: translation.line,
        reason: `no product ${handle} in the shop (import the products first; a product is found by its handle)`,
      });
      continue;
    }
    report.products++;
    const c = site.culture;
    const over = (texts: Record<string, string>, text: string | undefined) =>
      text === undefined ? texts : sortedTexts({ ...texts, [c]: text });
    const merged = sanitised(
      {
        ...before,
        name: over(before.name, translation.texts.name),
        description: over(before.description, translation.texts.description),
        seoTitle: over(before.seoTitle, translation.texts.seoTitle),
        seoDescription: over(before.seoDescription, translation.texts.seoDescription),
      },
      before,
      seen,
    );
    if (JSON.stringify(before) === JSON.stringify(merged)) report.unchanged++;
    else {
      report.updated++;
      changes.push({ product: merged, before });
    }
  }
  report.bad.sort((a, b) => a.line - b.line);
  if (report.bad.length > 0 || options.dryRun || changes.length === 0) return report;

  await auditedWrite(db, actor, now, async (tx) => {
    // Existing products keep their place (`writeProducts` leaves an existing product's order).
    await writeProducts(
      tx,
      site.clubId,
      changes.map(({ product }) => ({ product, sortOrder: 0 })),
      now,
    );
    const ids = await productIdsOf(
      tx,
      site.clubId,
      changes.map(({ product }) => product.handle),
    );
    const idsOfChanges = changes.flatMap(({ product }) => {
      const productId = ids.get(product.handle);
      return productId ? [productId] : [];
    });
    await refreshStoreVariants(tx, site.clubId, idsOfChanges);
    const audit: AuditEntry[] = changes.map(({ product, before }) => ({
      action: 'import translation',
      entity: 'product',
      entityId: ids.get(product.handle) ?? product.handle,
      storeId: site.storeId,
      before,
      after: product,
    }));
    return { result: undefined, audit };
  });
  report.written = true;
  return report;
}
