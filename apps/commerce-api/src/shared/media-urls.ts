/**
 * The one rule for the address of a picture the API hands out (decision 0064). Every picture is
 * served by this API under `/images/...` (stored originals and staff's uploads, resized) or
 * `/media/...` (the generated catalogue pictures, see routes/media-routes.ts), and is kept as such a
 * site-relative path until it leaves: {@link publicAssetUrl} puts it under an origin.
 *
 * - In an answer, that origin is the request's origin of links (`c.var.origin`, src/http/site.ts):
 *   the shop's own origin when the storefront server forwarded the call (it forwards `/images/*`
 *   and `/media/*` back to the API on that origin), so the shopper's browser loads every picture
 *   from the shop itself; `PUBLIC_ORIGIN` only for a caller that reached the API directly.
 *   Never `PUBLIC_ORIGIN` for an answer the shop shows (issue 44: the basket's pictures were, and
 *   the storefront's Content-Security-Policy or the browser refused them).
 * - In a mail, read outside the shop, it is the site's public shop origin (`storefrontOrigin` of
 *   src/sites/origins.ts), never the API's.
 */

/** The paths of the API's pictures: what {@link publicAssetUrl} puts under an origin. */
export const ASSET_PATH_PREFIXES = ['/images/', '/media/'] as const;

/** Whether `value` is a site-relative path of one of the API's pictures (`/images/...`, `/media/...`). */
export function isAssetPath(value: string): boolean {
  return ASSET_PATH_PREFIXES.some((prefix) => value.startsWith(prefix));
}

/**
 * The public URL of a picture: a site-relative `/images/...` or `/media/...` path under `origin`
 * (no trailing slash); anything else (an address already absolute, an empty string) as it is.
 *
 * @example
 * publicAssetUrl('/images/uploads/northbridge/a1.jpg', 'https://shop.northbridge.com');
 * // 'https://shop.northbridge.com/images/uploads/northbridge/a1.jpg'
 */
export function publicAssetUrl(path: string, origin: string): string {
  return isAssetPath(path) ? `${origin}${path}` : path;
}

/** Site-relative path of a generated product picture of a kind in a colour (`view` 1 = front, 2 = back). */
export function productImagePath(kind: string, colorHex: string, view = 1): string {
  return `/media/product/${kind}/${colorHex.replace('#', '')}/${view}.svg`;
}

/** Absolute url of a generated product picture of a kind in a colour (`view` 1 = front, 2 = back). */
export function productImageUrl(origin: string, kind: string, colorHex: string, view = 1): string {
  return publicAssetUrl(productImagePath(kind, colorHex, view), origin);
}

/**
 * The picture a product shows first in a colour, site-relative: its first uploaded picture when
 * staff gave it some (uploads are the product's, whatever the colour), else the generated front
 * picture of its kind in that colour. The product page, the listing cards and the basket's,
 * checkout's, receipt's and order's lines all choose by this rule.
 */
export function productFirstImagePath(
  uploadedSrc: string | null | undefined,
  kind: string,
  colorHex: string,
): string {
  return uploadedSrc || productImagePath(kind, colorHex);
}

/**
 * Puts every picture path (`/images/...`, `/media/...`) of a JSON value under `origin`
 * ({@link publicAssetUrl}); other values are kept. For answers whose pictures are stored
 * site-relative (settings, content, basket and order lines).
 */
export function withPublicAssetUrls<T>(value: T, origin: string): T {
  if (typeof value === 'string') return publicAssetUrl(value, origin) as T;
  if (Array.isArray(value)) return value.map((item) => withPublicAssetUrls(item, origin)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPublicAssetUrls(item, origin)]),
    ) as T;
  }
  return value;
}
