'use client';

import { useI18n } from '@clubshop/i18n';

/**
 * Formats an order's date as day, month name and year in the culture's layout (`7. Dezember 2026`,
 * `7 December 2026`), the month name from the dictionary (`Date.Month.*`,
 * docs/product/requirements.md#constants), falling back to the locale's own month name.
 */
export function useOrderDate(): (timestamp: string) => string {
  const { formatLongDate } = useI18n();
  return (timestamp) => formatLongDate(timestamp);
}
