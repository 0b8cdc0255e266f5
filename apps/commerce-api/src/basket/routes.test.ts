import { basketResponseSchema, basketSummarySchema, errorResponseSchema } from '@clubshop/api-sdk/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommerceTestApi, findItems, siteOf, type TestItem } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());
let storeId: string;
let inStock: TestItem;
let second: TestItem;
let soldOut: TestItem;
let preorder: TestItem;
let shirt: TestItem;

beforeAll(async () => {
  storeId = siteOf(api, 'northbridge', 'gb').storeId;
  const base = { clubId: 'northbridge', currency: 'GBP' } as const;
  [inStock, second] = (await findItems(api, { ...base, state: 'InStock', minStock: 25 })) as [
    TestItem,
    TestItem,
  ];
  [soldOut] = (await findItems(api, { ...base, state: 'OutOfStock' })) as [TestItem];
  [preorder] = (await findItems(api, { ...base, state: 'InPreorderStock' })) as [TestItem];
  [shirt] = (await findItems(api, { ...base, state: 'InStock', minStock: 5, shirts: true })) as [TestItem];
  for (const item of [inStock, second, soldOut, preorder, shirt]) expect(item).toBeDefined();
}, 180_000);

const headers = () => ({ StoreId: storeId });

async function newBasket(): Promise<string> {
  const { status, body } = await api.json('POST', '/api/baskets', undefined, headers());
  expect(status).toBe(201);
  const parsed = v.parse(basketResponseSchema, body);
  return parsed.summary?.token ?? '';
}

function expectBasket(body: unknown) {
  return v.parse(basketResponseSchema, body);
}

