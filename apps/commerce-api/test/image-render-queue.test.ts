/**
 * Image renders and logins (issue 43): renders share libuv's thread pool with scrypt, so they run
 * only through a bounded queue (`src/images/render-queue.ts`). With every render turn taken and
 * the queue full, one more render is refused with 503 + Retry-After, and a staff login still
 * answers: it never waits behind the renders. Ordering, not timing: the held turns are released
 * only after the login has answered.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageRenders, type RenderQueueStats } from '../src/images/render-queue.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { scryptRuns } from '../src/users/passwords.ts';
import { jsonInit } from './contract.ts';
import { createCliOwner } from './support/admin-client.ts';

const api = openForFile(() => createTestApi());
const password = 'staff password 1';

/** Resolves once the render queue's stats satisfy `ready` (now or at a later change). */
function until(ready: (stats: RenderQueueStats) => boolean): Promise<void> {
  if (ready(imageRenders.stats())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = imageRenders.onChange((stats) => {
      if (!ready(stats)) return;
      stop();
      resolve();
    });
  });
}

beforeAll(async () => {
  await createCliOwner(api, 'owner@renders.example', password);
}, 180_000);

describe('image renders beside logins', () => {
  it('wait in a bounded queue, refuse one more with 503 + Retry-After, and a login answers while they wait', async () => {
    const { concurrency, waiting } = imageRenders;
    // Every render turn taken (as by renders that take long), released only at the end.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: concurrency }, () => imageRenders.run(() => gate));
    await until((stats) => stats.running === concurrency);

    // Banners at distinct sizes (each its own render), as the attack asked for them.
    const queued = Array.from({ length: waiting }, (_, index) =>
      api.fetch(`/images/media/banner/harbour/hero.svg?width=${1200 + index}&format=png`),
    );
    await until((stats) => stats.waiting === waiting);

    const refused = await api.fetch('/images/media/banner/harbour/hero.svg?width=3200');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      success: false,
      errors: [{ code: 'Api.Error.Overloaded' }],
    });

    const hashes = scryptRuns();
    const login = await api.fetch(
      '/admin/api/auth/token',
      jsonInit('POST', { grant_type: 'password', username: 'owner@renders.example', password }),
    );
    expect(login.status).toBe(200);
    expect(scryptRuns()).toBe(hashes + 1);
    // The login answered while every render still waited: it did not queue behind them.
    expect(imageRenders.stats()).toEqual({ running: concurrency, waiting });

    release();
    await Promise.all(held);
    const answers = await Promise.all(queued);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers[0]?.headers.get('Content-Type')).toBe('image/png');
    expect(imageRenders.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
