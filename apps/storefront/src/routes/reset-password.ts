import { lazyPage } from '../app/lazy-page.ts';
import { routeModule } from '../route-modules.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';

/** The page of the password reset mail's link. */
export default pageRoute({
  path: paths.resetPassword,
  page: lazyPage(...routeModule('pages/reset-password/ResetPasswordPage.tsx')),
});
