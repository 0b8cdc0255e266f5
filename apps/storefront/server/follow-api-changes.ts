/**
 * Keeps a storefront process's shared answers (src/ssr/shared-answers.ts) as fresh as the API:
 * one Server-Sent Events stream per process to the API's `GET /changes`, which announces every
 * invalidation of the API's caches (its own writes and, on PostgreSQL, every other instance's
 * through the change feed). On each `change`, and on `ready` (a new stream: anything may have
 * changed while there was none), the shared answers are dropped, so the next page is rendered
 * from the API's current data within milliseconds of an edit or a sale, not after the answers'
 * TTL; while it is up they are kept longer (`onFollowing`). While the stream is down the TTL
 * bounds their age again; it is opened again after 0.25 s,
 * doubling to at most 5 s while the API does not answer.
 */

/** Options of {@link followApiChanges}. */
export interface FollowApiChangesOptions {
  /** The API's origin (`API_URL`). */
  apiUrl: string;
  /** Called on every change the API announces, and when a stream (re)opens. */
  onChange: () => void;
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
          const event = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (event === 'ready' || event === 'change') {
            // A stream that delivers is healthy again: the next outage retries quickly.
            retryMs = firstRetryMs;
            options.onChange();
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
