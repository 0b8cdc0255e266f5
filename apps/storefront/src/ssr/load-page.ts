import { errorStatusCode, type SettingsResponse } from '@clubshop/api-sdk';
import { siteTag } from '@clubshop/api-sdk/contract';
import {
  dictionaryQueryOptions,
  profileQueryOptions,
  queryKeys,
  settingsQueryOptions,
} from '@clubshop/api-sdk/query';
import { canResumeSession, clearTokens, readAuthState, resumeSession } from '@clubshop/auth';
import { type BasketData, basketSummaryQuery, emptyBasketSummary, readBasketToken } from '@clubshop/basket';
import { contentQuery } from '../content/content-query.ts';
import { preloadLayoutIslands } from '../layouts/DefaultLayout.tsx';
import type { RouteContext, RouteQuery } from '../routes/route.ts';
import { contentOutcome } from '../routing/content-outcome.ts';
import { matchPageRoute, type RouteMatch, templateRouteFor } from '../routing/match-route.ts';
import { pages } from '../routing/pages.ts';
import { paths, routerPath, trailingSlashRedirect } from '../routing/paths.ts';
import { preloadPage } from '../routing/preload-page.ts';
import { isPersonalPath } from './page-cache/cache-policy.ts';
import { answerTags } from './page-cache/page-tags.ts';
import type { PageOutcome, RequestContext } from './request-context.ts';
import { sameSiteSlashed } from './same-site-location.ts';
import type { SharedQuery } from './shared-answers.ts';

/**
 * Loads a query every shopper of the request's site sees alike (translations, content, listings)
 * through the shared answers, keyed by the site's headers, the origin the API builds the answer's
 * URLs under (images, links: the request's, which the server checked names a site) and the
 * query's key. A request under another port or scheme of the same site therefore never hands its
 * URLs to another shopper (issue 24: `Host: northbridge-gb.localhost:6666` did, for 5 s).
 */
function prefetchShared<TData>(request: SiteRequest, query: SharedQuery<TData>): Promise<void> {
  const site = request.site.read();
  const sharedKey = JSON.stringify([site, request.url.origin, query.queryKey]);
  // Filed under its site's, products' and categories' tags: dropped when the API says they changed.
  const tagsOf = (data: unknown) => answerTags(query.queryKey, data, site.storeId || undefined);
  return request.shared.prefetch(request.queryClient, query, sharedKey, tagsOf);
}

/** The tags of a site's settings: its site's (a settings, theme or content change drops them). */
function settingsTags(data: unknown): string[] {
  const storeId = (data as SettingsResponse | undefined)?.views?.clubSettings?.storeId;
  return storeId ? [siteTag(storeId)] : [];
}

/** What loading a site's settings and translations needs (a page, or the translations file). */
export type SiteRequest = Pick<
  RequestContext,
  'url' | 'client' | 'queryClient' | 'site' | 'logger' | 'shared'
>;

/**
 * Loads the settings of the site `request.url` belongs to (the same on every page of its host,
 * so shared by origin), settles the request's site from them (`request.site`: what the client's
 * headers, the render and the document's language read from then on), and starts loading its
 * translations. Both go into the request's query cache; `translations` settles when the
 * dictionary is there (or failed).
 */
export async function loadSite(request: SiteRequest) {
  const { url, client, queryClient, logger } = request;
  const pageUrl = url.href;
  await request.shared.prefetch(
    queryClient,
    settingsQueryOptions(client, pageUrl),
    JSON.stringify(['settings', url.origin]),
    settingsTags,
  );
  const settingsState = queryClient.getQueryState<SettingsResponse>(queryKeys.settings(pageUrl));
  if (settingsState?.error)
    logger.error('Loading the site settings failed; using the defaults.', settingsState.error);
  const site = request.site.settle(settingsState?.data?.views.clubSettings, pageUrl);
  const translations = prefetchShared(request, dictionaryQueryOptions(client, site.culture.culture));
  return { settingsState, culture: site.culture.culture, translations };
}

/** Statuses of an API that is down, starting or overloaded: the page is 503, try again soon. */
const OUTAGE_STATUSES = new Set([502, 503, 504]);

/** Whether an error carries an HTTP answer at all (a network failure or a timeout does not). */
function hasHttpStatus(error: unknown): boolean {
  const holder = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } } | null;
  return [holder?.status, holder?.statusCode, holder?.response?.status].some(
    (value) => typeof value === 'number',
  );
}

