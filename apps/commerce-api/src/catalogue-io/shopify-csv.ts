/**
 * Shopify's product CSV (the columns of its product export): read into `CatalogueProduct`s for
 * one site, and written from them. A product spans several rows of one Handle: the first holds
 * the product's fields, each row a variant (Option1-3, SKU, price, stock) and/or an image.
 *
 * Our model: the Size option (Size, Größe, Størrelse) is the size of an item; the other options
 * together are the colour variant (price, images and url are per colour), so one colour's sizes
 * must share one price. A product without options is one colour ("Default") in one size.
 *
 * Written for a spreadsheet: a cell that would be read as a formula gets a quote in front
 * (`shared/spreadsheet-csv.ts`), and reading takes that quote away again, so a product whose
 * field starts with `-` or `=` reads back as it was.
 */
import { parse } from 'csv-parse/sync';
import { type ProductStatus, productStatuses } from '../db/tables/catalog.ts';
import { readCsvCell, writeCsv } from '../shared/spreadsheet-csv.ts';
import type {
  BadRow,
  CatalogueCategory,
  CatalogueImage,
  CatalogueItem,
  CatalogueProduct,
  CatalogueVariant,
  ReadCatalogue,
} from './model.ts';
import {
  amountOf,
  colourHexOf,
  decimalCommaAmount,
  isHandle,
  isImageSource,
  kindOf,
  minorUnitsOf,
  sizeLabelOf,
  slugify,
} from './values.ts';

/** The columns of Shopify's product CSV that ClubShop reads and writes, in its order. */
export const shopifyColumns = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Inventory Qty',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Title',
  'SEO Description',
  'Status',
] as const;

/** The columns read: those written, and Shopify's `Variant Image` (a picture, issue 39). */
const readColumns = [...shopifyColumns, 'Variant Image'] as const;

type Column = (typeof readColumns)[number];
type Row = Partial<Record<Column, string>>;

const sizeOptionNames = /^(size|größe|groesse|grösse|størrelse|storrelse|taille|talla)$/i;

/** The site a file is read for: its culture and currency. */
export interface SiteOfFile {
  culture: string;
  currency: string;
}

/** A product being assembled from its rows. */
interface Draft {
  line: number;
  product: CatalogueProduct;
  optionNames: string[];
  variantsByColour: Map<string, CatalogueVariant>;
  images: Array<{ position: number; image: CatalogueImage; line: number }>;
}

function problem(value: unknown): value is { reason: string } {
  return typeof value === 'object' && value !== null && 'reason' in value;
}

/**
 * The separator of a CSV: the one of `,`, `;` and tab its header line has most of (outside
 * quotes). Excel writes `;` where the decimal separator is a comma (Danish, German).
 */
