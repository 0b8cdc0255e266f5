'use client';

import { useI18n } from '@clubshop/i18n';

/**
 * Formats an order's date as "day month year" with the month name from the dictionary
 * (`Date.Month.*`, docs/product/requirements.md#constants), falling back to the locale's own month
 * name.
 */
export function useOrderDate(): (timestamp: string) => string {
  const { monthName } = useI18n();
  return (timestamp) => {
    const date = new Date(timestamp);
    if (Number.isNaN(date.getTime())) return '';
    return `${date.getDate()} ${monthName(date.getMonth())} ${date.getFullYear()}`;
  };
}
