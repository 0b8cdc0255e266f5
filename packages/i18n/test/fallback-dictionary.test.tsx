/**
 * A culture not yet translated (issue 44: a new `sv` site) shows the fallback dictionary's text
 * (English), never a raw key, wherever a text is looked up: `createTranslator`, `createI18n` and
 * `I18nProvider`. The culture's own text wins; a key neither has still shows as itself.
 */
import { createI18n, createTranslator, type Dictionary, I18nProvider, useTranslation } from '@clubshop/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

const english: Dictionary = {
  'User.Login.Heading': 'Log in',
  'Header.Basket': 'Basket',
  'Basket.Items.one': '{count} item',
  'Basket.Items.other': '{count} items',
  'Footer.Email': 'Email',
};
const swedish: Dictionary = { 'Header.Basket': 'Varukorg', 'Footer.Email': '' };

function Heading() {
  return <h1>{useTranslation()('User.Login.Heading')}</h1>;
}

describe('a fallback dictionary', () => {
  const t = createTranslator(swedish, { locale: 'sv-SE', fallback: english });

  it('gives the fallback text for a key the culture lacks, never the key', () => {
    expect(t('User.Login.Heading')).toBe('Log in');
  });

  it("keeps the culture's own text, and stands in for an empty one", () => {
    expect(t('Header.Basket')).toBe('Varukorg');
    expect(t('Footer.Email')).toBe('Email');
  });

  it('finds plural forms and fills placeholders in the fallback', () => {
    expect(t('Basket.Items', { count: 1 })).toBe('1 item');
    expect(t('Basket.Items', { count: 3 })).toBe('3 items');
  });

  it('shows the key only when neither dictionary has it', () => {
    expect(t('Not.A.Key')).toBe('Not.A.Key');
    expect(createTranslator(swedish)('User.Login.Heading')).toBe('User.Login.Heading');
  });

  it('reaches createI18n and I18nProvider', () => {
    const i18n = createI18n({ locale: 'sv-SE', dictionary: swedish, fallbackDictionary: english });
    expect(i18n.t('User.Login.Heading')).toBe('Log in');
    render(
      <I18nProvider locale="sv-SE" dictionary={swedish} fallbackDictionary={english}>
        <Heading />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Log in');
  });
});
