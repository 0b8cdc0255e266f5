/**
 * Shapes shared by every domain of the contract: money, images, links, paging and the
 * validation building blocks (ids, query integers) the domain schemas are made of.
 */
import * as v from 'valibot';

/** An opaque identifier. Every id of the contract is a non-empty string (never a number). */
export const idSchema = v.pipe(
  v.string('an id must be a string'),
  v.trim(),
  v.nonEmpty('an id must not be empty'),
  v.maxLength(100, 'an id must be at most 100 characters'),
);

/** Money in major units (12.5 means 12.50), with an optional ISO 4217 currency code. */
export const moneySchema = v.object({
  amount: v.pipe(v.number('amount must be a number'), v.finite('amount must be a finite number')),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'))),
});
/** Money in major units. */
export type Money = v.InferOutput<typeof moneySchema>;

/** The focal point of an image, in percent from the top and from the left. */
export const focalPointSchema = v.object({
  top: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  left: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});
/** The focal point of an image. */
export type FocalPoint = v.InferOutput<typeof focalPointSchema>;

/** An image (docs/product/requirements.md#entities): url, altText, title, focal. */
export const imageSchema = v.object({
  url: v.string(),
  altText: v.optional(v.string()),
  title: v.optional(v.string()),
  focal: v.optional(focalPointSchema),
});
/** An image. */
export type Image = v.InferOutput<typeof imageSchema>;

/** A link with an optional browser target (`_blank`, `_self`). */
export const linkSchema = v.object({
  url: v.string(),
  target: v.optional(v.string()),
});
/** A link. */
export type Link = v.InferOutput<typeof linkSchema>;

/** A link with a visible text (footer link sections). */
export const textLinkSchema = v.object({
  text: v.string(),
  url: v.string(),
  target: v.optional(v.string()),
});
/** A link with a visible text. */
export type TextLink = v.InferOutput<typeof textLinkSchema>;

/** Where a paged list is: 1-based page, page size, total items and total pages. */
export const pagingSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** Where a paged list is. */
export type Paging = v.InferOutput<typeof pagingSchema>;

/** An ISO 8601 timestamp such as `2026-11-21T10:00:00.000Z`. */
export const timestampSchema = v.pipe(
  v.string(),
  v.isoTimestamp('must be an ISO 8601 timestamp such as 2026-11-21T10:00:00.000Z'),
);

/** An ISO 8601 calendar date such as `2026-11-21`. */
export const dateSchema = v.pipe(v.string(), v.isoDate('must be an ISO 8601 date such as 2026-11-21'));

/**
 * A whole number in a query string or a JSON body: accepts `3` and `"3"` and outputs `3`.
 * Query strings carry strings, JSON bodies numbers; one schema serves both.
 */
export function queryIntegerSchema(name: string, min: number, max: number) {
  return v.pipe(
    v.union(
      [
        v.number(),
        v.pipe(v.string(), v.regex(/^-?\d+$/, `${name} must be a whole number`), v.transform(Number)),
      ],
      `${name} must be a whole number`,
    ),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
}

/** One page of a sitemap: the URLs of categories or products with their last change. */
export const sitemapEntrySchema = v.object({
  url: v.string(),
  lastModified: v.optional(timestampSchema),
});
/** One entry of a sitemap page. */
export type SitemapEntry = v.InferOutput<typeof sitemapEntrySchema>;

/** Response of the sitemap calls (`GET /api/categories/sitemap`, `GET /api/products/sitemap`). */
export const sitemapResponseSchema = v.object({
  items: v.array(sitemapEntrySchema),
  paging: pagingSchema,
});
/** Response of the sitemap calls. */
export type SitemapResponse = v.InferOutput<typeof sitemapResponseSchema>;

/** Query of the sitemap calls: `page` (1-based, default 1). */
export const sitemapQuerySchema = v.object({
  page: v.optional(queryIntegerSchema('page', 1, 100_000), 1),
});
/** Query of the sitemap calls. */
export type SitemapQuery = v.InferInput<typeof sitemapQuerySchema>;

/**
 * The answer of calls that only acknowledge (register, confirm email, forgot and reset password,
 * newsletter signup, customer service). Failures are error bodies with a 4xx status instead.
 */
export const acknowledgementSchema = v.object({
  success: v.literal(true),
  message: v.optional(v.string()),
});
/** The answer of calls that only acknowledge. */
export type Acknowledgement = v.InferOutput<typeof acknowledgementSchema>;
