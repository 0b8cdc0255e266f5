import { useMemo } from 'react';
import { ProductListing } from '../../catalogue/ProductListing.tsx';
import { usePageHead } from '../../head/use-page-head.ts';
import { headOfRoute } from '../content/head-of-route.ts';
import type { TemplateProps } from '../content/template-props.ts';

/** The categoryPage template: the category's heading and its products with filters, sorting, paging. */
export default function CategoryPage({ route, meta }: TemplateProps) {
  const category = route.template === 'categoryPage' ? route.category : undefined;
  usePageHead(
    headOfRoute(
      route,
      meta,
      category ? { title: category.metaTitle, description: category.metaDescription } : {},
    ),
  );
  const scope = useMemo(() => ({ categoryId: category?.id }), [category?.id]);
  if (!category) return null;
  return (
    <article className="sf-category">
      <h1>{category.name}</h1>
      {category.description ? <p>{category.description}</p> : null}
      <ProductListing scope={scope} label={category.name} />
    </article>
  );
}
