// @vitest-environment node
import { createI18n, translateServerMessage } from '@clubshop/i18n/core';
import { describe, expect, it } from 'vitest';

const german = createI18n({
  locale: 'de-DE',
  currency: 'EUR',
  dictionary: {
    'Api.Error.VoucherNotFound': 'Den Gutscheincode „{code}“ gibt es nicht.',
    'Api.Error.OnlyInStock.one': 'Von {name} ist nur noch {count} Stück auf Lager.',
    'Api.Error.OnlyInStock.other': 'Von {name} sind nur noch {count} Stück auf Lager.',
    'Checkout.FreeFrom': 'Kostenlos ab {amount}',
    'Form.SubmitError': 'Etwas ist schiefgelaufen.',
  },
});

describe('translateServerMessage', () => {
  it('translates the code with its params, never the English message', () => {
    expect(
      german.serverMessage({
        message: 'The voucher code "NOPE" does not exist.',
        code: 'Api.Error.VoucherNotFound',
        params: { code: 'NOPE' },
      }),
    ).toBe('Den Gutscheincode „NOPE“ gibt es nicht.');
  });

  it('chooses the plural form by a numeric count', () => {
    const message = (count: number) => ({
      message: `Only ${count} of Trikot are in stock.`,
      code: 'Api.Error.OnlyInStock',
      params: { count, name: 'Trikot' },
    });
    expect(german.serverMessage(message(1))).toBe('Von Trikot ist nur noch 1 Stück auf Lager.');
    expect(german.serverMessage(message(21))).toBe('Von Trikot sind nur noch 21 Stück auf Lager.');
  });

  it('formats money params as money in the locale', () => {
    expect(
      translateServerMessage(german, {
        message: 'Free from 59.80 EUR',
        code: 'Checkout.FreeFrom',
        params: { amount: { amount: 59.8, currency: 'EUR' } },
      }),
    ).toBe('Kostenlos ab 59,80\u00a0€');
  });

  it('gives the fallback for an unknown or missing code, else the English message', () => {
    const fallback = german.t('Form.SubmitError');
    expect(german.serverMessage({ message: 'Mailbox full', code: 'Api.Error.Unheard' }, fallback)).toBe(
      fallback,
    );
    expect(german.serverMessage({ message: 'Mailbox full' }, fallback)).toBe(fallback);
    expect(german.serverMessage({ message: 'Mailbox full' })).toBe('Mailbox full');
  });
});
