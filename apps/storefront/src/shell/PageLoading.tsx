import { useTranslation } from '@clubshop/i18n';

/** What a page shows while its data or chunk loads: a polite status for screen readers. */
export function PageLoading() {
  const t = useTranslation();
  return (
    <div className="sf-page-loading" role="status" aria-live="polite">
      <span className="sf-spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">{t('Common.Loading')}</span>
    </div>
  );
}
