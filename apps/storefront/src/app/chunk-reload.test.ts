import { describe, expect, test } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunk-reload.ts';

function memoryEnvironment(start = 1_000_000) {
  const values = new Map<string, string>();
  let now = start;
  let reloads = 0;
  return {
    environment: {
      storage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
      },
      now: () => now,
      reload: () => {
        reloads += 1;
      },
    },
    advance: (ms: number) => {
      now += ms;
    },
    reloads: () => reloads,
    values,
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://x/assets/cart-abc.js');

describe('isChunkLoadError', () => {
  test.each([
    ['Chrome', 'Failed to fetch dynamically imported module: /assets/a.js'],
    ['Firefox', 'error loading dynamically imported module: /assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/a.css'],
  ])('recognises the %s message', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  test('recognises an error named ChunkLoadError', () => {
    const error = new Error('whatever');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  test.each([
    new Error('Network request failed'),
    new TypeError('x is not a function'),
    'Failed to fetch dynamically imported module',
    null,
  ])('ignores other errors and non-errors: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  test('reloads on the first chunk error and remembers when', () => {
    const memory = memoryEnvironment();
    expect(reloadOnceForChunkError(chunkError, memory.environment)).toBe(true);
    expect(memory.reloads()).toBe(1);
    expect(memory.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  test('does not reload again within 60 seconds', () => {
    const memory = memoryEnvironment();
    reloadOnceForChunkError(chunkError, memory.environment);
    memory.advance(CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadOnceForChunkError(chunkError, memory.environment)).toBe(false);
    expect(memory.reloads()).toBe(1);
  });

  test('reloads again once 60 seconds have passed', () => {
    const memory = memoryEnvironment();
    reloadOnceForChunkError(chunkError, memory.environment);
    memory.advance(CHUNK_RELOAD_GUARD_MS);
    expect(reloadOnceForChunkError(chunkError, memory.environment)).toBe(true);
    expect(memory.reloads()).toBe(2);
  });

  test('never reloads for an error that is not a chunk error', () => {
    const memory = memoryEnvironment();
    expect(reloadOnceForChunkError(new Error('boom'), memory.environment)).toBe(false);
    expect(memory.reloads()).toBe(0);
  });

  test('treats a garbled or future timestamp as no timestamp', () => {
    const memory = memoryEnvironment();
    memory.values.set(CHUNK_RELOAD_STORAGE_KEY, 'not-a-number');
    expect(reloadOnceForChunkError(chunkError, memory.environment)).toBe(true);
    memory.values.set(CHUNK_RELOAD_STORAGE_KEY, String(9_999_999_999));
    expect(reloadOnceForChunkError(chunkError, memory.environment)).toBe(true);
  });
});
