// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { BOOT_STATE_ID, type BootState, takeBootState } from '../app/boot-state.ts';
import { jsonForScript } from '../app/json-for-script.ts';
import { beforeInlineScript, bootStateElement } from './boot-state-script.ts';

/** Catalogue text that tries to end the element, open a comment, and breaks lines as JS once did. */
const hostile = 'Shirts </script><script>alert(1)</script> <!-- </SCRIPT > \u2028line\u2029paragraph';
const shared = { views: { title: hostile, price: 64.99, tags: ['a&b'] } };

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

/** What the element hands over, read as JSON. */
function handedOver(element: string): unknown {
  const prefix = `<script type="application/json" id="${BOOT_STATE_ID}">`;
  expect(element.startsWith(prefix) && element.endsWith('</script>')).toBe(true);
  return JSON.parse(element.slice(prefix.length, -'</script>'.length));
}

/** A document as the server writes it: the page, then its loader, the element put before it. */
function page(element: string): string {
  const loader = 'window.loaderRan = true;';
  const html = Buffer.from(
    `<!DOCTYPE html><html><head></head><body><main>Shirts</main><script>${loader}</script></body></html>`,
  );
  return beforeInlineScript(html, loader, element).toString('utf8');
}

describe('the boot state element', () => {
  test('hands over exactly the state, as JSON.stringify would, data remembered or not', () => {
    const expected = JSON.parse(JSON.stringify(state));
    expect(handedOver(bootStateElement(state))).toEqual(expected);
    // Again, with the shared answer's JSON remembered from the first page.
    expect(handedOver(bootStateElement(state))).toEqual(expected);
  });

  test('is escaped for a script element, whatever the catalogue says', () => {
    const element = bootStateElement(state);
    const json = element.slice(element.indexOf('>') + 1, -'</script>'.length);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain(jsonForScript(shared));
    expect(json).toContain('\\u2028line\\u2029paragraph');
  });

  test('goes just before the loader, and the browser reads back exactly the state', () => {
    const html = page(bootStateElement(state));
    expect(html).toMatch(
      /<main>Shirts<\/main><script type="application\/json" id="__CLUBSHOP_BOOT__">.*<\/script><script>window\.loaderRan/s,
    );
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      html,
      'text/html',
    ).documentElement.innerHTML;
    // The hostile text ended nothing: two scripts, the data block and the loader.
    expect(document.querySelectorAll('script')).toHaveLength(2);
    expect(takeBootState(document)).toEqual(JSON.parse(JSON.stringify(state)));
    expect(takeBootState(document) as BootState | undefined).toBeUndefined();
    expect(document.getElementById(BOOT_STATE_ID)).toBeNull();
  });

  test('a page without the loader is left as it is', () => {
    const html = Buffer.from('<html><body><script>other()</script></body></html>');
    expect(beforeInlineScript(html, 'loader()', bootStateElement(state))).toBe(html);
  });
});
