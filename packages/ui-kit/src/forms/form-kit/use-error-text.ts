'use client';

import { useI18n } from '@clubshop/i18n';
import type { FormError } from '@clubshop/validation';

/**
 * Turns the validation package's translatable errors (`{ key, params }`, e.g.
 * `Form.Validation.BetweenPlayerNumber` with `{ min, max }`) into text of the active culture.
 */
export function useErrorText(): (error: FormError | undefined) => string | undefined {
  const { t } = useI18n();
  return (error) => (error ? t(error.key, error.params) : undefined);
}
