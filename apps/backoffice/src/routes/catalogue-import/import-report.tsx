/** An import's report: what the file holds (new, changed, unchanged), its bad lines and pictures. */
import type { CatalogueImportReport } from '@clubshop/api-sdk/admin';
import { useT } from '../../app/i18n.ts';
import { Card } from '../../components/card.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import type { MessageKey } from '../../messages/index.ts';

/** The report of a dry run or an import, with `caption` as its heading. */
export function ImportReport({ report, caption }: { report: CatalogueImportReport; caption: string }) {
  const { t } = useT();
  const notFetched = report.pictures?.notFetched ?? [];
  const figures: [MessageKey, number][] = [
    ['Import.Products', report.products],
    ['Import.New', report.created],
    ['Import.Changed', report.updated],
    ['Import.Unchanged', report.unchanged],
  ];
  if (report.pictures)
    figures.push(['Import.PicturesToFetch', report.pictures.toFetch + report.pictures.fetched]);
  /** The file's line a row is about (`–` for the file as a whole). */
  const lineColumn: Column<{ line: number }> = {
    id: 'line',
    header: t('Import.Line'),
    cell: (row) => row.line || '–',
  };
  return (
    <Card id="import-report" title={caption}>
      <dl className="bo-figures">
        {figures.map(([label, figure]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{figure}</dd>
          </div>
        ))}
      </dl>
      {report.bad.length > 0 ? (
        <DataTable
          caption={t('Import.BadLines', { count: report.bad.length })}
          captionShown
          rows={report.bad}
          rowKey={(bad) => `${bad.line}:${bad.reason}`}
          columns={[lineColumn, { id: 'problem', header: t('Import.Problem'), cell: (bad) => bad.reason }]}
        />
      ) : null}
      {notFetched.length > 0 ? (
        <DataTable
          caption={t('Import.PicturesNotFetched', { count: notFetched.length })}
          captionShown
          rows={notFetched}
          rowKey={(picture) => `${picture.line}:${picture.url}`}
          columns={[
            lineColumn,
            { id: 'address', header: t('Import.Address'), cell: (picture) => picture.url },
            { id: 'problem', header: t('Import.Problem'), cell: (picture) => picture.reason },
          ]}
        />
      ) : null}
    </Card>
  );
}
