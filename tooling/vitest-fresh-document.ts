import { vi } from 'vitest';

// The address of the worker's first file, read on the first call (not on import: the storefront's
// setup file also runs for its server tests, in Node, where there is no window).
let initialUrl: string | undefined;

/**
 * Puts the shared jsdom back as a new one starts: no attributes on `<html>` and `<body>`, an empty
 * head and body, no storage or cookies, the first address, real timers. Where the test files share
 * one jsdom per worker (`isolate: false`: ui-kit, decision 0053; the storefront, decision 0061), each
 * file calls this first (their setup files do) and sees the document a file of its own would have.
 */
export function freshDocument(): void {
  initialUrl ??= window.location.href;
  vi.useRealTimers();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  // React 19 keeps, on the document itself, which styles and scripts it has hoisted into the head
  // (`<style href precedence>`: a club's theme), and inserts each only once per document. The head
  // was just emptied, so that record has to go too, or the next file's theme is never written.
  for (const key of Object.keys(document)) {
    if (key.startsWith('__reactResources$')) Reflect.deleteProperty(document, key);
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to clear them with.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', initialUrl);
}
