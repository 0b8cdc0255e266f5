import {
  authenticateRequestSchema,
  basketLinePayloadSchema,
  basketLinesUpdateRequestSchema,
  basketResponseSchema,
  clubSettingsSchema,
  contentResponseSchema,
  customerServiceRequestSchema,
  facetSchema,
  formatIssues,
  invoiceDetailsDraftSchema,
  invoiceDetailsSchema,
  issuesToErrors,
  newsletterSignupRequestSchema,
  productsByIdsQuerySchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  searchParamsToRequest,
  searchRequestSchema,
  searchRequestToParams,
  settingsResponseSchema,
  shippingDetailsSchema,
} from '@clubshop/api-sdk/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

function messages(schema: v.GenericSchema, input: unknown): string {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected the input to be rejected');
  return formatIssues(result.issues);
}

const invoice = {
  email: 'ann@example.com',
  emailConfirmation: 'Ann@Example.com',
  phone: '+45 12-34.56/78',
  firstName: 'Ann',
  lastName: 'Berg',
  street: 'Main Street 1',
  city: 'Copenhagen',
  zipCode: '1000',
  country: 'dk',
};

describe('request schemas', () => {
  it('accepts complete invoice details and normalises the country', () => {
    const output = v.parse(invoiceDetailsSchema, invoice);
    expect(output.country).toBe('DK');
  });

  it('says what is wrong with invoice details', () => {
    const text = messages(invoiceDetailsSchema, {
      ...invoice,
      email: 'not-an-email',
      phone: 'call me',
      street: 'Main Street',
      firstName: '  ',
      country: 'Denmark',
    });
    expect(text).toContain('email: email must be a valid email address');
    expect(text).toContain('phone: phone must be a phone number');
    expect(text).toContain('street: street must contain a street name and a house number');
    expect(text).toContain('firstName: firstName is required');
    expect(text).toContain('country: country must be a two-letter country code');
  });

  it('requires emailConfirmation to match email', () => {
    expect(messages(invoiceDetailsSchema, { ...invoice, emailConfirmation: 'other@example.com' })).toBe(
      'emailConfirmation: emailConfirmation must match email',
    );
  });

  it('shipping details are invoice details without emailConfirmation', () => {
    const { emailConfirmation: _ignored, ...shipping } = invoice;
    expect(v.parse(shippingDetailsSchema, shipping)).not.toHaveProperty('emailConfirmation');
  });

  it('address drafts accept partial input and reset with {}', () => {
    expect(v.parse(invoiceDetailsDraftSchema, {})).toEqual({});
    expect(v.parse(invoiceDetailsDraftSchema, { email: 'an' })).toEqual({ email: 'an' });
    expect(messages(invoiceDetailsDraftSchema, { city: 'x'.repeat(300) })).toBe(
      'city: city must be at most 254 characters',
    );
  });

  it('authenticate takes a password grant or a refresh-token grant', () => {
    expect(
      v.is(authenticateRequestSchema, { grant_type: 'password', username: 'a@b.dk', password: 'x' }),
    ).toBe(true);
    expect(v.is(authenticateRequestSchema, { grant_type: 'refresh_token', refresh_token: 'r' })).toBe(true);
    expect(messages(authenticateRequestSchema, { grant_type: 'client_credentials' })).toBe(
      'grant_type: grant_type must be password or refresh_token',
    );
    expect(messages(authenticateRequestSchema, { grant_type: 'refresh_token', refresh_token: '' })).toBe(
      'refresh_token: refresh_token is required',
    );
  });

  it('register checks email and password length', () => {
    expect(
      messages(registerRequestSchema, { email: 'x', password: 'short', firstName: 'A', lastName: 'B' }),
    ).toBe('email: email must be a valid email address; password: password must be at least 8 characters');
  });

  it('newsletter signup needs terms, a valid email and a first name', () => {
    expect(v.is(newsletterSignupRequestSchema, { termsId: 't', email: 'a@b.dk', firstName: 'A' })).toBe(true);
    expect(
      issuesToErrors(
        v.safeParse(newsletterSignupRequestSchema, { termsId: '', email: '', firstName: '' }).issues!,
      ),
    ).toEqual([
      {
        field: 'termsId',
        message: 'termsId is required: accept the terms',
        code: 'Form.Validation.Required',
      },
      { field: 'email', message: 'email is required', code: 'Form.Validation.Required' },
      { field: 'firstName', message: 'firstName is required', code: 'Form.Validation.Required' },
    ]);
  });

  it('field rule errors carry the dictionary code of the same form rule, with its params', () => {
    const codes = (schema: v.GenericSchema, input: unknown) =>
      issuesToErrors(v.safeParse(schema, input).issues ?? []).map(({ field, code, params }) => ({
        field,
        code,
        params,
      }));
    expect(
      codes(registerRequestSchema, { email: 'x', password: 'short', firstName: 'A', lastName: 'B' }),
    ).toEqual([
      { field: 'email', code: 'Form.Validation.Email', params: undefined },
      { field: 'password', code: 'Form.Validation.Min', params: { min: 8 } },
    ]);
    expect(
      codes(invoiceDetailsSchema, {
        ...invoice,
        phone: 'call me',
        street: 'Main Street',
        emailConfirmation: 'a@b.dk',
      }),
    ).toEqual([
      { field: 'phone', code: 'Form.Validation.Phone', params: undefined },
      { field: 'street', code: 'Form.Validation.Address', params: undefined },
      { field: 'emailConfirmation', code: 'Form.Validation.Confirmed', params: undefined },
    ]);
    expect(
      codes(customerServiceRequestSchema, {
        name: 'x'.repeat(101),
        email: 'a@b.dk',
        subject: 's',
        message: 'm',
      }),
    ).toEqual([{ field: 'name', code: 'Form.Validation.Max', params: { max: 100 } }]);
    expect(
      codes(basketLinePayloadSchema, {
        productId: 'p',
        quantity: 1,
        addOns: [{ type: 'Personal', name: 'R2D2' }],
      }),
    ).toEqual([{ field: 'addOns.0.name', code: 'Form.Validation.InvalidCharacter', params: undefined }]);
  });

  it('basket line payloads check quantity and personalisation', () => {
    expect(
      v.is(basketLinePayloadSchema, {
        productId: 'v1',
        quantity: 1,
        addOnAndProductRelationId: 'a1',
        addOns: [{ type: 'Player', name: 'Søren Ærø', number: 10 }],
      }),
    ).toBe(true);
    expect(
      messages(basketLinePayloadSchema, {
        productId: 'v1',
        quantity: 1.5,
        addOns: [{ type: 'Coach', name: 'R2D2', number: 100 }],
      }),
    ).toBe(
      'quantity: quantity must be a whole number; addOns.0.type: type must be Personal or Player; addOns.0.name: addOns name may only contain letters and spaces; addOns.0.number: addOns number must be a whole number between 1 and 99',
    );
  });

  it('line updates allow quantity 0 (remove) but not negative', () => {
    expect(v.is(basketLinesUpdateRequestSchema, { lines: [{ id: 'l1', quantity: 0 }] })).toBe(true);
    expect(messages(basketLinesUpdateRequestSchema, { lines: [{ id: 'l1', quantity: -1 }] })).toBe(
      'lines.0.quantity: quantity must be at least 0',
    );
  });

  it('customer service accepts an empty phone but not a wrong one', () => {
    const body = { name: 'A', email: 'a@b.dk', subject: 'Order', message: 'Hello' };
    expect(v.is(customerServiceRequestSchema, { ...body, phone: '' })).toBe(true);
    expect(v.is(customerServiceRequestSchema, body)).toBe(true);
    expect(messages(customerServiceRequestSchema, { ...body, phone: 'abc' })).toBe(
      'phone: phone must be a phone number (digits, optional leading +, ( ), - . / or spaces)',
    );
    expect(v.is(customerServiceRequestSchema, { ...body, phone: '(045) 12 34' })).toBe(true);
  });

  it('profile updates may clear optional fields with an empty string', () => {
    expect(v.parse(profileUpdateRequestSchema, { phone: '', street: '', country: 'gb' })).toEqual({
      phone: '',
      street: '',
      country: 'GB',
    });
    expect(messages(profileUpdateRequestSchema, { firstName: '' })).toBe('firstName: firstName is required');
  });

  it('product ids come as one id or a list', () => {
    expect(v.parse(productsByIdsQuerySchema, { id: 'a' })).toEqual({ id: ['a'] });
    expect(v.parse(productsByIdsQuerySchema, { id: ['a', 'b'] })).toEqual({ id: ['a', 'b'] });
    expect(messages(productsByIdsQuerySchema, { id: [] })).toBe('id: id needs at least one product id');
  });
});

