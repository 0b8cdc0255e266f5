/**
 * What a page says about itself in the document head (spec sections 2 and 3): title, meta
 * description, canonical URL, robots index/follow, Open Graph and structured data. Pure data and
 * rules; `PageHead.tsx` renders it (React hoists the elements into <head>, on the server and on
 * every client navigation alike).
 */

/** One alternate language version of a page (hreflang). */
export interface HreflangLink {
  /** The culture or locale of the version, e.g. `de`. */
  hreflang: string;
  /** Its absolute URL. */
  href: string;
}

/** What a page says about itself in the head. */
export interface PageHeadData {
  /** The page title; the site name when absent (the title resets on every path change). */
  title?: string | undefined;
  description?: string | undefined;
  /** Canonical URL; a path is made absolute against the site's origin. */
  canonical?: string | undefined;
  /** `index` / `noindex`; default index. */
  robotsIndex?: boolean | undefined;
  /** `follow` / `nofollow`; default follow. */
  robotsFollow?: boolean | undefined;
  /** Open Graph type: `website` by default, `product` on product pages. */
  openGraphType?: 'website' | 'product' | undefined;
  /** The page's picture for link previews (absolute or site-relative URL). */
  image?: string | undefined;
  /** The same page on the site's other countries. */
  alternates?: readonly HreflangLink[] | undefined;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: readonly object[] | undefined;
}

/** The robots meta value: `index, follow` unless the page meta says otherwise. */
export function robotsContent(index: boolean | undefined, follow: boolean | undefined): string {
  return `${index === false ? 'noindex' : 'index'}, ${follow === false ? 'nofollow' : 'follow'}`;
}

/** A URL made absolute against `origin` (unchanged when it cannot be parsed). */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
