/**
 * The catalogue (docs/product/requirements.md#entities and #catalog): categories, products,
 * variants, stock, personalisation add-ons, product lists, search with facets, sitemaps.
 */
import * as v from 'valibot';
import {
  dateSchema,
  idSchema,
  imageSchema,
  moneySchema,
  pagingSchema,
  queryIntegerSchema,
} from './common.ts';

// ---------------------------------------------------------------------------------------------
// Categories

/**
 * A category (docs/product/requirements.md#entities: name, url, metaTitle, metaDescription); flat,
 * linked by `parentId`.
 */
export const categorySchema = v.object({
  id: v.string(),
  parentId: v.optional(v.string()),
  name: v.string(),
  url: v.string(),
  metaTitle: v.string(),
  metaDescription: v.string(),
  description: v.optional(v.string()),
  image: v.optional(imageSchema),
});
/** A category. */
export type Category = v.InferOutput<typeof categorySchema>;

/** Response of `GET /api/categories`: every category of the site's root category, flat. */
export const categoryListResponseSchema = v.array(categorySchema);
/** Response of `GET /api/categories`. */
export type CategoryListResponse = v.InferOutput<typeof categoryListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Products

/** Stock availability (docs/product/requirements.md#entities). */
export const stockAvailabilitySchema = v.picklist(
  ['InStock', 'OutOfStock', 'InPreorderStock'],
  'availability must be InStock, OutOfStock or InPreorderStock',
);
/** Stock availability. */
export type StockAvailability = v.InferOutput<typeof stockAvailabilitySchema>;

/** When a preordered item is expected to ship, and a note for the shopper. */
export const preorderInfoSchema = v.object({
  expectedDeliveryDate: dateSchema,
  message: v.optional(v.string()),
});
/** Preorder information. */
export type PreorderInfo = v.InferOutput<typeof preorderInfoSchema>;

/** Stock of a product or variant; `preorder` is present when availability is InPreorderStock. */
export const stockSchema = v.object({
  availability: stockAvailabilitySchema,
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  preorder: v.optional(preorderInfoSchema),
});
/** Stock of a product or variant. */
export type Stock = v.InferOutput<typeof stockSchema>;

/**
 * A price: `unitPrice` (the regular price), and when discounted `discountPrice` (what the
 * shopper pays) and `savings` (unitPrice minus discountPrice).
 */
export const productPriceSchema = v.object({
  unitPrice: moneySchema,
  discountPrice: v.optional(moneySchema),
  savings: v.optional(moneySchema),
});
/** A price. */
export type ProductPrice = v.InferOutput<typeof productPriceSchema>;

/**
 * Product attributes (docs/product/requirements.md#entities). `sizeNumber` is the size label when
 * the product has one size.
 */
export const productAttributesSchema = v.object({
  colorName: v.string(),
  sizeNumber: v.optional(v.string()),
  isUnlisted: v.boolean(),
});
/** Product attributes. */
export type ProductAttributes = v.InferOutput<typeof productAttributesSchema>;

/** One step of a breadcrumb. */
export const breadcrumbItemSchema = v.object({
  id: v.optional(v.string()),
  name: v.string(),
  url: v.string(),
});
/** One step of a breadcrumb. */
export type BreadcrumbItem = v.InferOutput<typeof breadcrumbItemSchema>;

/** A product's breadcrumb: `parent` is its category; `items` the path from the root. */
export const breadcrumbSchema = v.object({
  parent: v.optional(breadcrumbItemSchema),
  items: v.array(breadcrumbItemSchema),
});
/** A product's breadcrumb. */
export type Breadcrumb = v.InferOutput<typeof breadcrumbSchema>;

/** A variant: one colour and size of a product, the thing a basket line holds (its id is `productId` there). */
export const variantSchema = v.object({
  id: v.string(),
  productId: v.string(),
  sku: v.optional(v.string()),
  url: v.string(),
  colorName: v.string(),
  colorCode: v.optional(v.string()),
  size: v.string(),
  price: productPriceSchema,
  stock: stockSchema,
  images: v.optional(v.array(imageSchema)),
});
/** A variant. */
export type Variant = v.InferOutput<typeof variantSchema>;

/** The kinds of personalisation (docs/product/requirements.md#entities): own name or a player's. */
export const personalisationTypeSchema = v.picklist(
  ['Personal', 'Player'],
  'type must be Personal or Player',
);
/** The kinds of personalisation. */
export type PersonalisationType = v.InferOutput<typeof personalisationTypeSchema>;

/** A player a Player add-on may print: name and shirt number. */
export const playerSchema = v.object({ name: v.string(), number: v.number() });
/** A player. */
export type Player = v.InferOutput<typeof playerSchema>;

/**
 * A personalisation add-on offered with a product. Its `id` is the `addOnAndProductRelationId`
 * of a basket line payload. `players` lists who a Player add-on may print.
 */
