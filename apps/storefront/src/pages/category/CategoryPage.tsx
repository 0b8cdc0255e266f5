import type { TemplateProps } from '../content/template-props.ts';

/** CategoryPage (filled in by a later step). */
export default function CategoryPage({ route }: TemplateProps) {
  return <h1>{route.title}</h1>;
}
