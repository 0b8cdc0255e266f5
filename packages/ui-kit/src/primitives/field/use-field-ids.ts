'use client';

import { useId } from 'react';

/** Ids and ARIA wiring shared by every labelled form control. */
export interface FieldIds {
  /** Id of the control (the input, select or group). */
  controlId: string;
  descriptionId: string;
  errorId: string;
  /** Attributes for the control: `aria-describedby` (description, then error) and `aria-invalid`. */
  controlProps: { 'aria-describedby'?: string; 'aria-invalid'?: true };
}

/**
 * Wires a control to its label, description and error message. The error is referenced by
 * `aria-describedby` (read after the description) and sets `aria-invalid`.
 */
export function useFieldIds(options: {
  id?: string | undefined;
  description?: unknown;
  error?: unknown;
  describedBy?: string | undefined;
}): FieldIds {
  const generated = useId();
  const controlId = options.id ?? `cs-field-${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [
    options.describedBy,
    options.description ? descriptionId : undefined,
    options.error ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const controlProps: FieldIds['controlProps'] = {};
  if (describedBy) controlProps['aria-describedby'] = describedBy;
  if (options.error) controlProps['aria-invalid'] = true;
  return { controlId, descriptionId, errorId, controlProps };
}
