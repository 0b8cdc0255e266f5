import type { ClubShopClient, SitemapResponse } from '@clubshop/api-sdk';

/** The kinds of page the sitemap lists, each from its own API sitemap call. */
export const SITEMAP_KINDS = ['categories', 'products', 'pages'] as const;
/** A kind of page in the sitemap. */
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

function sitemapPage(client: ClubShopClient, kind: SitemapKind, page: number): Promise<SitemapResponse> {
  if (kind === 'categories') return client.catalog.categorySitemap(page);
  if (kind === 'products') return client.catalog.productSitemap(page);
  return client.content.sitemap(page);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * The sitemap index of a site (`/sitemap.xml`): one child sitemap per page of each API sitemap
 * call (categories, products, content pages; 500 URLs each), under the site's origin.
 */
export async function sitemapIndex(client: ClubShopClient, origin: string): Promise<string> {
  const firstPages = await Promise.all(SITEMAP_KINDS.map((kind) => sitemapPage(client, kind, 1)));
  const entries = SITEMAP_KINDS.flatMap((kind, index) => {
    const pages = Math.max(1, firstPages[index]?.paging.totalPages ?? 1);
    return Array.from({ length: pages }, (_, page) => `${origin}/sitemap/${kind}-${page + 1}.xml`);
  });
  const body = entries.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

/**
 * One child sitemap (`/sitemap/products-2.xml`): the URLs of one page of an API sitemap call, or
 * undefined for a page past the last (the index never names it; the first always exists).
 */
export async function sitemapUrls(
  client: ClubShopClient,
  origin: string,
  kind: SitemapKind,
  page: number,
): Promise<string | undefined> {
  const { items, paging } = await sitemapPage(client, kind, page);
  if (page > Math.max(1, paging.totalPages)) return undefined;
  const body = items
    .map((item) => `  <url><loc>${escapeXml(new URL(item.url, origin).href)}</loc></url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${body}\n</urlset>\n`;
}

/**
 * The robots.txt of a site: everything but the personal and transactional pages may be crawled,
 * and the sitemap is named with the site's own origin.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart/',
    'Disallow: /checkout/',
    'Disallow: /receipt/',
    'Disallow: /user/',
    'Disallow: /search-page/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
