import { lazyPage } from '../app/lazy-page.ts';
import type { TemplateProps } from '../pages/content/template-props.ts';
import { routeModule } from '../route-modules.ts';

/** The templates a resolved path renders with, each its own chunk. */
const contentPage = lazyPage<TemplateProps>(...routeModule<TemplateProps>('pages/content/ContentPage.tsx'));

export const templates = {
  categoryPage: lazyPage<TemplateProps>(...routeModule<TemplateProps>('pages/category/CategoryPage.tsx')),
  productPage: lazyPage<TemplateProps>(...routeModule<TemplateProps>('pages/product/ProductPage.tsx')),
  contentPage,
  termsPage: contentPage,
} as const;

/** The template names the shop renders. */
export type TemplateName = keyof typeof templates;

/**
 * The template a resolved route renders with: the outcome's template, unless the route names one
 * of its own through its content alias that we know (a content route may, spec section 2).
 * Unknown aliases (e.g. `homePage`, `storyPage`) render as content pages.
 */
export function templateFor(outcomeTemplate: string, contentAlias: string | undefined) {
  if (contentAlias && contentAlias in templates) return templates[contentAlias as TemplateName];
  if (outcomeTemplate in templates) return templates[outcomeTemplate as TemplateName];
  return templates.contentPage;
}
