import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFull } from './render-queue.ts';

/** A task that ends when the test says so. */
function held<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = async () => {
    await done;
    return value;
  };
  return { task, finish };
}

describe('RenderQueue', () => {
  it('runs `concurrency` tasks at once, lets `waiting` wait in arrival order and refuses one more at once', async () => {
    const queue = new RenderQueue(1, 2);
    const order: string[] = [];
    const first = held('first');
    const second = held('second');
    const third = held('third');
    const running = queue.run(first.task).then((value) => order.push(value));
    const waitingA = queue.run(second.task).then((value) => order.push(value));
    const waitingB = queue.run(third.task).then((value) => order.push(value));
    expect(queue.stats()).toEqual({ running: 1, waiting: 2 });
    await expect(queue.run(async () => 'fourth')).rejects.toBeInstanceOf(RenderQueueFull);

    third.finish(); // done early, but it waits for its turn after the second
    second.finish();
    first.finish();
    await Promise.all([running, waitingA, waitingB]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('passes the turn on when a task fails', async () => {
    const queue = new RenderQueue(1, 1);
    const failing = queue.run(async () => {
      throw new Error('broken picture');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('broken picture');
    await expect(next).resolves.toBe('next');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
