import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The page of the password reset mail's link. */
export default pageRoute({
  path: paths.resetPassword,
  // Carries a one-time token in its URL.
  personal: true,
  page: lazyPage(...routeModule('pages/reset-password/ResetPasswordPage.tsx')),
});
