/** Joins class names, skipping falsy parts: `cx('cs-button', open && 'is-open')`. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
