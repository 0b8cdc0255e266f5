'use client';

import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, RequiredMark } from '../../primitives/field/field-parts.tsx';
import { useFieldIds } from '../../primitives/field/use-field-ids.ts';
import './text-area-field.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** The validation message; sets `aria-invalid` and is linked by `aria-describedby`. */
  error?: ReactNode;
}

/** A labelled multi-line text field with description and error, styled like TextField. */
export function TextAreaField({
  label,
  description,
  error,
  id,
  required,
  className,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, description, error });
  return (
    <div className="cs-field">
      <label className="cs-field__label" htmlFor={ids.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <textarea
        id={ids.controlId}
        className={className ? `cs-textarea ${className}` : 'cs-textarea'}
        required={required}
        rows={4}
        {...ids.controlProps}
        {...props}
      />
      <FieldMessages
        description={description}
        error={error}
        descriptionId={ids.descriptionId}
        errorId={ids.errorId}
      />
    </div>
  );
}
