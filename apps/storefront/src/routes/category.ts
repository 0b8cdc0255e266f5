import { lazyPage } from '../app/lazy-page.ts';
import type { TemplateProps } from '../pages/content/template-props.ts';
import { templateRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** A category: its first listing page (the URL's filters applied) comes with it, hover included. */
export default templateRoute({
  templates: ['categoryPage'],
  page: lazyPage<TemplateProps>(...routeModule<TemplateProps>('pages/category/CategoryPage.tsx')),
  data: async ({ client, url, resolved }) => {
    if (resolved.template !== 'categoryPage' || !resolved.category) return [];
    // On demand: the listing's code comes with the category page's, not with the shell.
    const { listingQuery } = await import('../catalogue/listing-query.ts');
    const listing = listingQuery(client, { categoryId: resolved.category.id }, url.search);
    return [{ query: listing, shared: true, required: true, onHover: true }];
  },
});
