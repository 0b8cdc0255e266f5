import { createTestApi, type TestApi, type TestApiOptions } from '@clubshop/commerce-api/testing';
import { startedForTests } from './started-for-tests.ts';

/**
 * The seeded commerce API in process, for the test file that calls this at its top level: started
 * before the file's first test (seeding a fresh snapshot takes a while on a busy machine, hence the
 * timeout) and closed after its last. The object returned stands for that API inside the tests
 * (it forwards each property read; spreading it copies nothing, so name the fields you need).
 * `options` go to `createTestApi` (e.g. `{ config: { trustProxy: 1 } }` for an API behind the
 * storefront as in production).
 */
export function inProcessApi(timeoutMs = 180_000, options: TestApiOptions = {}): TestApi {
  return startedForTests(
    'The in-process API',
    () => createTestApi(options),
    (api) => api.close(),
    timeoutMs,
  );
}
