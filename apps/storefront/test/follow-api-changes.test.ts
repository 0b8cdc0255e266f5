/**
 * server/follow-api-changes.ts against the real commerce API in process: the storefront hears
 * the stream open, then each change the API's caches drop (an admin write or a sale, here their
 * invalidations), and when the API ends the stream (a restart) it opens it again by itself.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { followApiChanges } from '../server/follow-api-changes.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 180_000);
afterAll(() => api?.close());

test('hears the stream open and every change, and reopens it after the API ended it', async () => {
  let heard = 0;
  const lost: unknown[] = [];
  const following: boolean[] = [];
  const subscription = followApiChanges({
    apiUrl: api.origin,
    fetch: (input, init) => api.fetch(new Request(input, init)),
    onChange: () => {
      heard += 1;
    },
    onLost: (reason) => lost.push(reason),
    onFollowing: (isFollowing) => following.push(isFollowing),
  });
  try {
    await expect.poll(() => heard).toBe(1);
    expect(following).toEqual([true]);
    api.deps.caches.invalidateCatalogue();
    await expect.poll(() => heard).toBe(2);
    api.deps.caches.invalidateContent();
    await expect.poll(() => heard).toBe(3);
    // The API ends every stream (as it does when shutting down): the storefront opens a new one,
    // whose `ready` drops what may have changed meanwhile.
    api.deps.caches.changes.endAll();
    await expect.poll(() => lost.length).toBe(1);
    await expect.poll(() => heard).toBe(4);
    // Not followed while the stream was down, followed again once the new one was ready.
    expect(following).toEqual([true, false, true]);
    expect(api.deps.caches.changes.size).toBe(1);
  } finally {
    subscription.stop();
  }
  // Stopped: once its stream is gone it never subscribes again.
  api.deps.caches.changes.endAll();
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(api.deps.caches.changes.size).toBe(0);
  expect(heard).toBe(4);
});
