/** Urls of the generated catalogue images (served by `/media`, see media/routes.ts). */

/** Absolute url of a generated product image of a kind in a colour (`view` 1 = front, 2 = back). */
export function productImageUrl(origin: string, kind: string, colorHex: string, view = 1): string {
  return `${origin}/media/product/${kind}/${colorHex.replace('#', '')}/${view}.svg`;
}

/** Makes every `/media/...` string of a JSON value absolute under `origin`. */
export function absolutizeMedia<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (value.startsWith('/media/') ? `${origin}${value}` : value) as T;
  if (Array.isArray(value)) return value.map((item) => absolutizeMedia(item, origin)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, absolutizeMedia(item, origin)]),
    ) as T;
  }
  return value;
}
