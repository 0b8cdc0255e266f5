import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The customer's details and password. */
export default pageRoute({
  path: paths.accountDetails,
  guard: 'user',
  page: lazyPage(...routeModule('pages/user/account-details/AccountDetailsPage.tsx')),
});