/**
 * A query failure's page status: a lookup that found nothing is 404; an API that could not be
 * reached or said it is unavailable 503; anything else 500.
 */
function failureStatus(error: unknown): 404 | 500 | 503 {
  const status = errorStatusCode(error);
  if (status === 404) return 404;
  if (!hasHttpStatus(error) || OUTAGE_STATUSES.has(status)) return 503;
  return 500;
}

/**
 * Loads everything the page at `request.url` renders from into the request's query cache, with
 * the same query keys and api-sdk calls the browser uses, and decides the page's status: site
 * settings and translations, the shopper's session (resumed from the refresh cookie when only it
 * is left; the new cookies go out with the response), the basket summary for the header, and the
 * route's own data: what a path resolves to, a category's or search's first listing page, the
 * basket. Answers 301 for a path without its trailing slash and for a redirect route (both only
 * to paths of the same site), 302 to the login for the account area without a session, 404 for
 * what is not found, 503 when the API could not be reached, 500 when it failed otherwise.
 * Finally it loads the page's code, so the render does not suspend.
 */
export async function loadPage(request: RequestContext): Promise<PageOutcome> {
  const { url, store } = request;
  const slashed = trailingSlashRedirect(url.pathname);
  if (slashed) return { status: 301, location: sameSiteSlashed(slashed, url.search) };

  const { settingsState, translations } = await loadSite(request);
  // The session first: what the page shows (the header's account link, the account area, the
  // basket) belongs to whoever the cookies say, after a refresh when only its cookie is left.
  if (canResumeSession(store)) await resumeSession(store);
  // The basket page reads the whole basket, summary included: the header's comes from that answer.
  const summaryFromBasket = url.pathname === paths.cart ? readBasketToken(store) : undefined;
  const basketSummary = summaryFromBasket ? undefined : prefetchBasketSummary(request);
  const layout = preloadLayoutIslands();
  const [outcome] = await Promise.all([loadRoute(request), translations, basketSummary, layout]);
  if (summaryFromBasket) await basketSummaryOfBasket(request, summaryFromBasket);
  // A site the API does not know is not a page of ours, whatever the path.
  if (settingsState?.error && errorStatusCode(settingsState.error) === 404 && outcome.status === 200) {
    return { status: 404 };
  }
  return outcome;
}

/**
 * The basket summary of the header, under the key `useBasketSummary` reads. A page that may be
 * shared (a path anyone may see, asked without a basket token) gets none: a shared cache strips
 * the shoppers' cookies before it asks (deploy/varnish/), so "no token" there is not "no basket",
 * and the badge stays unknown until the browser knows (decision 0078).
 */
function prefetchBasketSummary(
  { client, queryClient, store, url }: RequestContext,
  token = readBasketToken(store),
): Promise<void> {
  if (!token) {
    // A personal page (the basket, checkout, the account) is this visitor's: no token is empty.
    if (isPersonalPath(url.pathname))
      queryClient.setQueryData(queryKeys.basket.summary(token), emptyBasketSummary());
    return Promise.resolve();
  }
  return queryClient.prefetchQuery(basketSummaryQuery({ client, queryClient, store }, token));
}

/**
 * The header's basket summary from the basket the page loaded (`GET /api/baskets/{token}`, whose
 * answer holds the same summary `GET …/summary` answers, and which forgets an unknown or ordered
 * basket as the summary's request does), under the key `useBasketSummary` reads: one request to
 * the API instead of two. When the basket could not be read, the summary is asked as on any page.
 */
function basketSummaryOfBasket(request: RequestContext, token: string): Promise<void> {
  const basket = request.queryClient.getQueryData<BasketData>(queryKeys.basket.detail(token));
  if (!basket) return prefetchBasketSummary(request, token);
  request.queryClient.setQueryData(queryKeys.basket.summary(token), basket.summary);
  return Promise.resolve();
}

/** The page's status when a query the page cannot show without failed (see {@link RouteQuery}). */
function requiredFailure(error: unknown): PageOutcome {
  return { status: failureStatus(error) === 503 ? 503 : 500 };
}

/**
 * Loads a route's queries into the request's cache (the shared ones through the shared answers)
 * and answers the status of the first required one that failed, or 200.
 */
