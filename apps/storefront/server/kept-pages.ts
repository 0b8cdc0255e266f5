import type { PageRenderResult } from '../src/entry-server.tsx';
import { isPersonalPath, SHARED_PAGE_CACHE_CONTROL } from '../src/ssr/page-cache/cache-policy.ts';
import { SURROGATE_KEY_HEADER } from '../src/ssr/page-cache/page-tags.ts';
import { TagChanges, touches } from '../src/ssr/tag-changes.ts';

/**
 * The anonymous pages a server process rendered, kept for as long as the API answers they were
 * rendered from (src/ssr/shared-answers.ts): the next shopper without a cookie of the shop who
 * asks for the same address gets the same document without a render. It is the page cache of a
 * shop that runs without one in front (deploy/varnish/), inside each process: a render is most
 * of a page's CPU (a category page 18 ms, docs/benchmarks.md), and a page rendered from the same
 * answers is the same page.
 *
 * The same rules as the shared answers, so a kept page is never older than an answer it could
 * have been rendered from: forgotten at once when the API announces a change
 * (server/follow-api-changes.ts: `clear`, also for a render that was under way), and kept for the
 * time the answers are fresh (`freshForMs`: `ANSWER_CACHE_TTL_MS`, or
 * `ANSWER_CACHE_FOLLOWED_TTL_MS` while the API's changes are followed; 0 keeps nothing), then for
 * as long again while one request's render replaces it in the background, as the answers are served
 * stale while one refreshes them (`staleForMs`): so no shopper waits on a render for a page asked
 * often, as Next.js regenerates a static page after its time (the render waits for a quiet moment
 * of the process, server/quiet-time.ts). Only a
 * page every shopper shares is kept (200, `SHARED_PAGE_CACHE_CONTROL`: no cookie set, no nonce in
 * it, its CSP made of hashes) and only served to a request that would get one (a GET or HEAD of
 * a path that is not personal, without a cookie of the shop). At most `maxEntries` addresses and
 * `maxBytes` of HTML are held, the least recently asked go first. The server encodes a kept page
 * once per encoding, at the `kept` setting (server/page-encoding.ts), not again for every shopper.
 */
export interface KeptPages {
  /**
   * The page kept for `url` when it may serve this request and is fresh, or stale but still
   * servable; `refresh` is true for the one request that should render it again now (and
   * {@link keep} the result), the first to find it stale.
   */
  get(url: URL, request: KeptPageRequest): KeptPageHit | undefined;
  /**
   * Remembers a page rendered for `url`, if it may be shared; `since` is what {@link generation}
   * said when its render started (a change announced since then makes it too old to keep). A
   * render for `url` that may not be shared (a 404 now, a failure) forgets the page kept for it.
   */
  keep(url: URL, request: KeptPageRequest, page: PageRenderResult, since: number): void;
  /** Which change the pages rendered from now on come after (read it before rendering). */
  generation(): number;
  /** Forgets every page (the API announced a change that names no tags, or a stream opened). */
  clear(): void;
  /**
   * Forgets the pages filed under any of `tags` (their `Surrogate-Key`, the tags the page cache in
   * front purges too; decision 0097), and keeps no page whose render was under way and that is
   * filed under one; `clubshop` or none: every page.
   */
  drop(tags: readonly string[] | undefined): void;
  /** How many pages are kept now (tests, metrics). */
  readonly size: number;
}

/** A kept page found for a request (see {@link KeptPages.get}). */
export interface KeptPageHit {
  page: PageRenderResult;
  /** Past its freshness: this request should render the page again, in the background. */
  refresh: boolean;
}

/** What of a request decides whether it gets a page every anonymous shopper shares. */
export interface KeptPageRequest {
  method: string;
  cookieHeader: string | null;
}

/** Options of {@link createKeptPages}. */
export interface KeptPagesOptions {
  /** How long a page stays fresh now (ms): the shared answers' freshness; 0 keeps nothing. */
  freshForMs: () => number;
  /**
   * How long after that a page is still served while one render replaces it (ms): the shared
   * answers' stale time; default 0 (an expired page is rendered again before it is served).
   */
  staleForMs?: () => number;
  /** At most this many addresses are held (default 500). */
  maxEntries?: number;
  /** At most this many bytes of HTML are held (default 24 MB: ~250 category pages). */
  maxBytes?: number;
  now?: () => number;
}

interface KeptPage {
  page: PageRenderResult;
  keptAt: number;
  /** Its cache tags (its `Surrogate-Key`); undefined: unknown (forgotten by any change). */
  tags: ReadonlySet<string> | undefined;
  /** A request found it stale and is rendering it again. */
  refreshing: boolean;
}

/** Whether this request, for `url`, would be answered with the page every anonymous shopper gets. */
function getsSharedPage(url: URL, request: KeptPageRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !(request.cookieHeader?.includes('clubshop_') ?? false) &&
    !isPersonalPath(url.pathname)
  );
}

/** A page's cache tags, from the `Surrogate-Key` its render set; undefined when it has none. */
function tagsOfPage(page: PageRenderResult): ReadonlySet<string> | undefined {
  const header = page.headers.get(SURROGATE_KEY_HEADER);
  const tags = header?.split(' ').filter((tag) => tag !== '');
  return tags?.length ? new Set(tags) : undefined;
}

/** The kept pages of one server process (see {@link KeptPages}). */
export function createKeptPages({
  freshForMs,
  staleForMs = () => 0,
  maxEntries = 500,
  maxBytes = 24 * 1024 * 1024,
  now = Date.now,
}: KeptPagesOptions): KeptPages {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  const changes = new TagChanges();
  const forget = (href: string) => {
    const kept = pages.get(href);
    if (!kept) return;
    pages.delete(href);
    bytes -= kept.page.body?.length ?? 0;
  };
  return {
    get(url, request) {
      if (!getsSharedPage(url, request)) return undefined;
      const kept = pages.get(url.href);
      if (!kept) return undefined;
      const age = now() - kept.keptAt;
      const fresh = freshForMs();
      if (age >= fresh + (fresh > 0 ? staleForMs() : 0)) {
        forget(url.href);
        return undefined;
      }
      const refresh = age >= fresh && !kept.refreshing;
      if (refresh) kept.refreshing = true;
      // Asked again: the most recent at the end of the Map's order, the last to go.
      pages.delete(url.href);
      pages.set(url.href, kept);
      return { page: kept.page, refresh };
    },
    keep(url, request, page, since) {
      if (freshForMs() <= 0 || !getsSharedPage(url, request)) return;
      const tags = tagsOfPage(page);
      if (changes.changedSince(since, tags)) return;
      const shared =
        page.status === 200 &&
        page.body !== null &&
        page.inlineHashes !== undefined &&
        page.headers.get('Cache-Control') === SHARED_PAGE_CACHE_CONTROL &&
        !page.headers.has('Set-Cookie');
      forget(url.href);
      if (!shared || !page.body) return;
      pages.set(url.href, { page, keptAt: now(), tags, refreshing: false });
      bytes += page.body.length;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    generation: () => changes.generation,
    clear() {
      changes.record(undefined);
      pages.clear();
      bytes = 0;
    },
    drop(tags) {
      const touched = changes.record(tags);
      if (touched === undefined) {
        pages.clear();
        bytes = 0;
        return;
      }
      for (const [href, kept] of pages) if (touches(touched, kept.tags)) forget(href);
    },
    get size() {
      return pages.size;
    },
  };
}
