/**
 * vitest's jsdom environment for tests that drive hooks against the in-process commerce API:
 *
 * - modules are transformed for the server (`ssr`), so the API keeps Node semantics
 *   (`new URL('…', import.meta.url)` stays a file URL for its migrations);
 * - the fetch family (fetch, Request, Response, Headers, AbortController, AbortSignal, Blob, …)
 *   stays Node's: jsdom's Blob has no `arrayBuffer()` (the database snapshot needs it) and a jsdom
 *   AbortSignal is refused by Node's Request. The DOM (document, cookies, location) is jsdom's.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const nodeGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
  'structuredClone',
] as const;

const jsdom = builtinEnvironments.jsdom;

const jsdomWithNodeFetch: Environment = {
  ...jsdom,
  name: 'jsdom',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const kept = nodeGlobals.map((key) => [key, (global as Record<string, unknown>)[key]] as const);
    const result = await jsdom.setup(global, options);
    for (const [key, value] of kept) {
      if (value !== undefined) (global as Record<string, unknown>)[key] = value;
    }
    return result;
  },
};

export default jsdomWithNodeFetch;