export const addOnSchema = v.object({
  id: v.string(),
  type: personalisationTypeSchema,
  name: v.string(),
  price: moneySchema,
  players: v.optional(v.array(playerSchema)),
  nameMaxLength: v.optional(v.number()),
  numberMin: v.optional(v.number()),
  numberMax: v.optional(v.number()),
});
/** A personalisation add-on. */
export type AddOn = v.InferOutput<typeof addOnSchema>;

/**
 * A product (docs/product/requirements.md#entities). Extensions: `url`, `description`,
 * `categoryIds`, `images`, `stock`, `variants`, `addOns`.
 */
export const productSchema = v.object({
  id: v.string(),
  name: v.string(),
  url: v.string(),
  description: v.optional(v.string()),
  breadcrumb: breadcrumbSchema,
  price: productPriceSchema,
  attributes: productAttributesSchema,
  metaTitle: v.string(),
  metaDescription: v.string(),
  categoryIds: v.array(v.string()),
  images: v.array(imageSchema),
  stock: stockSchema,
  variants: v.array(variantSchema),
  addOns: v.array(addOnSchema),
});
/** A product. */
export type Product = v.InferOutput<typeof productSchema>;

/** A product in a list (category, search): what a product card shows. */
export const productSummarySchema = v.object({
  id: v.string(),
  variantId: v.optional(v.string()),
  name: v.string(),
  url: v.string(),
  price: productPriceSchema,
  attributes: productAttributesSchema,
  image: v.optional(imageSchema),
  availability: stockAvailabilitySchema,
});
/** A product in a list. */
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;

/** Query of `GET /api/products`: one or more `id` (repeat the parameter: `?id=a&id=b`). */
export const productsByIdsQuerySchema = v.object({
  id: v.pipe(
    v.union([idSchema, v.array(idSchema)], 'id must be one id or a list of ids'),
    v.transform((id) => (Array.isArray(id) ? id : [id])),
    v.minLength(1, 'id needs at least one product id'),
    v.maxLength(100, 'id takes at most 100 product ids'),
  ),
});
/** Query of `GET /api/products`. */
export type ProductsByIdsQuery = v.InferInput<typeof productsByIdsQuerySchema>;

/** Response of `GET /api/products?id=`: the products found, in the order asked (unknown ids left out). */
export const productListByIdsResponseSchema = v.array(productSchema);
/** Response of `GET /api/products?id=`. */
export type ProductListByIdsResponse = v.InferOutput<typeof productListByIdsResponseSchema>;

/** Response of `GET /api/products/variant/{id}`: the variant and the product it belongs to. */
export const productVariantResponseSchema = v.object({ product: productSchema, variant: variantSchema });
/** Response of `GET /api/products/variant/{id}`. */
export type ProductVariantResponse = v.InferOutput<typeof productVariantResponseSchema>;

/** Response of `GET /api/products/{id}/preorder`: availability of the product and when it ships. */
export const productPreorderResponseSchema = v.object({
  productId: v.string(),
  availability: stockAvailabilitySchema,
  preorder: v.optional(preorderInfoSchema),
});
/** Response of `GET /api/products/{id}/preorder`. */
export type ProductPreorderResponse = v.InferOutput<typeof productPreorderResponseSchema>;

/** Query of `GET /api/products/category/{id}`: page (default 1), pageSize (default 24, at most 100). */
export const productsByCategoryQuerySchema = v.object({
  page: v.optional(queryIntegerSchema('page', 1, 100_000), 1),
  pageSize: v.optional(queryIntegerSchema('pageSize', 1, 100), 24),
});
/** Query of `GET /api/products/category/{id}`. */
export type ProductsByCategoryQuery = v.InferInput<typeof productsByCategoryQuerySchema>;

/** A page of products: `GET /api/products/category/{id}`. */
export const productListResponseSchema = v.object({
  products: v.array(productSummarySchema),
  paging: pagingSchema,
});
/** A page of products. */
export type ProductListResponse = v.InferOutput<typeof productListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Search

/** Filter (facet) types (docs/product/requirements.md#entities). */
export const filterTypeSchema = v.picklist(['Multiple', 'Range', 'Bit']);
/** Filter (facet) types. */
export type FilterType = v.InferOutput<typeof filterTypeSchema>;

const facetKeySchema = v.pipe(
  v.string('a filter key must be a string'),
  v.trim(),
  v.nonEmpty('a filter key must not be empty'),
  v.regex(/^[^:]+$/, 'a filter key must not contain ":"'),
  v.maxLength(50, 'a filter key must be at most 50 characters'),
);

