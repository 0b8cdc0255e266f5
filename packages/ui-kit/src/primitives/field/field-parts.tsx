import type { ReactNode } from 'react';
import './field.css';
import type { FieldIds } from './use-field-ids.ts';

/** The asterisk after the label of a required field (hidden from screen readers, which read `required`). */
export function RequiredMark() {
  return (
    <span className="cs-field__required" aria-hidden="true">
      *
    </span>
  );
}

/** The description and error lines under a control, with the ids the control points at. */
export function FieldMessages(props: {
  description?: ReactNode;
  error?: ReactNode;
  descriptionId: string;
  errorId: string;
}) {
  return (
    <>
      {props.description ? (
        <p id={props.descriptionId} data-slot="field-description" className="cs-field__description">
          {props.description}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} data-slot="field-error" className="cs-field__error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}

/** The visible label of a control: its text, then the asterisk when the field is required. */
export function FieldLabel(props: { htmlFor: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <label className="cs-field__label" htmlFor={props.htmlFor}>
      {props.children}
      {props.required ? <RequiredMark /> : null}
    </label>
  );
}

/**
 * The shell every labelled form control shares: the wrapping element (`data-slot`, class), what it
 * holds (label and control), then the description and error lines that the control's
 * `aria-describedby` from {@link FieldIds} points at.
 */
export function FieldShell(props: {
  slot?: string | undefined;
  className: string;
  ids: FieldIds;
  description?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div data-slot={props.slot} className={props.className}>
      {props.children}
      <FieldMessages
        description={props.description}
        error={props.error}
        descriptionId={props.ids.descriptionId}
        errorId={props.ids.errorId}
      />
    </div>
  );
}
