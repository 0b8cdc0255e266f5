/**
 * Content (spec sections 2, 3, 7): `GET /api/content?url=<path>` resolves a path to a category,
 * a product variant or a content page, in that order, and answers `{ route, meta }`.
 * Also the customer-service form (`POST /api/customerservice?url=`).
 */
import * as v from 'valibot';
import {
  breadcrumbSchema,
  categorySchema,
  productSchema,
  productSummarySchema,
  variantSchema,
} from './catalog.ts';
import { imageSchema, textLinkSchema } from './common.ts';
import { emailField, phoneField, requiredText } from './fields.ts';

/** Query of `GET /api/content`: the page path (`/shirts/`) or full URL; the site comes from the headers. */
export const contentQuerySchema = v.object({
  url: v.pipe(
    v.string('url must be a string'),
    v.trim(),
    v.nonEmpty('url is required'),
    v.maxLength(2000, 'url must be at most 2000 characters'),
  ),
});
/** Query of `GET /api/content`. */
export type ContentQuery = v.InferInput<typeof contentQuerySchema>;

/** SEO texts of a route. */
export const seoCompositionSchema = v.object({
  view: v.object({ seoTitle: v.string(), seoDescription: v.string(), canonicalUrl: v.string() }),
});
/** SEO texts of a route. */
export type SeoComposition = v.InferOutput<typeof seoCompositionSchema>;

/** Page meta: HTTP-like `status` (200, 301, 404), `redirect` for 301 (default `/`), template, robots. */
export const pageMetaSchema = v.object({
  status: v.pipe(v.number(), v.integer()),
  redirect: v.optional(v.string()),
  template: v.string(),
  robotsIndex: v.boolean(),
  robotsFollow: v.boolean(),
});
/** Page meta. */
export type PageMeta = v.InferOutput<typeof pageMetaSchema>;

/** A block of a content page, by `type`. */
export const contentBlockSchema = v.variant('type', [
  v.object({ type: v.literal('richText'), html: v.string() }),
  v.object({
    type: v.literal('hero'),
    heading: v.string(),
    text: v.optional(v.string()),
    image: v.optional(imageSchema),
    link: v.optional(textLinkSchema),
  }),
  v.object({
    type: v.literal('productList'),
    heading: v.optional(v.string()),
    products: v.array(productSummarySchema),
    link: v.optional(textLinkSchema),
  }),
  v.object({ type: v.literal('image'), image: imageSchema, link: v.optional(textLinkSchema) }),
]);
/** A block of a content page. */
export type ContentBlock = v.InferOutput<typeof contentBlockSchema>;

/**
 * The same page on another country site of the club (for hreflang): that site's culture and the
 * page's site-relative URL there; put it under the origin of the `languageNavigation` entry of
 * that culture. An extension (see docs/contract-notes.md).
 */
export const alternateSchema = v.object({ culture: v.string(), url: v.string() });
/** The same page on another country site of the club. */
export type Alternate = v.InferOutput<typeof alternateSchema>;

const routeBase = {
  id: v.string(),
  url: v.string(),
  contentAlias: v.string(),
  title: v.string(),
  seoComposition: seoCompositionSchema,
  alternates: v.optional(v.array(alternateSchema)),
};

/**
 * What a path resolved to, discriminated by `template`:
 * - `categoryPage`: `category` (list its products with search `CategoryId`);
 * - `productPage`: `product` and the `variant` the path named;
 * - `contentPage` / `termsPage`: `blocks`. A content page may name its own template through
 *   `contentAlias` (e.g. `homePage`, `contactPage`); render that when known, else `template`.
 */
export const contentRouteSchema = v.variant('template', [
  v.object({
    ...routeBase,
    template: v.literal('categoryPage'),
    // With its breadcrumb (the categories above it and itself), an extension of the route.
    category: v.object({ ...categorySchema.entries, breadcrumb: v.optional(breadcrumbSchema) }),
  }),
  v.object({
    ...routeBase,
    template: v.literal('productPage'),
    product: productSchema,
    variant: variantSchema,
  }),
  v.object({ ...routeBase, template: v.literal('contentPage'), blocks: v.array(contentBlockSchema) }),
  v.object({ ...routeBase, template: v.literal('termsPage'), blocks: v.array(contentBlockSchema) }),
]);
/** What a path resolved to. */
export type ContentRoute = v.InferOutput<typeof contentRouteSchema>;
/** The templates a route may have. */
export type ContentTemplate = ContentRoute['template'];

/**
 * Response of `GET /api/content` (always HTTP 200 for a well-formed query): `route` is null when
 * `meta.status` is 301 (go to `meta.redirect`, default `/`) or 404 (nothing at that path).
 */
export const contentResponseSchema = v.object({
  route: v.nullable(contentRouteSchema),
  meta: pageMetaSchema,
});
/** Response of `GET /api/content`. */
export type ContentResponse = v.InferOutput<typeof contentResponseSchema>;

/** Query of `POST /api/customerservice`: the page the form was sent from. */
export const customerServiceQuerySchema = v.object({ url: v.optional(v.string()) });
/** Query of `POST /api/customerservice`. */
export type CustomerServiceQuery = v.InferInput<typeof customerServiceQuerySchema>;

/** Body of `POST /api/customerservice` (contract notes). */
export const customerServiceRequestSchema = v.object({
  name: requiredText('name', 100),
  email: emailField('email'),
  phone: v.optional(v.union([v.literal(''), phoneField('phone')], 'phone must be a phone number or empty')),
  subject: requiredText('subject', 200),
  message: requiredText('message', 5000),
});
/** Body of `POST /api/customerservice`. */
export type CustomerServiceRequest = v.InferInput<typeof customerServiceRequestSchema>;
