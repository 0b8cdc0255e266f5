import { Component, type ReactNode } from 'react';

interface FallbackState {
  failure: unknown;
}

/**
 * When the error page itself fails (spec section 8): a message about an error while showing the
 * error page, the details, and a link back home. Plain markup only: nothing here may throw.
 */
export class ErrorPageBoundary extends Component<{ original: unknown; children: ReactNode }, FallbackState> {
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
