'use client';

import type { FormErrors, FormValues } from '@clubshop/validation';
import { type UseFormOptions, useForm } from '@clubshop/validation/react';
import type { NativeFormProps } from './form-shell.tsx';
import { useFieldBinder } from './use-field-binder.ts';

/**
 * The props every kit form on FormShell takes: what it submits to, the app's pending flag and
 * server error, the heading that names it and a server's errors (a form posted before
 * hydration), besides posting natively ({@link NativeFormProps}).
 */
export interface KitFormProps<TSubmitted, TFields = TSubmitted> extends NativeFormProps {
  /** Called with the valid values; a rejection shows `Form.SubmitError` unless `serverError` is set. */
  onSubmit: (values: TSubmitted) => void | Promise<void>;
  /** The app's pending flag (the form also shows pending while `onSubmit`'s promise runs). */
  pending?: boolean | undefined;
  /** The server's message after a failed submit (e.g. "Wrong e-mail or password"), above the button. */
  serverError?: string | null | undefined;
  /** Id of the heading that names the form (its accessible name, e.g. for `getByRole('form')`). */
  labelledBy?: string | undefined;
  /** Errors to show first, per field (a server's answer to the form posted before hydration). */
  initialErrors?: FormErrors<TFields> | undefined;
}

/**
 * The wiring every kit form on FormShell shares: the validation package's `useForm`, the field
 * binder (showing `initialErrors` until a field changes) and the props FormShell takes from the
 * form's {@link KitFormProps} (`props`, minus the form's own): the native form's, `onSubmit`,
 * `pending` while the app's flag or the submit runs, `serverError`, `labelledBy`.
 *
 * @example const { bind, shellProps } = useKitForm({ initialValues, rules, onSubmit: props.onSubmit }, props);
 * <FormShell {...shellProps} submitLabel="Save"><TextField {...bind('email')} /></FormShell>
 */
export function useKitForm<TValues extends FormValues>(
  options: UseFormOptions<TValues>,
  props: Omit<Partial<KitFormProps<unknown, TValues>>, 'onSubmit'> & { onSubmit?: unknown },
) {
  const { onSubmit: _onSubmit, pending = false, serverError, labelledBy, initialErrors, ...native } = props;
  const form = useForm<TValues>(options);
  const bind = useFieldBinder(form, initialErrors);
  const shellProps = {
    ...native,
    onSubmit: form.handleSubmit,
    labelledBy,
    pending: pending || form.isSubmitting,
    serverError,
  };
  return { form, bind, shellProps };
}
