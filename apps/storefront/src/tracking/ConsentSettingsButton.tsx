import { useTranslation } from '@clubshop/i18n';
import { useConsent } from './consent-context.ts';

/**
 * "Cookie settings" under the footer: reopens the consent banner so the shopper can change an
 * answer given before (docs/product/requirements.md#product). Only there once the stored answer
 * is known and given (after hydration: it needs the page's code, so it is never shown before).
 */
export function ConsentSettingsButton() {
  const t = useTranslation();
  const { consent, consentKnown, reopen } = useConsent();
  if (!consentKnown || !consent.decided) return null;
  return (
    <div className="sf-consent-settings">
      <button type="button" className="sf-consent-settings__button" onClick={reopen}>
        {t('Consent.Reopen')}
      </button>
    </div>
  );
}
