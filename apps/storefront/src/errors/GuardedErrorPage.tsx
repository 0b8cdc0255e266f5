import { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';

/**
 * The error page, guarded by a fallback for when showing it fails (spec section 8). A chunk of its
 * own (`pages.errorPage`): most visits never show it; a server answering 404 or 500 loads it before
 * it renders, and the browser before it hydrates such a page.
 */
export default function GuardedErrorPage({ error }: ErrorPageProps) {
  return (
    <ErrorPageBoundary original={error}>
      <ErrorPage error={error} />
    </ErrorPageBoundary>
  );
}
