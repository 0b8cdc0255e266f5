import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The checkout: the server renders the form filled in (see ssr/load-checkout.ts). */
export default pageRoute({
  path: paths.checkout,
  // The shopper's own basket and addresses.
  personal: true,
  page: lazyPage(...routeModule('pages/checkout/CheckoutPage.tsx')),
  // Server-only: the browser's build leaves it out (import.meta.env.SSR is false there).
  ...(import.meta.env.SSR && {
    load: async (request) => (await import('../ssr/load-checkout.ts')).loadCheckout(request),
  }),
});
