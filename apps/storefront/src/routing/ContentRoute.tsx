import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useStorefrontClient } from '../app/client-context.ts';
import { usePlatform } from '../app/platform.ts';
import { contentQuery } from '../content/content-query.ts';
import { NotFoundError } from '../errors/not-found-error.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useSite } from '../site/site-context-react.ts';
import { contentOutcome } from './content-outcome.ts';
import { templateRouteFor } from './match-route.ts';
import { pages } from './pages.ts';

const ErrorPage = pages.errorPage;

/** Props of {@link ContentRoute}. */
export interface ContentRouteProps {
  /** The path to resolve, e.g. `/men/shirts/`. */
  path: string;
}

/**
 * Navigates to a 301 target after a client-side navigation, inside the shop through the router: a
 * path of the site (`contentOutcome` made it one; a redirect off the site is the error page). A
 * first request for a redirecting path is answered 301 by the server before anything renders.
 */
function RedirectTo({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to, navigate]);
  return null;
}

/**
 * Any path that is not a fixed route (docs/product/requirements.md#path-resolution): `/api/content`
 * resolves it (category, then product variant, then content), then 301 redirects to meta.redirect
 * (default /), 404 shows the error page, anything else renders with its template. A failed lookup
 * shows the error page with its status (500 when the API could not answer). The page renders from
 * the query cache, so the same markup comes out of the server (which prefetched it) and the
 * hydrating browser.
 */
export function ContentRoute({ path }: ContentRouteProps) {
  const client = useStorefrontClient();
  const { sanitizeHtml } = usePlatform();
  const content = useQuery(contentQuery(client, path, sanitizeHtml));
  const siteHostName = new URL(useSite().origin).hostname;
  if (content.isPending) return <PageLoading />;
  if (content.isError) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ErrorPage error={content.error} />
      </Suspense>
    );
  }

  const { route, meta } = content.data;
  const outcome = contentOutcome(meta, route?.contentAlias, siteHostName);
  if (outcome.kind === 'redirect') return <RedirectTo to={outcome.to} />;
  if (outcome.kind === 'not-found' || !route) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ErrorPage error={new NotFoundError()} />
      </Suspense>
    );
  }
  const Template = templateRouteFor(outcome.template, route.contentAlias).page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Template route={route} meta={meta} />
    </Suspense>
  );
}
