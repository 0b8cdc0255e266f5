/** The app's own rules: amounts, contrast, role screens, safe redirects, messages in three cultures. */
import { describe, expect, test } from 'vitest';
import { safeNext } from '../server/app.ts';
import { homeOf, mayOpen } from '../src/app/areas.ts';
import { contrastChecks } from '../src/app/contrast.ts';
import { parseAmountToMinor } from '../src/app/money.ts';
import { cultureOf, messages } from '../src/messages/index.ts';
import { withRichText } from '../src/screens/page-editor.tsx';

describe('amounts typed by staff', () => {
  test.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    [' 1 000 ', 100000],
  ])('%s is %i minor units', (input, minor) => expect(parseAmountToMinor(input)).toBe(minor));
  test.each(['', '-1', '1.234', 'abc', '0', '1e3'])('%s is refused', (input) =>
    expect(parseAmountToMinor(input)).toBeUndefined(),
  );
});

describe('the contrast check', () => {
  test('grey text on white fails AA; near-black passes', () => {
    const base = { primaryColor: '#0b2545', secondaryColor: '#ffd700', fontFamily: 'Inter' };
    const grey = contrastChecks({ ...base, textColor: '#999999' }).find(
      (check) => check.pair === 'text-on-background',
    );
    expect(grey).toMatchObject({ passes: false, minimum: 4.5 });
    expect(grey?.ratio).toBeCloseTo(2.85, 1);
    const dark = contrastChecks({ ...base, textColor: '#1a1a1a' }).find(
      (check) => check.pair === 'text-on-background',
    );
    expect(dark?.passes).toBe(true);
  });
  test('the button text the storefront derives reads on the primary colour', () => {
    const checks = contrastChecks({
      primaryColor: '#0b2545',
      secondaryColor: '#ffd700',
      textColor: '#000',
      fontFamily: '',
    });
    expect(checks.find((check) => check.pair === 'on-primary')?.passes).toBe(true);
  });
  test('a colour that does not parse is left out', () => {
    expect(
      contrastChecks({ primaryColor: 'nope', secondaryColor: 'nope', textColor: 'nope', fontFamily: '' }),
    ).toEqual([]);
  });
});

describe('screens of each role', () => {
  test('editors work on content, fulfilment on orders, owners on everything', () => {
    expect(mayOpen('editor', 'pages')).toBe(true);
    expect(mayOpen('editor', 'orders')).toBe(false);
    expect(mayOpen('fulfilment', 'orders')).toBe(true);
    expect(mayOpen('fulfilment', 'staff')).toBe(false);
    expect(mayOpen('owner', 'staff')).toBe(true);
    expect(homeOf('editor')).toBe('settings');
  });
});

describe('where a sign-in goes next', () => {
  test.each([
    ['/orders?status=Open', '/orders?status=Open'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/sign-out', '/'],
    [undefined, '/'],
  ])('%s goes to %s', (next, expected) => expect(safeNext(next)).toBe(expected));
});

describe('messages', () => {
  test('de and da have every English key, none empty', () => {
    const keys = Object.keys(messages.en).sort();
    for (const culture of ['de', 'da'] as const) {
      expect(Object.keys(messages[culture]).sort()).toEqual(keys);
      expect(Object.entries(messages[culture]).filter(([, value]) => !value.trim())).toEqual([]);
    }
  });
  test('the culture comes from the choice, else Accept-Language, else English', () => {
    expect(cultureOf('da', 'de-DE')).toBe('da');
    expect(cultureOf(undefined, 'fr-FR,de;q=0.8')).toBe('de');
    expect(cultureOf('xx', undefined)).toBe('en');
  });
});

describe('the page text', () => {
  test('replaces the first rich-text block, or adds one', () => {
    expect(withRichText([{ type: 'hero' }, { type: 'richText', html: 'old' }], '<p>new</p>')).toEqual([
      { type: 'hero' },
      { type: 'richText', html: '<p>new</p>' },
    ]);
    expect(withRichText([], '<p>x</p>')).toEqual([{ type: 'richText', html: '<p>x</p>' }]);
  });
});

describe('the new staff form', () => {
  test('names each field by the contract rules: e-mail, password length', async () => {
    const { newStaffErrors } = await import('../src/screens/staff.tsx');
    expect(newStaffErrors({ email: 'not an e-mail', password: 'short', role: 'editor' })).toEqual({
      email: { code: 'Form.Validation.Email', params: {} },
      password: { code: 'Form.Validation.Min', params: { min: expect.any(Number) } },
    });
    expect(newStaffErrors({ email: 'a@b.example', password: 'long enough 1', role: 'editor' })).toEqual({});
  });
});
