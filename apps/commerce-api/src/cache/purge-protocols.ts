/**
 * How a page cache is asked to purge tags, told apart by its purge address
 * (`PAGE_CACHE_PURGE_URLS`):
 *
 * - **Fastly**, `https://api.fastly.com/service/<service id>/purge`: its purge of several
 *   surrogate keys at once, `POST` with the keys in a `Surrogate-Key` header and the API token in
 *   `Fastly-Key` (Fastly reads the storefront's `Surrogate-Key` header as it is).
 * - **Cloudflare**, `https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache`: purge by
 *   cache tag, `POST {"tags": [...]}` with `Authorization: Bearer <API token>`, at most 30 tags a
 *   call (the zone copies `Surrogate-Key` into `Cache-Tag`: docs/deployment.md).
 * - **Varnish with xkey** (any other address): `PURGE` with the tags in `xkey-purge` and the shared
 *   secret in `X-Purge-Token` (deploy/varnish/clubshop.vcl).
 *
 * The provider is recognised by the address's path, whatever its host, so a relay or a test's
 * double of their API is spoken to the same way. `token` is `PAGE_CACHE_PURGE_TOKEN`: the shared
 * secret for Varnish, the provider's API token for Fastly and Cloudflare.
 */

/** The header a purge carries the shared secret in (deploy/varnish/clubshop.vcl checks it). */
export const PURGE_TOKEN_HEADER = 'X-Purge-Token';

/** How a cache takes purges (see the module comment). */
export type PurgeProtocol = 'xkey' | 'fastly' | 'cloudflare';

/** Cloudflare takes at most this many tags in one purge call. */
const CLOUDFLARE_TAGS_PER_CALL = 30;
/** Fastly takes at most this many surrogate keys in one purge call. */
const FASTLY_KEYS_PER_CALL = 256;

/** The protocol of the cache at `url`. */
export function purgeProtocolOf(url: string): PurgeProtocol {
  const { pathname } = new URL(url);
  if (/\/service\/[^/]+\/purge\/?$/.test(pathname)) return 'fastly';
  if (/\/zones\/[^/]+\/purge_cache\/?$/.test(pathname)) return 'cloudflare';
  return 'xkey';
}

/** `items` in groups of at most `size`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** The requests that purge `tags` at the cache at `url` (one, or one per group of tags). */
export function purgeRequests(
  url: string,
  tags: readonly string[],
  token: string | undefined,
): RequestInit[] {
  switch (purgeProtocolOf(url)) {
    case 'fastly':
      return chunks(tags, FASTLY_KEYS_PER_CALL).map((group) => ({
        method: 'POST',
        headers: {
          'Surrogate-Key': group.join(' '),
          Accept: 'application/json',
          ...(token ? { 'Fastly-Key': token } : {}),
        },
      }));
    case 'cloudflare':
      return chunks(tags, CLOUDFLARE_TAGS_PER_CALL).map((group) => ({
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ tags: group }),
      }));
    default:
      return [
        {
          method: 'PURGE',
          headers: { 'xkey-purge': tags.join(' '), ...(token ? { [PURGE_TOKEN_HEADER]: token } : {}) },
        },
      ];
  }
}
