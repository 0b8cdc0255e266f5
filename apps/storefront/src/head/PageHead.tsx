import { jsonForScript } from '../app/json-for-script.ts';
import { useSite } from '../site/site-context-react.ts';
import { absoluteUrl, type PageHeadData, robotsContent } from './page-head.ts';

/**
 * The head of the page on screen: title (the site name when the page has none), description,
 * robots, canonical, Open Graph, hreflang alternates and JSON-LD. React 19 hoists the title, meta
 * and link elements into <head> and replaces them when the next page renders its own, so every
 * route renders exactly one PageHead (spec section 2: the title resets when the path changes).
 * JSON-LD stays where it is rendered (search engines read it anywhere in the document).
 */
export function PageHead(head: PageHeadData) {
  const { settings, culture, origin } = useSite();
  const siteName = settings?.theme.siteName ?? 'ClubShop';
  const title = head.title || siteName;
  const canonical = head.canonical ? absoluteUrl(head.canonical, origin) : undefined;
  const image = head.image ? absoluteUrl(head.image, origin) : undefined;
  const indexed = head.robotsIndex !== false;
  return (
    <>
      <title>{title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      <meta name="robots" content={robotsContent(head.robotsIndex, head.robotsFollow)} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {indexed
        ? (head.alternates ?? []).map((alternate) => (
            <link
              key={alternate.hreflang}
              rel="alternate"
              hrefLang={alternate.hreflang}
              href={alternate.href}
            />
          ))
        : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:type" content={head.openGraphType ?? 'website'} />
      <meta property="og:locale" content={culture.locale.replace('-', '_')} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {(head.structuredData ?? []).map((data, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: the objects have no identity; their order is fixed per page
          key={index}
          type="application/ld+json"
          // Data, not code: never executed, and escaped so catalogue text cannot end the element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonForScript
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </>
  );
}
