import type { LanguageNavigationItem, StockAvailability } from '@clubshop/api-sdk';
import { descriptionText } from '@clubshop/validation';
import { absoluteUrl, type HreflangLink, type PageHeadData } from '../../head/page-head.ts';
import type { Site } from '../../site/site-settings.ts';
import type { TemplateProps } from './template-props.ts';

type Route = TemplateProps['route'];
type Meta = TemplateProps['meta'];

/**
 * The hreflang links of a page: itself and its versions on the club's other country sites (the
 * route's `alternates`, each under the origin of the site of its culture). None when the page has
 * no version elsewhere.
 */
export function hreflangLinks(
  route: Route,
  languages: readonly LanguageNavigationItem[],
  culture: string,
  origin: string,
): HreflangLink[] {
  const alternates = route.alternates ?? [];
  if (alternates.length === 0) return [];
  const originOf = (of: string) =>
    languages.find((entry) => entry.culture.toLowerCase() === of.toLowerCase())?.url;
  const links = [{ hreflang: culture, href: absoluteUrl(route.url, origin) }];
  for (const alternate of alternates) {
    const siteUrl = originOf(alternate.culture);
    if (siteUrl) links.push({ hreflang: alternate.culture, href: absoluteUrl(alternate.url, siteUrl) });
  }
  return links;
}

/**
 * What the head of every resolved route says: title, description, canonical, robots, and the
 * hreflang links of its versions on the club's other country sites.
 */
export function headOfRoute(
  route: Route,
  meta: Meta,
  site: Site,
  own: { title?: string | undefined; description?: string | undefined } = {},
): PageHeadData {
  const seo = route.seoComposition.view;
  return {
    title: own.title || seo.seoTitle || route.title,
    description: own.description || seo.seoDescription,
    canonical: seo.canonicalUrl || route.url,
    robotsIndex: meta.robotsIndex,
    robotsFollow: meta.robotsFollow,
    alternates: hreflangLinks(
      route,
      site.settings?.languageNavigation ?? [],
      site.culture.culture,
      site.origin,
    ),
  };
}

/** A schema.org BreadcrumbList of `{ name, url }` steps, URLs made absolute under `origin`. */
export function breadcrumbList(steps: ReadonlyArray<{ name: string; url: string }>, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.url, origin),
    })),
  };
}

/** The head of a category page: its meta title and description, and its breadcrumb as JSON-LD. */
export function categoryHead(route: Route, meta: Meta, site: Site): PageHeadData {
  const category = route.template === 'categoryPage' ? route.category : undefined;
  const steps = category?.breadcrumb?.items ?? (category ? [{ name: category.name, url: category.url }] : []);
  return {
    ...headOfRoute(route, meta, site, { title: category?.metaTitle, description: category?.metaDescription }),
    structuredData: steps.length > 0 ? [breadcrumbList(steps, site.origin)] : [],
  };
}

const schemaAvailability: Record<StockAvailability, string> = {
  InStock: 'https://schema.org/InStock',
  OutOfStock: 'https://schema.org/OutOfStock',
  InPreorderStock: 'https://schema.org/PreOrder',
};

/**
 * The head of a product page: meta title and description, its picture for link previews, and as
 * JSON-LD a Product (one Offer per size of the colour on the page, with price, currency and
 * availability) and its BreadcrumbList.
 */
export function productHead(route: Route, meta: Meta, site: Site): PageHeadData {
  if (route.template !== 'productPage') return headOfRoute(route, meta, site);
  const { origin } = site;
  const currency = site.culture.currency;
  const { product, variant } = route;
  const image = (variant.images?.length ? variant.images : product.images)[0]?.url;
  const sizes = product.variants.filter((candidate) => candidate.url === variant.url);
  const productData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // The description is sanitised HTML on the page; structured data takes its words.
    ...(product.description ? { description: descriptionText(product.description) } : {}),
    ...(image ? { image: [absoluteUrl(image, origin)] } : {}),
    sku: variant.sku ?? variant.id,
    color: variant.colorName,
    url: absoluteUrl(route.url, origin),
    offers: (sizes.length > 0 ? sizes : [variant]).map((size) => ({
      '@type': 'Offer',
      sku: size.sku ?? size.id,
      name: `${product.name} ${size.colorName} ${size.size}`,
      price: (size.price.discountPrice?.amount ?? size.price.unitPrice.amount).toFixed(2),
      priceCurrency: size.price.unitPrice.currency ?? currency,
      availability: schemaAvailability[size.stock.availability],
      itemCondition: 'https://schema.org/NewCondition',
      url: absoluteUrl(route.url, origin),
    })),
  };
  const steps = [...product.breadcrumb.items, { name: product.name, url: route.url }];
  return {
    ...headOfRoute(route, meta, site, { title: product.metaTitle, description: product.metaDescription }),
    openGraphType: 'product',
    image,
    structuredData: [productData, breadcrumbList(steps, origin)],
  };
}
