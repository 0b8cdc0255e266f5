/**
 * What the shopper reads on a German or Danish site is in that site's culture (issue 45, item 6):
 * payment method names, amounts on the test payment page, sizes in the order mail, drop points'
 * opening hours, the "One size" filter value, the company's registration number, and no second
 * full stop after an amount in Danish ("499,00 kr..").
 */
import {
  checkoutStateSchema,
  dropPointListResponseSchema,
  searchRequestToParams,
  searchResponseSchema,
} from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { items } from '../src/db/tables/catalog.ts';
import { dictionaryRows } from '../src/messages/built-in-dictionary.ts';
import { basketReadyToPay, openBasket, startPayment } from '../src/testing/checkout-scene.ts';
import { createCommerceTestApi, findItems } from '../src/testing/commerce-test-api.ts';
import { openForFile } from '../src/testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());

/** A site and a billing address in its country. */
const sites = {
  da: {
    storeId: 'riverside-dk',
    club: 'riverside',
    currency: 'DKK',
    shipping: 'dk-home',
    parcelShop: 'dk-parcelshop',
    billing: {
      country: 'DK',
      street: 'Vestergade 12',
      city: 'Aarhus',
      zipCode: '8000',
      phone: '+45 12 34 56 78',
    },
  },
  de: {
    storeId: 'harbour-de',
    club: 'harbour',
    currency: 'EUR',
    shipping: 'de-home',
    parcelShop: 'de-parcelshop',
    billing: {
      country: 'DE',
      street: 'Hafenstraße 1',
      city: 'Hamburg',
      zipCode: '20457',
      phone: '+49 40 123456',
    },
  },
} as const;
type Culture = keyof typeof sites;

/** A basket on the site with one item of a letter size, billed and shipped; its token and item's size. */
async function readyBasket(culture: Culture, email: string) {
  const site = sites[culture];
  const headers = { StoreId: site.storeId };
  const candidates = await findItems(api, {
    clubId: site.club,
    currency: site.currency,
    state: 'InStock',
    minStock: 5,
  });
  const sized = await Promise.all(
    candidates.map(async (candidate) => {
      const [row] = await api.database.db.select().from(items).where(eq(items.id, candidate.itemId));
      return { candidate, size: row?.size ?? '' };
    }),
  );
  // A letter size stored lower-case, the code a shopper must never read ("m", "xs").
  const chosen = sized.find((entry) => /^[a-z0-9]*[a-z]$/.test(entry.size)) ?? sized[0];
  if (!chosen) throw new Error(`no item in stock for ${site.storeId}`);
  const token = await basketReadyToPay(api, {
    headers,
    lines: [{ itemId: chosen.candidate.itemId, quantity: 1 }],
    billing: { ...site.billing, email, emailConfirmation: email, firstName: 'Kim', lastName: 'Larsen' },
    shippingMethodId: site.shipping,
  });
  return { token, size: chosen.size, headers };
}

describe('payment methods and the test payment page', () => {
  it.each([
    ['da', 'Kort (Visa, Mastercard)', /\d+,\d{2}\s?kr\./],
    ['de', 'Karte (Visa, Mastercard)', /\d+,\d{2}\s?€/],
  ] as const)('speak the %s site’s culture: %s, amounts as money', async (culture, cardName, money) => {
    const { token, headers } = await readyBasket(culture, `pay-${culture}@example.com`);
    const state = v.parse(
      checkoutStateSchema,
      (await api.json('GET', `/api/checkout/${token}`, undefined, headers)).body,
    );
    expect(state.availablePaymentMethods.find((method) => method.id === 'card')?.name).toBe(cardName);
    const started = await startPayment(api, token, headers, 'card');
    const page = await (await api.fetch(started.data?.url ?? '')).text();
    expect(page).toContain(cardName);
    expect(page).not.toContain('Card (Visa');
    const details = [...page.matchAll(/<dd>([^<]*)<\/dd>/g)].map((match) => match[1] ?? '');
    const amount = details.find((text) => /\d[.,]\d{2}/.test(text)) ?? '';
    expect(amount.replaceAll('&#160;', ' ')).toMatch(money);
    expect(page).not.toMatch(/\b(EUR|DKK)\b/);
  });
});

