import { basketQuery, readBasketToken } from '@clubshop/basket';
import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The basket page; the server renders the basket of the cookie's token. */
export default pageRoute({
  path: paths.cart,
  // The shopper's own basket (the cookie's token).
  personal: true,
  page: lazyPage(...routeModule('pages/cart/CartPage.tsx')),
  // Server-only: no link prefetch fetches it, so the browser's build leaves it out.
  ...(import.meta.env.SSR && {
    data: ({ client, queryClient, store }) => [
      { query: basketQuery({ client, queryClient, store }, readBasketToken(store)) },
    ],
  }),
});
