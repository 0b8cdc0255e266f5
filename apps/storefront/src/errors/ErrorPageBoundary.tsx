import { I18nContext } from '@clubshop/i18n';
import { Component, type ContextType, type ReactNode } from 'react';
import { errorDetails } from './error-display.ts';
import { showErrorDetails } from './show-error-details.ts';

/** Props of {@link ErrorPageBoundary}. */
export interface ErrorPageBoundaryProps {
  /** The error the page was showing. */
  original: unknown;
  /** Show both errors' text and stacks; default: in development only. */
  showDetails?: boolean | undefined;
  children: ReactNode;
}

interface FallbackState {
  failure: unknown;
}

/** English for each text of the fallback, for when the dictionary is what failed. */
const english = {
  'Error.ErrorPageFailed': 'An error occurred while showing the error page',
  'Error.Details': 'Details',
  'Error.BackHome': 'Back to the front page',
} as const;

/**
 * When the error page itself fails (docs/product/requirements.md#errors): a message about an error
 * while showing the error page, the details, and a link back home (a full page load, so a broken
 * app starts over). Nothing here may throw: the texts come from the i18n context when it answers,
 * English otherwise. In production the details name only the kinds of error (no messages or stacks
 * for shoppers).
 */
export class ErrorPageBoundary extends Component<ErrorPageBoundaryProps, FallbackState> {
  static override contextType = I18nContext;
  declare context: ContextType<typeof I18nContext>;
  override state: FallbackState = { failure: undefined };

  static getDerivedStateFromError(failure: unknown): FallbackState {
    return { failure: failure ?? new Error('unknown failure') };
  }

  private text(key: keyof typeof english): string {
    try {
      const translated = this.context.t(key);
      return translated && translated !== key ? translated : english[key];
    } catch {
      return english[key];
    }
  }

  override render() {
    if (this.state.failure === undefined) return this.props.children;
    const { original, showDetails = showErrorDetails } = this.props;
    const kind = (value: unknown) => (value instanceof Error ? value.name : typeof value);
    const details = showDetails
      ? `${errorDetails(original)}\n\n${errorDetails(this.state.failure)}`
      : `${kind(original)}, ${kind(this.state.failure)}`;
    return (
      <section className="sf-error" role="alert">
        <h1>{this.text('Error.ErrorPageFailed')}</h1>
        <details className="sf-error__details">
          <summary>{this.text('Error.Details')}</summary>
          <pre>{details}</pre>
        </details>
        <a href="/">{this.text('Error.BackHome')}</a>
      </section>
    );
  }
}
