import { lazy, Suspense } from 'react';
import type { ErrorPageProps } from './ErrorPage.tsx';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';

const ErrorPage = lazy(() => import('./ErrorPage.tsx').then((module) => ({ default: module.ErrorPage })));

/**
 * The error page, guarded by a fallback for when showing it fails (spec section 8). The page itself
 * is a chunk of its own (most visits never show it); a failure to load that chunk lands in the
 * fallback too.
 */
export function LazyErrorPage({ error }: ErrorPageProps) {
  return (
    <ErrorPageBoundary original={error}>
      <Suspense fallback={null}>
        <ErrorPage error={error} />
      </Suspense>
    </ErrorPageBoundary>
  );
}
