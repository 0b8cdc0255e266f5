/**
 * Every call of docs/product/requirements.md#api-calls as data: method, path, host, parameters,
 * body and answer schemas of the contract. The OpenAPI document is generated from it, and the
 * conformance kit (`@clubshop/conformance`) checks a backend's answers against the same schemas.
 * The client functions (`src/client/`) send exactly these calls; the test of the document checks
 * every path of the requirements' call tables is here.
 */
import type * as v from 'valibot';
import {
  basketCheckoutRequestSchema,
  basketCheckoutResponseSchema,
  basketLinePayloadSchema,
  basketLinesUpdateRequestSchema,
  basketResponseSchema,
  basketSummarySchema,
  receiptSchema,
} from '../contract/basket.ts';
import {
  categoryListResponseSchema,
  categorySchema,
  productListByIdsResponseSchema,
  productListResponseSchema,
  productPreorderResponseSchema,
  productSchema,
  productVariantResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '../contract/catalog.ts';
import {
  checkoutCommentSchema,
  checkoutStateSchema,
  dropPointListResponseSchema,
  invoiceDetailsDraftSchema,
  shippingDetailsDraftSchema,
  shippingSelectionSchema,
} from '../contract/checkout.ts';
import { acknowledgementSchema, sitemapResponseSchema } from '../contract/common.ts';
import { contentResponseSchema, customerServiceRequestSchema } from '../contract/content.ts';
import { dictionaryResponseSchema } from '../contract/dictionary.ts';
import { settingsResponseSchema } from '../contract/settings.ts';
import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  logoutRequestSchema,
  newsletterSignupRequestSchema,
  orderListResponseSchema,
  orderSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  userProfileSchema,
} from '../contract/users.ts';
import type { HostName } from '../transport/types.ts';

/** A query parameter of a call. */
export interface QueryParameter {
  name: string;
  required: boolean;
  /** JSON type of its value on the wire (every query value is text; `integer` means digits). */
  type: 'string' | 'integer' | 'boolean';
  description: string;
  /** Repeated for a list (`?id=a&id=b`). */
  repeated?: boolean;
}

/** One call of the contract. */
export interface ContractOperation {
  /** The client's operation name (`getBasket`), also the OpenAPI `operationId`. */
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI path template (`/api/baskets/{token}`). */
  path: string;
  /** The configured API host it goes to (docs/product/requirements.md#api-calls). */
  host: HostName;
  summary: string;
  /** Path parameters, in order, with what they are. */
  pathParameters?: Record<string, string>;
  query?: QueryParameter[];
  /** Schema of the JSON body. */
  body?: v.GenericSchema;
  /** Schema of the success answer. */
  response: v.GenericSchema;
  /**
   * The status of the success answer: 201 where the call creates something (an account, a
   * basket), else 200 (the default).
   */
  successStatus?: 200 | 201;
  /** `required`: a bearer token; `optional`: sent when logged in; `none`: never (token calls). */
  auth: 'required' | 'optional' | 'none';
  /** The call finds its site without `StoreId` (only the settings call). */
  siteless?: boolean;
  /** A lookup that answers 404 (an error body) when what it names does not exist. */
  notFound?: boolean;
}

const page: QueryParameter = {
  name: 'page',
  required: false,
  type: 'integer',
  description: 'Page, from 1 (default 1).',
};
const token = { token: 'The basket token (`POST /api/baskets` answers it in `summary.token`).' };

