import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validateWithSchema } from '../../form/validate-with-schema.ts';
import { adminMessageKeyList, isAdminMessageKey } from './admin-message-keys.ts';
import { categoryFormSchema } from './category-form.ts';
import { contentPageChangeFormSchema, contentPageFormSchema } from './content-page-form.ts';
import { dropPointFormSchema, dropPointImportFormSchema } from './drop-point-form.ts';
import { shippingMethodChangeFormSchema, shippingMethodFormSchema } from './shipping-method-form.ts';
import { voucherChangeFormSchema, voucherFormSchema, voucherKindProblem } from './voucher-form.ts';

/** The errors of a form's values, one per field. */
const errorsOf = (schema: v.GenericSchema, values: unknown) =>
  validateWithSchema<Record<string, unknown>>(schema, values as Record<string, unknown>);
/** The key of each invalid field, as a form shows them. */
const keysOf = (schema: v.GenericSchema, values: unknown) =>
  Object.fromEntries(Object.entries(errorsOf(schema, values)).map(([field, error]) => [field, error?.key]));

describe('voucher', () => {
  test('a good code passes, normalised to upper case, with defaults', () => {
    const result = v.parse(voucherFormSchema, { code: ' club-15 ', kind: 'percentage', percent: 15 });
    expect(result).toMatchObject({ code: 'CLUB-15', percent: 15, amounts: null, stackable: false });
  });
  test.each([
    ['ab', 'too short'],
    ['a'.repeat(41), 'too long'],
    ['-AB', 'a dash first'],
    ['CLUB 15', 'a space'],
  ])('the code %s is refused (%s)', (code) => {
    expect(keysOf(voucherFormSchema, { code, kind: 'freeShipping' })).toEqual({
      code: 'Admin.Validation.VoucherCode',
    });
  });
  test('percent is a whole number from 1 to 100, with its bounds as params', () => {
    for (const percent of [0, 101, 12.5, '15'])
      expect(keysOf(voucherFormSchema, { code: 'CLUB', kind: 'percentage', percent })).toEqual({
        percent: 'Admin.Validation.Percent',
      });
    const errors = validateWithSchema(voucherFormSchema, { code: 'CLUB', kind: 'percentage', percent: 0 });
    expect(errors.percent?.params).toMatchObject({ min: 1, max: 100 });
    expect(keysOf(voucherFormSchema, { code: 'CLUB', kind: 'percentage', percent: 100 })).toEqual({});
  });
  test('amounts are whole minor units of at least 1 in ISO currencies', () => {
    const fixed = { code: 'TENOFF', kind: 'fixed' };
    expect(keysOf(voucherFormSchema, { ...fixed, amounts: { DKK: 0 } })).toEqual({
      amounts: 'Admin.Validation.Amount',
    });
    expect(keysOf(voucherFormSchema, { ...fixed, amounts: { DKK: 1.5 } })).toEqual({
      amounts: 'Admin.Validation.Amount',
    });
    expect(keysOf(voucherFormSchema, { ...fixed, amounts: { dkk: 100 } })).toEqual({
      amounts: 'Admin.Validation.Currency',
    });
    expect(keysOf(voucherFormSchema, { ...fixed, amounts: { DKK: 1 } })).toEqual({});
  });
  test('the kind decides which of percent and amounts it has', () => {
    expect(keysOf(voucherFormSchema, { code: 'CLUB', kind: 'percentage' })).toEqual({
      percent: 'Admin.Validation.VoucherNeedsPercent',
    });
    expect(keysOf(voucherFormSchema, { code: 'CLUB', kind: 'fixed', amounts: {} })).toEqual({
      amounts: 'Admin.Validation.VoucherNeedsAmount',
    });
    expect(keysOf(voucherFormSchema, { code: 'CLUB', kind: 'freeShipping', percent: 10 })).toEqual({
      percent: 'Admin.Validation.VoucherHasNoPercent',
    });
    expect(
      keysOf(voucherFormSchema, { code: 'CLUB', kind: 'percentage', percent: 5, amounts: { EUR: 5 } }),
    ).toEqual({
      amounts: 'Admin.Validation.VoucherHasNoAmounts',
    });
  });
  test('dates are ISO date-times, validUntil after validFrom; max redemptions from 1', () => {
    const base = { code: 'CLUB', kind: 'freeShipping' };
    expect(keysOf(voucherFormSchema, { ...base, validUntil: '31.01.2027' })).toEqual({
      validUntil: 'Admin.Validation.DateTime',
    });
    expect(
      keysOf(voucherFormSchema, {
        ...base,
        validFrom: '2027-02-01T00:00:00Z',
        validUntil: '2027-01-31T23:59:59Z',
      }),
    ).toEqual({ validUntil: 'Admin.Validation.ValidUntilAfterFrom' });
    expect(keysOf(voucherFormSchema, { ...base, maxRedemptions: 0 })).toEqual({
      maxRedemptions: 'Admin.Validation.AtLeast',
    });
    expect(keysOf(voucherFormSchema, { ...base, description: 'x'.repeat(201) })).toEqual({
      description: 'Form.Validation.Max',
    });
  });
  test('a change names any field but the code; the kind rule runs on the voucher as changed', () => {
    expect(keysOf(voucherChangeFormSchema, { percent: 150 })).toEqual({
      percent: 'Admin.Validation.Percent',
    });
    expect(v.parse(voucherChangeFormSchema, { percent: 20 })).toEqual({ percent: 20 });
    expect(
      voucherKindProblem({ kind: 'fixed', percent: null, amounts: null, validFrom: null, validUntil: null }),
    ).toEqual({ field: 'amounts', key: 'Admin.Validation.VoucherNeedsAmount' });
  });
});

