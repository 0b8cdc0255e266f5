import { useTranslation } from '@clubshop/i18n';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { focusMainContent } from '../shell/page-focus.ts';
import type { ConsentState } from './consent.ts';
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
  // Where the focus came from into the banner (the footer's "Cookie settings", a link of the page).
  const cameFrom = useRef<HTMLElement | null>(null);
  const shown = !consent.decided || reviewing === true;
  // Answered with the keyboard's focus on the banner: the focus goes back where it came from, or
  // to the page's main heading, never to the page's body (the banner goes away; decision 0077).
  const answer = (choice: ConsentState) => {
    const focused = banner.current?.contains(document.activeElement) ?? false;
    decide(choice);
    if (!focused) return;
    const back = cameFrom.current;
    if (back?.isConnected && !banner.current?.contains(back)) back.focus({ preventScroll: true });
    else focusMainContent();
  };
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
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
      }}
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
          onClick={() => answer({ decided: true, statistics: true, marketing: true })}
        >
          {text('Consent.AcceptAll', 'Accept all')}
        </button>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          data-consent-choice={'necessary' satisfies ConsentChoice}
          onClick={() => answer({ decided: true, statistics: false, marketing: false })}
        >
          {text('Consent.OnlyNecessary', 'Only necessary')}
        </button>
      </div>
    </section>
  );
}
