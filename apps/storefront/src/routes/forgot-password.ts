import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The page asking for a password reset mail. */
export default pageRoute({
  path: paths.forgotPassword,
  // A form about one shopper's account.
  personal: true,
  page: lazyPage(...routeModule('pages/forgot-password/ForgotPasswordPage.tsx')),
});
