import { describe, expect, test } from 'vitest';
import { BOOT_STATE_GLOBAL, type BootState } from '../app/boot-state.ts';
import { jsonForScript } from '../app/json-for-script.ts';
import { bootStateScript } from './boot-state-script.ts';

const shared = { views: { title: 'Shirts </script><script>alert(1)</script>', price: 64.99, tags: ['a&b'] } };

const state = {
  pageUrl: 'https://shop.example/men/shirts/',
  dictionary: { culture: 'en', url: '/_dictionary/en.json?v=abc' },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['content', '/men/shirts/'],
        queryHash: '["content","/men/shirts/"]',
        state: { data: shared, dataUpdatedAt: 1, status: 'success', fetchStatus: 'idle', error: null },
      },
      {
        queryKey: ['basket', 'summary', null],
        queryHash: '["basket","summary",null]',
        state: { data: null, status: 'success', fetchStatus: 'idle', error: null },
      },
      {
        queryKey: ['listing'],
        queryHash: '["listing"]',
        state: { data: undefined, status: 'error', error: { name: 'ApiError', message: 'No', status: 500 } },
      },
    ],
  },
} as unknown as BootState;

/** What the script sets the global to, read as JSON. */
function handedOver(script: string): unknown {
  const prefix = `window.${BOOT_STATE_GLOBAL}=`;
  expect(script.startsWith(prefix) && script.endsWith(';')).toBe(true);
  return JSON.parse(script.slice(prefix.length, -1));
}

describe('the boot state script', () => {
  test('hands over exactly the state, as JSON.stringify would, data remembered or not', () => {
    const expected = JSON.parse(JSON.stringify(state));
    expect(handedOver(bootStateScript(state))).toEqual(expected);
    // Again, with the shared answer's JSON remembered from the first page.
    expect(handedOver(bootStateScript(state))).toEqual(expected);
  });

  test('is escaped for a script element, whatever the catalogue says', () => {
    const script = bootStateScript(state);
    expect(script).not.toContain('</script>');
    expect(script).not.toMatch(/[<>&]/);
    expect(script).toContain(jsonForScript(shared));
  });
});
