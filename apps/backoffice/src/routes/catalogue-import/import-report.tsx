/** An import's report: what the file holds (new, changed, unchanged), its bad lines and pictures. */
import type { CatalogueImportReport } from '@clubshop/api-sdk/admin';
import { useT } from '../../app/i18n.ts';

/** The report of a dry run or an import, with `caption` as its heading. */
export function ImportReport({ report, caption }: { report: CatalogueImportReport; caption: string }) {
  const { t } = useT();
  const notFetched = report.pictures?.notFetched ?? [];
  return (
    <section className="bo-card" aria-labelledby="import-report">
      <h2 id="import-report">{caption}</h2>
      <dl className="bo-figures">
        <div>
          <dt>{t('Import.Products')}</dt>
          <dd>{report.products}</dd>
        </div>
        <div>
          <dt>{t('Import.New')}</dt>
          <dd>{report.created}</dd>
        </div>
        <div>
          <dt>{t('Import.Changed')}</dt>
          <dd>{report.updated}</dd>
        </div>
        <div>
          <dt>{t('Import.Unchanged')}</dt>
          <dd>{report.unchanged}</dd>
        </div>
        {report.pictures ? (
          <div>
            <dt>{t('Import.PicturesToFetch')}</dt>
            <dd>{report.pictures.toFetch + report.pictures.fetched}</dd>
          </div>
        ) : null}
      </dl>
      {report.bad.length > 0 ? (
        <table className="bo-table">
          <caption>{t('Import.BadLines', { count: report.bad.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Import.Line')}</th>
              <th scope="col">{t('Import.Problem')}</th>
            </tr>
          </thead>
          <tbody>
            {report.bad.map((bad) => (
              <tr key={`${bad.line}:${bad.reason}`}>
                <td data-label={t('Import.Line')}>{bad.line || '–'}</td>
                <td data-label={t('Import.Problem')}>{bad.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {notFetched.length > 0 ? (
        <table className="bo-table">
          <caption>{t('Import.PicturesNotFetched', { count: notFetched.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Import.Line')}</th>
              <th scope="col">{t('Import.Address')}</th>
              <th scope="col">{t('Import.Problem')}</th>
            </tr>
          </thead>
          <tbody>
            {notFetched.map((picture) => (
              <tr key={`${picture.line}:${picture.url}`}>
                <td data-label={t('Import.Line')}>{picture.line || '–'}</td>
                <td data-label={t('Import.Address')}>{picture.url}</td>
                <td data-label={t('Import.Problem')}>{picture.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
