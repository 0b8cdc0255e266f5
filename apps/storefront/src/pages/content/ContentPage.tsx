import type { TemplateProps } from './template-props.ts';

/** ContentPage (filled in by a later step). */
export default function ContentPage({ route }: TemplateProps) {
  return <h1>{route.title}</h1>;
}
