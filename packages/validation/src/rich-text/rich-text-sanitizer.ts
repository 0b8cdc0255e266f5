/**
 * The one rule for rich text (a content page's text, a product's description): ordinary HTML
 * stays; scripts, event handlers, `javascript:` URLs, forms, frames and inline styles go (the
 * shop's Content-Security-Policy refuses inline styles anyway); a link that opens a new window gets
 * `rel="noopener noreferrer"`. The API applies it when staff or an import write rich text, the
 * storefront again when it renders (server and browser): the same rule, from here.
 */

/** DOMPurify's configuration of the rule. */
export const richTextPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  // Links may open a new window; the hook of `createRichTextSanitizer` makes that safe.
  ADD_ATTR: ['target'],
};

/**
 * What the sanitiser needs of a DOMPurify instance: the browser's default one, or one made over a
 * server-side window (`DOMPurify(new JSDOM('').window)`). Structural, so this package does not
 * depend on DOMPurify.
 */
export interface RichTextPurifier {
  readonly isSupported: boolean;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
  sanitize(html: string, config: typeof richTextPolicy): string;
}

/**
 * A sanitiser applying {@link richTextPolicy} over `purify`.
 *
 * @example
 * import DOMPurify from 'dompurify';
 * const sanitize = createRichTextSanitizer(DOMPurify);
 * sanitize('<p onclick="x()">Hi<script>x()</script></p>'); // '<p>Hi</p>'
 */
export function createRichTextSanitizer(purify: RichTextPurifier): (html: string) => string {
  if (!purify.isSupported) throw new Error('DOMPurify needs a DOM: create it over a window.');
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => (html === '' ? '' : purify.sanitize(html, richTextPolicy));
}