describe('search', () => {
  it('round-trips through the query-string encoding', () => {
    const request = {
      Term: 'home shirt',
      Page: 2,
      PageSize: 12,
      CategoryId: 'c1',
      Filters: {
        MultipleFilters: [
          { Key: 'color', Values: ['Red', 'Navy: dark'] },
          { Key: 'size', Values: ['M'] },
        ],
        RangeFilters: [
          { Key: 'price', Max: 50 },
          { Key: 'rating', Min: 3, Max: 5 },
        ],
        BitFilters: [{ Key: 'onSale', Value: true }],
        SortOptions: 'price',
      },
      Sorting: 'desc' as const,
    };
    const params = searchRequestToParams(request);
    expect(params.getAll('Filters.MultipleFilters')).toEqual(['color:Red', 'color:Navy: dark', 'size:M']);
    expect(params.getAll('Filters.RangeFilters')).toEqual(['price::50', 'rating:3:5']);
    expect(
      v.parse(searchRequestSchema, searchParamsToRequest(new URLSearchParams(params.toString()))),
    ).toEqual(request);
  });

  it('applies defaults and rejects bad paging with named fields', () => {
    expect(v.parse(searchRequestSchema, {})).toEqual({ Page: 1, PageSize: 24 });
    expect(messages(searchRequestSchema, { Page: '0', PageSize: '500', Sorting: 'up' })).toBe(
      'Page: Page must be at least 1; PageSize: PageSize must be at most 100; Sorting: Sorting must be asc or desc',
    );
    expect(messages(searchRequestSchema, searchParamsToRequest(new URLSearchParams('Page=abc')))).toBe(
      'Page: Page must be a whole number',
    );
  });

  it('facets are Multiple, Range or Bit', () => {
    expect(
      v.is(facetSchema, { type: 'Bit', key: 'onSale', label: 'On sale', count: 3, selected: false }),
    ).toBe(true);
    expect(v.is(facetSchema, { type: 'Range', key: 'price', label: 'Price', min: 0, max: 90 })).toBe(true);
    expect(v.is(facetSchema, { type: 'Other', key: 'x', label: 'x' })).toBe(false);
  });
});

