import { lazyPage } from '../app/lazy-page.ts';
import { routeModule } from '../route-modules.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';

/** The receipt of a paid basket (`?token=`); 404 for a token without an order. */
export default pageRoute({
  path: paths.receipt,
  // One order's receipt, by the token in its URL.
  personal: true,
  page: lazyPage(...routeModule('pages/receipt/ReceiptPage.tsx')),
  // Server-only: the browser's build leaves it out (import.meta.env.SSR is false there).
  ...(import.meta.env.SSR && {
    load: async (request) => (await import('../ssr/load-checkout.ts')).loadReceipt(request),
  }),
});
