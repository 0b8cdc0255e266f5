/**
 * Rich text sanitised on write: what staff or an import give as HTML (a product description,
 * a content page's text) is stored under the one rich-text rule of `@clubshop/validation`
 * (`richTextPolicy`; the storefront applies the same rule again on render): DOMPurify over a
 * jsdom window.
 */
import { createRichTextSanitizer } from '@clubshop/validation';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let sanitizer: ((html: string) => string) | undefined;

/** HTML made safe to store and show. */
export function sanitizeRichText(html: string): string {
  sanitizer ??= createRichTextSanitizer(
    DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
  );
  return sanitizer(html);
}
