/**
 * JSON for an inline `<script>` (JSON-LD, the boot state): `<`, `>`, `&` and the two line
 * separators JavaScript parsers once choked on are escaped, so no text from the catalogue can
 * close the script element or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
