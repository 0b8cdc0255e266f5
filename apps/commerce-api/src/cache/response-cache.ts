/**
 * Finished JSON answers cached in process: the serialized body with its ETag, per key, for a time
 * to live. A hit costs one Map lookup (no database, no validation, no JSON.stringify); concurrent
 * misses of one key share one load, so PGlite (one query at a time) sees each query once.
 *
 * Correctness rules: a load that started before an `invalidate()` is never stored after it (a
 * generation counter), a failed load is not stored (the error answers that request only), and the
 * number of entries is bounded (oldest first out) so arbitrary search terms cannot grow memory.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** One cached answer. */
export interface CachedAnswer {
  /** The JSON text sent as the body. */
  body: string;
  /** Strong validator of `body`, quoted (`"…"`). */
  etag: string;
}

/** Builds a cached answer from a value (serialized once). */
export function answerOf(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** The in-process cache of JSON answers. `ttlMs` 0 turns it off (every call loads). */
export class ResponseCache {
  #entries = new Map<string, { at: number; answer: Promise<CachedAnswer> }>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** `false` when configured with a time to live of 0. */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Cached entries (for tests and diagnostics). */
  get size(): number {
    return this.#entries.size;
  }

  /** The cached answer of `key`, loading (and caching) it when absent or expired. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    if (!this.enabled) return load().then(answerOf);
    const entry = this.#entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMs) return entry.answer;
    if (entry) this.#entries.delete(key);
    const generation = this.#generation;
    const answer = load().then(answerOf);
    this.#entries.set(key, { at: this.now(), answer });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    answer.then(
      () => {
        // Loaded across an invalidate(): answer this request, but do not keep it.
        if (generation !== this.#generation && this.#entries.get(key)?.answer === answer) {
          this.#entries.delete(key);
        }
      },
      () => {
        if (this.#entries.get(key)?.answer === answer) this.#entries.delete(key);
      },
    );
    return answer;
  }

  /** Drops every entry; loads running now are not stored. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

/** `true` when the request's If-None-Match names `etag`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a request from the cache: 200 with the JSON body and its ETag, or 304 when the client
 * already holds it. `headers` are added to both (e.g. Cache-Control).
 */
export async function sendCached(
  c: Context,
  cache: ResponseCache,
  key: string,
  load: () => Promise<unknown>,
  headers: Record<string, string> = {},
  contentType = 'application/json',
): Promise<Response> {
  const answer = await cache.get(key, load);
  if (matches(c.req.header('if-none-match'), answer.etag)) {
    return c.body(null, 304, { ...headers, ETag: answer.etag });
  }
  return c.body(answer.body, 200, { 'Content-Type': contentType, ...headers, ETag: answer.etag });
}

/**
 * Cache key part of a request's site: the site, the culture and currency it answers in, and the
 * origin its absolute URLs are built under (one per site host behind a trusted proxy).
 */
export function siteKey(
  site: { storeId: string; culture: string; currency: string },
  origin: string,
): string {
  return `${site.storeId}|${site.culture}|${site.currency}|${origin}`;
}
