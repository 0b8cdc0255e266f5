'use client';

import type { FormErrors, FormValues } from '@clubshop/validation';
import { type UseFormOptions, useForm } from '@clubshop/validation/react';
import { useFieldBinder } from './use-field-binder.ts';

/** What every kit form passes on to {@link useKitForm} besides the form hook's own options. */
export interface KitFormState<TValues extends FormValues> {
  /** The app's pending flag (the form also shows pending while its submit runs). */
  pending: boolean;
  serverError?: string | null | undefined;
  labelledBy?: string | undefined;
  /** Errors to show first, per field (a server's answer to the form posted before hydration). */
  initialErrors?: FormErrors<TValues> | undefined;
}

/**
 * The wiring every kit form on FormShell shares: the validation package's `useForm`, the field
 * binder (showing `initialErrors` until a field changes) and the props FormShell takes from them
 * (`onSubmit`, `pending` while the app's flag or the submit runs, `serverError`, `labelledBy`).
 *
 * @example const { bind, shellProps } = useKitForm({ initialValues, rules, onSubmit }, state);
 * <FormShell {...shellProps} submitLabel="Save"><TextField {...bind('email')} /></FormShell>
 */
export function useKitForm<TValues extends FormValues>(
  options: UseFormOptions<TValues>,
  { pending, serverError, labelledBy, initialErrors }: KitFormState<TValues>,
) {
  const form = useForm<TValues>(options);
  const bind = useFieldBinder(form, initialErrors);
  const shellProps = {
    onSubmit: form.handleSubmit,
    labelledBy,
    pending: pending || form.isSubmitting,
    serverError,
  };
  return { form, bind, shellProps };
}
