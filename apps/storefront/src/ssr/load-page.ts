import { type ClubShopClient, errorStatusCode, type SettingsResponse } from '@clubshop/api-sdk';
import { dictionaryQueryOptions, queryKeys, settingsQueryOptions } from '@clubshop/api-sdk/query';
import { canResumeSession, clearTokens, readAuthState, resumeSession } from '@clubshop/auth';
import { emptyBasketSummary, loadBasket, loadBasketSummary, readBasketToken } from '@clubshop/basket';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'jotai/vanilla';
import type { AppLogger } from '../app/logger.ts';
import type { StorefrontPlatform } from '../app/platform.ts';
import { listingQuery } from '../catalogue/listing-query.ts';
import { contentQuery } from '../content/content-query.ts';
import { preloadLayoutIslands } from '../layouts/DefaultLayout.tsx';
import { contentOutcome } from '../routing/content-outcome.ts';
import { fixedPageFor, pages } from '../routing/pages.ts';
import { paths, routerPath, SEARCH_TERM_PARAM, trailingSlashRedirect } from '../routing/paths.ts';
import { preloadPage } from '../routing/preload-page.ts';
import type { SiteContextHolder } from '../site/site-context.ts';
import { clientContextOf, siteFromSettings } from '../site/site-settings.ts';

import { loadCheckout, loadEmailConfirmation, loadReceipt } from './load-checkout.ts';
import { sameSiteLocation, sameSiteSlashed } from './same-site-location.ts';

import type { SharedAnswers, SharedQuery } from './shared-answers.ts';

/** What a server render of one request works with: all of it made for that request alone. */
export interface PageRequest {
  /** The page's public URL (as the shopper's browser sees it). */
  url: URL;
  /** The api client of this request (its session, its site headers). */
  client: ClubShopClient;
  queryClient: QueryClient;
  /** The request's jotai store, holding its cookie jar. */
  store: Store;
  site: SiteContextHolder;
  platform: StorefrontPlatform;
  logger: AppLogger;
  /** The answers every shopper sees alike, shared between the requests of this process. */
  shared: SharedAnswers;
}

/**
 * Loads a query every shopper of the request's site sees alike (translations, content, listings)
 * through the shared answers, keyed by the site's headers, the origin the API builds the answer's
 * URLs under (images, links: the request's, which the server checked names a site) and the
 * query's key. A request under another port or scheme of the same site therefore never hands its
 * URLs to another shopper (issue 24: `Host: northbridge-gb.localhost:6666` did, for 5 s).
 */
function prefetchShared<TData>(request: SiteRequest, query: SharedQuery<TData>): Promise<void> {
  const sharedKey = JSON.stringify([request.site.read(), request.url.origin, query.queryKey]);
  return request.shared.prefetch(request.queryClient, query, sharedKey);
}

/** What loading a site's settings and translations needs (a page, or the translations file). */
export type SiteRequest = Pick<PageRequest, 'url' | 'client' | 'queryClient' | 'site' | 'logger' | 'shared'>;

/**
 * Loads the settings of the site `request.url` belongs to (the same on every page of its host,
 * so shared by origin), points the request's client at that site, and starts loading its
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
  );
  const settingsState = queryClient.getQueryState<SettingsResponse>(queryKeys.settings(pageUrl));
  if (settingsState?.error)
    logger.error('Loading the site settings failed; using the defaults.', settingsState.error);
  const site = siteFromSettings(settingsState?.data?.views.clubSettings, pageUrl);
  request.site.set(clientContextOf(site));
  const translations = prefetchShared(request, dictionaryQueryOptions(client, site.culture.culture));
  return { settingsState, culture: site.culture.culture, translations };
}

/** What the server answers before it renders: the page's status, or where it redirects. */
export type PageOutcome = { status: 200 | 404 | 500 | 503 } | { status: 301 | 302; location: string };

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
export async function loadPage(request: PageRequest): Promise<PageOutcome> {
  const { url, store } = request;
  const slashed = trailingSlashRedirect(url.pathname);
  if (slashed) return { status: 301, location: sameSiteSlashed(slashed, url.search) };

  const { settingsState, translations } = await loadSite(request);
  // The session first: what the page shows (the header's account link, the account area, the
  // basket) belongs to whoever the cookies say, after a refresh when only its cookie is left.
  if (canResumeSession(store)) await resumeSession(store);
  const basketSummary = prefetchBasketSummary(request);
  const layout = preloadLayoutIslands();
  const [outcome] = await Promise.all([loadRoute(request), translations, basketSummary, layout]);
  // A site the API does not know is not a page of ours, whatever the path.
  if (settingsState?.error && errorStatusCode(settingsState.error) === 404 && outcome.status === 200) {
    return { status: 404 };
  }
  return outcome;
}

