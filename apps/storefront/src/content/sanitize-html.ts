import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Rich text from the content service, made safe to render: DOMPurify keeps ordinary HTML and
 * drops scripts, event handlers, `javascript:` URLs, forms, frames and inline styles (the CSP
 * refuses inline styles anyway). Links that open a new window get `rel="noopener noreferrer"`.
 * This module is imported only by the content template, so DOMPurify lives in that chunk.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    // Content links may open a new window; the hook above makes that safe.
    ADD_ATTR: ['target'],
  });
}
