/**
 * Purges the storefront's pages from the shared caches in front of it (Varnish with xkey, a CDN
 * that takes tag purges; docs/deployment.md) when what they show changes: the API's caches hear
 * of every change (its own writes, and on PostgreSQL the change feed's notices of every other
 * instance's, decision 0010), and hand it here with the tags of the pages it may have changed
 * (purge-tags.ts). The storefront tags each shared page with its site, products, categories,
 * listings and search (apps/storefront/src/ssr/page-cache/page-tags.ts; the tag names are
 * api-sdk's `contract/page-cache-tags.ts`, one definition for both), so a price edit purges the
 * product's pages and its listings on its own club's sites, and nothing else (decision 0097).
 *
 * Each configured cache gets the tags in its own protocol (purge-protocols.ts): Varnish `PURGE /`
 * with the tags in an `xkey-purge` header and the shared secret (`PAGE_CACHE_PURGE_TOKEN`) in
 * `X-Purge-Token` (the cache checks both the sender's address and the secret, so a purge needs
 * more than a foothold on the network), Fastly's and Cloudflare's purge APIs with it as their API
 * token. A cache that does not answer is logged and left (its pages then expire with their
 * `s-maxage`).
 */
import { everyPageTag } from '@clubshop/api-sdk/contract';
import type { Logger } from '../logging/logger.ts';
import { purgeRequests } from './purge-protocols.ts';
import type { PurgeScope } from './purge-tags.ts';

/**
 * What changed, as the API's caches tell it (api-cache.ts): `kind` as before (`stock`: only the
 * stock of some colour variants, a sale; `everything`: anything else), with the scope a write
 * named (purge-tags.ts) and the cache tags of the pages it may have changed. `tags` is
 * `['clubshop']` when the scope is not known (every page).
 */
export interface PageChange {
  kind: 'everything' | 'stock';
  tags: readonly string[];
}

/** A change before its tags are known (api-cache.ts resolves them). */
export interface ScopedChange {
  kind: PageChange['kind'];
  scope: PurgeScope;
}

/** Sends purges for changes; see the module comment. */
export interface PageCachePurger {
  /**
   * Purges the pages filed under `tags` (in the background; never throws): a promise of them while
   * they are being worked out (a rejected one purges every page rather than leave one stale).
   */
  purge(tags: readonly string[] | Promise<readonly string[]>): void;
  /** Resolves when every purge started so far has been answered or failed (tests, shutdown). */
  idle(): Promise<void>;
}

/** Options of {@link createPageCachePurger}. */
export interface PageCachePurgerOptions {
  /** The caches' purge addresses (`PAGE_CACHE_PURGE_URLS`). */
  urls: readonly string[];
  /**
   * `PAGE_CACHE_PURGE_TOKEN`: the shared secret each xkey purge carries, the API token of a
   * Fastly or Cloudflare purge; none: purges go without.
   */
  token?: string | undefined;
  logger: Logger;
  /** How long one cache may take to answer a purge, ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A purger for the caches at `urls` (see {@link PageCachePurger}). */
export function createPageCachePurger(options: PageCachePurgerOptions): PageCachePurger {
  const { urls, token, logger, timeoutMs = 2_000 } = options;
  const send = options.fetch ?? fetch;
  const inFlight = new Set<Promise<void>>();

  const purgeAt = async (url: string, tags: readonly string[]) => {
    for (const request of purgeRequests(url, tags, token)) {
      try {
        const response = await send(url, { ...request, signal: AbortSignal.timeout(timeoutMs) });
        await response.body?.cancel();
        if (!response.ok) logger.warn({ url, status: response.status }, 'page cache: purge refused');
      } catch (error) {
        logger.warn({ url, error: (error as Error).message }, 'page cache: purge failed');
      }
    }
  };

  const purgeTags = async (pending: readonly string[] | Promise<readonly string[]>) => {
    let tags: readonly string[];
    try {
      tags = await pending;
    } catch (error) {
      // Which products changed is not known: every page goes rather than a stale one staying.
      logger.warn({ error: (error as Error).message }, 'page cache: purging every page');
      tags = [everyPageTag];
    }
    if (tags.length === 0) return;
    await Promise.all(urls.map((url) => purgeAt(url, tags)));
  };

  return {
    purge(tags) {
      if (urls.length === 0) return;
      const done = purgeTags(tags).finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
