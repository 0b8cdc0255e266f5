import { ordersQueryOptions } from '@clubshop/api-sdk/query';
import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The customer's orders, newest first; the server renders the list whole. */
export default pageRoute({
  path: paths.orderHistory,
  guard: 'user',
  page: lazyPage(...routeModule('pages/user/order-history/OrderHistoryPage.tsx')),
  // Server-only: no link prefetch fetches it, so the browser's build leaves it out.
  ...(import.meta.env.SSR && {
    data: ({ client }) => [{ query: ordersQueryOptions(client) }],
  }),
});
