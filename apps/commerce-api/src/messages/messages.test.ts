/**
 * What the API says to a shopper is in the shopper's language: errors carry a dictionary code
 * and params beside the English text, and the texts the API writes itself (facet and sort labels,
 * shipping descriptions, payment method names, voucher descriptions, mails) are dictionary rows,
 * so a culture the code has never heard of needs only its rows.
 */
import {
  basketResponseSchema,
  checkoutStateSchema,
  errorCodes,
  errorResponseSchema,
  searchResponseSchema,
} from '@clubshop/api-sdk/contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createCommerceTestApi, findItems } from '../testing/commerce-test-api.ts';
import { openForFile } from '../testing/open-for-file.ts';
import { apiMessages } from './api-messages.ts';
import { dictionaryRows } from './built-in-dictionary.ts';

const api = openForFile(() => createCommerceTestApi());
const storeOf = (club: string, country: string) =>
  api.sites.find((site) => site.club === club && site.country === country)?.storeId ?? '';

async function germanBasket(): Promise<{ token: string; headers: Record<string, string> }> {
  const headers = { StoreId: storeOf('harbour', 'de') };
  const created = v.parse(
    basketResponseSchema,
    (await api.json('POST', '/api/baskets', undefined, headers)).body,
  );
  const token = created.summary?.token ?? '';
  const [item] = await findItems(api, { clubId: 'harbour', currency: 'EUR', state: 'InStock', minStock: 2 });
  const added = await api.json(
    'POST',
    `/api/baskets/${token}`,
    { productId: item?.itemId, quantity: 1 },
    headers,
  );
  expect(v.parse(basketResponseSchema, added.body).success).toBe(true);
  return { token, headers };
}

describe('the API speaks through dictionary codes', () => {
  it('seeds every API message in English, German and Danish', () => {
    const rows = dictionaryRows();
    for (const code of Object.keys(apiMessages)) {
      for (const culture of ['en', 'de', 'da']) {
        const row = rows.find((candidate) => candidate.alias === code && candidate.culture === culture);
        expect(row?.value.trim(), `${code} in ${culture}`).toBeTruthy();
      }
    }
  });

  it("has a message for every code the client's own errors carry (api-sdk errorCodes)", () => {
    for (const code of Object.values(errorCodes)) expect(apiMessages, code).toHaveProperty([code]);
  });

  it('answers a refused voucher with its code and params beside the English message', async () => {
    const { token, headers } = await germanBasket();
    const refused = await api.json(
      'POST',
      `/api/checkout/${token}/voucher?voucherCode=nope`,
      undefined,
      headers,
    );
    expect(refused.status).toBe(404);
    expect(v.parse(errorResponseSchema, refused.body).errors).toEqual([
      {
        message: 'The voucher code "NOPE" does not exist.',
        field: 'voucherCode',
        code: 'Api.Error.VoucherNotFound',
        params: { code: 'NOPE' },
      },
    ]);
  });

  it('answers a refused quantity with the stock as params (a plural code)', async () => {
    const { token, headers } = await germanBasket();
    const basket = v.parse(
      basketResponseSchema,
      (await api.json('GET', `/api/baskets/${token}`, undefined, headers)).body,
    );
    const line = basket.basket?.lines[0];
    const tooMany = v.parse(
      basketResponseSchema,
      (
        await api.json(
          'POST',
          `/api/baskets/${token}/lines`,
          { lines: [{ id: line?.id, quantity: 99 }] },
          headers,
        )
      ).body,
    );
    expect(tooMany.success).toBe(false);
    expect(tooMany.errors[0]?.code).toBe('Api.Error.OnlyInStock');
    expect(tooMany.errors[0]?.params).toEqual({
      count: expect.any(Number),
      name: line?.name,
      size: expect.any(String),
    });
  });

  it('describes shipping with money in the culture, and names payment methods from the dictionary', async () => {
    const { token, headers } = await germanBasket();
    const state = v.parse(
      checkoutStateSchema,
      (await api.json('GET', `/api/checkout/${token}`, undefined, headers)).body,
    );
    const home = state.shippingMethods.find((method) => method.id === 'de-home');
    expect(home?.description).toBe('2-4 Werktage. Kostenlos ab 59,80\u00a0€.');
    expect(state.availablePaymentMethods.map((method) => method.name)).toContain('Karte (Visa, Mastercard)');
    await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=WELCOME10`, undefined, headers);
    const withVoucher = v.parse(
      checkoutStateSchema,
      (await api.json('GET', `/api/checkout/${token}`, undefined, headers)).body,
    );
    expect(withVoucher.vouchers[0]?.description).toBe('10 % Rabatt auf deine Bestellung');
  });
});

describe('a new culture needs only dictionary rows', () => {
  const swedish: Record<string, string> = {
    'Catalogue.Filters.Color': 'Färg',
    'Catalogue.Filters.Size': 'Storlek',
    'Catalogue.Filters.Price': 'Pris',
    'Catalogue.Filters.OnSale': 'Rea',
    'Catalogue.Filters.InStock': 'I lager',
    'Catalogue.Sorting.Relevance': 'Relevans',
    'Catalogue.Sorting.Price': 'Pris',
    'Catalogue.Sorting.Newest': 'Nyast',
    'Catalogue.Sorting.Name': 'Namn',
    'Mail.ConfirmEmail.Subject': 'Bekräfta din e-post',
    'Mail.ConfirmEmail.Text': 'Hej {name}, bekräfta din e-post: {link}',
  };

  it('labels facets and sorting, and writes mails, in a culture the code does not know', async () => {
    const storeId = storeOf('riverside', 'dk');
    const db = api.database.db;
    for (const [alias, value] of Object.entries(swedish)) {
      await db.execute(
        sql`insert into dictionary_items (culture, alias, value) values ('sv', ${alias}, ${value})`,
      );
    }
    await db.execute(sql`update sites set culture = 'sv' where store_id = ${storeId}`);
    api.invalidateCaches();

    const search = v.parse(
      searchResponseSchema,
      (await api.json('GET', '/api/products/search?Page=1&PageSize=1', undefined, { StoreId: storeId })).body,
    );
    expect(search.facets.map((facet) => facet.label)).toEqual(['Färg', 'Storlek', 'Pris', 'Rea', 'I lager']);
    expect(search.sortOptions.map((option) => option.label)).toEqual(['Relevans', 'Pris', 'Nyast', 'Namn']);

    const email = 'sven@example.se';
    const registered = await api.json(
      'POST',
      '/api/users/register',
      { email, password: 'a long password', firstName: 'Sven', lastName: 'Berg' },
      { StoreId: storeId },
    );
    expect(registered.status).toBe(201);
    await api.settled(); // the mail goes out after the answer
    const [mail] = await api.mails(email);
    expect(mail?.subject).toBe('Bekräfta din e-post');
    expect(mail?.text).toMatch(/^Hej Sven, bekräfta din e-post: http/);
  });
});