describe('shipping method and drop point', () => {
  const method = {
    country: 'dk',
    kind: 'parcelShop',
    carrier: 'Klubboks',
    name: { da: 'Pakkeboks' },
    deliveryTime: { da: '1-2 dage' },
    prices: { DKK: 2500 },
  };
  test('a good method passes, its country upper-cased, with defaults', () => {
    expect(v.parse(shippingMethodFormSchema, method)).toMatchObject({
      country: 'DK',
      freeFrom: null,
      hasDropPoints: false,
      sortOrder: 100,
    });
    expect(v.parse(shippingMethodFormSchema, { ...method, country: '*', prices: { DKK: 0 } }).country).toBe(
      '*',
    );
  });
  test('each field names its rule', () => {
    expect(
      keysOf(shippingMethodFormSchema, {
        ...method,
        country: 'DNK',
        kind: 'drone',
        carrier: ' ',
        name: {},
        deliveryTime: { DA: 'x' },
        prices: {},
        sortOrder: 1.5,
      }),
    ).toEqual({
      country: 'Admin.Validation.ShippingCountry',
      kind: 'Admin.Validation.Choice',
      carrier: 'Form.Validation.Required',
      name: 'Admin.Validation.OneCulture',
      deliveryTime: 'Admin.Validation.Culture',
      prices: 'Admin.Validation.OneCurrency',
      sortOrder: 'Admin.Validation.WholeNumber',
    });
    expect(keysOf(shippingMethodChangeFormSchema, { prices: { DKK: -1 } })).toEqual({
      prices: 'Admin.Validation.Amount',
    });
    expect(keysOf(shippingMethodChangeFormSchema, { carrier: 'x'.repeat(101) })).toEqual({
      carrier: 'Form.Validation.Max',
    });
  });
  test('a drop point has a name, street, a zip code of 3 to 10 characters, a city and a country', () => {
    const point = {
      name: 'Klubhuset',
      street: 'Stadionvej 1',
      zipCode: '8000',
      city: 'Aarhus',
      country: 'dk',
    };
    expect(v.parse(dropPointFormSchema, point)).toMatchObject({ country: 'DK', openingHours: [] });
    expect(keysOf(dropPointFormSchema, { ...point, name: '', zipCode: '80', country: 'DNK' })).toEqual({
      name: 'Form.Validation.Required',
      zipCode: 'Admin.Validation.ZipCode',
      country: 'Admin.Validation.Country',
    });
    expect(
      keysOf(dropPointFormSchema, { ...point, openingHours: Array.from({ length: 15 }, () => 'Mo 9-17') }),
    ).toEqual({ openingHours: 'Admin.Validation.MaxItems' });
    const repeated = v.safeParse(dropPointImportFormSchema, [
      { ...point, id: 'a' },
      { ...point, id: 'a' },
    ]);
    expect(repeated.issues?.map((issue) => issue.message)).toEqual(['Admin.Validation.DropPointIdsRepeat']);
  });
});

