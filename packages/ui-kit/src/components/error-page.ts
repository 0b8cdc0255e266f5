// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { ErrorPage, type ErrorPageProps } from '../feedback/error-page/error-page.tsx';
export { errorStatusCode } from '../feedback/error-page/error-status.ts';
