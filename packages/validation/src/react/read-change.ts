/** A value change as the form sees it: the new value, and whether it is committed. */
export interface ReadChange {
  /** The field's new value. */
  readonly value: unknown;
  /** `true` for a committed choice (checkbox, radio, select, file), `false` for typing. */
  readonly commit: boolean;
}

interface ChangeTarget {
  readonly type?: string;
  readonly value?: unknown;
  readonly checked?: boolean;
  readonly files?: unknown;
  readonly selectedOptions?: ArrayLike<{ readonly value: string }>;
}

function targetOf(input: unknown): ChangeTarget | undefined {
  if (typeof input !== 'object' || input === null || !('target' in input)) return undefined;
  const target: unknown = input.target;
  if (typeof target !== 'object' || target === null) return undefined;
  if (!('value' in target) && !('checked' in target)) return undefined;
  return target as ChangeTarget;
}

/**
 * Reads what an `onChange` received: a DOM change event of an input, textarea or select, or the
 * new value itself (from a custom component).
 *
 * - checkbox: its `checked` (a boolean), committed;
 * - radio, select, file: the chosen value (a list for `<select multiple>`, the `FileList` for a
 *   file input), committed;
 * - any other input and textarea: the text, typing (not committed);
 * - a value that is not an event: itself, committed when it is a boolean (a custom toggle),
 *   typing otherwise.
 */
export function readChange(input: unknown): ReadChange {
  const target = targetOf(input);
  if (!target) return { value: input, commit: typeof input === 'boolean' };
  switch (target.type) {
    case 'checkbox':
      return { value: target.checked === true, commit: true };
    case 'select-multiple':
      return { value: Array.from(target.selectedOptions ?? [], (option) => option.value), commit: true };
    case 'file':
      return { value: target.files, commit: true };
    case 'radio':
    case 'select-one':
      return { value: target.value, commit: true };
    default:
      return { value: target.value, commit: false };
  }
}
