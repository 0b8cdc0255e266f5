/**
 * The document head of a page (spec section 2 and 3): title, meta description, canonical URL,
 * robots index/follow and hreflang alternates for the site's other countries. Pure DOM writes on
 * elements this module marks as its own, so it never touches what index.html put there.
 */

/** One alternate language version of the site (from `languageNavigation`). */
export interface HreflangLink {
  /** The culture or locale of the version, e.g. `de`. */
  hreflang: string;
  /** Its absolute URL. */
  href: string;
}

/** What a page says about itself in the head. */
export interface PageHead {
  title?: string | undefined;
  description?: string | undefined;
  /** Canonical URL; a path is made absolute against the page origin. */
  canonical?: string | undefined;
  /** `index` / `noindex`; default index. */
  robotsIndex?: boolean | undefined;
  /** `follow` / `nofollow`; default follow. */
  robotsFollow?: boolean | undefined;
  hreflang?: HreflangLink[] | undefined;
}

const OWNED = 'data-storefront-head';

function ownedElement(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(`${selector}[${OWNED}]`);
  if (found) return found;
  const element = create();
  element.setAttribute(OWNED, '');
  doc.head.append(element);
  return element;
}

function setMeta(doc: Document, name: string, content: string | undefined): void {
  if (content === undefined || content === '') {
    doc.head.querySelector(`meta[name="${name}"][${OWNED}]`)?.remove();
    return;
  }
  const meta = ownedElement(doc, `meta[name="${name}"]`, () => {
    const element = doc.createElement('meta');
    element.setAttribute('name', name);
    return element;
  });
  meta.setAttribute('content', content);
}

/** The robots meta value: `index, follow` unless the page meta says otherwise. */
export function robotsContent(index: boolean | undefined, follow: boolean | undefined): string {
  return `${index === false ? 'noindex' : 'index'}, ${follow === false ? 'nofollow' : 'follow'}`;
}

/** Resets what a page said: the title goes back to `baseTitle`, page-owned tags are removed. */
export function resetHead(doc: Document, baseTitle: string): void {
  doc.title = baseTitle;
  for (const element of doc.head.querySelectorAll(`[${OWNED}]:not([data-head-scope="site"])`))
    element.remove();
}

/** Writes a page's head. Missing fields keep what is there (after a reset: nothing). */
export function applyHead(doc: Document, head: PageHead, origin: string): void {
  if (head.title) doc.title = head.title;
  setMeta(doc, 'description', head.description);
  setMeta(doc, 'robots', robotsContent(head.robotsIndex, head.robotsFollow));
  if (head.canonical) {
    const link = ownedElement(doc, 'link[rel="canonical"]', () => {
      const element = doc.createElement('link');
      element.setAttribute('rel', 'canonical');
      return element;
    });
    link.setAttribute('href', new URL(head.canonical, origin).href);
  }
}

/** Writes the hreflang alternates of the site (kept across page changes: they belong to the site). */
export function applyHreflang(doc: Document, links: HreflangLink[]): void {
  for (const element of doc.head.querySelectorAll(`link[rel="alternate"][${OWNED}]`)) element.remove();
  for (const { hreflang, href } of links) {
    const element = doc.createElement('link');
    element.setAttribute('rel', 'alternate');
    element.setAttribute('hreflang', hreflang);
    element.setAttribute('href', href);
    element.setAttribute(OWNED, '');
    element.setAttribute('data-head-scope', 'site');
    doc.head.append(element);
  }
}
