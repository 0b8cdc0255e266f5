import { useTranslation } from '@clubshop/i18n';
import { PageHead } from '../head/PageHead.tsx';

/**
 * What a page shows while its data or chunk loads: a polite status for screen readers. The title
 * is the site's meanwhile (spec section 2: the title resets when the path changes).
 */
export function PageLoading() {
  const t = useTranslation();
  return (
    <div className="sf-page-loading" role="status" aria-live="polite">
      <PageHead />
      <span className="sf-spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">{t('Common.Loading')}</span>
    </div>
  );
}
