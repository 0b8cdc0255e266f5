/**
 * Voucher codes of a site (decision 0049): the list of what the site sells (its own codes and
 * those every site shares), a form to add one (for the site, or for every site when the member
 * covers all sites), an editor, and deactivation (a `validUntil` of now). The form checks the
 * rules of `@clubshop/validation` (`voucherFormSchema`, the ones the API applies) before it sends,
 * and shows each error, or the field a 400 names, at its field in the staff's language, focus on
 * the first (decision 0054).
 */
import type { AdminVoucher } from '@clubshop/api-sdk/admin';
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { Alert } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useRowEditor } from '../../app/use-row-editor.ts';
import { useSiteScope } from '../../app/use-sites.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { siteColumn } from '../../components/site-column.ts';
import { SitePicker } from '../../components/site-picker.tsx';
import { CreateVoucher } from './create-voucher.tsx';
import { EditVoucher } from './edit-voucher.tsx';
import { vouchersQuery } from './vouchers-queries.ts';

export default function Vouchers() {
  const { t } = useT();
  const client = useQueryClient();
  const { sites, storeId, setStoreId, currency, allSites } = useSiteScope();
  const vouchers = useQuery(vouchersQuery(storeId));
  const refresh = () => void client.invalidateQueries({ queryKey: adminQueryKeys.vouchers.all });
  const { editing, setEditing, done, setDone, finished, cancel } = useRowEditor<string>(refresh);
  const deactivate = useMutation({
    mutationFn: async (code: string) => {
      const { etag } = await admin.vouchers.get(code);
      return admin.vouchers.update(code, { validUntil: new Date().toISOString() }, etag);
    },
    onSuccess: ({ data }) => {
      setDone(t('Voucher.Deactivated', { code: data.code }));
      refresh();
    },
  });
  const mayChange = (voucher: AdminVoucher) => voucher.storeId !== null || allSites;
  return (
    <>
      <h1>{t('Vouchers.Title')}</h1>
      {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={setStoreId} /> : null}
      {vouchers.isError ? <ErrorMessage error={vouchers.error} /> : null}
      {deactivate.isError ? <ErrorMessage error={deactivate.error} /> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {vouchers.data && vouchers.data.items.length === 0 ? <p>{t('Vouchers.None')}</p> : null}
      {vouchers.data && vouchers.data.items.length > 0 ? (
        <DataTable
          caption={t('Vouchers.Title')}
          rows={vouchers.data.items}
          rowKey={(voucher) => voucher.code}
          columns={[
            { id: 'code', header: t('Voucher.Code'), cell: (voucher) => voucher.code },
            { id: 'kind', header: t('Voucher.Kind'), cell: (voucher) => t(`Voucher.Kind.${voucher.kind}`) },
            siteColumn(t),
            {
              id: 'valid-until',
              header: t('Voucher.ValidUntil'),
              cell: (voucher) => voucher.validUntil?.slice(0, 10) ?? '–',
            },
            {
              id: 'used',
              header: t('Voucher.Used'),
              cell: (voucher) =>
                voucher.maxRedemptions === null
                  ? String(voucher.redemptionCount)
                  : `${voucher.redemptionCount} / ${voucher.maxRedemptions}`,
            },
            {
              id: 'actions',
              header: t('Voucher.Actions'),
              labelled: false,
              cell: (voucher) =>
                mayChange(voucher) ? (
                  <RowActions
                    actions={[
                      {
                        label: t('Voucher.Edit'),
                        name: t('Voucher.EditCode', { code: voucher.code }),
                        onClick: () => setEditing(voucher.code),
                      },
                      {
                        label: t('Voucher.Deactivate'),
                        name: t('Voucher.DeactivateCode', { code: voucher.code }),
                        onClick: () => deactivate.mutate(voucher.code),
                      },
                    ]}
                  />
                ) : (
                  t('Voucher.SharedReadOnly')
                ),
            },
          ]}
        />
      ) : null}
      {editing ? (
        <EditVoucher key={editing} code={editing} currency={currency} onDone={finished} onCancel={cancel} />
      ) : null}
      {storeId ? (
        <CreateVoucher
          storeId={storeId}
          currency={currency}
          allSites={allSites}
          onDone={(message) => {
            setDone(message);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}
