import { useMemo } from 'react';
import { ProductListing } from '../../catalogue/ProductListing.tsx';
import { PageHead } from '../../head/PageHead.tsx';
import { useSite } from '../../site/site-context-react.ts';
import { categoryHead } from '../content/head-of-route.ts';
import type { TemplateProps } from '../content/template-props.ts';

/** The categoryPage template: the category's heading and its products with filters, sorting, paging. */
export default function CategoryPage({ route, meta }: TemplateProps) {
  const category = route.template === 'categoryPage' ? route.category : undefined;
  const head = <PageHead {...categoryHead(route, meta, useSite())} />;
  const scope = useMemo(() => ({ categoryId: category?.id }), [category?.id]);
  if (!category) return null;
  return (
    <>
      {head}
      <article className="sf-category">
        <h1>{category.name}</h1>
        {category.description ? <p>{category.description}</p> : null}
        <ProductListing scope={scope} label={category.name} />
      </article>
    </>
  );
}
