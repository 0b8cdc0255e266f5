import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The receipt of the basket the shopper paid (its cookies, decision 0076); 404 without an order. */
export default pageRoute({
  path: paths.receipt,
  // One shopper's order, by their cookies.
  personal: true,
  page: lazyPage(...routeModule('pages/receipt/ReceiptPage.tsx')),
  // Server-only: the browser's build leaves it out (import.meta.env.SSR is false there).
  ...(import.meta.env.SSR && {
    load: async (request) => (await import('../ssr/load-checkout.ts')).loadReceipt(request),
  }),
});
