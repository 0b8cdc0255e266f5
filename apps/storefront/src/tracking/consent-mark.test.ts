import { afterEach, describe, expect, test } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from './consent.ts';
import { consentMarkScript } from './consent-mark.ts';

/** Runs the inline script as the browser does: its text alone, in the page's global scope. */
function runMarkScript(): string | undefined {
  new Function(consentMarkScript())();
  return document.documentElement.dataset.consent;
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  delete document.documentElement.dataset.consent;
});

describe('the consent mark the page writes before its body paints', () => {
  test.each([
    ['nothing stored', null],
    ['an answer', JSON.stringify({ decided: true, statistics: true, marketing: false })],
    ['only necessary', JSON.stringify({ decided: true, statistics: false, marketing: false })],
    ['an undecided state', JSON.stringify({ decided: false, statistics: true, marketing: true })],
    ['decided as a string', JSON.stringify({ decided: 'true' })],
    ['malformed JSON', '{decided: true'],
    ['a bare value', 'true'],
  ])('agrees with readConsent: %s', (_name, stored) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    const expected = readConsent(localStorage).decided ? 'answered' : 'ask';
    expect(runMarkScript()).toBe(expected);
  });

  test('asks when the storage cannot be read', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(runMarkScript()).toBe('ask');
    } finally {
      if (storage) Object.defineProperty(window, 'localStorage', storage);
    }
  });
});

describe("the banner's buttons before the page's code runs", () => {
  test.each([
    ['all', { decided: true, statistics: true, marketing: true }],
    ['necessary', { decided: true, statistics: false, marketing: false }],
  ] as const)('a tap on "%s" stores what writeConsent stores and hides the banner', (choice, answer) => {
    runMarkScript();
    expect(document.documentElement.dataset.consent).toBe('ask');
    const button = document.createElement('button');
    button.dataset.consentChoice = choice;
    button.append(document.createElement('span'));
    document.body.append(button);
    button.querySelector('span')?.click();
    const stored = localStorage.getItem(CONSENT_STORAGE_KEY);
    localStorage.clear();
    writeConsent(localStorage, answer);
    expect(stored).toBe(localStorage.getItem(CONSENT_STORAGE_KEY));
    expect(readConsent({ getItem: () => stored })).toEqual(answer);
    expect(document.documentElement.dataset.consent).toBe('answered');
  });
});

describe('the footer’s "Cookie settings" before the page’s code runs', () => {
  test('a click shows the banner’s server HTML again, and an answer there hides it', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ decided: true, statistics: true, marketing: true }),
    );
    expect(runMarkScript()).toBe('answered');
    const reopen = document.createElement('button');
    reopen.dataset.consentReopen = '';
    reopen.textContent = 'Cookie-Einstellungen';
    const choice = document.createElement('button');
    choice.dataset.consentChoice = 'necessary';
    document.body.append(reopen, choice);
    reopen.click();
    expect(document.documentElement.dataset.consent).toBe('ask');
    choice.click();
    expect(document.documentElement.dataset.consent).toBe('answered');
    expect(readConsent(localStorage)).toEqual({ decided: true, statistics: false, marketing: false });
  });
});
