/**
 * The one API start of a test file: `openForFile(open)` opens what `open` makes (a seeded test
 * API, a server) before the file's tests and closes it after them, and answers a stand-in that
 * is that API from the first hook on. A file then writes
 *
 * @example
 * ```ts
 * const api = openForFile(() => createCommerceTestApi());
 * beforeAll(async () => { storeId = siteOf(api, 'northbridge', 'gb').storeId; });
 * ```
 *
 * in place of its own `let api`, `beforeAll` and `afterAll`. Called at the top of a file (or of
 * a `describe`), before the hooks that use the API: hooks run in the order they are declared.
 */
import { afterAll, beforeAll } from 'vitest';

/** What a test file opens: anything it closes again. */
export interface Closable {
  close(): Promise<unknown> | unknown;
}

/** How long opening may take: a seeded PGlite on a busy 2-core machine. */
const openTimeoutMs = 180_000;

/**
 * Opens `open()` before the tests of the file (or the `describe`) it is called in and closes it
 * after them; the answer stands for what was opened. Reading it before it is open throws.
 */
export function openForFile<T extends Closable>(open: () => Promise<T>, timeoutMs = openTimeoutMs): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  }, timeoutMs);
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return new Proxy({} as T, {
    get(_target, property) {
      if (!opened)
        throw new Error(`the test API is not open (read: ${String(property)}); use it in a hook or test`);
      return Reflect.get(opened, property);
    },
    has(_target, property) {
      return opened !== undefined && property in opened;
    },
  });
}
