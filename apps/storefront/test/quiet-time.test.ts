// @vitest-environment node
/**
 * server/quiet-time.ts: work for later shoppers waits until no request has been in flight for a
 * quiet moment, or its longest wait; tasks run one at a time, in order, and a failing task stops
 * nothing.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createQuietTime } from '../server/quiet-time.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const options = { quietMs: 1_000, maxWaitMs: 5_000, now: () => Date.now() };

describe('background work in quiet time', () => {
  test('waits while a request is in flight, then for a quiet second after the last one ended', async () => {
    const quiet = createQuietTime(options);
    const ran: number[] = [];
    const request = quiet.track();
    quiet.whenQuiet(async () => {
      ran.push(Date.now());
    });
    await vi.advanceTimersByTimeAsync(800);
    expect(ran).toEqual([]);
    const started = Date.now();
    request();
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).toEqual([]);
    // Another request meanwhile (the page's stylesheet, its code) starts the quiet second again.
    quiet.track()();
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual([started + 1_999]);
  });

  test('under steady traffic the work starts after its longest wait', async () => {
    const quiet = createQuietTime(options);
    let ran = false;
    quiet.whenQuiet(async () => {
      ran = true;
    });
    for (let elapsed = 0; elapsed < 4_900; elapsed += 100) {
      quiet.track()();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(ran).toBe(false);
    quiet.track();
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toBe(true);
  });

  test('tasks run one after another in order, and a failure does not stop the next', async () => {
    const quiet = createQuietTime({ ...options, quietMs: 10 });
    const order: string[] = [];
    let finishFirst = () => {};
    quiet.whenQuiet(
      () =>
        new Promise<void>((resolve) => {
          order.push('first started');
          finishFirst = () => {
            order.push('first done');
            resolve();
          };
        }),
    );
    quiet.whenQuiet(async () => {
      order.push('second');
      throw new Error('a failing render');
    });
    quiet.whenQuiet(async () => {
      order.push('third');
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(order).toEqual(['first started']);
    finishFirst();
    await vi.advanceTimersByTimeAsync(50);
    expect(order).toEqual(['first started', 'first done', 'second', 'third']);
  });
});
