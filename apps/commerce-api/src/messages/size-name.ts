import type { Translate } from '@clubshop/i18n/core';
import { oneSizeMessageKey, sizeLabelText } from '@clubshop/validation';

/**
 * A size code as the shopper reads it in the culture of `t` (`m` → `M`, `xxl` → `2XL`, `onesize`
 * → "Én størrelse"): the texts the API writes (mails, payment problems) show sizes as the pages
 * do, never the stored code (docs/product/requirements.md#constants).
 */
export function sizeName(size: string, t: Translate): string {
  return sizeLabelText(size, t(oneSizeMessageKey));
}
