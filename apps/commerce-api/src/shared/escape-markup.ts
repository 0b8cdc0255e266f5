/**
 * Escaping text for markup the API writes itself (the generated SVG pictures, the payment
 * pages): every value interpolated into an element's text or an attribute goes through it, so a
 * value typed by staff or shoppers can never open a tag, an attribute or an entity.
 */

/**
 * Escapes `&`, `<`, `>`, `"` and `'` as numeric character references (`&#60;`), which XML and
 * HTML both read the same way, in text and in quoted attributes alike.
 *
 * @example
 * escapeMarkup('"/><script>'); // '&#34;/&#62;&#60;script&#62;'
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
