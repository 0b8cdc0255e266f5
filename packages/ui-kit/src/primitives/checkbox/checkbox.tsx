'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { FieldShell, RequiredMark } from '../field/field-parts.tsx';
import { useField } from '../field/use-field-ids.ts';
import '../field/choice-control.css';
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
export function Checkbox({ label, fieldClassName, className, ...props }: CheckboxProps) {
  const { ids, shell, control } = useField(props);
  return (
    <FieldShell slot="checkbox" className={cx('cs-field', 'cs-checkbox', fieldClassName)} {...shell}>
      <label className="cs-checkbox__row" htmlFor={ids.controlId}>
        <input type="checkbox" className={cx('cs-checkbox__input', className)} {...control} />
        <span className="cs-checkbox__label">
          {label}
          {props.required ? <RequiredMark /> : null}
        </span>
      </label>
    </FieldShell>
  );
}