export function separatorOf(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/** Reads a Shopify product CSV for a site: the products, their categories and every bad row. */
export function readShopifyCsv(text: string, site: SiteOfFile): ReadCatalogue {
  const bad: BadRow[] = [];
  let records: string[][];
  // A `;` file is Excel's where a comma is the decimal separator: its amounts read `499,95`.
  const delimiter = separatorOf(text);
  const amount = delimiter === ';' ? decimalCommaAmount : (value: string) => value;
  try {
    // Each cell as the shop's export wrote it before `writeCsv` neutralised it (its quote before
    // `=`, `+`, `-`, `@` taken away): export -> import -> export is identical.
    records = (
      parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][]
    ).map((record) => record.map(readCsvCell));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    return {
      products: [],
      categories: [],
      bad: [{ line, reason: `not a readable CSV: ${(error as Error).message}` }],
    };
  }
  const [header, ...body] = records;
  if (!header) return { products: [], categories: [], bad: [{ line: 0, reason: 'the file is empty' }] };
  const missing = ['Handle', 'Title', 'Variant Price'].filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      products: [],
      categories: [],
      bad: [{ line: 1, reason: `not a Shopify product CSV: no ${missing.join(', ')} column` }],
    };
  }
  const drafts = new Map<string, Draft>();
  const categories = new Map<string, CatalogueCategory>();
  const skus = new Map<string, number>();
  // csv-parse counts lines; records of multi-line quoted fields span several, so take its info.
  const lines = lineNumbersOf(text, body.length);
  // Where each column we read is in the file (looked up once, not per cell: 60,000 rows of 10,000 products).
  const known = header.flatMap((name, column) =>
    (readColumns as readonly string[]).includes(name) ? [{ name: name as Column, column }] : [],
  );
  for (const [index, cells] of body.entries()) {
    const line = lines[index] ?? index + 2;
    const row: Row = {};
    for (const { name, column } of known) row[name] = (cells[column] ?? '').trim();
    if (delimiter === ';') {
      row['Variant Price'] = amount(row['Variant Price'] ?? '');
      row['Variant Compare At Price'] = amount(row['Variant Compare At Price'] ?? '');
    }
    const fail = (reason: string) => bad.push({ line, reason });
    const handle = row.Handle ?? '';
    if (!isHandle(handle)) {
      fail(
        handle === ''
          ? 'Handle is empty'
          : `Handle "${handle}" must be lower-case letters, digits and dashes`,
      );
      continue;
    }
    let draft = drafts.get(handle);
    if (!draft) {
      const title = row.Title ?? '';
      if (title === '') {
        fail(`Title is empty on the first row of ${handle}`);
        continue;
      }
      const statusText = (row.Status ?? '').toLowerCase() || 'active';
      if (!(productStatuses as readonly string[]).includes(statusText)) {
        fail(`Status "${row.Status}" is not one of ${productStatuses.join(', ')}`);
        continue;
      }
      const type = row.Type ?? '';
      // A Type that is a category path of ours (an export of ours) is kept; else its slug.
      const category = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(type) ? type : slugify(type) || 'products';
      if (!categories.has(category))
        categories.set(category, { key: category, name: { [site.culture]: type || 'Products' } });
      draft = {
        line,
        optionNames: [row['Option1 Name'] ?? '', row['Option2 Name'] ?? '', row['Option3 Name'] ?? ''],
        variantsByColour: new Map(),
        images: [],
        product: {
          handle,
          name: { [site.culture]: title },
          description: { [site.culture]: row['Body (HTML)'] ?? '' },
          category,
          kind: kindOf(type, title),
          vendor: row.Vendor ?? '',
          tags: (row.Tags ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter((tag) => tag !== ''),
          listed: (row.Published ?? 'true').toLowerCase() !== 'false',
          status: statusText as ProductStatus,
          seoTitle: row['SEO Title'] ? { [site.culture]: row['SEO Title'] } : {},
          seoDescription: row['SEO Description'] ? { [site.culture]: row['SEO Description'] } : {},
          variants: [],
          images: [],
        },
      };
      drafts.set(handle, draft);
    }
    const imageSrc = row['Image Src'] ?? '';
    if (imageSrc !== '') {
      if (!isImageSource(imageSrc))
        fail(`Image Src "${imageSrc}" is not an http(s) address or an uploaded image (/images/uploads/...)`);
      else {
        const position = Number(row['Image Position'] || draft.images.length + 1);
        if (!Number.isInteger(position) || position < 1)
          fail(`Image Position "${row['Image Position']}" is not a whole number from 1`);
        else
          draft.images.push({ position, image: { src: imageSrc, alt: row['Image Alt Text'] ?? '' }, line });
      }
    }
    // Shopify's `Variant Image`: a picture of the product too, after those of `Image Src` (issue 39).
    const variantImage = row['Variant Image'] ?? '';
    if (variantImage !== '' && isImageSource(variantImage))
      draft.images.push({ position: 1e6 + draft.images.length, image: { src: variantImage, alt: '' }, line });
    const values = [row['Option1 Value'] ?? '', row['Option2 Value'] ?? '', row['Option3 Value'] ?? ''];
    const isVariantRow =
      values.some((value) => value !== '') ||
      (row['Variant Price'] ?? '') !== '' ||
      (row['Variant SKU'] ?? '') !== '';
    if (!isVariantRow) continue;
    const variantProblem = addVariantRow(draft, row, values, site, line);
    if (variantProblem) {
      fail(variantProblem);
      continue;
    }
    const sku = row['Variant SKU'] ?? '';
    if (sku !== '') {
      const first = skus.get(sku);
      if (first !== undefined) fail(`Variant SKU "${sku}" is on line ${first} already`);
      else skus.set(sku, line);
    }
  }
  const products: CatalogueProduct[] = [];
  for (const draft of drafts.values()) {
    if (draft.product.variants.length === 0) {
      bad.push({ line: draft.line, reason: `${draft.product.handle} has no variant (no Variant Price)` });
      continue;
    }
    const positions = new Set<number>();
    for (const { position, image, line } of draft.images.sort((a, b) => a.position - b.position)) {
      if (draft.product.images.some((known) => known.src === image.src)) continue;
      if (positions.has(position))
        bad.push({ line, reason: `Image Position ${position} of ${draft.product.handle} is taken` });
      positions.add(position);
      draft.product.images.push(image);
    }
    products.push(draft.product);
  }
  return {
    products,
    categories: [...categories.values()],
    bad: bad.sort((a, b) => a.line - b.line),
    lines: { products: new Map([...drafts].map(([handle, draft]) => [handle, draft.line])), skus },
    statusGiven: header.includes('Status'),
  };
}

