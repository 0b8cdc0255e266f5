import { PageHead } from '../../head/PageHead.tsx';
import { useSite } from '../../site/site-context-react.ts';
import { ContentBlocks } from './ContentBlocks.tsx';
import { headOfRoute } from './head-of-route.ts';
import type { TemplateProps } from './template-props.ts';

/**
 * The contentPage and termsPage templates (and content aliases such as homePage): the page title
 * and its blocks. On the home page the title is for screen readers only (the hero leads).
 */
export default function ContentPage({ route, meta }: TemplateProps) {
  const head = <PageHead {...headOfRoute(route, meta, useSite())} />;
  const blocks = route.template === 'contentPage' || route.template === 'termsPage' ? route.blocks : [];
  const isHome = route.contentAlias === 'homePage';
  return (
    <>
      {head}
      <article className={`sf-content sf-content--${route.contentAlias}`}>
        <h1 className={isHome ? 'sf-visually-hidden' : undefined}>{route.title}</h1>
        <ContentBlocks blocks={blocks} />
      </article>
    </>
  );
}
