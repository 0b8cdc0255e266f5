/**
 * A form that asks for the code the authenticator app shows now (decision 0074): a sentence, the
 * labelled field (one-time-code autofill), the error of a wrong code at the field, and its button.
 * The setup confirms with it; the two-step settings prove the member with it.
 */
import { Button, TextField } from '@clubshop/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../app/i18n.ts';

/** The code form; `onCode` gets the code without spaces. */
export function CodeForm(props: {
  /** The field's id (unique on the screen). */
  id: string;
  /** What the code is for, above the field. */
  intro: ReactNode;
  submitLabel: string;
  /** The error shown at the field (a wrong code). */
  error: string | undefined;
  busy: boolean;
  onCode: (code: string) => void;
  /** The heading the form is named by, when it has one. */
  labelledBy?: string;
}) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCode(code.replace(/\s/g, ''));
  };
  return (
    <form onSubmit={submit} noValidate {...(props.labelledBy ? { 'aria-labelledby': props.labelledBy } : {})}>
      <p>{props.intro}</p>
      <TextField
        id={props.id}
        label={t('TwoFactor.Code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        value={code}
        error={props.error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={props.busy}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
