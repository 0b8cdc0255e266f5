import type { FetchFunction } from '@clubshop/api-sdk';

/**
 * What the commerce API says about the origin a request came in under: a site of ours
 * (`known`), no site at all (`unknown`: the API's 404 `Api.Error.UnknownSite`), or nothing,
 * because it could not be asked (`unavailable`: unreachable, starting, overloaded).
 */
export type SiteLookup = 'known' | 'unknown' | 'unavailable';

/** Options of {@link createSiteGate}. */
export interface SiteGateOptions {
  /** Where the commerce API answers. */
  apiUrl: string;
  /** How long an answer (known or unknown) is reused, in ms; an outage is never kept. */
  ttlMs: number;
  /** At most this many origins are remembered (the oldest go first). */
  maxEntries?: number;
  /** How long the API may take to answer (ms). */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The server's check, before it renders a page, a sitemap or robots.txt, that the request's
 * origin names a site: `GET /api/settings?url=<origin>/`, the very lookup the pages use
 * (decision 0012: a host names a site through its `host_name`; in development the localhost
 * family names the default site). A host that names no site is never rendered as a shop, so
 * nothing built from it (canonical and hreflang links, the sitemap's and robots.txt's URLs)
 * exists. Answers are remembered per origin for `ttlMs`, so the check costs a Map lookup.
 */
export function createSiteGate({
  apiUrl,
  ttlMs,
  maxEntries = 1_000,
  timeoutMs = 5_000,
  now = Date.now,
}: SiteGateOptions) {
  const held = new Map<string, { lookup: SiteLookup; at: number }>();
  return async (origin: string, fetchApi: FetchFunction): Promise<SiteLookup> => {
    const kept = held.get(origin);
    if (kept && now() - kept.at < ttlMs) return kept.lookup;
    const lookup = await askApi(
      `${apiUrl}/api/settings?url=${encodeURIComponent(`${origin}/`)}`,
      fetchApi,
      timeoutMs,
    );
    if (lookup !== 'unavailable' && ttlMs > 0) {
      held.delete(origin);
      held.set(origin, { lookup, at: now() });
      for (const oldest of held.keys()) {
        if (held.size <= maxEntries) break;
        held.delete(oldest);
      }
    }
    return lookup;
  };
}

/** Asks the settings of a page URL; 404 and 400 (no such site, a host that is no host) are unknown. */
async function askApi(url: string, fetchApi: FetchFunction, timeoutMs: number): Promise<SiteLookup> {
  try {
    const answer = await fetchApi(url, { signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    if (answer.ok) return 'known';
    return answer.status === 404 || answer.status === 400 ? 'unknown' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