/** Adds one variant row to its product; a reason when it cannot. */
function addVariantRow(
  draft: Draft,
  row: Row,
  values: string[],
  site: SiteOfFile,
  line: number,
): string | undefined {
  const { optionNames } = draft;
  const colourParts: string[] = [];
  let size = 'onesize';
  for (const [index, name] of optionNames.entries()) {
    const value = values[index] ?? '';
    if (name === '' && value === '') continue;
    if (value === '')
      return `Option${index + 1} Value is empty (the product's Option${index + 1} is ${name})`;
    if (sizeOptionNames.test(name)) {
      const label = sizeLabelOf(value);
      if (problem(label)) return label.reason;
      size = label;
    } else if (!(name === 'Title' && value === 'Default Title')) colourParts.push(value);
  }
  const colour = colourParts.join(' / ') || 'Default';
  const price = minorUnitsOf(row['Variant Price'] ?? '', site.currency, 'Variant Price');
  if (price === undefined) return 'Variant Price is empty';
  if (problem(price)) return price.reason;
  const compareAt = minorUnitsOf(
    row['Variant Compare At Price'] ?? '',
    site.currency,
    'Variant Compare At Price',
  );
  if (problem(compareAt)) return compareAt.reason;
  const stockText = row['Variant Inventory Qty'] || '0';
  if (!/^-?\d+$/.test(stockText)) return `Variant Inventory Qty "${stockText}" is not a whole number`;
  const onSale = compareAt !== undefined && compareAt > price;
  const money = { price: onSale ? (compareAt as number) : price, discount: onSale ? price : null };
  let variant = draft.variantsByColour.get(colour);
  if (!variant) {
    variant = {
      colour: { [site.culture]: colour },
      colorHex: colourHexOf(colour),
      prices: { [site.currency]: money },
      items: [],
    };
    draft.variantsByColour.set(colour, variant);
    draft.product.variants.push(variant);
  } else {
    const known = variant.prices[site.currency];
    if (known && (known.price !== money.price || known.discount !== money.discount)) {
      return `Variant Price of ${draft.product.handle} ${colour} differs between its sizes (prices are per colour)`;
    }
  }
  if (variant.items.some((item) => item.size === size))
    return `${draft.product.handle} ${colour} has size ${size} twice`;
  const sku = row['Variant SKU'] || `${draft.product.handle}-${slugify(colour)}-${size}`;
  const item: CatalogueItem = {
    sku,
    size,
    stock: Math.max(0, Number(stockText)),
    preorderDate: null,
    ean: '',
  };
  variant.items.push(item);
  void line;
  return undefined;
}

/** The line each record starts on (1 = header), counting newlines inside quoted fields. */
export function lineNumbersOf(text: string, count: number): number[] {
  const starts: number[] = [];
  let line = 1;
  let quoted = false;
  let atRecordStart = true;
  let seenHeader = false;
  const quote = 34;
  const newline = 10;
  const carriageReturn = 13;
  for (let index = 0; index < text.length && starts.length < count; index++) {
    const char = text.charCodeAt(index);
    if (atRecordStart && char !== newline && char !== carriageReturn) {
      if (seenHeader) starts.push(line);
      seenHeader = true;
      atRecordStart = false;
    }
    if (char === quote) quoted = !quoted;
    else if (char === newline) {
      line++;
      if (!quoted) atRecordStart = true;
    }
  }
  return starts;
}

/** Writes products as Shopify's product CSV for a site (its culture's texts, its currency's prices). */
export function writeShopifyCsv(
  products: readonly CatalogueProduct[],
  site: SiteOfFile,
  typeOf: (category: string) => string = (category) => category,
): string {
  const rows: string[][] = [];
  for (const product of products) {
    const variantRows: Row[] = [];
    const hasColour = !(
      product.variants.length === 1 && product.variants[0]?.colour[site.culture] === 'Default'
    );
    const hasSize = product.variants.some((variant) => variant.items.some((item) => item.size !== 'onesize'));
    for (const variant of product.variants) {
      const money = variant.prices[site.currency];
      for (const item of variant.items) {
        const options: string[] = [];
        if (hasColour) options.push('Color', variant.colour[site.culture] ?? '');
        if (hasSize) options.push('Size', item.size);
        variantRows.push({
          'Option1 Name': options[0] ?? '',
          'Option1 Value': options[1] ?? '',
          'Option2 Name': options[2] ?? '',
          'Option2 Value': options[3] ?? '',
          'Variant SKU': item.sku,
          'Variant Price': money ? amountOf(money.discount ?? money.price, site.currency) : '',
          'Variant Compare At Price': money?.discount != null ? amountOf(money.price, site.currency) : '',
          'Variant Inventory Qty': String(item.stock),
        });
      }
    }
    const count = Math.max(variantRows.length, product.images.length);
    for (let index = 0; index < count; index++) {
      const row: Row = { Handle: product.handle, ...variantRows[index] };
      if (index === 0) {
        Object.assign(row, {
          Title: product.name[site.culture] ?? '',
          'Body (HTML)': product.description[site.culture] ?? '',
          Vendor: product.vendor,
          Type: typeOf(product.category),
          Tags: product.tags.join(', '),
          Published: product.listed ? 'true' : 'false',
          Status: product.status,
          'SEO Title': product.seoTitle[site.culture] ?? '',
          'SEO Description': product.seoDescription[site.culture] ?? '',
        });
        // Shopify repeats the option names on the first row only.
      } else {
        row['Option1 Name'] = '';
        row['Option2 Name'] = '';
      }
      const image = product.images[index];
      if (image)
        Object.assign(row, {
          'Image Src': image.src,
          'Image Position': String(index + 1),
          'Image Alt Text': image.alt,
        });
      rows.push(shopifyColumns.map((column) => row[column] ?? ''));
    }
  }
  return writeCsv([[...shopifyColumns], ...rows]);
}
