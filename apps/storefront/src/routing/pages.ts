import { lazyPage } from '../app/lazy-page.ts';
import type { ErrorPageProps } from '../errors/ErrorPage.tsx';
import { routeModule } from '../routes/route-modules.ts';

/**
 * The code-split parts of the shell that are not a route of their own (the routes are in
 * routes/registry.ts): the account area around the /user/* pages and the error page.
 */
export const pages = {
  /** The guarded /user/* area with its profile layout. */
  userArea: lazyPage(...routeModule('routing/UserArea.tsx')),
  /** The error page (404, 500), guarded by its fallback. */
  errorPage: lazyPage<ErrorPageProps>(...routeModule<ErrorPageProps>('errors/GuardedErrorPage.tsx')),
} as const;