const settings = {
  hostName: 'northbridge-gb.localhost',
  storeId: 's1',
  rootCategoryId: 'r1',
  serviceCloudClubIdentifier: 'northbridge',
  logo: { url: '/images/logo.svg', altText: 'Northbridge FC' },
  theme: { themeName: 'northbridge', siteName: 'Northbridge FC' },
  theming: {
    primaryColor: '#0B2545',
    secondaryColor: '#F2C14E',
    textColor: '#1B1B1B',
    fontFamily: '"Barlow", system-ui, sans-serif',
  },
  mainNavigation: {
    children: [
      { name: 'Shop', url: '/shop/', children: [{ name: 'Shirts', url: '/shop/shirts/', children: [] }] },
    ],
  },
  languageNavigation: [
    { name: 'United Kingdom', url: 'http://northbridge-gb.localhost:5173/', culture: 'en' },
  ],
  header: { usps: [{ text: 'Free returns', showOnMobile: true }] },
  footer: {
    usps: [],
    companyInfo: {
      name: 'Northbridge FC',
      cvr: '12345678',
      address: 'Stadium Road 1',
      zip: 'NB1',
      city: 'Northbridge',
      email: 'shop@example.com',
    },
    linkSections: [{ headline: 'Help', links: [{ text: 'Contact', url: '/contact/' }] }],
    copyright: '© Northbridge FC',
  },
  checkoutSettings: { countries: [{ code: 'GB', name: 'United Kingdom' }] },
};

describe('response schemas', () => {
  it('settings get their documented defaults', () => {
    const output = v.parse(settingsResponseSchema, { views: { clubSettings: settings } }).views.clubSettings;
    expect(output.currency).toBe('EUR');
    expect(output.culture).toBe('en');
    expect(output.tagManager).toEqual({ enabled: false });
    expect(output.mainNavigation.children[0]?.children[0]?.name).toBe('Shirts');
  });

  it('settings name the missing nested field', () => {
    const { companyInfo: _missing, ...footer } = settings.footer;
    expect(messages(clubSettingsSchema, { ...settings, footer })).toContain('footer.companyInfo');
    expect(
      messages(clubSettingsSchema, {
        ...settings,
        mainNavigation: { children: [{ name: 'Shop', url: '/shop/', children: [{ name: 1 }] }] },
      }),
    ).toContain('mainNavigation.children.0.children.0.name');
  });

  it('content routes are discriminated by template', () => {
    const base = {
      id: 'p1',
      url: '/about/',
      contentAlias: 'contentPage',
      title: 'About',
      seoComposition: { view: { seoTitle: 'About', seoDescription: '', canonicalUrl: '/about/' } },
    };
    const meta = { status: 200, template: 'contentPage', robotsIndex: true, robotsFollow: true };
    expect(
      v.is(contentResponseSchema, { route: { ...base, template: 'contentPage', blocks: [] }, meta }),
    ).toBe(true);
    expect(
      v.is(contentResponseSchema, { route: null, meta: { ...meta, status: 301, redirect: '/new/' } }),
    ).toBe(true);
    expect(messages(contentResponseSchema, { route: { ...base, template: 'categoryPage' }, meta })).toContain(
      'route.category',
    );
  });

  it('basket responses are success or failure', () => {
    expect(v.is(basketResponseSchema, { success: false, errors: [{ message: 'Out of stock' }] })).toBe(true);
    expect(v.is(basketResponseSchema, { success: true, errors: [] })).toBe(false);
  });
});

describe('empty required fields', () => {
  it('report only that they are required', () => {
    const text = messages(invoiceDetailsSchema, { ...invoice, phone: '', street: '', email: '' });
    expect(text).toBe(
      'email: email is required; phone: phone is required; street: street is required; emailConfirmation: emailConfirmation must match email',
    );
  });
});
