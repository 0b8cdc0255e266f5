import { createTestApi, type TestApi, type TestApiOptions } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * The seeded commerce API in process, for the test file that calls this at its top level: started
 * before the file's first test (seeding a fresh snapshot takes a while on a busy machine, hence the
 * timeout) and closed after its last. The object returned stands for that API inside the tests
 * (it forwards each property read; spreading it copies nothing, so name the fields you need).
 * `options` go to `createTestApi` (e.g. `{ config: { trustProxy: 1 } }` for an API behind the
 * storefront as in production).
 */
export function inProcessApi(timeoutMs = 180_000, options: TestApiOptions = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await createTestApi(options);
  }, timeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestApi, {
    get(_, key) {
      if (!started) throw new Error('The in-process API starts before the first test: use it inside tests.');
      const value: unknown = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
