import { type FetchQueryOptions, QueryClient, type QueryKey } from '@tanstack/react-query';
import { TagChanges, touches } from './tag-changes.ts';

/** A query the server loads: its key and how to fetch it (a TanStack Query options object). */
// biome-ignore lint/suspicious/noExplicitAny: any query's options, whatever its data and key
export type SharedQuery<TData> = FetchQueryOptions<TData, any, TData, any> & { queryKey: QueryKey };

/**
 * The API answers every shopper sees the same (site settings, translations, what a path resolves
 * to, a listing's first page), kept by the server process for a few seconds and shared between the
 * requests it renders: Hydrogen's sub-request cache, or a CDN in front of the API inside the
 * server. A request then renders from memory instead of asking the API again, which is most of a
 * page's server time besides React itself (docs/benchmarks.md).
 *
 * Only answers that are the same for every visitor go through here, never a basket, a profile or
 * a session; the key names the site (StoreId, culture, currency) as well as the query. Answers
 * are fresh for `ttlMs`; for `staleMs` after that they are still served while one request's
 * refresh runs in the background (stale-while-revalidate), so no page waits on the API when an
 * answer expires under traffic: a product's stock may show at most `ttlMs + staleMs` older than
 * the API's (the browser keeps answers 30 s anyway). Concurrent misses of one key share one
 * request, failures are never kept (a failed refresh leaves the stale answer until it is too
 * old), and the oldest entries go once `maxEntries` are held. `ttlMs` 0 turns it off.
 *
 * While the server follows the API's announcements of its changes (server/follow-api-changes.ts:
 * every edit, import and sale drops the answers it touched at once, by their cache tags: decision
 * 0097), an answer's age is no longer what keeps
 * it true, so it is kept for `followedTtlMs` (and served stale as long again) instead: the pages a
 * club's shoppers open minutes apart are rendered from memory, not each from the API. The bound
 * stays for what no announcement covers (an instance that missed its database's notices until it
 * resyncs). Once a stream drops, `ttlMs` and `staleMs` apply again at once, to the answers held too.
 */
export interface SharedAnswers {
  /**
   * Puts the answer of `query` into `queryClient`: from memory when a fresh one is held under
   * `sharedKey`, else fetched (through `queryClient`, so a failure lands in its cache as usual)
   * and kept.
   */
  prefetch<TData>(
    queryClient: QueryClient,
    query: SharedQuery<TData>,
    sharedKey: string,
    tagsOf?: AnswerTags,
  ): Promise<void>;
  /**
   * Forgets every answer held, and any answer still loading (it may predate the change): the
   * API said its data changed (server/follow-api-changes.ts), so the next page asks it again.
   */
  clear(): void;
  /**
   * Forgets the answers filed under any of `tags` (the cache tags of what the API changed,
   * decision 0097; `clubshop` or none: every answer), and any answer still loading; an answer that
   * was loading when they came is kept only if it is filed under none of them. The answers of
   * other sites and clubs stay.
   */
  drop(tags: readonly string[] | undefined): void;
  /** How many answers are held now (tests, metrics). */
  readonly size: number;
  /**
   * Says whether the API's changes are followed now (every stream of the process is up): answers
   * are then kept for `followedTtlMs`, else for `ttlMs`.
   */
  following(isFollowing: boolean): void;
  /**
   * Whether the API's changes are followed now: every answer held is then current (a change
   * would have dropped it), and so is a page rendered from them for as long as it is kept.
   */
  isFollowing(): boolean;
}

/**
 * The cache tags of an answer (its site's, its products', its categories': page-tags.ts
 * `answerTags`), worked out once when it is kept. An answer kept without is dropped by every change.
 */
export type AnswerTags = (data: unknown) => Iterable<string>;

