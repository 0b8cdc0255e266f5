/**
 * A mail's HTML for a sandboxed preview frame under the back office's strict
 * Content-Security-Policy (decision 0102). Mails carry their styles in `style` attributes, as
 * mail clients need; the frame inherits the page's policy, which applies no inline style markup.
 * So the attributes are taken out of the HTML before it goes into `srcdoc`, and the screen puts
 * them back through the CSSOM once the frame has loaded (`element.style.cssText`, which the
 * policy allows: it is not markup). The policy stays without any 'unsafe-inline'.
 *
 * The HTML is taken apart as text, not with `DOMParser`: Chromium checks a parsed document's
 * style attributes against the page's policy too (and reports each as a violation). It is the
 * commerce API's mail markup, whose every attribute value is double-quoted and escaped
 * (`mail/html-mail.ts`), so `style="` can only start an attribute: text escapes its quotes.
 */

/** Marks an element whose style was taken out: its value is the index into `styles`. */
const styleMark = 'data-preview-style';

/** A double-quoted style attribute inside a tag. */
const styleAttribute = /(<[a-zA-Z][^<>]*?\s)style="([^"]*)"/g;

/** The characters the API's markup escapes, back as text (in an attribute's value). */
function unescapeAttribute(value: string): string {
  return value.replace(/&(quot|#39|lt|gt|amp);/g, (_entity, name: string) =>
    name === 'quot' ? '"' : name === '#39' ? "'" : name === 'lt' ? '<' : name === 'gt' ? '>' : '&',
  );
}

/** The mail's HTML without style attributes, and the styles taken out of it, in order. */
export function withStylesTakenOut(html: string): { html: string; styles: string[] } {
  const styles: string[] = [];
  const withoutStyles = html.replace(styleAttribute, (_match, tagStart: string, style: string) => {
    styles.push(unescapeAttribute(style));
    return `${tagStart}${styleMark}="${styles.length - 1}"`;
  });
  return { html: withoutStyles, styles };
}

/** Puts the styles back on the frame's elements (the frame's document, loaded from `srcdoc`). */
export function putStylesBack(frameDocument: Document, styles: readonly string[]): void {
  for (const element of frameDocument.querySelectorAll<HTMLElement>(`[${styleMark}]`)) {
    const style = styles[Number(element.getAttribute(styleMark))];
    if (style !== undefined) element.style.cssText = style;
  }
}
