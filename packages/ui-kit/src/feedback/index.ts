/** Feedback: the loading bar and the error page (Alert and Spinner are primitives). */
export { ErrorPage, type ErrorPageProps } from './error-page/error-page.tsx';
export { errorStatusCode } from './error-page/error-status.ts';
export { LoadingBar, type LoadingBarProps, type LoadingBarState } from './loading-bar/loading-bar.tsx';
export { loadingBarTiming } from './loading-bar/loading-bar-timing.ts';
