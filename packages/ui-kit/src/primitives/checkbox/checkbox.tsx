'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { FieldMessages, RequiredMark } from '../field/field-parts.tsx';
import { useFieldIds } from '../field/use-field-ids.ts';
import './checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The label beside the box; may hold a link (e.g. to the terms page). */
  label: ReactNode;
  description?: ReactNode;
  /** The validation message; sets `aria-invalid`. */
  error?: ReactNode;
  /** Class of the wrapping field element. */
  fieldClassName?: string;
}

/** A native checkbox with its label, optional description and error message. */
export function Checkbox({
  label,
  description,
  error,
  id,
  required,
  fieldClassName,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds({ id, description, error, describedBy });
  return (
    <div data-slot="checkbox" className={cx('cs-field', 'cs-checkbox', fieldClassName)}>
      <label className="cs-checkbox__row" htmlFor={ids.controlId}>
        <input
          id={ids.controlId}
          type="checkbox"
          className={cx('cs-checkbox__input', className)}
          required={required}
          {...ids.controlProps}
          {...inputProps}
        />
        <span className="cs-checkbox__label">
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldMessages
        description={description}
        error={error}
        descriptionId={ids.descriptionId}
        errorId={ids.errorId}
      />
    </div>
  );
}
