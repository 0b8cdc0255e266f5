import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_QUEUE_DELAY_MS, createAddressQueue } from './address-queue.ts';

interface Address {
  street: string;
}

/** A server stand-in whose answers the test releases one by one, in any order. */
function controllableServer() {
  const requests: Array<{ value: Address; resolve: (v: string) => void; reject: (e: unknown) => void }> = [];
  const send = (value: Address) =>
    new Promise<string>((resolve, reject) => {
      requests.push({ value, resolve, reject });
    });
  return { requests, send, sent: () => requests.map((r) => r.value.street) };
}

const isEmpty = (value: Address) => value.street === '';

/** A queue on a {@link controllableServer} that records the results and the errors it reports. */
function queueOnServer() {
  const server = controllableServer();
  const results: string[] = [];
  const errors: unknown[] = [];
  const queue = createAddressQueue({
    send: server.send,
    isEmpty,
    onResult: (result) => results.push(result),
    onError: (error) => errors.push(error),
  });
  return { server, queue, results, errors };
}

/** Queues "Old 1", then "New 2", and lets the delay pass: both are sent, in that order. */
async function sendOldThenNew(queue: ReturnType<typeof queueOnServer>['queue']) {
  queue.enqueue({ street: 'Old 1' });
  queue.enqueue({ street: 'New 2' });
  await vi.advanceTimersByTimeAsync(ADDRESS_QUEUE_DELAY_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAddressQueue', () => {
  it('sends at once when nothing else is queued', () => {
    const { server, queue } = queueOnServer();
    queue.enqueue({ street: 'A 1' });
    expect(server.sent()).toEqual(['A 1']);
    expect(queue.size).toBe(1);
  });

  it('holds an update for 500 ms while another is queued, then sends only the newest', async () => {
    const { server, queue } = queueOnServer();
    queue.enqueue({ street: 'A 1' });
    queue.enqueue({ street: 'A 12' });
    queue.enqueue({ street: 'A 123' });
    expect(server.sent()).toEqual(['A 1']);
    expect(queue.size).toBe(3);

    await vi.advanceTimersByTimeAsync(ADDRESS_QUEUE_DELAY_MS - 1);
    expect(server.sent()).toEqual(['A 1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent()).toEqual(['A 1', 'A 123']);
  });

  it('sends at once again once the queue has drained', async () => {
    const { server, queue } = queueOnServer();
    queue.enqueue({ street: 'A 1' });
    server.requests[0]?.resolve('r1');
    await queue.whenIdle();
    queue.enqueue({ street: 'B 2' });
    expect(server.sent()).toEqual(['A 1', 'B 2']);
  });

  it('sends an empty reset at once and drops the waiting edit', async () => {
    const { server, queue } = queueOnServer();
    queue.enqueue({ street: 'A 1' });
    queue.enqueue({ street: 'A 12' });
    queue.enqueue({ street: '' });
    expect(server.sent()).toEqual(['A 1', '']);
    await vi.advanceTimersByTimeAsync(ADDRESS_QUEUE_DELAY_MS * 2);
    expect(server.sent()).toEqual(['A 1', '']);
  });

  it('ignores a stale response that arrives after the newest, and resends the newest values', async () => {
    const { server, queue, results } = queueOnServer();
    await sendOldThenNew(queue);
    expect(server.sent()).toEqual(['Old 1', 'New 2']);

    // The newer request answers first, the older one last.
    server.requests[1]?.resolve('methods for New 2');
    await vi.advanceTimersByTimeAsync(0);
    server.requests[0]?.resolve('methods for Old 1');
    await vi.advanceTimersByTimeAsync(0);

    expect(results).toEqual(['methods for New 2']);
    // The server may have stored "Old 1" last: the newest values go out once more.
    expect(server.sent()).toEqual(['Old 1', 'New 2', 'New 2']);
    server.requests[2]?.resolve('methods for New 2 (again)');
    await queue.whenIdle();
    expect(results).toEqual(['methods for New 2', 'methods for New 2 (again)']);
  });

  it('ignores a stale response that arrives before the newest without resending', async () => {
    const { server, queue, results } = queueOnServer();
    await sendOldThenNew(queue);
    server.requests[0]?.resolve('methods for Old 1');
    await vi.advanceTimersByTimeAsync(0);
    // "Old 1" was the newest request sent when it was the only one; once "New 2" is out it is stale.
    expect(results).toEqual([]);
    server.requests[1]?.resolve('methods for New 2');
    await queue.whenIdle();
    expect(results).toEqual(['methods for New 2']);
    expect(server.sent()).toEqual(['Old 1', 'New 2']);
  });

  it('reports the error of the newest request only', async () => {
    const { server, queue, errors } = queueOnServer();
    await sendOldThenNew(queue);
    server.requests[0]?.reject(new Error('stale failure'));
    server.requests[1]?.reject(new Error('newest failure'));
    await queue.whenIdle();
    expect(errors).toEqual([new Error('newest failure')]);
  });

  it('turns a send that throws synchronously into an error of that request', async () => {
    const errors: unknown[] = [];
    const queue = createAddressQueue<Address, string>({
      send: () => {
        throw new Error('boom');
      },
      onError: (e) => errors.push(e),
    });
    queue.enqueue({ street: 'A 1' });
    await queue.whenIdle();
    expect(errors).toEqual([new Error('boom')]);
  });

  it('flush sends the waiting value without waiting for the delay', () => {
    const { server, queue } = queueOnServer();
    queue.enqueue({ street: 'A 1' });
    queue.enqueue({ street: 'A 12' });
    queue.flush();
    expect(server.sent()).toEqual(['A 1', 'A 12']);
    queue.flush();
    expect(server.sent()).toEqual(['A 1', 'A 12']);
  });

  it('whenIdle waits for the delayed send and its answer', async () => {
    const { server, queue } = queueOnServer();
    let idle = false;
    queue.enqueue({ street: 'A 1' });
    queue.enqueue({ street: 'A 2' });
    void queue.whenIdle().then(() => {
      idle = true;
    });
    server.requests[0]?.resolve('r1');
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(ADDRESS_QUEUE_DELAY_MS);
    expect(idle).toBe(false);
    server.requests[1]?.resolve('r2');
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
    expect(queue.size).toBe(0);
  });

  it('dispose drops the waiting value and ignores answers still in flight', async () => {
    const { server, queue, results } = queueOnServer();
    queue.enqueue({ street: 'A 1' });
    queue.enqueue({ street: 'A 2' });
    queue.dispose();
    server.requests[0]?.resolve('r1');
    await vi.advanceTimersByTimeAsync(ADDRESS_QUEUE_DELAY_MS);
    await queue.whenIdle();
    expect(server.sent()).toEqual(['A 1']);
    expect(results).toEqual([]);
    queue.enqueue({ street: 'A 3' });
    expect(server.sent()).toEqual(['A 1']);
  });
});
