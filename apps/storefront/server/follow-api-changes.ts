/**
 * Keeps a storefront process's shared answers (src/ssr/shared-answers.ts) as fresh as the API:
 * one Server-Sent Events stream per process to the API's `GET /changes`, which announces every
 * invalidation of the API's caches (its own writes and, on PostgreSQL, every other instance's
 * through the change feed). On each `change` the shared answers and kept pages filed under its
 * tags are dropped (decision 0097: a price edit of one club's product leaves every other club's
 * alone), on `ready` (a new stream: anything may have changed while there was none) all of them,
 * so the next page is rendered
 * from the API's current data within milliseconds of an edit or a sale, not after the answers'
 * TTL; while it is up they are kept longer (`onFollowing`). While the stream is down the TTL
 * bounds their age again; it is opened again after 0.25 s,
 * doubling to at most 5 s while the API does not answer.
 */

import { everyPageTag, siteTag } from '@clubshop/api-sdk/contract';

/** Options of {@link followApiChanges}. */
export interface FollowApiChangesOptions {
  /** The API's origin (`API_URL`). */
  apiUrl: string;
  /**
   * Called on every change the API announces, with the cache tags of the pages it may have
   * changed (decision 0097; `['clubshop']`: anything), and with `undefined` when a stream
   * (re)opens (anything may have changed while there was none) or an API names no tags.
   */
  onChange: (tags: readonly string[] | undefined) => void;
  /** Told when the stream drops (at most once per outage). */
  onLost?: (reason: unknown) => void;
  /**
   * Told `true` when a stream is open (its `ready` arrived) and `false` whenever it drops: while
   * true, every change the API makes reaches `onChange`.
   */
  onFollowing?: (following: boolean) => void;
  fetch?: typeof fetch;
}

/** A running subscription; `stop()` closes it for good. */
export interface ApiChangesSubscription {
  stop(): void;
}

/** What a server process keeps that a change may make out of date (server/start.ts). */
export interface ChangeFollowers {
  sharedAnswers: { drop(tags: readonly string[] | undefined): void };
  keptPages: { drop(tags: readonly string[] | undefined): void };
  /** Which origins name a site (site-gate.ts): asked again when a site, or anything, changed. */
  expireSites?: () => void;
}

/**
 * Drops what a change announced with `tags` touched (decision 0097): the shared answers and kept
 * pages filed under them (all of them for `undefined` or `clubshop`), and the sites' lookups when
 * a site changed. Other sites' and clubs' answers and pages stay.
 */
export function dropWhatChanged(followers: ChangeFollowers, tags: readonly string[] | undefined): void {
  followers.sharedAnswers.drop(tags);
  followers.keptPages.drop(tags);
  if (!tags || tags.some((tag) => tag === everyPageTag || tag.startsWith(siteTag(''))))
    followers.expireSites?.();
}

/** The tags of a `change` event's data (`{"kind":…,"tags":[…]}`); undefined when it names none. */
export function tagsOf(data: string | undefined): readonly string[] | undefined {
  if (!data) return undefined;
  try {
    const tags = (JSON.parse(data) as { tags?: unknown }).tags;
    if (!Array.isArray(tags) || tags.length === 0) return undefined;
    return tags.every((tag) => typeof tag === 'string') ? (tags as string[]) : undefined;
  } catch {
    return undefined;
  }
}

const firstRetryMs = 250;
const lastRetryMs = 5_000;

/** Subscribes to the API's changes until stopped (see the module comment). */
export function followApiChanges(options: FollowApiChangesOptions): ApiChangesSubscription {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/changes`;
  let stopped = false;
  let controller: AbortController | undefined;
  let retryMs = firstRetryMs;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const follow = async () => {
    controller = new AbortController();
    try {
      const response = await doFetch(url, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`GET /changes answered ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the API ended the change stream');
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          buffer = buffer.slice(end + 2);
          if (event === 'ready' || event === 'change') {
            // A stream that delivers is healthy again: the next outage retries quickly.
            retryMs = firstRetryMs;
            options.onChange(event === 'change' ? tagsOf(/^data: (.*)$/m.exec(block)?.[1]) : undefined);
            if (event === 'ready') options.onFollowing?.(true);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      options.onFollowing?.(false);
      if (stopped) return;
      if (retryMs === firstRetryMs) options.onLost?.(error);
      // Whatever happened while the stream was down is covered by the `ready` of the next one.
      timer = setTimeout(() => void follow(), retryMs);
      timer.unref?.();
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    }
  };
  void follow();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
    },
  };
}
