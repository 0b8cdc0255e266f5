import { describe, expect, it } from 'vitest';
import { createInFlightGuard } from './in-flight-guard.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createInFlightGuard', () => {
  it('runs the action once for calls made while it is in flight', async () => {
    const pending = deferred<string>();
    let runs = 0;
    const submit = createInFlightGuard(async (id: string) => {
      runs += 1;
      return `${id}:${await pending.promise}`;
    });
    const first = submit('a');
    const second = submit('b');
    expect(submit.inFlight).toBe(true);
    expect(second).toBe(first);
    pending.resolve('done');
    await expect(first).resolves.toBe('a:done');
    expect(runs).toBe(1);
    expect(submit.inFlight).toBe(false);
  });

  it('runs again after a failure', async () => {
    let runs = 0;
    const submit = createInFlightGuard(async () => {
      runs += 1;
      if (runs === 1) throw new Error('declined');
      return 'ok';
    });
    await expect(submit()).rejects.toThrow('declined');
    await expect(submit()).resolves.toBe('ok');
    expect(runs).toBe(2);
  });

  it('turns a synchronous throw into a rejected promise', async () => {
    const submit = createInFlightGuard((): Promise<never> => {
      throw new Error('sync');
    });
    await expect(submit()).rejects.toThrow('sync');
    expect(submit.inFlight).toBe(false);
  });
});