describe('category', () => {
  test('a name is required; url and key are lower-case paths', () => {
    expect(keysOf(categoryFormSchema, { name: 'Shirts', url: '/men/shirts/', key: 'men/shirts' })).toEqual(
      {},
    );
    expect(keysOf(categoryFormSchema, { name: ' ', url: '/Men/', key: 'men/', sortOrder: 'x' })).toEqual({
      name: 'Form.Validation.Required',
      url: 'Admin.Validation.CategoryUrl',
      key: 'Admin.Validation.CategoryKey',
      sortOrder: 'Admin.Validation.WholeNumber',
    });
  });
});

describe('content page', () => {
  test('a path with a slash at each end, a title, a path or https redirect, known block types', () => {
    expect(v.parse(contentPageFormSchema, { path: '/about-us/', title: ' About ' })).toMatchObject({
      title: 'About',
      template: 'contentPage',
      redirect: null,
      blocks: [],
    });
    expect(
      keysOf(contentPageFormSchema, {
        path: '/about us',
        title: '',
        redirect: 'http://example.com/',
        template: 'landing',
        blocks: [{ type: 'video' }],
        seoDescription: 'x'.repeat(501),
      }),
    ).toEqual({
      path: 'Admin.Validation.PagePath',
      title: 'Form.Validation.Required',
      redirect: 'Admin.Validation.Redirect',
      template: 'Admin.Validation.Choice',
      blocks: 'Admin.Validation.Choice',
      seoDescription: 'Form.Validation.Max',
    });
    expect(keysOf(contentPageChangeFormSchema, { title: ' ' })).toEqual({
      title: 'Form.Validation.Required',
    });
    expect(v.parse(contentPageChangeFormSchema, { redirect: null })).toEqual({ redirect: null });
  });

  test("a block's picture and link go only to the site, the web, mail, phone or a category", () => {
    const blocks = [
      {
        type: 'hero',
        heading: 'Kit',
        image: { url: '/media/banner/hero.svg' },
        link: { text: 'Go', url: 'category:men/shirts' },
      },
      {
        type: 'image',
        image: { url: 'https://cdn.example/a.jpg' },
        link: { text: 'Mail', url: 'mailto:shop@club.example' },
      },
    ];
    expect(v.parse(contentPageChangeFormSchema, { blocks }).blocks).toEqual(blocks);
    expect(
      keysOf(contentPageChangeFormSchema, {
        blocks: [
          { type: 'image', image: { url: 'javascript:alert(6)' } },
          { type: 'hero', heading: 'x', link: { text: 'x', url: ' java\tscript:alert(1)' } },
          { type: 'image', image: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } },
        ],
      }),
    ).toEqual({ blocks: 'Admin.Validation.BlockAddress' });
  });
});

describe('message keys', () => {
  test('every message an admin schema reports is a listed key', () => {
    const reported = [
      ...Object.values(errorsOf(voucherFormSchema, { code: 1, kind: 1, stackable: 1, description: 1 })),
      ...Object.values(errorsOf(shippingMethodFormSchema, {})),
      ...Object.values(errorsOf(dropPointFormSchema, { openingHours: 'x' })),
      ...Object.values(errorsOf(contentPageFormSchema, { path: 1, robotsIndex: 'yes', blocks: {} })),
    ].map((error) => error?.key);
    expect(reported.length).toBeGreaterThan(10);
    expect(reported.filter((key) => !isAdminMessageKey(key))).toEqual([]);
    expect(new Set(adminMessageKeyList).size).toBe(adminMessageKeyList.length);
  });
});
