import { lazyPage } from '../app/lazy-page.ts';
import type { TemplateProps } from '../pages/content/template-props.ts';
import { templateRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** A product variant: everything it shows comes with the resolved route. */
export default templateRoute({
  templates: ['productPage'],
  page: lazyPage<TemplateProps>(...routeModule<TemplateProps>('pages/product/ProductPage.tsx')),
});
