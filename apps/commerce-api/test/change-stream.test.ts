/**
 * `GET /changes` (src/cache/changes-routes.ts): a storefront process hears `ready` when it
 * subscribes, then a `change` the moment the API's caches drop something (here an admin edit
 * of a site, and a stock change), with the kind and the cache tags of the pages it may have
 * changed (decision 0097); the stream ends when the API shuts down.
 */
import { expect, test } from 'vitest';
import { createTestApi } from '../src/testing/index.ts';
import { openForFile } from '../src/testing/open-for-file.ts';

const api = openForFile(() => createTestApi());

/** Reads server-sent events from `response` as `event data` lines. */
function eventsOf(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<string | undefined> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) return `${event} ${data}`;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

test('a subscriber hears ready, then each change as it happens, and the stream ends at shutdown', async () => {
  const response = await api.fetch('/changes');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const next = eventsOf(response);
  expect(await next()).toBe('ready {}');
  expect(api.deps.caches.changes.size).toBe(1);

  api.deps.caches.invalidateContent();
  expect(await next()).toBe('change {"kind":"everything","tags":["clubshop"]}');
  api.deps.caches.invalidateContent({ storeIds: ['northbridge-gb'] });
  expect(await next()).toBe('change {"kind":"everything","tags":["site-northbridge-gb"]}');
  api.deps.caches.invalidateCatalogue(['nb-p1000-navy']);
  expect(await next()).toMatch(/^change \{"kind":"stock","tags":\["product-[^"]+"\]\}$/);

  api.deps.caches.changes.endAll();
  expect(await next()).toBeUndefined();
  expect(api.deps.caches.changes.size).toBe(0);
});

test('beyond the subscribers it takes, a stream is refused with 503 and Retry-After', async () => {
  const { changesRoutes } = await import('../src/cache/changes-routes.ts');
  const capped = changesRoutes(api.deps.caches, 1);
  const first = await capped.request('/changes');
  expect(first.status).toBe(200);
  const refused = await capped.request('/changes');
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('5');
  api.deps.caches.changes.endAll();
  await first.body?.cancel();
});
