import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The login page. */
export default pageRoute({
  path: paths.login,
  // A form that signs in (and answers with the shopper's input).
  personal: true,
  page: lazyPage(...routeModule('pages/login/LoginPage.tsx')),
});
