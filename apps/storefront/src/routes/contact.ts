import { lazyPage } from '../app/lazy-page.ts';
import { contentQuery } from '../content/content-query.ts';
import { paths } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The contact form, below the content page of its path. */
export default pageRoute({
  path: paths.contact,
  page: lazyPage(...routeModule('pages/contact/ContactPage.tsx')),
  // Server-only: no link prefetch fetches it, so the browser's build leaves it out.
  ...(import.meta.env.SSR && {
    data: ({ client, sanitizeHtml }) => [
      { query: contentQuery(client, paths.contact, sanitizeHtml), shared: true },
    ],
  }),
});
