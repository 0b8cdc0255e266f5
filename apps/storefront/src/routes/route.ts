import type { ClubShopClient } from '@clubshop/api-sdk';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Store } from 'jotai/vanilla';
import type { LazyPage } from '../app/lazy-page.ts';
import type { StorefrontPlatform } from '../app/platform.ts';
import type { TemplateProps } from '../pages/content/template-props.ts';
import type { PageOutcome, RequestContext } from '../ssr/request-context.ts';

/**
 * What a route's data is built from: the page's URL and, on the server, the request's client,
 * cache and cookie store (in the browser, the shop's).
 */
export interface RouteContext {
  /** The page's URL (its query string carries a listing's filters, a receipt's token). */
  url: URL;
  client: ClubShopClient;
  queryClient: QueryClient;
  /** The jotai store holding the cookie jar (the session, the basket token). */
  store: Store;
  sanitizeHtml: StorefrontPlatform['sanitizeHtml'];
  /** The values of the route's `:name` path segments, decoded. */
  params: Readonly<Record<string, string>>;
}

/** What a template route's data is built from: a {@link RouteContext} and the resolved route. */
export interface TemplateRouteContext extends RouteContext {
  resolved: TemplateProps['route'];
}

/** One query a page renders from, and how the server and link prefetch treat it. */
export interface RouteQuery {
  // biome-ignore lint/suspicious/noExplicitAny: a route's queries hold data of any type
  query: FetchQueryOptions<any, any, any, any>;
  /**
   * Every shopper of the site sees the same answer (a listing, a content page): the server shares
   * it between requests for a few seconds (ssr/shared-answers.ts).
   */
  shared?: boolean;
  /**
   * The page cannot show without it: a failure is the page's status (503 when the API could not
   * be reached, 500 otherwise). Without it a failure is left to the page, which asks again.
   */
  required?: boolean;
  /** Fetched too when a link to the page is hovered or focused (cheap, and most likely needed). */
  onHover?: boolean;
}

/** A route's queries, or a promise of them (see {@link PageRoute.data}). */
export type RouteQueries = RouteQuery[] | Promise<RouteQuery[]>;

/**
 * A page at a fixed path (docs/product/requirements.md#routes): everything the router, the
 * server's loader and link prefetch know about it.
 */
export interface PageRoute {
  /** Its path, with a trailing slash; `:name` matches one segment (`/user/order-history/:orderId/`). */
  path: string;
  /**
   * `user`: a page of the account area, for a logged-in shopper only (docs/decisions/0003): the
   * server redirects anybody else to the login, the browser guards it with the profile layout.
   */
  guard?: 'user';
  /**
   * The page is about the shopper who asks, whoever that is (a basket, a checkout, a receipt, a
   * form that signs in or a link with a one-time token): always `private, no-store`, never kept
   * by a shared cache (ssr/page-cache/cache-policy.ts). A `guard: 'user'` page is personal too.
   * Any other page is the same for every anonymous shopper of a site.
   */
  personal?: boolean;
  /** Its code-split component. */
  page: LazyPage<object>;
  /**
   * The queries it renders from, loaded by the server before it renders (see {@link RouteQuery}).
   * Asynchronous, so that it may import what builds them on demand: whatever a route module
   * imports statically goes into the shell every first visit downloads.
   */
  data?: (context: RouteContext) => RouteQueries;
  /**
   * A server-only check after the data (a checkout without a basket, a receipt's token): the
   * page's status. Declare it under `import.meta.env.SSR` and import its code inside it
   * (`await import(...)`), so the browser's build does not carry it (routes/checkout.ts).
   */
  load?: (request: RequestContext) => Promise<PageOutcome>;
}

/**
 * A template: how a path the content service resolved renders (category, product, content page),
 * by the route's template or its content alias (docs/product/requirements.md#path-resolution).
 */
export interface TemplateRoute {
  /** The templates and content aliases it renders (e.g. `categoryPage`). */
  templates: readonly string[];
  /** Its code-split component. */
  page: LazyPage<TemplateProps>;
  /** The queries it renders from besides the resolved route (a category's first listing page). */
  data?: (context: TemplateRouteContext) => RouteQueries;
}

/** Declares a page route (typed; nothing happens at run time). */
export function pageRoute(route: PageRoute): PageRoute {
  return route;
}

/** Declares a template route (typed; nothing happens at run time). */
export function templateRoute(route: TemplateRoute): TemplateRoute {
  return route;
}
