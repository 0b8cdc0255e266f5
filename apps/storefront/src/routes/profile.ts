import { lazyPage } from '../app/lazy-page.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The account area's start page. */
export default pageRoute({
  path: paths.profile,
  guard: 'user',
  page: lazyPage(...routeModule('pages/user/profile/ProfilePage.tsx')),
});
