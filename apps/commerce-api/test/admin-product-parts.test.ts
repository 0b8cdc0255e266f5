/**
 * Adding and removing a product's colours and sizes through the admin API (issue 40 item 3,
 * decision 0101): a colour or size is added by replacing the product whole; one is removed with
 * `DELETE …/variants/{n}` or `…/items/{sku}`, guarded by the ETag, refused (409) when an order or
 * a basket line names it or it is the last one, 404 for an unknown one, 400 for a bad place, 403
 * for a role without the catalogue; the storefront's next call no longer shows it. On PGlite.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { items } from '../src/db/tables/catalog.ts';
import { orderLines, orders } from '../src/payment/tables.ts';
import { adminFetchEmptyEtagOf, createCliOwner, signIn } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 120_000 });

let api: TestApi;
const password = 'staff password 1';
let editor: string;
let packer: string;
let site: string;

const tokenOf = (email: string) => signIn(api, email, password);

/** An admin call over fetch; the ETag '' without one. */
const call = adminFetchEmptyEtagOf(() => api);

const colour = (handle: string, name: string, hex: string, sizes: string[]) => ({
  colour: { da: name, en: name },
  colorHex: hex,
  prices: { DKK: { price: 29900, discount: null } },
  items: sizes.map((size) => ({ sku: `${handle}-${name}-${size}`.toLowerCase(), size, stock: 4 })),
});

beforeAll(async () => {
  api = await createTestApi();
  await createCliOwner(api, 'owner@parts.example', password);
  const owner = await tokenOf('owner@parts.example');
  const created = await call(owner, 'POST', '/sites', {
    name: 'Parts IF',
    host: 'shop.parts.example',
    culture: 'da',
    currency: 'DKK',
  });
  expect(created.status).toBe(201);
  site = created.body.storeId;
  for (const [email, role] of [
    ['editor@parts.example', 'editor'],
    ['packer@parts.example', 'fulfilment'],
  ] as const) {
    expect((await call(owner, 'POST', '/staff', { email, password, role, sites: 'all' })).status).toBe(201);
  }
  editor = await tokenOf('editor@parts.example');
  packer = await tokenOf('packer@parts.example');
  expect((await call(editor, 'POST', `/sites/${site}/categories`, { name: 'Trøjer' })).status).toBe(201);
}, 180_000);

afterAll(async () => {
  await api?.close();
});

