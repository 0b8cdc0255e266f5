import DOMPurify from 'dompurify';

/** A DOMPurify instance: the browser's default one, or one made over a server-side window. */
export type Purifier = ReturnType<typeof DOMPurify>;

/**
 * A sanitiser for content-service rich text over `purify`: it keeps ordinary HTML and drops
 * scripts, event handlers, `javascript:` URLs, forms, frames and inline styles (the CSP refuses
 * inline styles anyway). Links that open a new window get `rel="noopener noreferrer"`.
 */
export function createHtmlSanitizer(purify: Purifier): (html: string) => string {
  if (!purify.isSupported) throw new Error('DOMPurify needs a DOM: create it over a window.');
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
      // Content links may open a new window; the hook above makes that safe.
      ADD_ATTR: ['target'],
    });
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
