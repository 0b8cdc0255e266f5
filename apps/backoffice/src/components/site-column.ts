/** The table column of a row kept for one site or shared by every site (`storeId` null): vouchers, shipping methods. */
import type { MessageKey } from '../messages/index.ts';
import type { Column } from './data-table.tsx';

/** The row's site, or "every site" for a shared one. */
export function siteColumn<TRow extends { storeId: string | null }>(
  t: (key: MessageKey) => string,
): Column<TRow> {
  return { id: 'site', header: t('Voucher.Site'), cell: (row) => row.storeId ?? t('Voucher.EverySite') };
}
