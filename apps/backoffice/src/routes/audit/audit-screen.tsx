/** The audit log (owners only): who changed what and when, with before and after, newest first. */
import { Button } from '@clubshop/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '../../app/i18n.ts';
import { DataTable } from '../../components/data-table.tsx';
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
        <DataTable
          caption={t('Audit.Title')}
          rows={rows}
          rowKey={(row) => String(row.id)}
          columns={[
            {
              id: 'when',
              header: t('Audit.When'),
              cell: (row) =>
                formatDate(String(row.at ?? row.createdAt ?? ''), {
                  dateStyle: 'short',
                  timeStyle: 'medium',
                }),
            },
            { id: 'who', header: t('Audit.Who'), cell: (row) => row.actor ?? '' },
            { id: 'what', header: t('Audit.What'), cell: (row) => row.action },
            {
              id: 'entity',
              header: t('Audit.Entity'),
              cell: (row) => `${row.entity} ${row.entityId}${row.storeId ? ` (${row.storeId})` : ''}`,
            },
            {
              id: 'changes',
              header: t('Audit.Changes'),
              cell: (row) => (
                <details>
                  <summary>{t('Audit.Changes')}</summary>
                  <pre className="bo-code">
                    {JSON.stringify({ before: row.before, after: row.after }, null, 2)}
                  </pre>
                </details>
              ),
            },
          ]}
        />
      ) : null}
      {audit.hasNextPage ? (
        <Button onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
          {t('Audit.More')}
        </Button>
      ) : null}
    </>
  );
}
