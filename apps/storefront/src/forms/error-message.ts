import { isApiError } from '@clubshop/api-sdk';
import { type I18nContextValue, useI18n } from '@clubshop/i18n';
import { useCallback } from 'react';

/**
 * What a shopper reads for a failed call, in the site's language: the API's error (its `code`
 * and `params`, money params as money; "we cannot reach the shop" when no answer came), else the
 * general `Form.SubmitError`. Never the API's English `message`.
 */
export function errorMessage(i18n: Pick<I18nContextValue, 't' | 'serverMessage'>, error: unknown): string {
  const fallback = i18n.t('Form.SubmitError');
  const first = isApiError(error) ? error.errors[0] : undefined;
  return first ? i18n.serverMessage(first, fallback) : fallback;
}

/** {@link errorMessage} bound to the site's culture. */
export function useErrorMessage(): (error: unknown) => string {
  const i18n = useI18n();
  return useCallback((error: unknown) => errorMessage(i18n, error), [i18n]);
}
