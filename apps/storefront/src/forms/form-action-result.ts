import type { ApiErrorItem } from '@clubshop/api-sdk';
import type { I18nContextValue } from '@clubshop/i18n';
import type { FormError } from '@clubshop/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * What the storefront server's form action answered to a form posted before the page's code ran
 * (or without JavaScript), handed to the page it renders again (an error) or to the page it
 * redirects to (a success, through a one-time cookie): the page shows the same as after a
 * submit in the browser. Decision 0034.
 */
export interface FormActionResult {
  /** The action's name (the form's `_action` field), so a page with two forms tells them apart. */
  action: string;
  /** Whether the action reached its goal. */
  ok: boolean;
  /** What the shopper typed, to fill the form again: never a password, never a token. */
  values?: Record<string, string>;
  /** The fields the rules refused, with their translatable errors. */
  fieldErrors?: Record<string, FormError>;
  /** The API's refusal (its first error: a dictionary `code` and its `params`); none when no answer came. */
  error?: ApiErrorItem;
}

/** The query key the result travels under (the server's query cache, dehydrated with the page). */
export const formActionResultKey = ['storefront', 'formAction'] as const;

/**
 * The result of the form action `action` the server rendered this page with, if any: read once
 * when the page mounts and then dropped from the cache, so coming back to the page later starts
 * afresh. `clear` forgets it (call it when the shopper submits again in the browser).
 *
 * @example
 * const [posted, clearPosted] = useFormActionResult('login');
 * <LoginForm initialEmail={posted?.values?.email} initialErrors={posted?.fieldErrors} ... />
 */
export function useFormActionResult(action: string): [FormActionResult | undefined, () => void] {
  const queryClient = useQueryClient();
  const [result, setResult] = useState(() => {
    const answer = queryClient.getQueryData<FormActionResult>(formActionResultKey);
    return answer?.action === action ? answer : undefined;
  });
  useEffect(() => {
    if (result) queryClient.removeQueries({ queryKey: formActionResultKey, exact: true });
  }, [queryClient, result]);
  return [result, () => setResult(undefined)];
}

/**
 * The form-level message of a failed action in the site's language: the API's refusal by its
 * code (as `errorMessage` shows a failed call in the browser), else `fallback`, else
 * `Form.SubmitError`. Undefined when the action did not fail, or failed only on fields.
 */
export function formActionMessage(
  i18n: Pick<I18nContextValue, 't' | 'serverMessage'>,
  result: FormActionResult | undefined,
  fallback?: string,
): string | undefined {
  if (!result || result.ok || (result.fieldErrors && !result.error)) return undefined;
  const text = fallback ?? i18n.t('Form.SubmitError');
  return result.error ? i18n.serverMessage(result.error, text) : text;
}
