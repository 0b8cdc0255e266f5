import { orderQueryOptions } from '@clubshop/api-sdk/query';
import { lazyPage } from '../app/lazy-page.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** One of the customer's orders (`paths.order(orderId)`); the server renders it whole. */
export default pageRoute({
  path: '/user/order-history/:orderId/',
  guard: 'user',
  page: lazyPage(...routeModule('pages/user/order/OrderPage.tsx')),
  // Server-only: no link prefetch fetches it, so the browser's build leaves it out.
  ...(import.meta.env.SSR && {
    data: ({ client, params }) => [{ query: orderQueryOptions(client, params.orderId) }],
  }),
});
