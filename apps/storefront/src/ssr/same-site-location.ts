/**
 * Where a redirect of the shop may send a shopper: a path of the site the request came in under,
 * never another origin. A location is resolved against the page's URL (as the browser would);
 * one that lands elsewhere (`//evil.example/`, `https://evil.example/`, `/\evil.example`) is no
 * location of ours.
 *
 * @returns the path, query and fragment to answer in `Location`, or undefined when `location`
 *   leaves the site
 * @example
 * sameSiteLocation('/new/', new URL('https://shop.club.com/old/')) // '/new/'
 * sameSiteLocation('//evil.example/', new URL('https://shop.club.com/')) // undefined
 */
export function sameSiteLocation(location: string, pageUrl: URL): string | undefined {
  let target: URL;
  try {
    target = new URL(location, pageUrl);
  } catch {
    return undefined;
  }
  if (target.origin !== pageUrl.origin) return undefined;
  // A path starting with two slashes would be read by the browser as another host.
  return `${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`;
}

/**
 * The trailing-slash redirect of `pathname` (see `trailingSlashRedirect`), kept on the site: the
 * leading slashes of `//evil.example` collapse to one, so it is `/evil.example/`, a path of ours.
 */
export function sameSiteSlashed(slashed: string, search: string): string {
  return `/${slashed.replace(/^[/\\]+/, '')}${search}`;
}
