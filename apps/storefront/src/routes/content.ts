import { lazyPage } from '../app/lazy-page.ts';
import type { TemplateProps } from '../pages/content/template-props.ts';
import { templateRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/**
 * A content page (the home page too), and what any template or alias the shop does not know
 * renders as (e.g. `homePage`, `storyPage`).
 */
export default templateRoute({
  templates: ['contentPage', 'termsPage'],
  page: lazyPage<TemplateProps>(...routeModule<TemplateProps>('pages/content/ContentPage.tsx')),
});
