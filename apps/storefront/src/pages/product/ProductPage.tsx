import type { TemplateProps } from '../content/template-props.ts';

/** ProductPage (filled in by a later step). */
export default function ProductPage({ route }: TemplateProps) {
  return <h1>{route.title}</h1>;
}
