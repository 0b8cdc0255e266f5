'use client';

import { useContext } from 'react';
import type { I18nContextValue } from '../create-i18n.ts';
import { I18nContext } from './i18n-context.ts';

/**
 * The active culture: locale, culture, currency, `t` and the formatters. Works without a provider
 * (defaults en-US / en / EUR; `t` returns the key).
 *
 * @example
 * const { t, formatMoney } = useI18n();
 * return <p>{t('Basket.Total', { amount: formatMoney(summary.totals.total.amount) })}</p>;
 */
export function useI18n(): I18nContextValue {
  return useContext(I18nContext);
}