describe('the order confirmation mail', () => {
  it('shows the size by its name, not its code', async () => {
    const email = 'size-mail@example.com';
    const { token, size, headers } = await readyBasket('da', email);
    const started = await startPayment(api, token, headers, 'card');
    expect((await api.fetch(`${started.data?.url}/approve`, { method: 'POST' })).status).toBe(303);
    const [mail] = await api.mails(email);
    const line = mail?.text.split('\n').find((text) => /^1 x /.test(text)) ?? '';
    expect(line).toContain(`(${size.toUpperCase()})`);
    expect(line).not.toMatch(/\([a-z0-9]*[a-z]\)/);
  });
});

describe('a stock error', () => {
  it('names the size as the shopper reads it, in the params and the message', async () => {
    const headers = { StoreId: 'riverside-dk' };
    const candidates = await findItems(api, {
      clubId: 'riverside',
      currency: 'DKK',
      state: 'InStock',
      minStock: 1,
      maxStock: 50,
    });
    let chosen: { itemId: string; stock: number; size: string } | undefined;
    for (const candidate of candidates) {
      const [row] = await api.database.db.select().from(items).where(eq(items.id, candidate.itemId));
      if (row && /^[a-z0-9]*[a-z]$/.test(row.size)) {
        chosen = { itemId: candidate.itemId, stock: candidate.stockQuantity, size: row.size };
        break;
      }
    }
    if (!chosen) throw new Error('no letter size with little stock');
    const token = await openBasket(api, headers);
    const refused = await api.json(
      'POST',
      `/api/baskets/${token}`,
      { productId: chosen.itemId, quantity: chosen.stock + 1 },
      headers,
    );
    const [error] = (refused.body as { errors: Array<{ message: string; params?: Record<string, unknown> }> })
      .errors;
    expect(error?.params?.size).toBe(chosen.size.toUpperCase());
    expect(error?.message).toContain(`(${chosen.size.toUpperCase()})`);
  });
});

describe('drop points', () => {
  it.each([
    ['da', '8000'],
    ['de', '20457'],
  ] as const)('on the %s site have opening hours in its language', async (culture, zipCode) => {
    const { token, headers } = await readyBasket(culture, `points-${culture}@example.com`);
    const answer = await api.json(
      'GET',
      `/api/checkout/${token}/shipping/${sites[culture].parcelShop}/droppoints?zipCode=${zipCode}`,
      undefined,
      headers,
    );
    const points = v.parse(dropPointListResponseSchema, answer.body);
    const hours = points.flatMap((point) => point.openingHours ?? []).join(' | ');
    expect(hours).not.toBe('');
    expect(hours).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
  });
});

describe('size filter values', () => {
  it('show one size in Danish on the Danish site', async () => {
    const response = await api.fetch(`/api/products/search?${searchRequestToParams({ PageSize: 100 })}`, {
      headers: { StoreId: 'riverside-dk' },
    });
    const body = v.parse(searchResponseSchema, await response.json());
    const size = body.facets.find((facet) => facet.key === 'size');
    if (size?.type !== 'Multiple') throw new Error('no size facet');
    const labels = size.values.map((value) => value.label ?? value.value);
    expect(labels).toContain('Én størrelse');
    expect(labels).not.toContain('One size');
  });
});

describe('the company’s registration number', () => {
  it.each([
    ['riverside-dk', /^\d{2} \d{2} \d{2} \d{2}$/],
    ['harbour-dk', /^\d{2} \d{2} \d{2} \d{2}$/],
    ['northbridge-de', /^DE \d{3} \d{3} \d{3}$/],
    ['harbour-gb', /^GB \d{3} \d{4} \d{2}$/],
  ])('on %s is the one its country’s label asks for', async (storeId, pattern) => {
    const url = encodeURIComponent(`http://${storeId}.localhost/`);
    const answer = (await api.json('GET', `/api/settings?url=${url}`)).body as {
      views: { clubSettings: { footer?: { companyInfo?: { cvr?: string } } } };
    };
    expect(answer.views.clubSettings.footer?.companyInfo?.cvr).toMatch(pattern);
  });
});

describe('Danish texts', () => {
  it('put no second full stop after an amount (Danish money ends in "kr.")', () => {
    const amountThenStop = /\{\s*(amount|price|total|subtotal|minimum\w*|freeShippingFrom)\s*\}\./;
    const offending = dictionaryRows()
      .filter((row) => row.culture === 'da' && amountThenStop.test(row.value))
      .map((row) => `${row.alias}: ${row.value}`);
    expect(offending).toEqual([]);
  });
});
