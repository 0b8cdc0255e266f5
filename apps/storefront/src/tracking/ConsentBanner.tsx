import { useTranslation } from '@clubshop/i18n';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { useConsent } from './consent-context.ts';
import type { ConsentChoice } from './consent-mark.ts';
import './ConsentBanner.css';

/**
 * Pads the page's bottom by the banner's height while it shows, so nothing the banner lies over
 * (a basket button, the end of a form) is out of reach: it can be scrolled above the banner.
 */
function usePageRoomFor(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const pad = () => {
      body.style.paddingBottom = `${element.getBoundingClientRect().height}px`;
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(pad);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [banner, shown]);
}

/**
 * The cookie-consent banner: a non-modal dialog at the bottom edge until the shopper answers (a
 * bottom sheet on phones, a bar on wider screens; see ConsentBanner.css), over no call to action.
 * "Accept all" grants statistics and marketing; "Only necessary" keeps both denied. Loaded as
 * its own chunk (not needed once answered).
 */
export default function ConsentBanner() {
  const t = useTranslation();
  const { consent, decide, reviewing } = useConsent();
  const headingId = useId();
  const textId = useId();
  const banner = useRef<HTMLElement>(null);
  const shown = !consent.decided || reviewing === true;
  usePageRoomFor(banner, shown);
  // Reopened from the footer: the focus goes to the banner's first choice.
  useEffect(() => {
    if (reviewing) banner.current?.querySelector('button')?.focus();
  }, [reviewing]);
  if (!shown) return null;
  const text = (key: string, fallback: string) => {
    const value = t(key);
    return value === key ? fallback : value;
  };
  return (
    <section
      ref={banner}
      className="sf-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      aria-describedby={textId}
    >
      <div className="sf-consent__text">
        <h2 id={headingId}>{text('Consent.Heading', 'We use cookies')}</h2>
        <p id={textId}>
          {text('Consent.Text', 'We use cookies for statistics and marketing when you allow it.')}
        </p>
      </div>
      <div className="sf-consent__actions">
        <button
          type="button"
          className="sf-button"
          data-consent-choice={'all' satisfies ConsentChoice}
          onClick={() => decide({ decided: true, statistics: true, marketing: true })}
        >
          {text('Consent.AcceptAll', 'Accept all')}
        </button>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          data-consent-choice={'necessary' satisfies ConsentChoice}
          onClick={() => decide({ decided: true, statistics: false, marketing: false })}
        >
          {text('Consent.OnlyNecessary', 'Only necessary')}
        </button>
      </div>
    </section>
  );
}