/** Options of {@link createSharedAnswers}. */
export interface SharedAnswersOptions {
  /** How long an answer is reused as it is (ms); 0 turns the cache off. */
  ttlMs: number;
  /** How long after `ttlMs` an answer is still served while it is refreshed (ms); default 0. */
  staleMs?: number;
  /**
   * How long an answer is reused while the API's changes are followed (ms), and served stale as
   * long again; default `ttlMs` (following changes nothing).
   */
  followedTtlMs?: number;
  /** The query cache a background refresh loads into (default: one without retries). */
  refreshCache?: () => QueryClient;
  /** At most this many answers are held (the oldest go first). */
  maxEntries?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

interface Entry {
  data: unknown;
  /** When the answer arrived, as the query cache recorded it (the browser counts from it too). */
  updatedAt: number;
  /** When it was kept, on this cache's clock. */
  keptAt: number;
  /** The cache tags it is filed under; undefined: unknown (dropped by any change). */
  tags: ReadonlySet<string> | undefined;
}

/** A process-wide cache of the answers every shopper sees alike (see {@link SharedAnswers}). */
export function createSharedAnswers({
  ttlMs,
  staleMs = 0,
  followedTtlMs,
  maxEntries = 2_000,
  now = Date.now,
  refreshCache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
}: SharedAnswersOptions): SharedAnswers {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry | undefined>>();
  // The changes announced: an answer that started loading before one that touched it is not kept.
  const changes = new TagChanges();
  let followed = false;
  /** How long an answer is fresh, then served stale, as things stand (see `following`). */
  const freshMs = () => (followed && followedTtlMs !== undefined ? followedTtlMs : ttlMs);
  const servedStaleMs = () => (followed && followedTtlMs !== undefined ? followedTtlMs : staleMs);

  /** The answer to serve under `key`: fresh, or stale (then refreshed in the background), or none. */
  const usable = <TData>(
    key: string,
    query: SharedQuery<TData>,
    tagsOf: AnswerTags | undefined,
  ): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const age = now() - entry.keptAt;
    if (age < freshMs()) return entry;
    if (age < freshMs() + servedStaleMs()) {
      if (!loading.has(key)) refresh(key, query, tagsOf);
      return entry;
    }
    entries.delete(key);
    return undefined;
  };

  /** Forgets the load under `key` when it is still `load` (after a clear, a newer one may be there). */
  const forget = (key: string, load: Promise<Entry | undefined>) => {
    if (loading.get(key) === load) loading.delete(key);
  };

  /** Loads `query` into a cache of its own and keeps the answer, for whoever asks next. */
  const refresh = <TData>(key: string, query: SharedQuery<TData>, tagsOf: AnswerTags | undefined) => {
    const cache = refreshCache();
    const startedIn = changes.generation;
    const load: Promise<Entry | undefined> = cache
      .prefetchQuery(query)
      .then(() => loaded(key, cache, query, startedIn, tagsOf))
      .finally(() => forget(key, load));
    loading.set(key, load);
  };

  /** Keeps the answer `queryClient` holds for `query` when it loaded; undefined when it failed. */
  const loaded = <TData>(
    key: string,
    queryClient: QueryClient,
    query: SharedQuery<TData>,
    startedIn: number,
    tagsOf: AnswerTags | undefined,
  ) => {
    const state = queryClient.getQueryState(query.queryKey);
    if (state?.status !== 'success') return undefined;
    const tags = tagsOf ? new Set(tagsOf(state.data)) : undefined;
    const entry: Entry = {
      data: state.data,
      updatedAt: state.dataUpdatedAt,
      keptAt: now(),
      // No tag found: unknown, dropped by any change.
      tags: tags?.size ? tags : undefined,
    };
    // Loaded from before a change that touched it: good for the request that asked, not for the
    // next ones.
    if (!changes.changedSince(startedIn, entry.tags)) keep(key, entry);
    return entry;
  };

  const keep = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  return {
    async prefetch(queryClient, query, sharedKey, tagsOf) {
      if (ttlMs <= 0) return queryClient.prefetchQuery(query);
      let entry = usable(sharedKey, query, tagsOf);
      if (!entry) {
        let load = loading.get(sharedKey);
        if (load) {
          entry = await load;
        } else {
          const startedIn = changes.generation;
          load = queryClient
            .prefetchQuery(query)
            .then(() => loaded(sharedKey, queryClient, query, startedIn, tagsOf));
          loading.set(sharedKey, load);
          try {
            await load;
          } finally {
            forget(sharedKey, load);
          }
          // Loaded into this request's cache already (or failed there).
          return;
        }
        // The shared load failed: this request asks on its own, so its cache holds its own error.
        if (!entry) return queryClient.prefetchQuery(query);
      }
      queryClient.setQueryData(query.queryKey, entry.data, { updatedAt: entry.updatedAt });
    },
    clear() {
      changes.record(undefined);
      entries.clear();
      loading.clear();
    },
    drop(tags) {
      const touched = changes.record(tags);
      // Whoever asks next loads anew rather than wait for a load that may predate the change.
      loading.clear();
      if (touched === undefined) {
        entries.clear();
        return;
      }
      for (const [key, entry] of entries) if (touches(touched, entry.tags)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    following(isFollowing) {
      followed = isFollowing;
    },
    isFollowing: () => followed,
  };
}
