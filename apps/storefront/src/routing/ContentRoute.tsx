import { queryKeys } from '@clubshop/api-sdk/query';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useStorefrontClient } from '../app/client-context.ts';
import { LazyErrorPage as ErrorPage } from '../errors/LazyErrorPage.tsx';
import { NotFoundError } from '../errors/not-found-error.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { contentOutcome } from './content-outcome.ts';
import { templateFor } from './templates.ts';

/** Props of {@link ContentRoute}. */
export interface ContentRouteProps {
  /** The path to resolve, e.g. `/men/shirts/`. */
  path: string;
}

/** Navigates to a 301 target: inside the shop through the router, elsewhere with a full load. */
function RedirectTo({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const target = new URL(to, window.location.href);
    if (target.origin === window.location.origin) {
      navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    } else {
      window.location.replace(target.href);
    }
  }, [to, navigate]);
  return null;
}

/**
 * Any path that is not a fixed route (spec section 2): `/api/content` resolves it (category, then
 * product variant, then content), then 301 redirects to meta.redirect (default /), 404 shows the
 * error page, anything else renders with its template. An unexpected failure reaches the error
 * boundary (500 error page).
 */
export function ContentRoute({ path }: ContentRouteProps) {
  const client = useStorefrontClient();
  const content = useQuery({
    queryKey: queryKeys.content(path),
    queryFn: ({ signal }) => client.content.resolve(path, { signal }),
  });
  if (content.isPending) return <PageLoading />;
  if (content.isError) throw content.error;

  const { route, meta } = content.data;
  const outcome = contentOutcome(meta, route?.contentAlias);
  if (outcome.kind === 'redirect') return <RedirectTo to={outcome.to} />;
  if (outcome.kind === 'not-found' || !route) return <ErrorPage error={new NotFoundError()} />;
  const Template = templateFor(outcome.template, route.contentAlias);
  return (
    <Suspense fallback={<PageLoading />}>
      <Template route={route} meta={meta} />
    </Suspense>
  );
}
