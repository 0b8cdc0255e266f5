'use client';

import type { Translate } from '../translate.ts';
import { useI18n } from './use-i18n.ts';

/** The `t` function of the active culture; works without a provider (returns keys). */
export function useTranslation(): Translate {
  return useI18n().t;
}
