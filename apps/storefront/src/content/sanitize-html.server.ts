import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from './sanitize-html.ts';

let serverSanitizer: ((html: string) => string) | undefined;

/**
 * Rich text made safe to render, on the server: the same DOMPurify rules as in the browser, over
 * one jsdom window made on first use. Imported by the server entry only (jsdom never reaches the
 * browser's bundle).
 */
export function sanitizeHtmlOnServer(html: string): string {
  serverSanitizer ??= createHtmlSanitizer(
    DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
  );
  return serverSanitizer(html);
}
