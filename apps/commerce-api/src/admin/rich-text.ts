/**
 * Rich text sanitised on write: what staff or an import give as HTML (a product description,
 * a content page's text) is stored with scripts, event handlers, `javascript:` URLs, forms, frames
 * and inline styles removed. The rules are the storefront's (apps/storefront/src/content/
 * sanitize-html.ts, which sanitises again on render): DOMPurify's HTML profile over a jsdom window.
 */
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let sanitizer: ((html: string) => string) | undefined;

/** HTML made safe to store and show. */
export function sanitizeRichText(html: string): string {
  if (html === '') return '';
  if (!sanitizer) {
    const purify = DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
    sanitizer = (text) =>
      purify.sanitize(text, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
        FORBID_ATTR: ['style'],
        ADD_ATTR: ['target'],
      });
  }
  return sanitizer(html);
}
