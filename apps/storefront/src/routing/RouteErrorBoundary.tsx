import { Component, type ReactNode, Suspense } from 'react';
import { PageLoading } from '../shell/PageLoading.tsx';
import { pages } from './pages.ts';

const ErrorPage = pages.errorPage;

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** The current path: a new path clears the error (the shopper navigated away). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** Shows the error page for anything a page throws while rendering (a failed query, a bug). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: undefined, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <Suspense fallback={<PageLoading />}>
        <ErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
