/**
 * Shipping methods of a site and their drop points (decision 0049): the methods the site offers
 * (its own and those every site shares), a form to add or change one (name and delivery time in
 * the site's culture, price and free-from amount in its currency, destination countries one per
 * method), and, for a method with drop points, its stored points: added one by one, removed, or
 * replaced whole by a JSON list. The forms check the rules of `@clubshop/validation` (the ones
 * the API applies) before sending and show each error, or the field the API names, at its field
 * in the staff's language (decision 0054).
 */
import type { AdminShippingMethod } from '@clubshop/api-sdk/admin';
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { Alert, Button } from '@clubshop/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../app/i18n.ts';
import { fromMinor } from '../../app/money.ts';
import { useRowEditor } from '../../app/use-row-editor.ts';
import { useSiteScope } from '../../app/use-sites.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { siteColumn } from '../../components/site-column.ts';
import { SitePicker } from '../../components/site-picker.tsx';
import { DropPoints } from './drop-points.tsx';
import { MethodEditor } from './method-editor.tsx';
import { shippingMethodsQuery } from './shipping-queries.ts';

export default function Shipping() {
  const { t } = useT();
  const client = useQueryClient();
  const { sites, storeId, setStoreId, site, currency, allSites } = useSiteScope();
  const culture = (site?.culture ?? 'en').slice(0, 2);
  const methods = useQuery(shippingMethodsQuery(storeId));
  const [pointsOf, setPointsOf] = useState<AdminShippingMethod | undefined>();
  const { editing, setEditing, done, finished, cancel } = useRowEditor<AdminShippingMethod | 'new'>(
    () => void client.invalidateQueries({ queryKey: adminQueryKeys.shippingMethods.all }),
  );
  const mayChange = (method: AdminShippingMethod) => method.storeId !== null || allSites;
  /** The method's name in the site's culture, else its first, else its id. */
  const nameOf = (method: AdminShippingMethod) =>
    method.name[culture] ?? Object.values(method.name)[0] ?? method.id;
  return (
    <>
      <h1>{t('Shipping.Title')}</h1>
      {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={setStoreId} /> : null}
      {methods.isError ? <ErrorMessage error={methods.error} /> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {methods.data ? (
        <DataTable
          caption={t('Shipping.Title')}
          rows={methods.data.items}
          rowKey={(method) => method.id}
          columns={[
            { id: 'name', header: t('Shipping.Name'), cell: nameOf },
            {
              id: 'country',
              header: t('Shipping.Country'),
              cell: (method) => (method.country === '*' ? t('Shipping.OtherCountries') : method.country),
            },
            { id: 'carrier', header: t('Shipping.Carrier'), cell: (method) => method.carrier },
            {
              id: 'price',
              header: t('Shipping.PriceIn', { currency }),
              cell: (method) =>
                method.prices[currency] === undefined ? '–' : fromMinor(method.prices[currency]),
            },
            siteColumn(t),
            {
              id: 'actions',
              header: t('Voucher.Actions'),
              labelled: false,
              cell: (method) => {
                const name = nameOf(method);
                return (
                  <RowActions
                    actions={[
                      mayChange(method) && {
                        label: t('Voucher.Edit'),
                        name: t('Shipping.EditMethod', { name }),
                        onClick: () => setEditing(method),
                      },
                      method.hasDropPoints && {
                        label: t('Shipping.DropPoints'),
                        name: t('Shipping.DropPointsOf', { name }),
                        onClick: () => setPointsOf(method),
                      },
                    ]}
                  />
                );
              },
            },
          ]}
        />
      ) : null}
      <Button variant="secondary" onClick={() => setEditing('new')}>
        {t('Shipping.Create')}
      </Button>
      {editing && storeId ? (
        <MethodEditor
          key={editing === 'new' ? 'new' : editing.id}
          method={editing === 'new' ? undefined : editing}
          storeId={storeId}
          culture={culture}
          currency={currency}
          allSites={allSites}
          onDone={finished}
          onCancel={cancel}
        />
      ) : null}
      {pointsOf ? (
        <DropPoints key={pointsOf.id} method={pointsOf} mayChange={mayChange(pointsOf)} culture={culture} />
      ) : null}
    </>
  );
}
