'use client';

import { type ReactNode, useId } from 'react';

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

/** The props every labelled control takes for its field: its id, `required`, description and error. */
export interface FieldControlProps {
  id?: string | undefined;
  required?: boolean | undefined;
  description?: ReactNode;
  error?: ReactNode;
  'aria-describedby'?: string | undefined;
}

/**
 * Splits a field's props into what {@link FieldShell} takes (`shell`: ids, description, error) and
 * what goes on the control (`control`: id, `required`, the ARIA wiring of {@link useFieldIds}, then
 * every other prop, so a caller's own attributes win as before).
 */
export function useField<P extends FieldControlProps>({
  description,
  error,
  id,
  required,
  'aria-describedby': describedBy,
  ...rest
}: P) {
  const ids = useFieldIds({ id, description, error, describedBy });
  return {
    ids,
    shell: { ids, description, error },
    control: { id: ids.controlId, required, ...ids.controlProps, ...rest },
  };
}
