/**
 * `GET /changes`: a Server-Sent Events stream of this instance's cache invalidations, for the
 * storefront servers (one stream per process) to drop their shared answers the moment the API's
 * data changes (change-broadcast.ts). Events: `ready` once subscribed (anything may have changed
 * while the subscriber was away), then `change` with `{"kind":"everything","tags":[…]}` or
 * `{"kind":"stock","tags":[…]}`: the cache tags of the pages the change may have changed
 * (purge-tags.ts, decision 0097), so a storefront drops only the answers and pages filed under
 * them (`clubshop`: all). Ids of products, categories and sites, no prices or stock levels. A comment
 * line every 15 s keeps proxies from closing an idle stream. At most `maxSubscribers` streams
 * (503 with `Retry-After` beyond), and never held back by admission control (http/admission.ts)
 * since a stream is open for as long as its storefront runs.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ApiCache } from './api-cache.ts';

/** The path of the stream (admission control lets it through). */
export const changesPath = '/changes';
/** How often an idle stream carries a comment line (ms). */
const keepAliveMs = 15_000;

/** The change stream of `caches` (see the module comment). */
export function changesRoutes(caches: ApiCache, maxSubscribers = 256) {
  const app = new Hono();
  app.get(changesPath, (c) => {
    // Stopping (issue 43): a stream opened now (a storefront reconnecting on a connection the
    // drain still reads) would hold the stop until its deadline. Come back to another instance.
    if (caches.changes.closed) {
      return c.json(
        { success: false, errors: [{ message: 'The API is stopping', code: 'Api.Error.Busy' }] },
        503,
        { 'Retry-After': '1', 'Cache-Control': 'no-store' },
      );
    }
    if (caches.changes.size >= maxSubscribers) {
      return c.json(
        { success: false, errors: [{ message: 'Too many change subscribers', code: 'Api.Error.Busy' }] },
        503,
        { 'Retry-After': '5', 'Cache-Control': 'no-store' },
      );
    }
    return streamSSE(c, async (stream) => {
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const unsubscribe = caches.changes.subscribe({
        changed: (change) =>
          void stream.writeSSE({
            event: 'change',
            data: JSON.stringify({ kind: change.kind, tags: change.tags }),
          }),
        ended: finish,
      });
      stream.onAbort(() => {
        unsubscribe();
        finish();
      });
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), keepAliveMs);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        await finished;
      } finally {
        clearInterval(keepAlive);
        unsubscribe();
      }
    });
  });
  return app;
}
