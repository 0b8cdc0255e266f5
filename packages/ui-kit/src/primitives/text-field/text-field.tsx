'use client';

import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { FieldMessages, RequiredMark } from '../field/field-parts.tsx';
import { useFieldIds } from '../field/use-field-ids.ts';
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
export function TextField({
  label,
  description,
  error,
  id,
  required,
  fieldClassName,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, description, error, describedBy });
  return (
    <div data-slot="text-field" className={cx('cs-field', fieldClassName)}>
      <label className="cs-field__label" htmlFor={ids.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <Input id={ids.controlId} required={required} {...ids.controlProps} {...inputProps} />
      <FieldMessages
        description={description}
        error={error}
        descriptionId={ids.descriptionId}
        errorId={ids.errorId}
      />
    </div>
  );
}
