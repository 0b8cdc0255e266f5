import { CONSENT_STORAGE_KEY } from './consent.ts';

/**
 * What the page's inline script writes into `<html data-consent>` before the page paints (it runs
 * at the end of the body, before the loader, once the stylesheet is there: the first paint waits
 * for that anyway, see docs/decisions/0059): `ask`
 * while the shopper has not answered the consent banner (the banner's server HTML then shows,
 * see shell/ConsentSlot.tsx), `answered` once they have. Without JavaScript nothing is written and
 * the banner stays hidden: its buttons need code, and without code nothing is tracked anyway.
 */
export type ConsentMark = 'ask' | 'answered';

/** The banner's answers, as its buttons name them in `data-consent-choice`. */
export type ConsentChoice = 'all' | 'necessary';

/**
 * Marks the document with the shopper's consent state (see {@link ConsentMark}), makes the
 * footer's "Cookie settings" (`data-consent-reopen`) show the banner again, and makes the
 * banner's buttons (`data-consent-choice`) answer before the page's code runs: a tap stores the
 * answer as `writeConsent` does and hides the banner; once hydrated, the app reads it from there
 * (and its own handler stores the same answer again). Runs as an inline script, so it is
 * stringified: it may use nothing from outside its own body. Its rules are `readConsent`'s and
 * `writeConsent`'s, which a test holds equal.
 */
export function markConsent(storageKey: string): void {
  const root = document.documentElement;
  let answered = false;
  try {
    answered = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')?.decided === true;
  } catch {
    // No storage (blocked, private mode) or a malformed answer: the banner asks.
  }
  root.dataset.consent = answered ? 'answered' : 'ask';
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    // The footer's "Cookie settings" (`data-consent-reopen`): the banner's server HTML asks again,
    // also before the page's code has run (once it has, the app reopens its own banner as well).
    if (target?.closest?.('[data-consent-reopen]')) {
      root.dataset.consent = 'ask';
      return;
    }
    const choice = target?.closest?.<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice;
    if (!choice) return;
    const all = choice === 'all';
    try {
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ decided: true, statistics: all, marketing: all }),
      );
    } catch {
      // Not stored: the answer holds for this page only.
    }
    root.dataset.consent = 'answered';
    // Answered with the focus on the banner, which now hides: the focus goes to the page's main
    // heading, not the page's body (decision 0077). Once hydrated the banner has moved it already.
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.closest('[data-consent-choice]')) {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main');
      heading?.setAttribute('tabindex', heading.getAttribute('tabindex') ?? '-1');
      heading?.focus({ preventScroll: true });
    }
  });
}

/** The script text that runs {@link markConsent}: the start of the page's inline script (entry-server.tsx). */
export function consentMarkScript(): string {
  return `(${markConsent.toString()})(${JSON.stringify(CONSENT_STORAGE_KEY)});`;
}
