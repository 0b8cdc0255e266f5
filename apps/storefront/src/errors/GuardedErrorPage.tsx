import { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';

/**
 * The error page, guarded by a fallback for when showing it fails (spec section 8). Part of the
 * entry (it is small): a server answering 404 or 500 renders it at once, with nothing to wait for.
 */
export function GuardedErrorPage({ error }: ErrorPageProps) {
  return (
    <ErrorPageBoundary original={error}>
      <ErrorPage error={error} />
    </ErrorPageBoundary>
  );
}
