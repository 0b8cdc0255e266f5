'use client';

import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { FieldMessages, RequiredMark } from '../field/field-parts.tsx';
import { useFieldIds } from '../field/use-field-ids.ts';
import '../field/choice-control.css';
import './radio-group.css';

/** One option of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  /** Visible label; may be rich (e.g. a provider name with its price). */
  label: ReactNode;
  /** A second, muted line under the label. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** The group's name, shown as the legend. */
  label: ReactNode;
  /** The `name` of the radio inputs (one per group on a page). */
  name: string;
  options: readonly RadioOption[];
  /** The chosen value (controlled). */
  value?: string | undefined;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
}

/**
 * A group of native radio buttons in a fieldset with its legend: arrow keys move the choice,
 * Tab enters and leaves the group (the platform's radio pattern).
 */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  description,
  error,
  required,
  disabled,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds({ id, description, error });
  const controlled = value !== undefined;
  return (
    <fieldset
      id={ids.controlId}
      data-slot="radio-group"
      data-orientation={orientation}
      className={cx('cs-field', 'cs-radio-group', className)}
      aria-describedby={ids.controlProps['aria-describedby']}
      disabled={disabled}
    >
      <legend className="cs-field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="cs-radio-group__options">
        {options.map((option) => {
          const optionId = `${ids.controlId}-${option.value}`;
          return (
            <label key={option.value} className="cs-radio-group__option" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                className="cs-radio-group__input"
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                {...(controlled
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
                onChange={(event) => {
                  if (event.currentTarget.checked) onValueChange?.(option.value);
                }}
              />
              <span className="cs-radio-group__text">
                <span>{option.label}</span>
                {option.hint ? <span className="cs-radio-group__hint">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages
        description={description}
        error={error}
        descriptionId={ids.descriptionId}
        errorId={ids.errorId}
      />
    </fieldset>
  );
}
