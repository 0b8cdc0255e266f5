// @vitest-environment node
import { createTranslator, type Dictionary } from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

describe('createTranslator: lookup and visible fallback', () => {
  const dictionary: Dictionary = {
    'Error.Heading': 'Something went wrong',
    'User.Orders.Open': 'Open',
    'Deeply.Nested.Key.With.Many.Dots': 'dots are part of the alias',
    Plain: 'no dots at all',
    Empty: '',
    Spaces: '  padded value  ',
    'Newsletter.SubmitSuccess': 'Thanks!\nSee you soon.',
  };
  const t = createTranslator(dictionary);

  it('returns the translation of a known alias', () => {
    expect(t('Error.Heading')).toBe('Something went wrong');
    expect(t('Plain')).toBe('no dots at all');
  });

  it('treats dots as part of the alias, not as a path', () => {
    expect(t('Deeply.Nested.Key.With.Many.Dots')).toBe('dots are part of the alias');
    expect(t('Deeply.Nested')).toBe('Deeply.Nested');
    expect(t('Deeply')).toBe('Deeply');
  });

  it('returns the key itself for a missing alias', () => {
    expect(t('User.Orders.Cancelled')).toBe('User.Orders.Cancelled');
    expect(t('')).toBe('');
  });

  it('returns the key, not interpolated, when the alias is missing', () => {
    expect(t('Missing {name}', { name: 'x' })).toBe('Missing {name}');
  });

  it('matches aliases exactly: case and surrounding whitespace matter', () => {
    expect(t('error.heading')).toBe('error.heading');
    expect(t(' Error.Heading')).toBe(' Error.Heading');
    expect(t('Error.Heading ')).toBe('Error.Heading ');
  });

  it('shows the key for an empty translation, so nothing goes blank', () => {
    expect(t('Empty')).toBe('Empty');
  });

  it('keeps whitespace and line breaks inside a translation', () => {
    expect(t('Spaces')).toBe('  padded value  ');
    expect(t('Newsletter.SubmitSuccess')).toBe('Thanks!\nSee you soon.');
  });

  it('ignores inherited object properties', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(t(key)).toBe(key);
    }
  });

  it('echoes every key with an empty dictionary', () => {
    const empty = createTranslator({});
    for (const key of ['Error.Heading', 'a', 'Date.Month.May', 'ÆØÅ.æøå']) {
      expect(empty(key)).toBe(key);
    }
    expect(empty('Hello {name}', { name: 'Ann' })).toBe('Hello {name}');
  });

  it('reads the dictionary at call time, so it can be filled in later', () => {
    const later: Dictionary = {};
    const tLater = createTranslator(later);
    expect(tLater('Basket.Title')).toBe('Basket.Title');
    later['Basket.Title'] = 'Basket';
    expect(tLater('Basket.Title')).toBe('Basket');
  });
});

describe('createTranslator: accented and non-Latin text', () => {
  const dictionary: Dictionary = {
    'Basket.Title': 'Indkøbskurv',
    'Danish.Letters': 'Æble, øl og små ål',
    'German.Street': 'Straße {number}',
    'Greek.Greeting': 'Καλημέρα, {name}!',
    'Japanese.Basket': 'カートに{count}点の商品があります',
    'Ünïcödé.Kéy': 'accented alias',
    'キー.日本語': 'Japanese alias',
  };
  const t = createTranslator(dictionary);

  it('returns non-ASCII values unchanged', () => {
    expect(t('Basket.Title')).toBe('Indkøbskurv');
    expect(t('Danish.Letters')).toBe('Æble, øl og små ål');
  });

  it('interpolates into German, Greek and Japanese text', () => {
    expect(t('German.Street', { number: 12 })).toBe('Straße 12');
    expect(t('Greek.Greeting', { name: 'Νίκος' })).toBe('Καλημέρα, Νίκος!');
    expect(t('Japanese.Basket', { count: 3 })).toBe('カートに3点の商品があります');
  });

  it('finds accented and non-Latin aliases and echoes missing ones', () => {
    expect(t('Ünïcödé.Kéy')).toBe('accented alias');
    expect(t('キー.日本語')).toBe('Japanese alias');
    expect(t('キー.英語')).toBe('キー.英語');
  });

  it('does not normalise Unicode: a decomposed alias is a different alias', () => {
    expect(t('Ünïcödé.Kéy'.normalize('NFD'))).toBe('Ünïcödé.Kéy'.normalize('NFD'));
  });
});

describe('createTranslator: plurals with key.one / key.other', () => {
  const dictionary: Dictionary = {
    'Basket.Items.one': '{count} item',
    'Basket.Items.other': '{count} items',
    'Basket.Items': 'items: {count}',
    'Only.Other.other': '{count} things',
    'No.Plural': '{count} whatever',
  };

  it('chooses the form from Intl.PluralRules of the locale', () => {
    const t = createTranslator(dictionary, { locale: 'en-US' });
    expect(t('Basket.Items', { count: 1 })).toBe('1 item');
    expect(t('Basket.Items', { count: 0 })).toBe('0 items');
    expect(t('Basket.Items', { count: 2 })).toBe('2 items');
    expect(t('Basket.Items', { count: 1.5 })).toBe('1.5 items');
  });

  it('falls back to key.other when the category has no entry', () => {
    const t = createTranslator(dictionary);
    expect(t('Only.Other', { count: 1 })).toBe('1 things');
  });

  it('falls back to the plain key when there are no plural forms', () => {
    const t = createTranslator(dictionary);
    expect(t('No.Plural', { count: 1 })).toBe('1 whatever');
  });

  it('uses the plain key when count is absent, a string or not finite', () => {
    const t = createTranslator(dictionary);
    expect(t('Basket.Items')).toBe('items: {count}');
    expect(t('Basket.Items', { count: '1' })).toBe('items: 1');
    expect(t('Basket.Items', { count: Number.NaN })).toBe('items: NaN');
  });

  it('uses the rules of other locales (Japanese has only "other")', () => {
    const japanese = createTranslator({ 'Cart.one': 'ONE', 'Cart.other': '{count}点' }, { locale: 'ja-JP' });
    expect(japanese('Cart', { count: 1 })).toBe('1点');
    const danish = createTranslator(
      { 'Cart.one': '{count} vare', 'Cart.other': '{count} varer' },
      { locale: 'da-DK' },
    );
    expect(danish('Cart', { count: 1 })).toBe('1 vare');
    expect(danish('Cart', { count: 4 })).toBe('4 varer');
  });

  it('echoes the key when no form exists at all', () => {
    const t = createTranslator({});
    expect(t('Basket.Items', { count: 1 })).toBe('Basket.Items');
  });
});
