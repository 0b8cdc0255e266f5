import type { PageHead } from '../../head/page-head.ts';
import type { TemplateProps } from './template-props.ts';

/**
 * The head of a resolved route: metaTitle / metaDescription of a category or product when given,
 * else the route's seoTitle / seoDescription; canonical URL and robots from the page meta.
 */
export function headOfRoute(
  route: TemplateProps['route'],
  meta: TemplateProps['meta'],
  own: { title?: string | undefined; description?: string | undefined } = {},
): PageHead {
  const seo = route.seoComposition.view;
  return {
    title: own.title || seo.seoTitle || route.title,
    description: own.description || seo.seoDescription,
    canonical: seo.canonicalUrl || route.url,
    robotsIndex: meta.robotsIndex,
    robotsFollow: meta.robotsFollow,
  };
}
