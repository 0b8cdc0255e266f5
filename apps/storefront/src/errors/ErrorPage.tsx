import { useTranslation } from '@clubshop/i18n';
import { Component, type ReactNode } from 'react';
import { errorDisplay } from './error-display.ts';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** What went wrong: its status code and message are shown. */
  error: unknown;
}

function ErrorPageContent({ error }: ErrorPageProps) {
  const t = useTranslation();
  const { statusCode, message } = errorDisplay(error);
  return (
    <section className="sf-error" aria-labelledby="sf-error-heading">
      <h1 id="sf-error-heading">{t('Error.Heading')}</h1>
      <p className="sf-error__status" data-testid="error-status">
        {statusCode}
      </p>
      <p>{message}</p>
    </section>
  );
}

interface FallbackState {
  failure: unknown;
}

/**
 * When the error page itself fails (spec section 8): a message about an error while showing the
 * error page, the details, and a link back home. Plain markup only: nothing here may throw.
 */
class ErrorPageBoundary extends Component<{ original: unknown; children: ReactNode }, FallbackState> {
  override state: FallbackState = { failure: undefined };

  static getDerivedStateFromError(failure: unknown): FallbackState {
    return { failure: failure ?? new Error('unknown failure') };
  }

  override render() {
    if (this.state.failure === undefined) return this.props.children;
    const describe = (value: unknown) =>
      value instanceof Error ? `${value.name}: ${value.message}` : String(value);
    return (
      <section className="sf-error" role="alert">
        <h1>An error occurred while showing the error page</h1>
        <details>
          <summary>Details</summary>
          <pre>{`${describe(this.props.original)}\n${describe(this.state.failure)}`}</pre>
        </details>
        <a href="/">Go to the home page</a>
      </section>
    );
  }
}

/** The error page: a heading from `Error.Heading`, the status code and a message, guarded by a fallback. */
export function ErrorPage({ error }: ErrorPageProps) {
  return (
    <ErrorPageBoundary original={error}>
      <ErrorPageContent error={error} />
    </ErrorPageBoundary>
  );
}
