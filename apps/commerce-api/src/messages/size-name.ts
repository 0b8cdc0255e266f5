import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import type { Translate } from '@clubshop/i18n/core';
import { oneSizeMessageKey, sizeLabelText } from '@clubshop/validation';
import { type ApiMessageCode, apiMessage } from './api-messages.ts';

/**
 * A size code as the shopper reads it in the culture of `t` (`m` → `M`, `xxl` → `2XL`, `onesize`
 * → "Én størrelse"): the texts the API writes (mails, payment problems) show sizes as the pages
 * do, never the stored code (docs/product/requirements.md#constants).
 */
export function sizeName(size: string, t: Translate): string {
  return sizeLabelText(size, t(oneSizeMessageKey));
}

/**
 * A refusal's errors with their `size` param (a stock error's: `Api.Error.OutOfStock` and its
 * siblings) as the shopper reads the size in the culture of `t`, the English message written
 * with it too. The basket rules are pure and know no culture: the answer names the size here.
 */
export function withSizeNames(errors: readonly ApiErrorItem[], t: Translate): ApiErrorItem[] {
  return errors.map((error) => {
    const size = error.params?.size;
    if (typeof size !== 'string' || !error.code) return error;
    return apiMessage(
      error.code as ApiMessageCode,
      { ...error.params, size: sizeName(size, t) },
      error.field,
    );
  });
}