async function loadQueries(request: RequestContext, queries: RouteQuery[]): Promise<PageOutcome> {
  await Promise.all(
    queries.map(({ query, shared }) =>
      shared ? prefetchShared(request, query) : request.queryClient.prefetchQuery(query),
    ),
  );
  for (const { query, required } of queries) {
    const error = required ? request.queryClient.getQueryState(query.queryKey)?.error : undefined;
    if (error) return requiredFailure(error);
  }
  return { status: 200 };
}

/** What a route's data is built from on the server: the request's. */
function routeContext(request: RequestContext, params: Record<string, string>): RouteContext {
  const { url, client, queryClient, store, platform } = request;
  return { url, client, queryClient, store, sanitizeHtml: platform.sanitizeHtml, params };
}

/**
 * The account area's guard on the server: no session is a 302 to the login; the profile proves
 * the session (a 401 refreshes once), and a session the API refuses goes to the login too.
 * Undefined when the shopper may see the page.
 */
async function guardUserArea(request: RequestContext): Promise<PageOutcome | undefined> {
  const { client, queryClient, store } = request;
  if (readAuthState(store).status !== 'authenticated') return { status: 302, location: paths.login };
  const profile = profileQueryOptions(client);
  await queryClient.prefetchQuery(profile);
  const error = queryClient.getQueryState(profile.queryKey)?.error;
  if (!error) return undefined;
  if (errorStatusCode(error) !== 401) return requiredFailure(error);
  clearTokens(store);
  return { status: 302, location: paths.login };
}

/**
 * A page route (routes/registry.ts): its guard, its queries, its server-only check, its code.
 * Any /user/ path is guarded, a known page of the account area or not.
 */
async function loadPageRoute(request: RequestContext, match: RouteMatch | undefined): Promise<PageOutcome> {
  const path = request.url.pathname;
  if (path.startsWith('/user/')) {
    const denied = await guardUserArea(request);
    if (denied) return denied;
  }
  if (!match) {
    await preloadPage(path, request.queryClient, request.url.hostname);
    return { status: 200 };
  }
  const { route, params } = match;
  const queries = (await route.data?.(routeContext(request, params))) ?? [];
  const loaded = await Promise.all([
    loadQueries(request, queries),
    preloadPage(path, request.queryClient, request.url.hostname),
  ]);
  // An account page's own data is left to the page when it fails (it shows its own error).
  let outcome = route.guard === 'user' ? ({ status: 200 } as const) : loaded[0];
  if (outcome.status === 200 && route.load) outcome = await route.load(request);
  if (outcome.status !== 200) await pages.errorPage.preload();
  return outcome;
}

/**
 * Any other path (the home page too) is what the content service resolves it to, keyed by the
 * path as the router reads it (decoded), so the rendered page finds it; then its template's
 * queries and code.
 */
async function loadResolvedRoute(request: RequestContext): Promise<PageOutcome> {
  const { url, client, queryClient, platform } = request;
  const path = url.pathname;
  const content = contentQuery(client, routerPath(path), platform.sanitizeHtml);
  await prefetchShared(request, content);
  const state = queryClient.getQueryState(content.queryKey);
  if (!state?.data) {
    await pages.errorPage.preload();
    return { status: failureStatus(state?.error) };
  }
  const { route, meta } = state.data;
  const outcome = contentOutcome(meta, route?.contentAlias, url.hostname);
  if (outcome.kind === 'redirect') return { status: 301, location: outcome.to };
  if (meta.status === 301) {
    // A redirect off the site is no page of ours (an open redirect otherwise).
    request.logger.warn('A content redirect leaves the site; answered 404.', meta.redirect);
  }
  if (outcome.kind === 'not-found' || !route) {
    await pages.errorPage.preload();
    return { status: 404 };
  }
  const template = templateRouteFor(outcome.template, route.contentAlias);
  const queries = (await template.data?.({ ...routeContext(request, {}), resolved: route })) ?? [];
  const [loaded] = await Promise.all([
    loadQueries(request, queries),
    preloadPage(path, queryClient, url.hostname),
  ]);
  return loaded;
}

/** The route's own data and code: a page route's, or a resolved path's template's. */
function loadRoute(request: RequestContext): Promise<PageOutcome> {
  const path = request.url.pathname;
  const match = matchPageRoute(path);
  return match || path.startsWith('/user/') ? loadPageRoute(request, match) : loadResolvedRoute(request);
}
