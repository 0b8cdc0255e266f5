'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { FieldLabel, FieldShell } from '../field/field-parts.tsx';
import { useField } from '../field/use-field-ids.ts';
import { ChevronDownIcon } from '../icons/icons.tsx';
import '../field/control.css';
import './select.css';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option (value `""`) shown until the shopper chooses, e.g. "Choose a country". */
  placeholder?: string;
  description?: ReactNode;
  /** The validation message; sets `aria-invalid`. */
  error?: ReactNode;
  /** Class of the wrapping field element. */
  fieldClassName?: string;
}

/** A labelled native select (the platform's picker on touch devices) with description and error. */
export function Select({ label, options, placeholder, fieldClassName, className, ...props }: SelectProps) {
  const { ids, shell, control } = useField(props);
  return (
    <FieldShell slot="select" className={cx('cs-field', fieldClassName)} {...shell}>
      <FieldLabel htmlFor={ids.controlId} required={props.required}>
        {label}
      </FieldLabel>
      <div className="cs-select">
        <select className={cx('cs-select__control', className)} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="cs-select__chevron" />
      </div>
    </FieldShell>
  );
}
