/**
 * JSON for an inline `<script>` (JSON-LD, the boot state): `<`, `>`, `&` and the two line
 * separators JavaScript parsers once choked on are escaped (`\u003c`...), so no text from the
 * catalogue can close the script element or start markup. Written for every page the server
 * renders (its boot state is tens of kilobytes, content HTML full of `<`): a test first, then
 * native replaces rather than a callback per character.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (!unsafeInScript.test(json)) return json;
  return json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const unsafeInScript = /[<>&\u2028\u2029]/;