const queryNumberSchema = (name: string) =>
  v.union(
    [
      v.pipe(v.number(), v.finite()),
      v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`), v.transform(Number)),
    ],
    `${name} must be a number`,
  );

/** A Multiple filter: keep products whose `Key` has one of `Values` (e.g. colour Red or Blue). */
export const multipleFilterSchema = v.object({
  Key: facetKeySchema,
  Values: v.array(v.pipe(v.string(), v.maxLength(100, 'a filter value must be at most 100 characters'))),
});
/** A Multiple filter. */
export type MultipleFilter = v.InferOutput<typeof multipleFilterSchema>;

/** A Range filter: keep products whose `Key` (e.g. price) is within `Min`..`Max` (each optional). */
export const rangeFilterSchema = v.object({
  Key: facetKeySchema,
  Min: v.optional(queryNumberSchema('Min')),
  Max: v.optional(queryNumberSchema('Max')),
});
/** A Range filter. */
export type RangeFilter = v.InferOutput<typeof rangeFilterSchema>;

/** A Bit filter: keep products where the flag `Key` (e.g. onSale) equals `Value`. */
export const bitFilterSchema = v.object({
  Key: facetKeySchema,
  Value: v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((value) => value === 'true'),
      ),
    ],
    'Value must be true or false',
  ),
});
/** A Bit filter. */
export type BitFilter = v.InferOutput<typeof bitFilterSchema>;

/** Sort direction of a search. */
export const sortDirectionSchema = v.picklist(['asc', 'desc'], 'Sorting must be asc or desc');
/** Sort direction of a search. */
export type SortDirection = v.InferOutput<typeof sortDirectionSchema>;

/**
 * A product search (docs/product/requirements.md#catalog), the query of `GET /api/products/search`
 * and the body of `POST /api/products/search`. `Filters.SortOptions` is the key of the chosen sort
 * option (one of the response's `sortOptions`, default `relevance`), `Sorting` its direction.
 * Encode it as a query string with {@link searchRequestToParams}, decode with
 * {@link searchParamsToRequest}.
 */
export const searchRequestSchema = v.object({
  Term: v.optional(
    v.pipe(
      v.string('Term must be a string'),
      v.trim(),
      v.maxLength(200, 'Term must be at most 200 characters'),
    ),
  ),
  Page: v.optional(queryIntegerSchema('Page', 1, 100_000), 1),
  PageSize: v.optional(queryIntegerSchema('PageSize', 1, 100), 24),
  CategoryId: v.optional(idSchema),
  Filters: v.optional(
    v.object({
      MultipleFilters: v.optional(v.array(multipleFilterSchema)),
      RangeFilters: v.optional(v.array(rangeFilterSchema)),
      BitFilters: v.optional(v.array(bitFilterSchema)),
      SortOptions: v.optional(
        v.pipe(v.string(), v.trim(), v.maxLength(50, 'SortOptions must be at most 50 characters')),
      ),
    }),
  ),
  Sorting: v.optional(sortDirectionSchema),
});
/** A product search as a caller writes it. */
export type SearchRequest = v.InferInput<typeof searchRequestSchema>;
/** A product search after validation (defaults applied, numbers parsed). */
export type ParsedSearchRequest = v.InferOutput<typeof searchRequestSchema>;

/** One value of a Multiple facet with its product count. */
export const facetValueSchema = v.object({
  value: v.string(),
  label: v.string(),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  selected: v.boolean(),
});
/** One value of a Multiple facet. */
export type FacetValue = v.InferOutput<typeof facetValueSchema>;

/** A facet of a search answer, by type: Multiple (values with counts), Range (bounds), Bit (a flag). */
export const facetSchema = v.variant('type', [
  v.object({
    type: v.literal('Multiple'),
    key: v.string(),
    label: v.string(),
    values: v.array(facetValueSchema),
  }),
  v.object({
    type: v.literal('Range'),
    key: v.string(),
    label: v.string(),
    min: v.number(),
    max: v.number(),
    selectedMin: v.optional(v.number()),
    selectedMax: v.optional(v.number()),
  }),
  v.object({
    type: v.literal('Bit'),
    key: v.string(),
    label: v.string(),
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
    selected: v.boolean(),
  }),
]);
/** A facet of a search answer. */
export type Facet = v.InferOutput<typeof facetSchema>;

/** A sort option of a search answer; `selected` marks the one applied. */
export const sortOptionSchema = v.object({ key: v.string(), label: v.string(), selected: v.boolean() });
/** A sort option. */
export type SortOption = v.InferOutput<typeof sortOptionSchema>;

/**
 * Response of both search calls: a page of products, facets with counts, sort options. When no
 * product holds the term's words as typed, the products are those of words a few edits off and
 * `correctedTerm` is the term as corrected ("did you mean"); when nothing is found even so,
 * `suggestions` lists close terms that find products.
 */
export const searchResponseSchema = v.object({
  term: v.optional(v.string()),
  /** The term with its mistyped words corrected, when the products were found through them. */
  correctedTerm: v.optional(v.string()),
  /** Close terms that find products, closest first, when the term found none. */
  suggestions: v.optional(v.array(v.string())),
  products: v.array(productSummarySchema),
  paging: pagingSchema,
  facets: v.array(facetSchema),
  sortOptions: v.array(sortOptionSchema),
  sorting: sortDirectionSchema,
});
/** Response of both search calls. */
export type SearchResponse = v.InferOutput<typeof searchResponseSchema>;
