import { vi } from 'vitest';

// Read when the worker first loads this module (the module stays cached across the worker's files).
const initialUrl = window.location.href;

/**
 * Puts the shared jsdom back as a new one starts: no attributes on `<html>` and `<body>`, an empty
 * head and body, no storage or cookies, the first address, real timers. The test files share one
 * jsdom per worker (`isolate: false` in vitest.config.ts, decision 0053), so each file calls this
 * first (the shared setup file does) and sees the document a file of its own would have.
 */
export function freshDocument(): void {
  vi.useRealTimers();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to clear them with.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', initialUrl);
}