/** Every call, grouped as the requirements' tables are: content, users, catalog, basket, checkout. */
export const contractOperations: readonly ContractOperation[] = [
  // Content and settings
  {
    operationId: 'getContent',
    method: 'GET',
    path: '/api/content',
    host: 'content',
    summary: 'Resolves a page path to its route (content page, category, product) and meta.',
    query: [{ name: 'url', required: true, type: 'string', description: 'The page path (`/kits/home/`).' }],
    response: contentResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getContentSitemap',
    method: 'GET',
    path: '/api/content/sitemap',
    host: 'content',
    summary: "The site's indexable content pages, 500 a page.",
    query: [page],
    response: sitemapResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'sendCustomerService',
    method: 'POST',
    path: '/api/customerservice',
    host: 'content',
    summary: 'Sends the contact form.',
    query: [
      { name: 'url', required: false, type: 'string', description: 'The page the form was sent from.' },
    ],
    body: customerServiceRequestSchema,
    response: acknowledgementSchema,
    auth: 'optional',
  },
  {
    operationId: 'getDictionary',
    method: 'GET',
    path: '/api/dictionary/dictionariesbyculture',
    host: 'content',
    summary: "The dictionary of the `culture` header's language: every alias and its text.",
    response: dictionaryResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'getSettings',
    method: 'GET',
    path: '/api/settings',
    host: 'content',
    summary:
      'The site settings of a page URL (club, country, theme, navigation): the one call without StoreId.',
    query: [{ name: 'url', required: true, type: 'string', description: 'The absolute page URL.' }],
    response: settingsResponseSchema,
    auth: 'optional',
    siteless: true,
    notFound: true,
  },
  // Users
  {
    operationId: 'authenticate',
    method: 'POST',
    path: '/api/users/authenticate',
    host: 'user',
    summary: 'Logs in (grant_type password) or renews the tokens (grant_type refresh_token).',
    body: authenticateRequestSchema,
    response: authenticateResponseSchema,
    auth: 'none',
  },
  {
    operationId: 'logout',
    method: 'POST',
    path: '/api/users/logout',
    host: 'user',
    summary: 'Revokes the session of a refresh token (an extension of the requirements).',
    body: logoutRequestSchema,
    response: acknowledgementSchema,
    auth: 'none',
  },
  {
    operationId: 'confirmEmail',
    method: 'POST',
    path: '/api/users/confirm-email',
    host: 'user',
    summary: 'Confirms an e-mail address with the token of the confirmation mail.',
    body: confirmEmailRequestSchema,
    response: acknowledgementSchema,
    auth: 'optional',
  },
  {
    operationId: 'forgotPassword',
    method: 'POST',
    path: '/api/users/forgot-password',
    host: 'user',
    summary: 'Sends a password reset mail (answers alike whether or not the address has an account).',
    body: forgotPasswordRequestSchema,
    response: acknowledgementSchema,
    auth: 'optional',
  },
  {
    operationId: 'register',
    method: 'POST',
    path: '/api/users/register',
    host: 'user',
    summary: 'Creates an account (answers alike whether or not the address has one).',
    body: registerRequestSchema,
    response: acknowledgementSchema,
    successStatus: 201,
    auth: 'optional',
  },
  {
    operationId: 'resetPassword',
    method: 'POST',
    path: '/api/users/reset-password',
    host: 'user',
    summary: 'Sets a new password with the token of the reset mail.',
    body: resetPasswordRequestSchema,
    response: acknowledgementSchema,
    auth: 'optional',
  },
  {
    operationId: 'getOrders',
    method: 'GET',
    path: '/api/users/me/orders',
    host: 'user',
    summary: "The logged-in user's orders, newest first.",
    response: orderListResponseSchema,
    auth: 'required',
  },
  {
    operationId: 'getOrder',
    method: 'GET',
    path: '/api/users/me/orders/{orderId}',
    host: 'user',
    summary: 'One order of the logged-in user.',
    pathParameters: { orderId: 'The order id.' },
    response: orderSchema,
    auth: 'required',
    notFound: true,
  },
  {
    operationId: 'getProfile',
    method: 'GET',
    path: '/api/users/me/profile',
    host: 'user',
    summary: "The logged-in user's profile.",
    response: userProfileSchema,
    auth: 'required',
  },
  {
    operationId: 'updateProfile',
    method: 'PATCH',
    path: '/api/users/me/profile',
    host: 'user',
    summary: "Changes the logged-in user's profile; answers the whole profile.",
    body: profileUpdateRequestSchema,
    response: userProfileSchema,
    auth: 'required',
  },
  {
    operationId: 'newsletterSignup',
    method: 'POST',
    path: '/api/users/newsletter/{listId}',
    host: 'user',
    summary: 'Signs an address up for a newsletter list.',
    pathParameters: { listId: "The list id (settings' `newsletter.listId`)." },
    body: newsletterSignupRequestSchema,
    response: acknowledgementSchema,
    auth: 'optional',
  },
  // Catalog
  {
    operationId: 'getCategories',
    method: 'GET',
    path: '/api/categories',
    host: 'catalog',
    summary: "The site's category tree.",
    response: categoryListResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'getCategorySitemap',
    method: 'GET',
    path: '/api/categories/sitemap',
    host: 'catalog',
    summary: "The site's categories for the sitemap.",
    query: [page],
    response: sitemapResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'getCategory',
    method: 'GET',
    path: '/api/categories/{id}',
    host: 'catalog',
    summary: 'One category.',
    pathParameters: { id: 'The category id.' },
    response: categorySchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getProductsByIds',
    method: 'GET',
    path: '/api/products',
    host: 'catalog',
    summary: 'Products by id (1 to 100), in the order asked; unknown ids are left out.',
    query: [
      {
        name: 'id',
        required: true,
        type: 'string',
        repeated: true,
        description: 'A product id; repeat for more.',
      },
    ],
    response: productListByIdsResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'getProductSitemap',
    method: 'GET',
    path: '/api/products/sitemap',
    host: 'catalog',
    summary: "The site's products for the sitemap.",
    query: [page],
    response: sitemapResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'searchProducts',
    method: 'GET',
    path: '/api/products/search',
    host: 'catalog',
    summary: 'Searches products: term, category, facet filters, sort, paging.',
    query: [
      { name: 'Term', required: false, type: 'string', description: 'Free text (at most 200 characters).' },
      { name: 'Page', required: false, type: 'integer', description: 'Page, from 1 (default 1).' },
      {
        name: 'PageSize',
        required: false,
        type: 'integer',
        description: 'Products a page, 1 to 100 (default 24).',
      },
      { name: 'CategoryId', required: false, type: 'string', description: 'Only products of this category.' },
      {
        name: 'Filters.MultipleFilters',
        required: false,
        type: 'string',
        repeated: true,
        description: 'A Multiple facet value as `key:value` (`color:Red`); repeat for more.',
      },
      {
        name: 'Filters.RangeFilters',
        required: false,
        type: 'string',
        repeated: true,
        description: 'A Range facet as `key:min:max` (`price:10:50`).',
      },
      {
        name: 'Filters.BitFilters',
        required: false,
        type: 'string',
        repeated: true,
        description: 'A Bit facet as `key:true|false` (`onSale:true`).',
      },
      {
        name: 'Filters.SortOptions',
        required: false,
        type: 'string',
        description: "The key of a sort option of the answer's `sortOptions` (default `relevance`).",
      },
      { name: 'Sorting', required: false, type: 'string', description: '`asc` or `desc`.' },
    ],
    response: searchResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'searchProductsPost',
    method: 'POST',
    path: '/api/products/search',
    host: 'catalog',
    summary: 'The same search with a JSON body.',
    body: searchRequestSchema,
    response: searchResponseSchema,
    auth: 'optional',
  },
  {
    operationId: 'getProductsByCategory',
    method: 'GET',
    path: '/api/products/category/{id}',
    host: 'catalog',
    summary: 'A page of the products of a category.',
    pathParameters: { id: 'The category id.' },
    query: [
      page,
      {
        name: 'pageSize',
        required: false,
        type: 'integer',
        description: 'Products a page, 1 to 100 (default 24).',
      },
    ],
    response: productListResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getVariant',
    method: 'GET',
    path: '/api/products/variant/{id}',
    host: 'catalog',
    summary: 'The product of one variant id, with that variant chosen.',
    pathParameters: { id: 'The variant id.' },
    response: productVariantResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getProduct',
    method: 'GET',
    path: '/api/products/{id}',
    host: 'catalog',
    summary: 'One product with its variants.',
    pathParameters: { id: 'The product id.' },
    response: productSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getProductPreorder',
    method: 'GET',
    path: '/api/products/{id}/preorder',
    host: 'catalog',
    summary: "The preorder information of a product's variants.",
    pathParameters: { id: 'The product id.' },
    response: productPreorderResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  // Basket
  {
    operationId: 'createBasket',
    method: 'POST',
    path: '/api/baskets',
    host: 'basket',
    summary: 'Creates an empty basket; its token is in `summary.token`.',
    response: basketResponseSchema,
    successStatus: 201,
    auth: 'optional',
  },
  {
    operationId: 'getBasket',
    method: 'GET',
    path: '/api/baskets/{token}',
    host: 'basket',
    summary: 'The basket and its summary.',
    pathParameters: token,
    response: basketResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'addToBasket',
    method: 'POST',
    path: '/api/baskets/{token}',
    host: 'basket',
    summary:
      'Adds a line (a variant, a quantity, a personalisation); `success: false` with errors when it cannot.',
    pathParameters: token,
    body: basketLinePayloadSchema,
    response: basketResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'updateBasketLines',
    method: 'POST',
    path: '/api/baskets/{token}/lines',
    host: 'basket',
    summary: 'Sets the quantities of lines (0 removes a line).',
    pathParameters: token,
    body: basketLinesUpdateRequestSchema,
    response: basketResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getBasketSummary',
    method: 'GET',
    path: '/api/baskets/{token}/summary',
    host: 'basket',
    summary: 'The quantity and totals of a basket.',
    pathParameters: token,
    response: basketSummarySchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getReceipt',
    method: 'GET',
    path: '/api/baskets/{token}/receipt',
    host: 'basket',
    summary: 'The basket as ordered and the order summary, once paid.',
    pathParameters: token,
    response: receiptSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'checkoutBasket',
    method: 'POST',
    path: '/api/baskets/{token}/checkout',
    host: 'basket',
    summary:
      'Sends the basket to payment: `data.url` is the payment page; `success: false` says what is missing.',
    pathParameters: token,
    body: basketCheckoutRequestSchema,
    response: basketCheckoutResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  // Checkout
  {
    operationId: 'getCheckout',
    method: 'GET',
    path: '/api/checkout/{token}',
    host: 'basket',
    summary: 'The checkout of a basket: addresses, shipping and payment methods, summary.',
    pathParameters: token,
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'setBillingAddress',
    method: 'POST',
    path: '/api/checkout/{token}/billingaddress',
    host: 'basket',
    summary:
      'Saves the invoice details typed so far (`{}` resets); answers the checkout with fresh shipping methods.',
    pathParameters: token,
    body: invoiceDetailsDraftSchema,
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'setShippingAddress',
    method: 'POST',
    path: '/api/checkout/{token}/shippingaddress',
    host: 'basket',
    summary: 'Saves a separate shipping address; answers the checkout.',
    pathParameters: token,
    body: shippingDetailsDraftSchema,
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'deleteShippingAddress',
    method: 'DELETE',
    path: '/api/checkout/{token}/shippingaddress',
    host: 'basket',
    summary: 'Ships to the billing address again; answers the checkout.',
    pathParameters: token,
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'selectShipping',
    method: 'POST',
    path: '/api/checkout/{token}/shipping',
    host: 'basket',
    summary: 'Chooses a shipping method, drop point and custom zip code; answers the checkout.',
    pathParameters: token,
    body: shippingSelectionSchema,
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'getDropPoints',
    method: 'GET',
    path: '/api/checkout/{token}/shipping/{shippingOptionId}/droppoints',
    host: 'basket',
    summary: 'The drop points of a shipping method near a zip code.',
    pathParameters: { ...token, shippingOptionId: 'A shipping method id that has drop points.' },
    query: [{ name: 'zipCode', required: true, type: 'string', description: 'The zip code to look near.' }],
    response: dropPointListResponseSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'setComment',
    method: 'POST',
    path: '/api/checkout/{token}/comment',
    host: 'basket',
    summary: 'Saves the order comment; answers the checkout.',
    pathParameters: token,
    body: checkoutCommentSchema,
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'addVoucher',
    method: 'POST',
    path: '/api/checkout/{token}/voucher',
    host: 'basket',
    summary: 'Adds a voucher code; answers the checkout (a refused code is a 400 with its code).',
    pathParameters: token,
    query: [{ name: 'voucherCode', required: true, type: 'string', description: 'The voucher code.' }],
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
  {
    operationId: 'removeVoucher',
    method: 'DELETE',
    path: '/api/checkout/{token}/voucher',
    host: 'basket',
    summary: 'Removes a voucher code; answers the checkout.',
    pathParameters: token,
    query: [{ name: 'voucherCode', required: true, type: 'string', description: 'The voucher code.' }],
    response: checkoutStateSchema,
    auth: 'optional',
    notFound: true,
  },
];