describe('POST /api/baskets', () => {
  it('creates an empty basket with an unguessable token in the site currency', async () => {
    const { body } = await api.json('POST', '/api/baskets', undefined, headers());
    const parsed = expectBasket(body);
    expect(parsed.success).toBe(true);
    expect(parsed.basket?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(parsed.basket).toMatchObject({ storeId, currency: 'GBP', lines: [], vouchers: [] });
    expect(parsed.summary).toMatchObject({ quantity: 0, totals: { total: { amount: 0, currency: 'GBP' } } });
    const other = expectBasket((await api.json('POST', '/api/baskets', undefined, headers())).body);
    expect(other.summary?.token).not.toBe(parsed.summary?.token);
  });

  it('answers a new basket, on every site, as reading it back answers it (its view reads only its shipping)', async () => {
    for (const site of api.sites) {
      const created = await api.json('POST', '/api/baskets', undefined, { StoreId: site.storeId });
      expect(created.status).toBe(201);
      const token = expectBasket(created.body).summary?.token as string;
      const read = await api.json('GET', `/api/baskets/${token}`, undefined, { StoreId: site.storeId });
      expect(created.body, site.storeId).toEqual(read.body);
    }
  });
});

describe('line images', () => {
  it('a line carries the picture of its colour, an absolute url the API serves', async () => {
    const token = await newBasket();
    const added = expectBasket(
      (await api.json('POST', `/api/baskets/${token}`, { productId: inStock.itemId, quantity: 1 }, headers()))
        .body,
    );
    const image = added.basket?.lines[0]?.image;
    expect(image?.url).toMatch(/^http:\/\/localhost:4000\/media\/product\/[a-z-]+\/[0-9a-f]{6}\/1\.svg$/i);
    expect(image?.altText).toBe(added.basket?.lines[0]?.name);
    const picture = await api.fetch(new URL(image?.url ?? '').pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('adding and updating lines', () => {
  it('adds with server prices, ignoring client price fields, and merges identical adds', async () => {
    const token = await newBasket();
    const add = await api.json(
      'POST',
      `/api/baskets/${token}`,
      { productId: inStock.itemId, quantity: 2, unitPrice: { amount: 0.01 }, price: 1 },
      headers(),
    );
    expect(add.status).toBe(200);
    const parsed = expectBasket(add.body);
    expect(parsed.success).toBe(true);
    const line = parsed.basket?.lines[0];
    const paid = inStock.discountPrice ?? inStock.unitPrice;
    expect(line).toMatchObject({
      productId: inStock.itemId,
      quantity: 2,
      unitPrice: { amount: inStock.unitPrice / 100, currency: 'GBP' },
      unitDiscount: { amount: (inStock.unitPrice - paid) / 100 },
      lineTotal: { amount: (paid * 2) / 100 },
    });
    expect(line?.properties.map((p) => p.label)).toEqual(['color', 'size']);
    expect(line?.categories.length).toBeGreaterThan(0);

    const again = expectBasket(
      (await api.json('POST', `/api/baskets/${token}`, { productId: inStock.itemId, quantity: 1 }, headers()))
        .body,
    );
    expect(again.basket?.lines).toHaveLength(1);
    expect(again.basket?.lines[0]?.quantity).toBe(3);
    expect(again.summary?.quantity).toBe(3);
    expect(again.summary?.totals.subTotal.amount).toBe((inStock.unitPrice * 3) / 100);
    expect(again.summary?.totals.total.amount).toBe((paid * 3) / 100);
  });

  it('updates quantities, removes a line with 0 and answers the summary', async () => {
    const token = await newBasket();
    await api.json('POST', `/api/baskets/${token}`, { productId: inStock.itemId, quantity: 1 }, headers());
    const added = expectBasket(
      (await api.json('POST', `/api/baskets/${token}`, { productId: second.itemId, quantity: 1 }, headers()))
        .body,
    );
    const [first, other] = added.basket?.lines ?? [];
    if (!first || !other) throw new Error('two lines expected');
    const updated = expectBasket(
      (
        await api.json(
          'POST',
          `/api/baskets/${token}/lines`,
          {
            lines: [
              { id: first.id, quantity: 4 },
              { id: other.id, quantity: 0 },
            ],
          },
          headers(),
        )
      ).body,
    );
    expect(updated.success).toBe(true);
    expect(updated.basket?.lines.map((l) => [l.id, l.quantity])).toEqual([[first.id, 4]]);

    const summary = await api.json('GET', `/api/baskets/${token}/summary`);
    expect(summary.status).toBe(200);
    expect(v.parse(basketSummarySchema, summary.body).quantity).toBe(4);
    const got = await api.json('GET', `/api/baskets/${token}`, undefined, headers());
    expect(expectBasket(got.body).basket?.lines[0]?.quantity).toBe(4);
    expect(got.response.headers.get('Cache-Control')).toContain('no-store');
  });

  it('refuses out-of-stock items and more than in stock with success false and the unchanged basket', async () => {
    const token = await newBasket();
    const out = await api.json(
      'POST',
      `/api/baskets/${token}`,
      { productId: soldOut.itemId, quantity: 1 },
      headers(),
    );
    expect(out.status).toBe(200);
    const refused = expectBasket(out.body);
    expect(refused.success).toBe(false);
    expect(refused.errors[0]?.message).toMatch(/out of stock/);
    expect(refused.basket?.lines).toEqual([]);

    const [scarce] = await findItems(api, {
      clubId: 'northbridge',
      currency: 'GBP',
      state: 'InStock',
      maxStock: 3,
    });
    if (!scarce) throw new Error('no scarce item');
    const tooMany = expectBasket(
      (
        await api.json(
          'POST',
          `/api/baskets/${token}`,
          { productId: scarce.itemId, quantity: scarce.stockQuantity + 1 },
          headers(),
        )
      ).body,
    );
    expect(tooMany.success).toBe(false);
    expect(tooMany.errors[0]?.message).toMatch(new RegExp(`Only ${scarce.stockQuantity} of`));
  });

  it('sells preorder items beyond their stock', async () => {
    const token = await newBasket();
    const added = expectBasket(
      (
        await api.json(
          'POST',
          `/api/baskets/${token}`,
          { productId: preorder.itemId, quantity: 99 },
          headers(),
        )
      ).body,
    );
    expect(added.success).toBe(true);
    expect(added.summary?.quantity).toBe(99);
  });

  it('refuses a line update above stock and an unknown line', async () => {
    const token = await newBasket();
    const added = expectBasket(
      (await api.json('POST', `/api/baskets/${token}`, { productId: inStock.itemId, quantity: 1 }, headers()))
        .body,
    );
    const id = added.basket?.lines[0]?.id ?? '';
    const above = expectBasket(
      (await api.json('POST', `/api/baskets/${token}/lines`, { lines: [{ id, quantity: 99 }] }, headers()))
        .body,
    );
    if (inStock.stockQuantity < 99) {
      expect(above.success).toBe(false);
      expect(above.basket?.lines[0]?.quantity).toBe(1);
    }
    const unknown = expectBasket(
      (
        await api.json(
          'POST',
          `/api/baskets/${token}/lines`,
          { lines: [{ id: 'nope', quantity: 1 }] },
          headers(),
        )
      ).body,
    );
    expect(unknown.success).toBe(false);
    expect(unknown.errors[0]).toMatchObject({
      message: 'Line nope is not in this basket',
      field: 'lines.0.id',
    });
  });

  it('personalises shirts with the validation rules and prices the add-on', async () => {
    const token = await newBasket();
    const addShirt = (relation: string, addOns: unknown[]) =>
      api.json(
        'POST',
        `/api/baskets/${token}`,
        { productId: shirt.itemId, quantity: 1, addOnAndProductRelationId: relation, addOns },
        headers(),
      );
    const player = `${shirt.productId}-player`;
    const ok = expectBasket((await addShirt(player, [{ type: 'Player', name: 'Walsh', number: 10 }])).body);
    expect(ok.success).toBe(true);
    const line = ok.basket?.lines[0];
    expect(line?.addOns).toEqual([{ type: 'Player', name: 'Walsh', number: 10 }]);
    expect(line?.addOnPrice?.amount).toBeGreaterThan(0);
    expect(line?.unitPrice.amount).toBe((shirt.unitPrice + (line?.addOnPrice?.amount ?? 0) * 100) / 100);

    const wrongNumber = expectBasket(
      (await addShirt(player, [{ type: 'Player', name: 'Walsh', number: 0 }])).body,
    );
    expect(wrongNumber.success).toBe(false);
    expect(wrongNumber.errors[0]?.field).toBe('addOns.0.number');

    const badName = await addShirt(`${shirt.productId}-personal`, [{ type: 'Personal', name: 'R2-D2' }]);
    expect(badName.status).toBe(400);
    expect(v.parse(errorResponseSchema, badName.body).errors[0]?.field).toBe('addOns.0.name');
  });
});

describe('bad input', () => {
  it('answers 404 JSON for an unknown token on every call', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/baskets/unknown-token', undefined],
      ['GET', '/api/baskets/unknown-token/summary', undefined],
      ['GET', '/api/baskets/unknown-token/receipt', undefined],
      ['POST', '/api/baskets/unknown-token', { productId: 'x', quantity: 1 }],
      ['POST', '/api/baskets/unknown-token/lines', { lines: [{ id: 'x', quantity: 1 }] }],
    ] as const) {
      const result = await api.json(method, path, body, headers());
      expect(result.status, `${method} ${path}`).toBe(404);
      expect(v.parse(errorResponseSchema, result.body).errors[0]?.message).toMatch(/Basket not found/);
    }
  });

  it('refuses malformed JSON, wrong types, bad quantities and oversized bodies with 4xx error bodies', async () => {
    const token = await newBasket();
    const cases: Array<[unknown, string | undefined]> = [
      ['{"productId":', undefined],
      [{ productId: 42, quantity: 1 }, 'productId'],
      [{ productId: inStock.itemId, quantity: '2' }, 'quantity'],
      [{ productId: inStock.itemId, quantity: 0 }, 'quantity'],
      [{ productId: inStock.itemId, quantity: -1 }, 'quantity'],
      [{ productId: inStock.itemId, quantity: 1.5 }, 'quantity'],
      [{ productId: inStock.itemId, quantity: 100 }, 'quantity'],
      [{ productId: inStock.itemId }, 'quantity'],
      [[1, 2], undefined],
    ];
    for (const [body, field] of cases) {
      const result = await api.json('POST', `/api/baskets/${token}`, body, headers());
      expect(result.status, JSON.stringify(body)).toBe(400);
      const error = v.parse(errorResponseSchema, result.body);
      if (field)
        expect(
          error.errors.some((e) => e.field === field),
          JSON.stringify(error),
        ).toBe(true);
    }
    const huge = await api.json(
      'POST',
      `/api/baskets/${token}`,
      { productId: 'x'.repeat(200_000), quantity: 1 },
      headers(),
    );
    expect(huge.status).toBe(413);
    v.parse(errorResponseSchema, huge.body);
    const lines = await api.json(
      'POST',
      `/api/baskets/${token}/lines`,
      { lines: [{ id: 'a', quantity: -3 }] },
      headers(),
    );
    expect(lines.status).toBe(400);
    const unknownProduct = expectBasket(
      (await api.json('POST', `/api/baskets/${token}`, { productId: 'no-such-item', quantity: 1 }, headers()))
        .body,
    );
    expect(unknownProduct.success).toBe(false);
    expect(unknownProduct.errors[0]?.field).toBe('productId');
  });

  it('refuses another club’s product', async () => {
    const token = await newBasket();
    const [foreign] = await findItems(api, {
      clubId: 'riverside',
      currency: 'GBP',
      state: 'InStock',
      minStock: 1,
    });
    const result = expectBasket(
      (
        await api.json(
          'POST',
          `/api/baskets/${token}`,
          { productId: foreign?.itemId, quantity: 1 },
          headers(),
        )
      ).body,
    );
    expect(result.success).toBe(false);
    expect(result.errors[0]?.message).toMatch(/not sold in this shop/);
  });
});

describe('concurrency', () => {
  it('lands all of 20 concurrent adds to one basket', async () => {
    const token = await newBasket();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.json('POST', `/api/baskets/${token}`, { productId: inStock.itemId, quantity: 1 }, headers()),
      ),
    );
    for (const result of results) expect(expectBasket(result.body).success).toBe(true);
    const final = expectBasket((await api.json('GET', `/api/baskets/${token}`, undefined, headers())).body);
    expect(final.basket?.lines).toHaveLength(1);
    expect(final.summary?.quantity).toBe(20);
  }, 60_000);

  it('lands 20 concurrent adds of different items as 20 lines', async () => {
    const token = await newBasket();
    const pool = await findItems(api, { clubId: 'northbridge', currency: 'GBP', state: 'InPreorderStock' });
    const items = [...pool, inStock, second].slice(0, 20);
    await Promise.all(
      items.map((item) =>
        api.json('POST', `/api/baskets/${token}`, { productId: item.itemId, quantity: 1 }, headers()),
      ),
    );
    const final = expectBasket((await api.json('GET', `/api/baskets/${token}`, undefined, headers())).body);
    expect(final.basket?.lines).toHaveLength(items.length);
    expect(new Set(final.basket?.lines.map((l) => l.id)).size).toBe(items.length);
  }, 60_000);
});
