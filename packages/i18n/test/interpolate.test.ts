// @vitest-environment node
import { createTranslator, interpolate } from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

describe('interpolate', () => {
  it('fills named placeholders with strings and numbers', () => {
    expect(interpolate('Hello {name}', { name: 'Ann' })).toBe('Hello Ann');
    expect(interpolate('{count} of {total}', { count: 3, total: 10 })).toBe('3 of 10');
    expect(interpolate('{a}{b}{a}', { a: 'x', b: 'y' })).toBe('xyx');
  });

  it('inserts numbers with String(), without locale grouping', () => {
    expect(interpolate('Order {id}', { id: 10023 })).toBe('Order 10023');
    expect(interpolate('{n}', { n: -0.5 })).toBe('-0.5');
    expect(interpolate('{n}', { n: 0 })).toBe('0');
    expect(interpolate('{n}', { n: 1e21 })).toBe('1e+21');
  });

  it('inserts empty strings as empty', () => {
    expect(interpolate('[{name}]', { name: '' })).toBe('[]');
  });

  it('leaves a placeholder without a value visible, as written', () => {
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
    expect(interpolate('Hello { name }', { other: 1 })).toBe('Hello { name }');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('treats undefined and null values as missing', () => {
    const values = { name: undefined, other: null } as unknown as Record<string, string>;
    expect(interpolate('{name}/{other}', values)).toBe('{name}/{other}');
  });

  it('ignores inherited properties of the values object', () => {
    expect(interpolate('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('allows whitespace inside the braces', () => {
    expect(interpolate('Hi { name }!', { name: 'Bo' })).toBe('Hi Bo!');
    expect(interpolate('Hi {\tname\n}!', { name: 'Bo' })).toBe('Hi Bo!');
  });

  it('accepts dots, dashes, underscores, digits and non-Latin letters in names', () => {
    expect(interpolate('{user.first-name_2}', { 'user.first-name_2': 'Jo' })).toBe('Jo');
    expect(interpolate('{navn} {größe} {名前}', { navn: 'Ærø', größe: 'XL', 名前: '太郎' })).toBe(
      'Ærø XL 太郎',
    );
  });

  it('reads {{ and }} as literal braces', () => {
    expect(interpolate('Use {{code}} literally', { code: 'x' })).toBe('Use {code} literally');
    expect(interpolate('{{{name}}}', { name: 'Ann' })).toBe('{Ann}');
    expect(interpolate('a {{ b }} c')).toBe('a { b } c');
    expect(interpolate('}}{{')).toBe('}{');
  });

  it('leaves other braces alone', () => {
    expect(interpolate('{}', { '': 'x' })).toBe('{}');
    expect(interpolate('{ unclosed', { unclosed: 'x' })).toBe('{ unclosed');
    expect(interpolate('a } b', {})).toBe('a } b');
    expect(interpolate('{two words}', { 'two words': 'x' })).toBe('{two words}');
  });

  it('does not interpolate a second time', () => {
    expect(interpolate('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
    expect(interpolate('{a}', { a: '{{' })).toBe('{{');
  });

  it('keeps replacement patterns in values literal', () => {
    expect(interpolate('{a}', { a: '$& $1 $$' })).toBe('$& $1 $$');
  });

  it('returns a text without braces unchanged', () => {
    expect(interpolate('', { a: 1 })).toBe('');
    expect(interpolate('Straße æøå Ωμέγα 日本')).toBe('Straße æøå Ωμέγα 日本');
  });
});

describe('t interpolates with the same rules', () => {
  const t = createTranslator({
    'Checkout.Total': 'Total: {amount} ({count} items)',
    'Literal.Braces': 'Type {{voucher}} then {voucher}',
  });

  it('fills values and keeps missing ones visible', () => {
    expect(t('Checkout.Total', { amount: '€10.00', count: 2 })).toBe('Total: €10.00 (2 items)');
    expect(t('Checkout.Total', { amount: '€10.00' })).toBe('Total: €10.00 ({count} items)');
    expect(t('Checkout.Total')).toBe('Total: {amount} ({count} items)');
  });

  it('unescapes literal braces even without values', () => {
    expect(t('Literal.Braces')).toBe('Type {voucher} then {voucher}');
    expect(t('Literal.Braces', { voucher: 'SAVE10' })).toBe('Type {voucher} then SAVE10');
  });
});
