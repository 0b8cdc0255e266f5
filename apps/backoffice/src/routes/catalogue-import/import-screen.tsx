/**
 * Imports a catalogue file into a site (issue 39): staff choose Shopify's product CSV or our JSON
 * in a form, see the dry run's report (products new, changed and unchanged, the bad lines with
 * their numbers, pictures not fetched), confirm, and see the import's progress and result. The
 * file goes to the admin API as it is (`admin.catalogue.import`), up to its `IMPORT_MAX_BYTES`;
 * a file with a bad line is never imported, and nothing is written before staff confirm.
 */
import type { CatalogueImportReport } from '@clubshop/api-sdk/admin';
import { Alert, Button } from '@clubshop/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { importMutation } from './import-queries.ts';
import { ImportReport } from './import-report.tsx';

export default function CatalogueImport() {
  const { t } = useT();
  const client = useQueryClient();
  const sites = useSites();
  const [chosenSite, setChosenSite] = useState<string>();
  const storeId = chosenSite ?? sites.data?.items[0]?.storeId;
  /** The file checked by the dry run, and the dry run's report. */
  const [checked, setChecked] = useState<{ file: File; report: CatalogueImportReport }>();
  const [missing, setMissing] = useState(false);
  const dryRun = useMutation(importMutation(client));
  const run = useMutation(importMutation(client));
  const busy = dryRun.isPending || run.isPending;

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    setChecked(undefined);
    run.reset();
    if (!storeId) return;
    if (!(file instanceof File) || file.size === 0) {
      setMissing(true);
      document.getElementById('import-file')?.focus();
      return;
    }
    setMissing(false);
    dryRun.mutate({ storeId, file, dryRun: true }, { onSuccess: (report) => setChecked({ file, report }) });
  };
  const confirm = () => {
    if (checked && storeId) run.mutate({ storeId, file: checked.file, dryRun: false });
  };
  const importable = checked && checked.report.bad.length === 0 && !run.data;

  return (
    <>
      <h1>{t('Import.Title')}</h1>
      <p>{t('Import.Intro')}</p>
      {sites.data && sites.data.items.length > 1 ? (
        <SitePicker
          sites={sites.data.items}
          value={storeId}
          onChange={(next) => {
            setChosenSite(next);
            setChecked(undefined);
            run.reset();
          }}
        />
      ) : null}
      <form
        className="bo-card"
        method="post"
        encType="multipart/form-data"
        aria-labelledby="import-choose"
        onSubmit={check}
        noValidate
      >
        <h2 id="import-choose">{t('Import.Choose')}</h2>
        <label className="bo-label" htmlFor="import-file">
          {t('Import.File')}
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby="import-file-help"
          aria-invalid={missing || undefined}
          required
          disabled={busy}
          onChange={() => {
            setChecked(undefined);
            run.reset();
          }}
        />
        <span className="bo-help" id="import-file-help">
          {t('Import.FileHelp')}
        </span>
        {missing ? <Alert tone="error">{t('Import.NoFile')}</Alert> : null}
        {/* Until the member's sites are read there is no site to check the file against. */}
        <Button type="submit" variant="primary" loading={dryRun.isPending} disabled={busy || !storeId}>
          {t('Import.Check')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {dryRun.isPending ? (
          <p>
            <progress aria-label={t('Import.Checking')} /> {t('Import.Checking')}
          </p>
        ) : null}
        {run.isPending ? (
          <p>
            <progress aria-label={t('Import.Importing')} />{' '}
            {t('Import.Importing', { name: checked?.file.name ?? '' })}
          </p>
        ) : null}
      </div>
      {dryRun.isError ? <ErrorMessage error={dryRun.error} /> : null}
      {checked && !run.data ? (
        <ImportReport
          report={checked.report}
          caption={t('Import.DryRunReport', { name: checked.file.name })}
        />
      ) : null}
      {checked && checked.report.bad.length > 0 ? <Alert tone="error">{t('Import.Refused')}</Alert> : null}
      {importable ? (
        <div className="bo-actions">
          <Button variant="primary" loading={run.isPending} disabled={busy} onClick={confirm}>
            {t('Import.Confirm', { count: checked.report.created + checked.report.updated })}
          </Button>
        </div>
      ) : null}
      {run.isError ? <ErrorMessage error={run.error} /> : null}
      {run.data ? (
        <>
          {run.data.written || run.data.bad.length === 0 ? (
            <Alert tone="success">
              {t('Import.Done', { created: run.data.created, updated: run.data.updated })}
            </Alert>
          ) : (
            <Alert tone="error">{t('Import.Refused')}</Alert>
          )}
          <ImportReport report={run.data} caption={t('Import.Result')} />
          <p>
            <Link href={`/products?storeId=${encodeURIComponent(storeId ?? '')}`}>
              {t('Import.ToProducts')}
            </Link>
          </p>
        </>
      ) : null}
    </>
  );
}
