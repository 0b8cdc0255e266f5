/**
 * Our own JSON catalogue format: everything Shopify's CSV cannot say (texts per culture, prices
 * per currency, colour codes, preorder dates, EANs):
 *
 *   { "format": "clubshop-catalogue", "version": 1, "categories": [...], "products": [...] }
 *
 * with `CatalogueProduct`s (src/catalogue-io/model.ts). Checked with valibot; each bad product is
 * reported with its line in the file.
 */
import { colourHexPattern, productKindPattern } from '@clubshop/validation';
import * as v from 'valibot';
import { productStatuses } from '../db/tables/catalog.ts';
import type { BadRow, CatalogueCategory, CatalogueProduct, ReadCatalogue } from './model.ts';
import { isHandle, isImageSource, sizeLabelOf } from './values.ts';

const texts = v.record(
  v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'cultures are two-letter codes')),
  v.string(),
);
const minor = v.pipe(
  v.number(),
  v.integer('amounts are whole minor units (pence, cent, øre)'),
  v.minValue(0),
);

/** A product of our JSON format (and of the admin API's product edits): the rules in one place. */
export const productSchema = v.object({
  handle: v.pipe(v.string(), v.check(isHandle, 'handle must be lower-case letters, digits and dashes')),
  name: texts,
  description: v.optional(texts, {}),
  category: v.pipe(v.string(), v.nonEmpty('category is required')),
  kind: v.optional(
    v.pipe(v.string(), v.regex(productKindPattern, 'kind must be a word such as shirt')),
    'accessory',
  ),
  vendor: v.optional(v.string(), ''),
  tags: v.optional(v.array(v.string()), []),
  listed: v.optional(v.boolean(), true),
  status: v.optional(v.picklist(productStatuses, 'status must be active, draft or archived'), 'active'),
  seoTitle: v.optional(texts, {}),
  seoDescription: v.optional(texts, {}),
  variants: v.pipe(
    v.array(
      v.object({
        colour: texts,
        colorHex: v.pipe(v.string(), v.regex(colourHexPattern, 'colorHex must be #RRGGBB')),
        prices: v.record(
          v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currencies are ISO 4217 codes')),
          v.object({ price: minor, discount: v.optional(v.nullable(minor), null) }),
        ),
        items: v.array(
          v.object({
            sku: v.pipe(v.string(), v.nonEmpty('sku is required')),
            size: v.pipe(
              v.string(),
              v.check((size) => typeof sizeLabelOf(size) === 'string', 'size is not a size the shop knows'),
              v.transform((size) => sizeLabelOf(size) as string),
            ),
            stock: v.pipe(v.number(), v.integer(), v.minValue(0)),
            preorderDate: v.optional(
              v.nullable(v.pipe(v.string(), v.isoDate('preorderDate must be YYYY-MM-DD'))),
              null,
            ),
            ean: v.optional(v.string(), ''),
          }),
        ),
      }),
    ),
    v.minLength(1, 'a product needs at least one variant'),
  ),
  images: v.optional(
    v.array(
      v.object({
        src: v.pipe(
          v.string(),
          v.check(isImageSource, 'image src must be an address or an uploaded image (/images/uploads/...)'),
        ),
        alt: v.optional(v.string(), ''),
      }),
    ),
    [],
  ),
});

/** A category a JSON file names. */
export const categorySchema = v.object({
  key: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'category key must be a path such as men/shirts'),
  ),
  name: texts,
});

/**
 * The line of every `"handle"` of the text (where product n starts: the n-th), for the report.
 * One pass over the text, whatever the number of products.
 */
function linesOfProducts(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  for (let at = text.indexOf('"handle"'); at !== -1; at = text.indexOf('"handle"', at + 1)) {
    for (
      let index = text.indexOf('\n', counted);
      index !== -1 && index < at;
      index = text.indexOf('\n', index + 1)
    ) {
      line++;
      counted = index + 1;
    }
    lines.push(line);
  }
  return lines;
}

/** Reads our JSON catalogue. */
export function readCatalogueJson(text: string): ReadCatalogue {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return {
      products: [],
      categories: [],
      bad: [{ line: 0, reason: `not JSON: ${(error as Error).message}` }],
    };
  }
  const shell = v.safeParse(
    v.object({
      format: v.literal('clubshop-catalogue'),
      version: v.literal(1),
      categories: v.optional(v.array(v.unknown()), []),
      products: v.array(v.unknown()),
    }),
    document,
  );
  if (!shell.success) {
    return {
      products: [],
      categories: [],
      bad: [
        {
          line: 1,
          reason:
            'not a ClubShop catalogue: expected {"format": "clubshop-catalogue", "version": 1, "products": [...]}',
        },
      ],
    };
  }
  const bad: BadRow[] = [];
  const categories: CatalogueCategory[] = [];
  for (const entry of shell.output.categories) {
    const parsed = v.safeParse(categorySchema, entry);
    if (parsed.success) categories.push(parsed.output);
    else bad.push({ line: 0, reason: `category: ${v.summarize(parsed.issues)}` });
  }
  const products: CatalogueProduct[] = [];
  const handles = new Set<string>();
  const productLines = linesOfProducts(text);
  const lines = { products: new Map<string, number>(), skus: new Map<string, number>() };
  for (const [index, entry] of shell.output.products.entries()) {
    const parsed = v.safeParse(productSchema, entry);
    const line = productLines[index] ?? 0;
    if (!parsed.success) {
      bad.push({
        line,
        reason: parsed.issues
          .map((issue) => `${v.getDotPath(issue) ?? 'product'}: ${issue.message}`)
          .join('; '),
      });
      continue;
    }
    if (handles.has(parsed.output.handle)) {
      bad.push({ line, reason: `handle ${parsed.output.handle} is in the file twice` });
      continue;
    }
    handles.add(parsed.output.handle);
    products.push(parsed.output as CatalogueProduct);
    lines.products.set(parsed.output.handle, line);
    for (const variant of parsed.output.variants)
      for (const item of variant.items) lines.skus.set(item.sku, line);
  }
  return { products, categories, bad, lines };
}

/** Writes our JSON catalogue (stable: the same catalogue gives the same text). */
export function writeCatalogueJson(
  products: readonly CatalogueProduct[],
  categories: readonly CatalogueCategory[],
): string {
  return `${JSON.stringify({ format: 'clubshop-catalogue', version: 1, categories, products }, null, 2)}\n`;
}
