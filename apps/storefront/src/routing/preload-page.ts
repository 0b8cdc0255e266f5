import type { ContentResponse } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import type { LazyPage } from '../app/lazy-page.ts';
import { contentOutcome } from './content-outcome.ts';
import { matchPageRoute, templateRouteFor } from './match-route.ts';
import { pages } from './pages.ts';

/**
 * The code-split pages a path renders with: a page route's (with the account area around the
 * /user/ pages), or, for any other path, the template its resolved content names (none while the
 * content is not known, or when it redirects on the site; the error page when it is not found
 * or redirects off the site at `siteHostName`).
 */
export function pagesFor(
  pathname: string,
  content: ContentResponse | undefined,
  siteHostName: string,
  // biome-ignore lint/suspicious/noExplicitAny: pages take different props; only preload() is used
): LazyPage<any>[] {
  const match = matchPageRoute(pathname);
  if (pathname.startsWith('/user/')) {
    return match?.route.guard === 'user' ? [pages.userArea, match.route.page] : [pages.userArea];
  }
  if (match) return [match.route.page];
  if (!content) return [];
  const outcome = contentOutcome(content.meta, content.route?.contentAlias, siteHostName);
  if (outcome.kind === 'redirect') return [];
  if (outcome.kind === 'not-found' || !content.route) return [pages.errorPage];
  return [templateRouteFor(outcome.template, content.route.contentAlias).page];
}

/**
 * The code-split pages the page at `pathname` renders with, its content read from the query cache
 * (see {@link pagesFor}; a path whose resolution failed shows the error page).
 */
// biome-ignore lint/suspicious/noExplicitAny: pages take different props; only preload() is used
export function pagesOf(pathname: string, queryClient: QueryClient, siteHostName: string): LazyPage<any>[] {
  const content = queryClient.getQueryState<ContentResponse>(queryKeys.content(pathname));
  return content?.status === 'error' ? [pages.errorPage] : pagesFor(pathname, content?.data, siteHostName);
}

/**
 * Loads the code of the page at `pathname`, its content read from the query cache (where the
 * server's data was hydrated): what the browser waits for before it hydrates, and what the
 * server waits for before it renders, so neither has anything left to suspend.
 */
export function preloadPage(
  pathname: string,
  queryClient: QueryClient,
  siteHostName: string,
): Promise<unknown> {
  return Promise.all(pagesOf(pathname, queryClient, siteHostName).map((page) => page.preload()));
}