describe('colours and sizes of a product', () => {
  it('adds a colour and a size by a whole write, removes them one at a time; the storefront follows', async () => {
    const handle = 'parts-shirt';
    const product = {
      handle,
      name: { da: 'Deltrøje' },
      category: 'trojer',
      kind: 'shirt',
      variants: [colour(handle, 'Red', '#CC0000', ['m', 's'])],
    };
    const made = await call(editor, 'POST', `/sites/${site}/products`, product);
    expect(made.status).toBe(201);
    // A colour with two sizes and a size of the first colour, added by a whole write.
    const wider = {
      ...made.body,
      variants: [
        {
          ...made.body.variants[0],
          items: [...made.body.variants[0].items, { sku: 'parts-red-l', size: 'l', stock: 1 }],
        },
        colour(handle, 'Blue', '#0000CC', ['s', 'xl']),
      ],
    };
    const put = await call(editor, 'PUT', `/sites/${site}/products/${handle}`, wider, {
      'If-Match': made.etag,
    });
    expect(put.status).toBe(200);
    expect(put.body.variants.map((variant: { colorHex: string }) => variant.colorHex)).toEqual([
      '#CC0000',
      '#0000CC',
    ]);
    expect(put.body.variants[0].items.map((item: { size: string }) => item.size)).toEqual(['s', 'm', 'l']);
    const page = await api.fetch(
      `http://shop.parts.example/api/products/search?Term=${encodeURIComponent('Deltrøje')}`,
    );
    expect(await page.text()).toContain('Blue');

    // A role without the catalogue may not; a missing or stale ETag, a bad place, an unknown one.
    expect(
      (
        await call(packer, 'DELETE', `/sites/${site}/products/${handle}/items/parts-red-l`, undefined, {
          'If-Match': put.etag,
        })
      ).status,
    ).toBe(403);
    expect((await call(editor, 'DELETE', `/sites/${site}/products/${handle}/items/parts-red-l`)).status).toBe(
      428,
    );
    const stale = await call(
      editor,
      'DELETE',
      `/sites/${site}/products/${handle}/items/parts-red-l`,
      undefined,
      {
        'If-Match': made.etag,
      },
    );
    expect(stale.status).toBe(412);
    const bad = await call(editor, 'DELETE', `/sites/${site}/products/${handle}/variants/first`, undefined, {
      'If-Match': put.etag,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('variant');
    const unknown = await call(editor, 'DELETE', `/sites/${site}/products/${handle}/items/nope`, undefined, {
      'If-Match': put.etag,
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await call(editor, 'DELETE', `/sites/${site}/products/${handle}/variants/7`, undefined, {
          'If-Match': put.etag,
        })
      ).status,
    ).toBe(404);

    // A size removed: the product and the storefront no longer have it.
    const size = await call(
      editor,
      'DELETE',
      `/sites/${site}/products/${handle}/items/parts-red-l`,
      undefined,
      {
        'If-Match': put.etag,
      },
    );
    expect(size.status).toBe(200);
    expect(size.body.variants[0].items.map((item: { size: string }) => item.size)).toEqual(['s', 'm']);
    expect(size.etag).not.toBe(put.etag);
    expect(await api.deps.db.select().from(items).where(eq(items.sku, 'parts-red-l'))).toEqual([]);

    // A colour removed, with its sizes; then the last colour is refused.
    const blue = await call(editor, 'DELETE', `/sites/${site}/products/${handle}/variants/1`, undefined, {
      'If-Match': size.etag,
    });
    expect(blue.status).toBe(200);
    expect(blue.body.variants).toHaveLength(1);
    expect(
      await api.deps.db
        .select()
        .from(items)
        .where(eq(items.sku, `${handle}-blue-s`)),
    ).toEqual([]);
    const after = await api.fetch(
      `http://shop.parts.example/api/products/search?Term=${encodeURIComponent('Deltrøje')}`,
    );
    expect(await after.text()).not.toContain('Blue');
    const last = await call(editor, 'DELETE', `/sites/${site}/products/${handle}/variants/0`, undefined, {
      'If-Match': blue.etag,
    });
    expect(last.status).toBe(409);
    expect(last.body.errors[0].code).toBe('Admin.Error.LastOne');
  });

  it('refuses (409, nothing removed) a size or colour an order line names; the order stays readable', async () => {
    const handle = 'ordered-shirt';
    const made = await call(editor, 'POST', `/sites/${site}/products`, {
      handle,
      name: { da: 'Bestilt trøje' },
      category: 'trojer',
      kind: 'shirt',
      variants: [colour(handle, 'Red', '#CC0000', ['s', 'm']), colour(handle, 'Blue', '#0000CC', ['s', 'm'])],
    });
    expect(made.status).toBe(201);
    const [item] = await api.deps.db
      .select()
      .from(items)
      .where(eq(items.sku, `${handle}-blue-m`));
    if (!item) throw new Error('no item');
    const now = new Date();
    const address = {
      firstName: 'A',
      lastName: 'B',
      street: 'C 1',
      zipCode: '8000',
      city: 'Aarhus',
      country: 'DK',
    };
    await api.deps.db.insert(orders).values({
      id: 'parts-order-1',
      orderNumber: 'PARTS-1',
      basketToken: 'parts-basket-1',
      storeId: site,
      status: 'Paid',
      currency: 'DKK',
      culture: 'da',
      subTotal: 29900,
      discountTotal: 0,
      shippingTotal: 0,
      total: 29900,
      quantity: 1,
      // biome-ignore lint/suspicious/noExplicitAny: a minimal stored address for the test
      billingAddress: address as any,
      shippingMethodId: 'dk-home',
      shippingMethodName: 'Home',
      paymentMethodId: 'card',
      paymentMethodName: 'Card',
      vouchers: [],
      createdAt: now,
      // biome-ignore lint/suspicious/noExplicitAny: the remaining columns take their defaults
    } as any);
    await api.deps.db.insert(orderLines).values({
      id: 'parts-line-1',
      orderId: 'parts-order-1',
      position: 1,
      itemId: item.id,
      variantId: item.variantId,
      productId: item.productId,
      name: 'Bestilt trøje',
      color: 'Blue',
      size: 'm',
      quantity: 1,
      unitPrice: 29900,
      unitDiscount: 0,
      addOnPrice: 0,
      addOns: [],
      categories: [],
    });
    for (const path of [`items/${handle}-blue-m`, 'variants/1']) {
      const refused = await call(editor, 'DELETE', `/sites/${site}/products/${handle}/${path}`, undefined, {
        'If-Match': made.etag,
      });
      expect({ path, status: refused.status }).toEqual({ path, status: 409 });
      expect(refused.body.errors[0].code).toBe('Admin.Error.InUse');
    }
    const read = await call(editor, 'GET', `/sites/${site}/products/${handle}`);
    expect(read.etag).toBe(made.etag);
    // The other size of the colour is in no order: it goes.
    const other = await call(
      editor,
      'DELETE',
      `/sites/${site}/products/${handle}/items/${handle}-blue-s`,
      undefined,
      {
        'If-Match': made.etag,
      },
    );
    expect(other.status).toBe(200);
    const [line] = await api.deps.db.select().from(orderLines).where(eq(orderLines.id, 'parts-line-1'));
    expect(line).toMatchObject({ name: 'Bestilt trøje', color: 'Blue', size: 'm' });
  });
});
