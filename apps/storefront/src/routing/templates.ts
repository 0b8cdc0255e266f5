import { lazyPage } from '../app/lazy-page.ts';
import type { TemplateProps } from '../pages/content/template-props.ts';

/** The templates a resolved path renders with, each its own chunk. */
export const templates = {
  categoryPage: lazyPage<TemplateProps>(() => import('../pages/category/CategoryPage.tsx')),
  productPage: lazyPage<TemplateProps>(() => import('../pages/product/ProductPage.tsx')),
  contentPage: lazyPage<TemplateProps>(() => import('../pages/content/ContentPage.tsx')),
  termsPage: lazyPage<TemplateProps>(() => import('../pages/content/ContentPage.tsx')),
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
