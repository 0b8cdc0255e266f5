import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/**
 * The link of the API's confirmation mail (`?token=`), confirmed by the server as it renders.
 * Not a route of docs/product/requirements.md#routes.
 */
export default pageRoute({
  path: paths.confirmEmail,
  // Carries a one-time token in its URL.
  personal: true,
  page: lazyPage(...routeModule('pages/confirm-email/ConfirmEmailPage.tsx')),
  // Server-only: the browser's build leaves it out (import.meta.env.SSR is false there).
  ...(import.meta.env.SSR && {
    load: async (request) => (await import('../ssr/load-checkout.ts')).loadEmailConfirmation(request),
  }),
});
