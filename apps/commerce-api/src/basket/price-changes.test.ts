/**
 * Issue 45: a line whose price moved since it was added is told (decision 0078). The real API
 * (PGlite, seeded): a line keeps what a unit cost when it was added, the basket, its summary and
 * the checkout name the lines whose price moved, and adding the line again at today's price
 * settles it.
 */
import { basketResponseSchema, basketSummarySchema, checkoutStateSchema } from '@clubshop/api-sdk/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommerceTestApi, findItems, siteOf, type TestItem } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());
let storeId: string;
let item: TestItem;
let other: TestItem;

beforeAll(async () => {
  storeId = siteOf(api, 'northbridge', 'gb').storeId;
  const items = await findItems(api, {
    clubId: 'northbridge',
    currency: 'GBP',
    state: 'InStock',
    minStock: 10,
  });
  item = items[0] as TestItem;
  // A size of another colour: its price is the other line's own.
  other = items.find((candidate) => candidate.variantId !== item.variantId) as TestItem;
  expect(other).toBeDefined();
}, 180_000);

const headers = () => ({ StoreId: storeId });

/** Sets the catalogue's price of a variant in GBP (minor units), as a back-office edit does. */
async function reprice(variantId: string, unitPrice: number): Promise<void> {
  await api.database.db.execute(
    `update variant_prices set unit_price = ${unitPrice}, discount_price = null
     where variant_id = '${variantId}' and currency = 'GBP'`,
  );
  api.invalidateCatalogue();
}

async function basket(token: string) {
  const { status, body } = await api.json('GET', `/api/baskets/${token}`, undefined, headers());
  expect(status).toBe(200);
  return v.parse(basketResponseSchema, body);
}

describe('a price that moved since the line was added', () => {
  it('is kept on the line and told by the basket, its summary and the checkout, until the line is added again', async () => {
    const created = await api.json('POST', '/api/baskets', undefined, headers());
    const token = v.parse(basketResponseSchema, created.body).summary?.token ?? '';
    const paid = item.discountPrice ?? item.unitPrice;
    const add = async (productId: string) =>
      v.parse(
        basketResponseSchema,
        (await api.json('POST', `/api/baskets/${token}`, { productId, quantity: 2 }, headers())).body,
      );
    const added = await add(item.itemId);
    await add(other.itemId);
    // What a unit cost when added (less its discount); nothing moved yet.
    expect(added.basket?.lines[0]?.addedUnitPrice).toEqual({ amount: paid / 100, currency: 'GBP' });
    expect(added.summary?.priceChanges).toBeUndefined();

    const raised = paid + 250;
    await reprice(item.variantId, raised);
    const after = await basket(token);
    const line = after.basket?.lines.find((entry) => entry.productId === item.itemId);
    expect(line).toMatchObject({
      addedUnitPrice: { amount: paid / 100, currency: 'GBP' },
      unitPrice: { amount: raised / 100 },
      unitDiscount: { amount: 0 },
    });
    const change = {
      lineId: line?.id,
      name: line?.name,
      addedUnitPrice: { amount: paid / 100, currency: 'GBP' },
      unitPrice: { amount: raised / 100, currency: 'GBP' },
    };
    // Only the line whose price moved.
    expect(after.summary?.priceChanges).toEqual([change]);
    const summary = await api.json('GET', `/api/baskets/${token}/summary`, undefined, headers());
    expect(v.parse(basketSummarySchema, summary.body).priceChanges).toEqual([change]);
    const checkout = await api.json('GET', `/api/checkout/${token}`, undefined, headers());
    expect(checkout.status).toBe(200);
    expect(v.parse(checkoutStateSchema, checkout.body).summary.priceChanges).toEqual([change]);

    // A quantity change is not an add at the new price: still told.
    const updated = await api.json(
      'POST',
      `/api/baskets/${token}/lines`,
      { lines: [{ id: line?.id, quantity: 3 }] },
      headers(),
    );
    expect(v.parse(basketResponseSchema, updated.body).summary?.priceChanges).toEqual([change]);

    // Added again, at the price the shopper saw this time: settled.
    const again = await add(item.itemId);
    expect(again.basket?.lines.find((entry) => entry.id === line?.id)?.addedUnitPrice).toEqual({
      amount: raised / 100,
      currency: 'GBP',
    });
    expect(again.summary?.priceChanges).toBeUndefined();

    // A price back where it was when added is no change either.
    await reprice(other.variantId, other.unitPrice);
    const otherPaid = other.discountPrice ?? other.unitPrice;
    const back = await basket(token);
    expect(back.summary?.priceChanges?.map((entry) => entry.name) ?? []).toEqual(
      otherPaid === other.unitPrice ? [] : [back.basket?.lines[1]?.name],
    );
  });
});
