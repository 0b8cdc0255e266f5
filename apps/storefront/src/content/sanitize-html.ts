import { createRichTextSanitizer } from '@clubshop/validation';
import DOMPurify from 'dompurify';

/** A DOMPurify instance: the browser's default one, or one made over a server-side window. */
export type Purifier = ReturnType<typeof DOMPurify>;

/**
 * A sanitiser for content-service rich text over `purify`: the one rich-text rule of
 * `@clubshop/validation` (the API applies it on write too).
 */
export function createHtmlSanitizer(purify: Purifier): (html: string) => string {
  return createRichTextSanitizer(purify);
}

let browserSanitizer: ((html: string) => string) | undefined;

/**
 * Rich text made safe to render in the browser (DOMPurify over the page's window). This module
 * is imported lazily, so DOMPurify loads with the first content that needs it.
 */
export function sanitizeHtml(html: string): string {
  browserSanitizer ??= createHtmlSanitizer(DOMPurify);
  return browserSanitizer(html);
}
