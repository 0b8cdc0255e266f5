'use client';

import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { FieldLabel, FieldShell } from '../field/field-parts.tsx';
import { useField } from '../field/use-field-ids.ts';
import { Input, type InputProps } from './input.tsx';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputProps, 'children'> {
  /** The visible label (required: every field has a name). */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** The validation message; sets `aria-invalid` and is read after the description. */
  error?: ReactNode;
  /** Class of the wrapping field element. */
  fieldClassName?: string;
}

/**
 * A labelled text input with optional description and error message. Every other prop goes to
 * the `<input>` (value/onChange, name, type, autoComplete, ref...), so form libraries can drive it.
 */
export function TextField({ label, fieldClassName, ...props }: TextFieldProps) {
  const { ids, shell, control } = useField(props);
  return (
    <FieldShell slot="text-field" className={cx('cs-field', fieldClassName)} {...shell}>
      <FieldLabel htmlFor={ids.controlId} required={props.required}>
        {label}
      </FieldLabel>
      <Input {...control} />
    </FieldShell>
  );
}
