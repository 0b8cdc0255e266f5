/** The audit log (owners only): who changed what and when, with before and after, newest first. */
import { Button } from '@clubshop/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { auditQuery } from './audit-queries.ts';

export default function Audit() {
  const { t, formatDate } = useT();
  const audit = useInfiniteQuery(auditQuery());
  const rows = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <h1>{t('Audit.Title')}</h1>
      {audit.isError ? <ErrorMessage error={audit.error} /> : null}
      {audit.data && rows.length === 0 ? <p>{t('Audit.None')}</p> : null}
      {rows.length > 0 ? (
        <table className="bo-table">
          <caption className="bo-visually-hidden">{t('Audit.Title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Audit.When')}</th>
              <th scope="col">{t('Audit.Who')}</th>
              <th scope="col">{t('Audit.What')}</th>
              <th scope="col">{t('Audit.Entity')}</th>
              <th scope="col">{t('Audit.Changes')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  {formatDate(String(row.at ?? row.createdAt ?? ''), {
                    dateStyle: 'short',
                    timeStyle: 'medium',
                  })}
                </td>
                <td>{row.actor ?? ''}</td>
                <td>{row.action}</td>
                <td>
                  {row.entity} {row.entityId}
                  {row.storeId ? ` (${row.storeId})` : ''}
                </td>
                <td>
                  <details>
                    <summary>{t('Audit.Changes')}</summary>
                    <pre className="bo-code">
                      {JSON.stringify({ before: row.before, after: row.after }, null, 2)}
                    </pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {audit.hasNextPage ? (
        <Button onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
          {t('Audit.More')}
        </Button>
      ) : null}
    </>
  );
}
