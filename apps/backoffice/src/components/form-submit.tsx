/**
 * The foot of a form that sends: the sending's error (unless the form's fields already show it),
 * then the submit button, busy while sending.
 */
import { Button } from '@clubshop/ui-kit';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../app/form-errors.ts';
import { ErrorMessage } from './error-message.tsx';

/** What a form sends with: a mutation's state. */
export interface Sending {
  isError: boolean;
  error: unknown;
  isPending: boolean;
}

/**
 * The error of `sending` (left out while `fieldErrors` holds any: the fields show it), then
 * `children` (a notice), then the submit button labelled `label`.
 */
export function FormSubmit(props: {
  sending: Sending;
  label: string;
  fieldErrors?: FieldErrors;
  variant?: 'primary' | 'secondary';
  children?: ReactNode;
}) {
  const { sending } = props;
  const shownAtFields = props.fieldErrors !== undefined && Object.keys(props.fieldErrors).length > 0;
  return (
    <>
      {sending.isError && !shownAtFields ? <ErrorMessage error={sending.error} /> : null}
      {props.children}
      <Button type="submit" variant={props.variant ?? 'primary'} loading={sending.isPending}>
        {props.label}
      </Button>
    </>
  );
}
