import type { ClubShopClient } from '@clubshop/api-sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'jotai/vanilla';
import type { StorefrontPlatform } from '../app/platform.ts';
import { canPrefetch, currentConnection } from '../app/prefetch.ts';
import { contentQuery } from '../content/content-query.ts';
import type { RouteQueries } from '../routes/route.ts';
import { contentOutcome } from '../routing/content-outcome.ts';
import { matchPageRoute, templateRouteFor } from '../routing/match-route.ts';

/** What prefetching a path needs. */
export interface PrefetchDeps {
  client: ClubShopClient;
  queryClient: QueryClient;
  /** The shop's jotai store (the cookie jar a route's data may read). */
  store: Store;
  sanitizeHtml: StorefrontPlatform['sanitizeHtml'];
}

/** Fetches a route's queries marked `onHover`, failures ignored (the page asks again). */
async function prefetchQueries(queries: RouteQueries | undefined, queryClient: QueryClient): Promise<void> {
  for (const { query, onHover } of (await queries) ?? []) {
    if (onHover) void queryClient.prefetchQuery(query).catch(() => undefined);
  }
}

/**
 * Preloads what a same-origin path needs, as its route in routes/registry.ts declares it: a page
 * route's chunk and its `onHover` queries, or for any other path its content resolution and then
 * its template's chunk and `onHover` queries (a category's first listing page, for the filters in
 * `search`, the URL's query string). Failures are ignored (the page asks again).
 */
export function prefetchPath(pathname: string, deps: PrefetchDeps, search = ''): void {
  const url = new URL(`${pathname}${search}`, 'http://localhost');
  const context = { ...deps, url, params: {} };
  const match = matchPageRoute(pathname);
  if (match) {
    void match.route.page.preload().catch(() => undefined);
    if (match.route.guard !== 'user')
      void prefetchQueries(match.route.data?.({ ...context, params: match.params }), deps.queryClient).catch(
        () => undefined,
      );
    return;
  }
  if (pathname.startsWith('/user/')) return;
  void deps.queryClient
    .fetchQuery(contentQuery(deps.client, pathname, deps.sanitizeHtml))
    .then(({ route, meta }) => {
      // Only a page that renders is prefetched: where a redirect would go does not matter here.
      const outcome = contentOutcome(meta, route?.contentAlias, url.hostname);
      if (outcome.kind !== 'render' || !route) return undefined;
      const template = templateRouteFor(outcome.template, route.contentAlias);
      const queries = prefetchQueries(template.data?.({ ...context, resolved: route }), deps.queryClient);
      return Promise.all([queries, template.page.preload()]);
    })
    .catch(() => undefined);
}

/**
 * Link prefetch on hover and keyboard focus, for every same-origin link on the page (ours and
 * ui-kit's alike), skipped on 2g or save-data connections (docs/product/requirements.md#constants).
 * Returns the cleanup.
 */
export function installLinkPrefetch(deps: PrefetchDeps, doc: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
    if (seen.has(anchor.pathname) || !canPrefetch(currentConnection())) return;
    seen.add(anchor.pathname);
    prefetchPath(anchor.pathname, deps, anchor.search);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
