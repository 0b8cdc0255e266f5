'use client';

import { useI18n } from '@clubshop/i18n';
import { useId, useState } from 'react';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import './quantity-stepper.css';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  value: number;
  /** Called with a new quantity within min..max (0 means "remove" for basket lines). */
  onChange: (quantity: number) => void;
  /** Default 0. */
  min?: number | undefined;
  /** Default 99 (the contract's limit). */
  max?: number | undefined;
  /** The accessible name of the quantity, e.g. "Quantity, Home Shirt". */
  label: string;
  disabled?: boolean | undefined;
  /**
   * A change is being saved: the controls do nothing but stay focusable (`aria-disabled`, the
   * input read-only), so the keyboard's focus stays where the shopper pressed (a disabled button
   * drops it to the page, decision 0077).
   */
  busy?: boolean | undefined;
  /**
   * Inside a form posted before hydration (decision 0034): the input's `name`; the − and + buttons
   * then submit the form with `step` = the quantity they set (with JavaScript they change it as
   * always and the form does not post).
   */
  name?: string | undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * A quantity: minus and plus buttons around a number input. Typing commits on blur or Enter: a
 * whole number from min up (above max it is max); anything else (a negative or broken number)
 * puts the shown quantity back. The buttons are disabled at the limits.
 *
 * Dictionary keys: `Basket.Quantity.Decrease`, `Basket.Quantity.Increase`.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max = 99,
  label,
  disabled = false,
  busy = false,
  name,
}: QuantityStepperProps) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    const number = Number(text);
    // Only a whole number from min up counts; anything else (-3, 1.5, empty) puts the quantity
    // back as it was: a slip of the keyboard never removes a line. Above max is max.
    if (busy || text.trim() === '' || !Number.isInteger(number) || number < min) return;
    const next = clamp(number, min, max);
    if (next !== value) onChange(next);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a number input and its two buttons, named together
    <div className="cs-quantity" role="group" aria-labelledby={`${id}-label`}>
      <VisuallyHidden id={`${id}-label`}>{label}</VisuallyHidden>
      <button
        type={name ? 'submit' : 'button'}
        name={name ? 'step' : undefined}
        value={name ? String(clamp(value - 1, min, max)) : undefined}
        className="cs-quantity__step"
        aria-label={t('Basket.Quantity.Decrease')}
        disabled={disabled || value <= min}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
          else onChange(clamp(value - 1, min, max));
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="cs-quantity__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        aria-labelledby={`${id}-label`}
        name={name}
        disabled={disabled}
        readOnly={busy}
        aria-disabled={busy || undefined}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
      />
      <button
        type={name ? 'submit' : 'button'}
        name={name ? 'step' : undefined}
        value={name ? String(clamp(value + 1, min, max)) : undefined}
        className="cs-quantity__step"
        aria-label={t('Basket.Quantity.Increase')}
        disabled={disabled || value >= max}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
          else onChange(clamp(value + 1, min, max));
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
