import { useTranslation } from '@clubshop/i18n';
import { useId } from 'react';
import { useConsent } from './consent-context.ts';

/**
 * The cookie-consent banner: a non-modal dialog at the bottom of the page until the shopper
 * answers. "Accept all" grants statistics and marketing; "Only necessary" keeps both denied.
 * Loaded as its own chunk (not needed once answered).
 */
export default function ConsentBanner() {
  const t = useTranslation();
  const { consent, decide } = useConsent();
  const headingId = useId();
  const textId = useId();
  if (consent.decided) return null;
  const text = (key: string, fallback: string) => {
    const value = t(key);
    return value === key ? fallback : value;
  };
  return (
    <section
      className="sf-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      aria-describedby={textId}
    >
      <h2 id={headingId}>{text('Consent.Heading', 'We use cookies')}</h2>
      <p id={textId}>
        {text('Consent.Text', 'We use cookies for statistics and marketing when you allow it.')}
      </p>
      <div className="sf-consent__actions">
        <button
          type="button"
          className="sf-button"
          onClick={() => decide({ decided: true, statistics: true, marketing: true })}
        >
          {text('Consent.AcceptAll', 'Accept all')}
        </button>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() => decide({ decided: true, statistics: false, marketing: false })}
        >
          {text('Consent.OnlyNecessary', 'Only necessary')}
        </button>
      </div>
    </section>
  );
}
