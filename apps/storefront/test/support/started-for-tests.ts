import { afterAll, beforeAll } from 'vitest';

/**
 * Something started before the first test of the file or `describe` block that calls this at its
 * top level (`start`, given `timeoutMs`) and stopped after its last (`stop`). The object returned
 * stands for it inside the tests: it forwards each property read (functions bound to it), so
 * spreading it copies nothing; read before the start, it throws naming `what`.
 */
export function startedForTests<T extends object>(
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
  timeoutMs?: number,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeoutMs);
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`${what} starts before the first test: use it inside tests.`);
      const value: unknown = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
