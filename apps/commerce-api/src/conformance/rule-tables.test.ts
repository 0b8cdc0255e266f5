/**
 * The API's side of the shared rule tables (`@clubshop/validation/conformance`): what it answers
 * for the table's values, through its real routes. The storefront's forms, the SDK's contract and
 * the rules themselves run the same tables, so the four sides agree.
 */
import {
  basketResponseSchema,
  checkoutStateSchema,
  errorResponseSchema,
  productSchema,
  searchResponseSchema,
} from '@clubshop/api-sdk/contract';
import { sortSizeLabels } from '@clubshop/validation';
import { fieldRuleTable, validInvoiceDetails } from '@clubshop/validation/conformance';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommerceTestApi, findItems, siteOf, type TestItem } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());
let headers: Record<string, string>;
let shirt: TestItem;
let token: string;

beforeAll(async () => {
  headers = { StoreId: siteOf(api, 'northbridge', 'gb').storeId };
  [shirt] = (await findItems(api, {
    clubId: 'northbridge',
    currency: 'GBP',
    state: 'InStock',
    minStock: 5,
    shirts: true,
  })) as [TestItem];
  const created = v.parse(
    basketResponseSchema,
    (await api.json('POST', '/api/baskets', undefined, headers)).body,
  );
  token = created.summary?.token ?? '';
  const added = await api.json(
    'POST',
    `/api/baskets/${token}`,
    { productId: shirt.itemId, quantity: 1 },
    headers,
  );
  expect(added.status).toBe(200);
}, 180_000);

describe('size order', () => {
  it('lists the size facet in the required order, kids and adult sizes alike', async () => {
    const { body } = await api.json('GET', '/api/products/search?PageSize=1', undefined, headers);
    const sizes = v.parse(searchResponseSchema, body).facets.find((facet) => facet.key === 'size');
    const labels = sizes?.type === 'Multiple' ? sizes.values.map((value) => value.value) : [];
    expect(labels).toEqual(expect.arrayContaining(['104', '176', 'xs', '3xl']));
    expect(labels).toEqual(sortSizeLabels(labels));
  });

  it('lists a product’s variants of one colour in the required order', async () => {
    const { body } = await api.json('GET', `/api/products/${shirt.productId}`, undefined, headers);
    const product = v.parse(productSchema, body);
    const ofColour = product.variants.filter((variant) => variant.id.startsWith(shirt.variantId));
    const sizes = (ofColour.length > 1 ? ofColour : product.variants).map((variant) => variant.size);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes).toEqual(sortSizeLabels(sizes));
  });
});

/**
 * The fields the API names as wrong in a billing address holding `value` in `field`: it keeps an
 * address being typed and lists its broken rules (`addressErrors`), and refuses outright (400) a
 * value no address can hold, such as one longer than any field.
 */
async function billingErrors(field: 'email' | 'phone' | 'street', value: string): Promise<string[]> {
  const confirmation = field === 'email' ? { emailConfirmation: value } : {};
  const result = await api.json(
    'POST',
    `/api/checkout/${token}/billingaddress`,
    { ...validInvoiceDetails, [field]: value, ...confirmation },
    headers,
  );
  if (result.status === 400) {
    return v.parse(errorResponseSchema, result.body).errors.map((error) => `billingAddress.${error.field}`);
  }
  expect(result.status).toBe(200);
  return (v.parse(checkoutStateSchema, result.body).addressErrors ?? []).map((error) => error.field ?? '');
}

describe.each(['email', 'phone', 'street'] as const)('billing address %s', (field) => {
  it.each(fieldRuleTable[field].accepted.map((value) => [value]))('accepts %j', async (value) => {
    expect(await billingErrors(field, value)).toEqual([]);
  });
  it.each(fieldRuleTable[field].refused.map((value) => [value]))('refuses %j', async (value) => {
    expect(await billingErrors(field, value)).toContain(`billingAddress.${field}`);
  });
});

describe('name printed on a shirt', () => {
  const add = (name: string) =>
    api.json(
      'POST',
      `/api/baskets/${token}`,
      {
        productId: shirt.itemId,
        quantity: 1,
        addOnAndProductRelationId: `${shirt.productId}-personal`,
        addOns: [{ type: 'Personal', name }],
      },
      headers,
    );
  it.each(fieldRuleTable.addOnName.accepted.map((value) => [value]))('accepts %j', async (name) => {
    const result = await add(name);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(v.parse(basketResponseSchema, result.body).success).toBe(true);
  });
  it.each(fieldRuleTable.addOnName.refused.map((value) => [value]))('refuses %j', async (name) => {
    const result = await add(name);
    expect(result.status).toBe(400);
    expect(v.parse(errorResponseSchema, result.body).errors.map((error) => error.field)).toContain(
      'addOns.0.name',
    );
  });
});
