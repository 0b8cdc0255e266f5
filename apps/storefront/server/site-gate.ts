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
  /**
   * How long an answer (known or unknown) is reused as it is, in ms (a function: it may change,
   * as the shared answers' does while the API's changes are followed); for as long again it is
   * still used while one request asks the API anew. An outage is never kept.
   */
  ttlMs: number | (() => number);
  /** At most this many origins are remembered (the oldest go first). */
  maxEntries?: number;
  /** How long the API may take to answer (ms). */
  timeoutMs?: number;
  /**
   * Runs the asking again of an expired answer, which no request waits for (default: at once;
   * the server gives its quiet moments, quiet-time.ts).
   */
  inBackground?: (task: () => Promise<void>) => void;
  now?: () => number;
}

/**
 * The server's check, before it renders a page, a sitemap or robots.txt, that the request's
 * origin names a site: `GET /api/settings?url=<origin>/`, the very lookup the pages use
 * (decision 0012: a host names a site through its `host_name`; in development the localhost
 * family names the default site). A host that names no site is never rendered as a shop, so
 * nothing built from it (canonical and hreflang links, the sitemap's and robots.txt's URLs)
 * exists. Answers are remembered per origin for `ttlMs`, then used for as long again while one
 * request asks the API in the background (stale-while-revalidate, as the shared answers), so the
 * check costs a Map lookup and no page, not even a kept one, waits on the API for it
 * (decision 0059). `expire` makes them all asked again (the API announced a change).
 */
export interface SiteGate {
  (origin: string, fetchApi: FetchFunction): Promise<SiteLookup>;
  /**
   * Marks every answer expired (the API announced a change, which may be a site's): the next
   * request for each origin still gets it, and asks the API again behind it. Not forgotten: the
   * API announces every edit and sale, and each would otherwise make the next page wait on it.
   */
  expire(): void;
}

/** Creates the site gate of one server process (see {@link SiteGate}). */
export function createSiteGate({
  apiUrl,
  ttlMs,
  maxEntries = 1_000,
  timeoutMs = 5_000,
  inBackground = (task) => void task(),
  now = Date.now,
}: SiteGateOptions): SiteGate {
  const freshMs = typeof ttlMs === 'function' ? ttlMs : () => ttlMs;
  const held = new Map<string, { lookup: SiteLookup; at: number }>();
  const asking = new Map<string, Promise<SiteLookup>>();
  // Origins whose answer is to be asked again in the background (not yet started).
  const refreshing = new Set<string>();
  // Bumped by expire(): an answer asked for before it is not kept.
  let generation = 0;

  const ask = (origin: string, fetchApi: FetchFunction): Promise<SiteLookup> => {
    const pending = asking.get(origin);
    if (pending) return pending;
    const askedIn = generation;
    const lookup = askApi(
      `${apiUrl}/api/settings?url=${encodeURIComponent(`${origin}/`)}`,
      fetchApi,
      timeoutMs,
    )
      .then((answer) => {
        if (answer !== 'unavailable' && freshMs() > 0 && askedIn === generation) {
          held.delete(origin);
          held.set(origin, { lookup: answer, at: now() });
          for (const oldest of held.keys()) {
            if (held.size <= maxEntries) break;
            held.delete(oldest);
          }
        }
        return answer;
      })
      .finally(() => {
        if (asking.get(origin) === lookup) asking.delete(origin);
      });
    asking.set(origin, lookup);
    return lookup;
  };

  const gate = async (origin: string, fetchApi: FetchFunction): Promise<SiteLookup> => {
    const kept = held.get(origin);
    const age = kept ? now() - kept.at : Number.POSITIVE_INFINITY;
    const fresh = freshMs();
    if (kept && age < fresh) return kept.lookup;
    if (kept && age < 2 * fresh) {
      if (!asking.has(origin) && !refreshing.has(origin)) {
        refreshing.add(origin);
        inBackground(async () => {
          refreshing.delete(origin);
          await ask(origin, fetchApi);
        });
      }
      return kept.lookup;
    }
    return ask(origin, fetchApi);
  };
  return Object.assign(gate, {
    expire() {
      generation += 1;
      asking.clear();
      const expiredAt = now() - freshMs();
      for (const answer of held.values()) answer.at = Math.min(answer.at, expiredAt);
    },
  });
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
