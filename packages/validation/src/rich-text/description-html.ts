/**
 * A product's description as rich text. Shopify's `Body (HTML)`, the back office's editor and our
 * JSON give HTML; descriptions written before (and a CSV's plain text) are text. The one rule of
 * which is which: a description with an HTML element in it is HTML, anything else is text, shown
 * as written: escaped (a character reference such as `&amp;` kept), a blank line starts a paragraph, a line break stays a line break.
 * Either way the result goes through the rich-text sanitiser (`createRichTextSanitizer`) before
 * it is shown.
 */

/** An opening or closing tag of an element (`<p>`, `</strong>`, `<br/>`, `<a href=…>`). */
const elementTag = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/** Whether a description is HTML (it has an element) rather than plain text. */
export function isRichTextHtml(text: string): boolean {
  return elementTag.test(text);
}

/**
 * Plain text made safe as HTML text: `<` and `>` escaped, and `&` unless it starts a character
 * reference already (a text the sanitiser stored before has its `&` as `&amp;`: never doubled).
 */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A description as HTML to sanitise and show: HTML as it is; plain text escaped, each paragraph
 * (lines apart by a blank line) a `<p>`, each other line break a `<br>`.
 *
 * @example
 * descriptionHtml('<p>Årets <strong>trøje</strong></p>'); // '<p>Årets <strong>trøje</strong></p>'
 * descriptionHtml('Soft & light\nMachine wash'); // '<p>Soft &amp; light<br>Machine wash</p>'
 */
export function descriptionHtml(text: string): string {
  if (text.trim() === '') return '';
  if (isRichTextHtml(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A description as plain text on one line (a meta description, structured data): tags dropped,
 * the common entities read, white space collapsed. For text already sanitised or plain.
 *
 * @example
 * descriptionText('<p>Årets <strong>trøje</strong></p><p>Bomuld &amp; polyester</p>'); // 'Årets trøje Bomuld & polyester'
 */
export function descriptionText(text: string): string {
  if (!isRichTextHtml(text)) return text.replace(/\s+/g, ' ').trim();
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return entities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
