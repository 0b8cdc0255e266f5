/**
 * Field errors of the back office's forms (decision 0054): the rules of `@clubshop/validation`
 * (the ones the admin API applies) checked before sending, and the API's 400 naming a field, both
 * shown at the field in the staff's language. A rule reports a key (`Admin.Validation.Percent`);
 * the back office's dictionaries hold each key in en, de and da (`test/units.test.ts` fails when
 * one is missing).
 */
import { isHttpError } from '@clubshop/api-sdk';
import { type FormError, validateWithSchema } from '@clubshop/validation';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { GenericSchema } from 'valibot';
import { type MessageKey, messages } from '../messages/index.ts';
import { useT } from './i18n.ts';

/** The errors of a form shown at its fields: field name -> translated text. */
export type FieldErrors = Record<string, string>;

/** Whether `key` is one of the back office's message keys. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(messages.en, key);
}

/**
 * Translates rule errors, `{ key, params }` by field: a key the back office does not know reads
 * `Form.Invalid` ("Check this field."), never the raw key.
 */
export function useFieldErrorText() {
  const { t } = useT();
  return (error: Pick<FormError, 'key' | 'params'>): string =>
    isMessageKey(error.key) ? t(error.key, { ...error.params }) : t('Form.Invalid');
}

/**
 * Checks `values` with a schema and returns one translated error per field, renamed by `fieldOf`
 * where the form shows an API field under another name (`amounts` -> `amount`).
 */
export function useSchemaErrors() {
  const text = useFieldErrorText();
  return (schema: GenericSchema, values: unknown, fieldOf: Record<string, string> = {}): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, error] of Object.entries(
      validateWithSchema<Record<string, unknown>>(schema, values as Record<string, unknown>),
    )) {
      if (error) errors[fieldOf[field] ?? field] = text(error);
    }
    return errors;
  };
}

/**
 * The fields a 400 of the API names, translated by `text` from their codes and renamed by
 * `fieldOf`, when the form shows every one of them (`shown`); else empty, and the error is shown
 * as a whole (by `ErrorMessage`), so nothing the API said is hidden.
 */
export function apiFieldErrorsOf(
  error: unknown,
  shown: readonly string[],
  fieldOf: Readonly<Record<string, string>>,
  text: (error: Pick<FormError, 'key' | 'params'>) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!isHttpError(error) || error.status !== 400) return {};
  for (const item of error.errors) {
    const apiField = item.field?.split('.')[0];
    const field = apiField === undefined ? undefined : (fieldOf[apiField] ?? apiField);
    if (field === undefined || !shown.includes(field)) return {};
    if (errors[field]) continue;
    const params = Object.fromEntries(
      Object.entries(item.params ?? {}).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
    errors[field] = text({ key: item.code ?? '', params });
  }
  return errors;
}

/** {@link apiFieldErrorsOf} in the staff's language. */
export function useApiFieldErrors() {
  const text = useFieldErrorText();
  return (error: unknown, shown: readonly string[], fieldOf: Readonly<Record<string, string>> = {}) =>
    apiFieldErrorsOf(error, shown, fieldOf, text);
}

/**
 * Moves the focus to the form's first invalid field each time a check finds errors (the fields
 * carry `aria-invalid`), so keyboard and screen-reader users land on what to fix. `attempt`
 * changes on every submit, so a second failing submit focuses again.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  errors: FieldErrors,
  attempt: number,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each submit's errors render.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, attempt]);
}

/**
 * A form's field errors: what its last check (the shared rules, {@link useSchemaErrors}) or the
 * API's refusal ({@link useApiFieldErrors}) found, shown at the fields, with the focus moved to
 * the first invalid field each time they are shown ({@link useFocusFirstInvalid}).
 *
 * @example
 * const fields = useFieldErrors();
 * const create = useMutation({ ..., onError: (error) => fields.show(fields.fromApi(error, ['code'])) });
 * const submit = (event: FormEvent) => {
 *   event.preventDefault();
 *   const found = fields.check(voucherFormSchema, input);
 *   fields.show(found);
 *   if (Object.keys(found).length === 0) create.mutate(input);
 * };
 * return <form ref={fields.formRef} onSubmit={submit} noValidate>…<TextField error={fields.errors.code} /></form>;
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped by every show, so a second failing submit moves the focus again.
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors, attempt);
  const check = useSchemaErrors();
  const fromApi = useApiFieldErrors();
  const show = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((count) => count + 1);
  };
  /** Takes the errors away (the staff changed what they were about), the focus left where it is. */
  const clear = () => setErrors({});
  return { errors, formRef, check, fromApi, show, clear };
}
