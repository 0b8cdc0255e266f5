/**
 * docs/product/requirements.md#path-resolution: a content page that redirects goes to a place of
 * its own site, never elsewhere (issue 43: an open redirect). The one rule for the storefront's
 * server (the 301), its browser code (the client-side navigation) and the admin API (which
 * refuses anything else): a path of the site (`/new/`), or an http(s) address on the site's own
 * host (`https://shop.club.com/new/`). Not `//other.example/` nor `/\other.example/`, which a
 * browser reads as another host, nor any other scheme.
 */

/**
 * The site path (path, query and fragment) `redirect` leads to on the site served at
 * `siteHostName`, or undefined when it leaves the site.
 *
 * @param redirect - a content page's redirect as editors set it
 * @param siteHostName - the site's host name (`shop.club.com`; a port is ignored)
 * @returns the path to answer in `Location` on the site's own origin, or undefined
 * @example
 * sameSiteRedirect('/new/', 'shop.club.com') // '/new/'
 * sameSiteRedirect('https://shop.club.com/new/?a=1', 'shop.club.com') // '/new/?a=1'
 * sameSiteRedirect('https://evil.example/', 'shop.club.com') // undefined
 * sameSiteRedirect('//evil.example/', 'shop.club.com') // undefined
 */
export function sameSiteRedirect(redirect: string, siteHostName: string): string | undefined {
  const value = redirect.trim();
  const base = 'http://site.invalid';
  let target: URL;
  if (value.startsWith('/')) {
    // A browser reads `//host` and `/\host` as another host: a path has one slash, then a name.
    if (/^\/[/\\]/.test(value)) return undefined;
    if (!URL.canParse(value, base)) return undefined;
    target = new URL(value, base);
    if (target.origin !== base) return undefined;
  } else {
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return undefined;
    target = new URL(value);
    const siteHost = siteHostName.trim().toLowerCase().replace(/:\d+$/, '');
    if (target.username || target.password || target.hostname.toLowerCase() !== siteHost) return undefined;
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
