import type { ClubShopClient } from '@clubshop/api-sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontPlatform } from '../app/platform.ts';
import { canPrefetch, currentConnection } from '../app/prefetch.ts';
import { listingQuery } from '../catalogue/listing-query.ts';
import { contentQuery } from '../content/content-query.ts';
import { contentOutcome } from '../routing/content-outcome.ts';
import { fixedPageFor } from '../routing/pages.ts';
import { templateFor } from '../routing/templates.ts';

/** What prefetching a content path needs. */
export interface PrefetchDeps {
  client: ClubShopClient;
  queryClient: QueryClient;
  sanitizeHtml: StorefrontPlatform['sanitizeHtml'];
}

/**
 * Preloads what a same-origin path needs: a fixed route's chunk, or for any other path its
 * content resolution and then its template's chunk, and for a category the first page of its
 * listing (for the filters in `search`, the URL's query string). Failures are ignored (the page
 * asks again).
 */
export function prefetchPath(pathname: string, deps: PrefetchDeps, search = ''): void {
  const page = fixedPageFor(pathname);
  if (page) {
    void page.preload().catch(() => undefined);
    return;
  }
  if (pathname.startsWith('/user/')) return;
  void deps.queryClient
    .fetchQuery(contentQuery(deps.client, pathname, deps.sanitizeHtml))
    .then(({ route, meta }) => {
      const outcome = contentOutcome(meta, route?.contentAlias);
      if (outcome.kind !== 'render' || !route) return undefined;
      if (route.template === 'categoryPage' && route.category) {
        void deps.queryClient
          .prefetchQuery(listingQuery(deps.client, { categoryId: route.category.id }, search))
          .catch(() => undefined);
      }
      return templateFor(outcome.template, route.contentAlias).preload();
    })
    .catch(() => undefined);
}

/**
 * Link prefetch on hover and keyboard focus, for every same-origin link on the page (ours and
 * ui-kit's alike), skipped on 2g or save-data connections (spec section 9). Returns the cleanup.
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
