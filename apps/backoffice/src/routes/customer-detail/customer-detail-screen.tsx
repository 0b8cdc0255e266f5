/**
 * One customer of a site: their account, their orders on the site (each linking to the order's
 * screen) and their addresses. Owners (the `privacy` area) download everything held about the
 * person (GDPR) and erase them after a confirm step: the account and their orders' personal
 * fields are anonymised, the orders kept (decision 0100).
 */
import { isHttpError } from '@clubshop/api-sdk';
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { Alert, Button } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useAccess, worksIn } from '../../app/member-access.ts';
import { fromMinor } from '../../app/money.ts';
import { Card } from '../../components/card.tsx';
import { ConfirmActions } from '../../components/confirm-actions.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import { customerQuery } from '../customers/customers-queries.ts';
import type { customersTexts } from '../customers/customers-texts.ts';

export default function CustomerDetail({ storeId, id }: { storeId: string; id: string }) {
  const { t, formatDate, formatMoney } = useT<TextKey<typeof customersTexts>>();
  const client = useQueryClient();
  const access = useAccess();
  const customer = useQuery(customerQuery(storeId, id));
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: () => admin.customers.erase(storeId, id),
    onSuccess: () => {
      setConfirming(false);
      void client.invalidateQueries({ queryKey: adminQueryKeys.customers.lists() });
      client.removeQueries({ queryKey: adminQueryKeys.customers.detail(storeId, id) });
    },
  });
  const back = (
    <p>
      <Link href={`/customers?storeId=${encodeURIComponent(storeId)}`}>{t('Customer.Back')}</Link>
    </p>
  );
  if (erase.isSuccess)
    return (
      <>
        {back}
        <h1>{t('Customers.Title')}</h1>
        <Alert tone="success">{t('Customer.Erased', { orders: erase.data.ordersAnonymised })}</Alert>
      </>
    );
  if (customer.isPending) return <p>{t('App.Loading')}</p>;
  if (customer.isError)
    return (
      <>
        {back}
        <h1>{t('Customers.Title')}</h1>
        <ErrorMessage error={customer.error} />
      </>
    );
  const data = customer.data;
  const mayErase = access !== undefined && worksIn(access, 'privacy');
  return (
    <>
      {back}
      <h1>{data.name || data.email}</h1>
      <dl className="bo-facts">
        <dt>{t('Customers.Email')}</dt>
        <dd>{data.email}</dd>
        <dt>{t('Customer.Phone')}</dt>
        <dd>{data.phone ?? '—'}</dd>
        <dt>{t('Customer.RegisteredOn')}</dt>
        <dd>
          {data.registeredOn ?? '—'} · {formatDate(data.createdAt, { dateStyle: 'medium' })}
        </dd>
        <dt>{t('Customer.EmailConfirmed')}</dt>
        <dd>{data.emailConfirmed ? t('Customer.Yes') : t('Customer.No')}</dd>
      </dl>

      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders">{t('Customer.Orders')}</h2>
        {data.orders.length === 0 ? <p>{t('Customer.NoOrders')}</p> : null}
        {data.orders.length > 0 ? (
          <DataTable
            caption={t('Customer.Orders')}
            rows={data.orders}
            rowKey={(order) => order.id}
            columns={[
              {
                id: 'number',
                header: t('Customer.OrderNumber'),
                cell: (order) => (
                  <Link href={`/orders/${encodeURIComponent(order.id)}`}>{order.orderNumber}</Link>
                ),
              },
              {
                id: 'date',
                header: t('Customer.Date'),
                cell: (order) => formatDate(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
              { id: 'status', header: t('Customer.Status'), cell: (order) => t(`Status.${order.status}`) },
              {
                id: 'total',
                header: t('Customer.Total'),
                numeric: true,
                cell: (order) => formatMoney(fromMinor(order.totalMinor), order.currency),
              },
            ]}
          />
        ) : null}
      </section>

      <section aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{t('Customer.Addresses')}</h2>
        {data.addresses.length === 0 ? <p>{t('Customer.NoAddresses')}</p> : null}
        <ul className="bo-plain-list">
          {data.addresses.map((address) => (
            <li key={`${address.source}|${address.name}|${address.street}|${address.zipCode}`}>
              <strong>{t(`Customer.Source.${address.source}`)}</strong>
              <address>
                {[address.name, address.street, `${address.zipCode} ${address.city}`.trim(), address.country]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
              </address>
            </li>
          ))}
        </ul>
      </section>

      {mayErase ? (
        <Card id="customer-privacy" title={t('Customer.Privacy')}>
          <div className="bo-actions">
            <a href={admin.customers.exportDataUrl(storeId, id)} download={`customer-${id}.json`}>
              {t('Customer.Download')}
            </a>
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={confirming}>
              {t('Customer.Erase')}
            </Button>
          </div>
          {confirming ? (
            <div className="bo-card" role="alertdialog" aria-labelledby="erase-customer">
              <p id="erase-customer">{t('Customer.EraseConfirm', { email: data.email })}</p>
              {erase.isError && isHttpError(erase.error) && erase.error.status === 403 ? (
                <Alert tone="error">{t('Customer.OtherSites')}</Alert>
              ) : erase.isError ? (
                <ErrorMessage error={erase.error} />
              ) : null}
              <ConfirmActions
                yes={t('Customer.EraseYes', { email: data.email })}
                no={t('Customer.Cancel')}
                busy={erase.isPending}
                onYes={() => {
                  if (!erase.isPending) erase.mutate();
                }}
                onNo={() => setConfirming(false)}
              />
            </div>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}
