import type { ReactNode } from 'react';
import './field.css';

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
