'use client';

import type { ComponentProps, ReactNode } from 'react';
import { FieldLabel, FieldShell } from '../../primitives/field/field-parts.tsx';
import { useField } from '../../primitives/field/use-field-ids.ts';
import '../../primitives/field/control.css';
import './text-area-field.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** The validation message; sets `aria-invalid` and is linked by `aria-describedby`. */
  error?: ReactNode;
}

/** A labelled multi-line text field with description and error, styled like TextField. */
export function TextAreaField({ label, className, ...props }: TextAreaFieldProps) {
  const { ids, shell, control } = useField(props);
  return (
    <FieldShell className="cs-field" {...shell}>
      <FieldLabel htmlFor={ids.controlId} required={props.required}>
        {label}
      </FieldLabel>
      <textarea className={className ? `cs-textarea ${className}` : 'cs-textarea'} rows={4} {...control} />
    </FieldShell>
  );
}
