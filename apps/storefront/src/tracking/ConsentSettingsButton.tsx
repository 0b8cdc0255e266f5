import { useTranslation } from '@clubshop/i18n';
import { useConsent } from './consent-context.ts';

/**
 * "Cookie settings" under the footer: reopens the consent banner so the shopper can change an
 * answer given before (docs/product/requirements.md#product). In the server's HTML of every page
 * (the same for every shopper, so a shared cache can keep it): before the page's code runs, the
 * page's inline script shows the banner's server HTML again on a click (`data-consent-reopen`,
 * tracking/consent-mark.ts); once hydrated, the app reopens its banner. It shows wherever the
 * inline script ran (`:root[data-consent]`, shell.css): without JavaScript there is no banner to
 * reopen, as nothing is tracked.
 */
export function ConsentSettingsButton() {
  const t = useTranslation();
  const { reopen } = useConsent();
  return (
    <div className="sf-consent-settings">
      <button type="button" className="sf-consent-settings__button" data-consent-reopen="" onClick={reopen}>
        {t('Consent.Reopen')}
      </button>
    </div>
  );
}
