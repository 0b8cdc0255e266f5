/** What each character unsafe inside a `<script>` element becomes. */
const scriptSafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for an inline `<script>` (JSON-LD, the boot state): `<`, `>`, `&` and the two line
 * separators JavaScript parsers once choked on are escaped, so no text from the catalogue can
 * close the script element or start markup. One pass over the text (the boot state of a page is
 * tens of kilobytes, written for every page the server renders).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => scriptSafe[character] as string);
}
