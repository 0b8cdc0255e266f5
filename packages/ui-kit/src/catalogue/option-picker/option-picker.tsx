'use client';

import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import './option-picker.css';

/** One choice of an {@link OptionPicker}. */
export interface PickerOption {
  id: string;
  /** Visible text of the chip (a size, a style); for swatches also the accessible name. */
  label: string;
  /** Visual content instead of the label text (a swatch or thumbnail); the label stays the name. */
  visual?: ReactNode;
  /** Extra words for screen readers and the tooltip, e.g. "Out of stock". */
  note?: string | undefined;
  disabled?: boolean | undefined;
}

/** Props of {@link OptionPicker}. */
export interface OptionPickerProps {
  /** The question the choices answer, e.g. "Size". */
  legend: string;
  /** Hide the legend visually (it stays the group's name). */
  hideLegend?: boolean | undefined;
  options: readonly PickerOption[];
  /** The chosen option's id; none chosen when undefined. */
  value: string | null | undefined;
  onChange: (id: string) => void;
  /** Visible text beside the legend, e.g. the chosen colour's name. */
  valueText?: string | undefined;
  /** Message under the group (e.g. "Choose a size"); linked to it for screen readers. */
  error?: string | undefined;
  /** `chip` for text, `swatch` for visuals. */
  appearance?: 'chip' | 'swatch' | undefined;
  /** The radios' `name`, posted with a form before hydration (decision 0034); a generated one by default. */
  name?: string | undefined;
}

/**
 * A group of mutually exclusive choices shown as chips: native radio buttons in a fieldset, so
 * arrow keys move between them, Tab leaves the group and the legend names it.
 * Used by SizePicker, StylePicker and VariantPicker.
 */
export function OptionPicker({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  valueText,
  error,
  appearance = 'chip',
  name: fieldName,
}: OptionPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`cs-option-picker cs-option-picker--${appearance}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend
        className={hideLegend ? 'cs-option-picker__legend cs-visually-hidden' : 'cs-option-picker__legend'}
      >
        {valueText ? `${legend}: ` : legend}
        {valueText && <span className="cs-option-picker__value">{valueText}</span>}
      </legend>
      <div className="cs-option-picker__options">
        {options.map((option) => {
          const inputId = `${name}-${option.id}`;
          return (
            <span key={option.id} className="cs-option-picker__option">
              <input
                className="cs-option-picker__input"
                type="radio"
                id={inputId}
                name={fieldName ?? name}
                value={option.id}
                checked={value === option.id}
                disabled={option.disabled}
                onChange={() => onChange(option.id)}
              />
              <label className="cs-option-picker__chip" htmlFor={inputId} title={option.note ?? option.label}>
                {option.visual ? (
                  <>
                    {option.visual}
                    <VisuallyHidden>{option.label}</VisuallyHidden>
                  </>
                ) : (
                  option.label
                )}
                {option.note && <VisuallyHidden> ({option.note})</VisuallyHidden>}
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="cs-option-picker__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