/** The basket summary of the header, under the key `useBasketSummary` reads. */
function prefetchBasketSummary({ client, queryClient, store }: PageRequest): Promise<void> {
  const token = readBasketToken(store);
  // A visitor without a basket has an empty one: nothing to ask (most pages a server renders).
  if (!token) {
    queryClient.setQueryData(queryKeys.basket.summary(token), emptyBasketSummary());
    return Promise.resolve();
  }
  return queryClient.prefetchQuery({
    queryKey: queryKeys.basket.summary(token),
    queryFn: () => loadBasketSummary({ client, queryClient, store }, token),
  });
}

/** A path segment decoded, or undefined when it is not valid percent-encoding. */
function safelyDecoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The account page's own data, so the server renders it whole: the order list on the order
 * history, one order on its page. (The profile is loaded already: it proves the session.) A
 * failure here is left to the page, which shows its own error or asks again in the browser.
 */
function prefetchAccountData({ url, client, queryClient }: PageRequest): Promise<void> {
  const path = url.pathname;
  if (path === paths.orderHistory) {
    return queryClient.prefetchQuery({
      queryKey: queryKeys.user.orders(),
      queryFn: () => client.users.orders(),
    });
  }
  const segment = path.startsWith(paths.orderHistory)
    ? path.slice(paths.orderHistory.length).replace(/\/$/, '')
    : '';
  const orderId = segment && !segment.includes('/') ? safelyDecoded(segment) : undefined;
  if (orderId) {
    return queryClient.prefetchQuery({
      queryKey: queryKeys.user.order(orderId),
      queryFn: () => client.users.order(orderId),
    });
  }
  return Promise.resolve();
}

async function loadRoute(request: PageRequest): Promise<PageOutcome> {
  const { url, client, queryClient, store, platform } = request;
  const path = url.pathname;

  if (path.startsWith('/user/')) {
    if (readAuthState(store).status !== 'authenticated') return { status: 302, location: paths.login };
    // The profile proves the session (a 401 refreshes once); a session the API refuses goes to login.
    await queryClient.prefetchQuery({
      queryKey: queryKeys.user.profile(),
      queryFn: () => client.users.profile(),
    });
    const profile = queryClient.getQueryState(queryKeys.user.profile());
    if (profile?.error) {
      if (errorStatusCode(profile.error) !== 401)
        return { status: failureStatus(profile.error) === 503 ? 503 : 500 };
      clearTokens(store);
      return { status: 302, location: paths.login };
    }
    await Promise.all([prefetchAccountData(request), preloadPage(path, queryClient)]);
    return { status: 200 };
  }

  if (path === paths.search) {
    const term = url.searchParams.get(SEARCH_TERM_PARAM)?.trim() ?? '';
    if (term) {
      await prefetchShared(request, listingQuery(client, { term }, url.search));
      const error = queryClient.getQueryState(listingQuery(client, { term }, url.search).queryKey)?.error;
      if (error) return { status: failureStatus(error) === 503 ? 503 : 500 };
    }
    await preloadPage(path, queryClient);
    return { status: 200 };
  }

  if (fixedPageFor(path)) {
    if (path === paths.contact) {
      // The contact page shows its content page above the form.
      await prefetchShared(request, contentQuery(client, path, platform.sanitizeHtml));
    }
    if (path === paths.cart) {
      const token = readBasketToken(store);
      await queryClient.prefetchQuery({
        queryKey: queryKeys.basket.detail(token),
        queryFn: () => loadBasket({ client, queryClient, store }, token),
      });
    }
    const outcome =
      path === paths.checkout
        ? await loadCheckout(request)
        : path === paths.receipt
          ? await loadReceipt(request)
          : path === paths.confirmEmail
            ? await loadEmailConfirmation(request)
            : ({ status: 200 } as const);
    if (outcome.status !== 200) await pages.errorPage.preload();
    await preloadPage(path, queryClient);
    return outcome;
  }

  // Any other path (the home page too) is what the content service resolves it to, keyed by the
  // path as the router reads it (decoded), so the rendered page finds it.
  const content = contentQuery(client, routerPath(path), platform.sanitizeHtml);
  await prefetchShared(request, content);
  const state = queryClient.getQueryState(content.queryKey);
  if (!state?.data) {
    await pages.errorPage.preload();
    return { status: failureStatus(state?.error) };
  }
  const { route, meta } = state.data;
  const outcome = contentOutcome(meta, route?.contentAlias);
  if (outcome.kind === 'redirect') {
    const location = sameSiteLocation(outcome.to, url);
    if (location) return { status: 301, location };
    // A redirect off the site is no page of ours (an open redirect otherwise).
    request.logger.warn('A content redirect leaves the site; answered 404.', outcome.to);
    await pages.errorPage.preload();
    return { status: 404 };
  }
  if (outcome.kind === 'not-found' || !route) {
    await pages.errorPage.preload();
    return { status: 404 };
  }
  if (route.template === 'categoryPage' && route.category) {
    const listing = listingQuery(client, { categoryId: route.category.id }, url.search);
    await prefetchShared(request, listing);
    const error = queryClient.getQueryState(listing.queryKey)?.error;
    if (error) {
      await preloadPage(path, queryClient);
      return { status: failureStatus(error) === 503 ? 503 : 500 };
    }
  }
  await preloadPage(path, queryClient);
  return { status: 200 };
}
