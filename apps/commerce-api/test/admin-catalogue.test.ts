/**
 * The admin API's catalogue (issue 26): the category tree, products with colours, sizes, prices
 * per currency, stock and preorder, add-ons with their squads; each role's limits, staff of one
 * site kept off another, 412 on a stale edit, 400 naming the field with nothing written, audit
 * rows with before and after, and an edit the storefront's next call shows. On PGlite, and on
 * PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productDetails } from '../src/catalogue-io/tables.ts';
import { products } from '../src/db/tables/catalog.ts';
import { auditLog } from '../src/db/tables/staff.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { abyAndBergstadt, addMembers, adminFetchOf, createCliOwner, signIn } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 120_000 });

const api = openForFile(() => createTestApi());
const password = 'staff password 1';
let owner: string;
let editor: string;
let packer: string;
let siteA: string;
let siteB: string;
const hostA = 'shop.aby-catalogue.example';

const tokenOf = (email: string) => signIn(api, email, password);

/** An admin call over fetch. */
const call = adminFetchOf(() => api);

/** A product of the shop in our JSON shape. */
function shirt(handle: string, name: string, category: string, price = 49900) {
  return {
    handle,
    name: { da: name },
    description: { da: '<p onclick="x()">Spillertrøje</p>' },
    category,
    kind: 'shirt',
    variants: [
      {
        colour: { da: 'Grøn', en: 'Green' },
        colorHex: '#00AA00',
        prices: { DKK: { price, discount: null } },
        items: [
          { sku: `${handle}-l`, size: 'L', stock: 3 },
          { sku: `${handle}-s`, size: 's', stock: 0, preorderDate: '2027-01-15' },
          { sku: `${handle}-m`, size: 'm', stock: 12 },
        ],
      },
    ],
  };
}

async function storefrontSearch(term: string): Promise<string> {
  const response = await api.fetch(`http://${hostA}/api/products/search?Term=${encodeURIComponent(term)}`);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  await createCliOwner(api, 'owner@catalogue.example', password);
  owner = await tokenOf('owner@catalogue.example');
  [siteA, siteB] = await abyAndBergstadt(call, owner, [hostA, 'shop.bergstadt-catalogue.example']);
  await addMembers(call, owner, password, [
    ['editor@catalogue.example', 'editor', [siteA]],
    ['packer@catalogue.example', 'fulfilment', 'all'],
  ]);
  editor = await tokenOf('editor@catalogue.example');
  packer = await tokenOf('packer@catalogue.example');
}, 180_000);

describe('the category tree', () => {
  it('creates, renames, moves and orders categories; deletes only an empty one; every write audited', async () => {
    const men = await call(editor, 'POST', `/sites/${siteA}/categories`, { name: 'Herrer' });
    expect(men.status).toBe(201);
    expect(men.body).toMatchObject({ key: 'herrer', url: '/herrer/', depth: 1 });
    const shirts = await call(editor, 'POST', `/sites/${siteA}/categories`, {
      name: 'Trøjer',
      parentId: men.body.id,
    });
    expect(shirts.body).toMatchObject({ key: 'herrer/trojer', url: '/herrer/trojer/', depth: 2 });
    const kids = await call(editor, 'POST', `/sites/${siteA}/categories`, { name: 'Børn' });
    expect((await call(editor, 'POST', `/sites/${siteA}/categories`, { name: 'Børn' })).status).toBe(409);
    const noName = await call(editor, 'POST', `/sites/${siteA}/categories`, { name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0].field).toBe('name');

    // Rename: a stale edit is 412, a good one carries the ETag it read.
    const read = await call(editor, 'GET', `/sites/${siteA}/categories/${shirts.body.id}`);
    expect(
      (await call(editor, 'PATCH', `/sites/${siteA}/categories/${shirts.body.id}`, { name: 'X' })).status,
    ).toBe(428);
    const renamed = await call(
      editor,
      'PATCH',
      `/sites/${siteA}/categories/${shirts.body.id}`,
      { name: 'Spillertrøjer' },
      { 'If-Match': read.etag as string },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Spillertrøjer', key: 'herrer/trojer' });
    const stale = await call(
      editor,
      'PATCH',
      `/sites/${siteA}/categories/${shirts.body.id}`,
      { name: 'Forkert' },
      { 'If-Match': read.etag as string },
    );
    expect(stale.status).toBe(412);

    // A move under its own child is refused; a move under another node carries the depth along.
    const loop = await call(
      editor,
      'PATCH',
      `/sites/${siteA}/categories/${men.body.id}`,
      { parentId: shirts.body.id },
      { 'If-Match': '*' },
    );
    expect(loop.status).toBe(400);
    expect(loop.body.errors[0].field).toBe('parentId');
    const moved = await call(
      editor,
      'PATCH',
      `/sites/${siteA}/categories/${men.body.id}`,
      { parentId: kids.body.id, sortOrder: 5 },
      { 'If-Match': men.etag as string },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parentId: kids.body.id, depth: 2, sortOrder: 5 });
    const tree = await call(editor, 'GET', `/sites/${siteA}/categories`);
    const root = tree.body.items[0];
    const kidsNode = root.children.find((node: { id: string }) => node.id === kids.body.id);
    expect(kidsNode.children[0]).toMatchObject({ id: men.body.id, depth: 2 });
    expect(kidsNode.children[0].children[0]).toMatchObject({ id: shirts.body.id, depth: 3 });

    // Not empty: children, then products.
    expect((await call(editor, 'DELETE', `/sites/${siteA}/categories/${men.body.id}`)).status).toBe(409);
    const product = await call(
      editor,
      'POST',
      `/sites/${siteA}/products`,
      shirt('cat-shirt', 'Katte trøje', 'herrer/trojer'),
    );
    expect(product.status).toBe(201);
    expect((await call(editor, 'DELETE', `/sites/${siteA}/categories/${shirts.body.id}`)).status).toBe(409);
    const extra = await call(editor, 'POST', `/sites/${siteA}/categories`, { name: 'Tilbud' });
    expect((await call(editor, 'DELETE', `/sites/${siteA}/categories/${extra.body.id}`)).status).toBe(204);
    expect((await call(editor, 'GET', `/sites/${siteA}/categories/${extra.body.id}`)).status).toBe(404);

    const rows = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, shirts.body.id)));
    const update = rows.find(
      (row) => row.action === 'update' && (row.after as { name: string }).name === 'Spillertrøjer',
    );
    expect(update?.before).toMatchObject({ name: 'Trøjer' });
    expect(update?.actor).toBe('editor@catalogue.example');
  });

  it('keeps staff to their sites and roles', async () => {
    expect((await call(editor, 'GET', `/sites/${siteB}/categories`)).status).toBe(403);
    expect((await call(editor, 'POST', `/sites/${siteB}/categories`, { name: 'X' })).status).toBe(403);
    expect((await call(packer, 'GET', `/sites/${siteA}/categories`)).status).toBe(403);
    expect((await call(packer, 'GET', `/sites/${siteA}/products`)).status).toBe(403);
    expect((await call(editor, 'POST', `/sites/${siteB}/products`, shirt('b-shirt', 'B', 'b'))).status).toBe(
      403,
    );
    expect((await call(editor, 'GET', `/sites/${siteB}/add-ons`)).status).toBe(403);
  });
});

describe('products', () => {
  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const [before] = await api.deps.db.select({ n: count() }).from(products);
    const cases: Array<[unknown, string]> = [
      [{ ...shirt('bad-1', 'X', 'herrer/trojer'), handle: 'Not A Handle' }, 'handle'],
      [{ ...shirt('bad-2', 'X', 'nowhere') }, 'category'],
      [
        {
          ...shirt('bad-3', 'X', 'herrer/trojer'),
          variants: [
            { ...shirt('bad-3', 'X', '').variants[0], prices: { EUR: { price: 100, discount: null } } },
          ],
        },
        'variants.0.prices.DKK',
      ],
      [
        {
          ...shirt('bad-4', 'X', 'herrer/trojer'),
          variants: [
            {
              ...shirt('bad-4', 'X', '').variants[0],
              items: [{ sku: 'bad-4-x', size: 'enormous', stock: 1 }],
            },
          ],
        },
        'variants.0.items.0.size',
      ],
      [
        {
          ...shirt('bad-5', 'X', 'herrer/trojer'),
          variants: [
            { ...shirt('bad-5', 'X', '').variants[0], prices: { DKK: { price: 100, discount: 150 } } },
          ],
        },
        'variants.0.prices.DKK.discount',
      ],
      [{ ...shirt('bad-6', 'X', 'herrer/trojer'), variants: [] }, 'variants'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(editor, 'POST', `/sites/${siteA}/products`, body);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(answer.body.errors.map((error: { field?: string }) => error.field)).toContain(field);
    }
    const taken = await call(editor, 'POST', `/sites/${siteA}/products`, {
      ...shirt('bad-7', 'X', 'herrer/trojer'),
      variants: [
        { ...shirt('bad-7', 'X', '').variants[0], items: [{ sku: 'cat-shirt-l', size: 'xl', stock: 1 }] },
      ],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].field).toBe('variants.0.items.0.sku');
    const [after] = await api.deps.db.select({ n: count() }).from(products);
    expect(after?.n).toBe(before?.n);
  });

  it('creates a product the storefront lists; an edit (price, name, stock, unlisted) shows on its next call', async () => {
    const created = await call(
      editor,
      'POST',
      `/sites/${siteA}/products`,
      shirt('home-2026', 'Hjemme trøje', 'herrer/trojer'),
    );
    expect(created.status).toBe(201);
    // Sizes in the size order of @clubshop/validation whatever order they were sent in, normalised.
    expect(created.body.variants[0].items.map((item: { size: string }) => item.size)).toEqual([
      's',
      'm',
      'l',
    ]);
    expect(created.body.description.da).toBe('<p>Spillertrøje</p>');
    expect(created.body.variants[0].items[0]).toMatchObject({ stock: 0, preorderDate: '2027-01-15' });
    expect(
      (await call(editor, 'POST', `/sites/${siteA}/products`, shirt('home-2026', 'Igen', 'herrer/trojer')))
        .status,
    ).toBe(409);

    const first = await storefrontSearch('trøje');
    expect(first).toContain('Hjemme trøje');
    expect(first).toContain('499');

    const read = await call(editor, 'GET', `/sites/${siteA}/products/home-2026`);
    expect(read.etag).toBeTruthy();
    const edited = structuredClone(read.body);
    edited.name.da = 'Ude trøje';
    edited.variants[0].prices.DKK = { price: 59900, discount: 44900 };
    edited.variants[0].items[2].stock = 1;
    const put = await call(editor, 'PUT', `/sites/${siteA}/products/home-2026`, edited, {
      'If-Match': read.etag as string,
    });
    expect(put.status).toBe(200);
    const next = await storefrontSearch('trøje');
    expect(next).toContain('Ude trøje');
    expect(next).not.toContain('Hjemme trøje');
    expect(next).toContain('449');

    const stale = await call(editor, 'PUT', `/sites/${siteA}/products/home-2026`, read.body, {
      'If-Match': read.etag as string,
    });
    expect(stale.status).toBe(412);
    expect((await call(editor, 'GET', `/sites/${siteA}/products/home-2026`)).body.name.da).toBe('Ude trøje');

    const hidden = await call(
      editor,
      'PUT',
      `/sites/${siteA}/products/home-2026`,
      { ...put.body, listed: false },
      { 'If-Match': put.etag as string },
    );
    expect(hidden.status).toBe(200);
    expect(await storefrontSearch('trøje')).not.toContain('Ude trøje');

    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.action, 'update')));
    const priced = audit.find((row) => (row.after as { name: { da: string } }).name.da === 'Ude trøje');
    expect(priced?.before).toMatchObject({ name: { da: 'Hjemme trøje' } });
  });

  it('lists products a page at a time, by name or SKU, category and low stock', async () => {
    for (const [handle, name] of [
      ['away-2026', 'Udebane trøje'],
      ['scarf', 'Halstørklæde'],
    ] as const) {
      expect(
        (await call(editor, 'POST', `/sites/${siteA}/products`, shirt(handle, name, 'herrer/trojer'))).status,
      ).toBe(201);
    }
    const all = await call(editor, 'GET', `/sites/${siteA}/products?pageSize=2`);
    expect(all.body).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(all.body.items).toHaveLength(2);
    const page2 = await call(editor, 'GET', `/sites/${siteA}/products?pageSize=2&page=2`);
    expect(page2.body.items.map((row: { handle: string }) => row.handle)).not.toContain(
      all.body.items[0].handle,
    );
    const byName = await call(editor, 'GET', `/sites/${siteA}/products?search=halst`);
    expect(byName.body.items.map((row: { handle: string }) => row.handle)).toEqual(['scarf']);
    const bySku = await call(editor, 'GET', `/sites/${siteA}/products?search=away-2026-m`);
    expect(bySku.body.items.map((row: { handle: string }) => row.handle)).toEqual(['away-2026']);
    const byCategory = await call(editor, 'GET', `/sites/${siteA}/products?category=herrer`);
    expect(byCategory.body.total).toBe(4);
    expect((await call(editor, 'GET', `/sites/${siteA}/products?category=born`)).body.total).toBe(0);
    const low = await call(editor, 'GET', `/sites/${siteA}/products?stockAtMost=0`);
    expect(low.body.total).toBe(4);
    expect(low.body.items[0]).toMatchObject({ lowestStock: 0, stock: 15 });
    const bad = await call(editor, 'GET', `/sites/${siteA}/products?stockAtMost=few`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('stockAtMost');
  });

  it("stores an editor's description sanitised: no script, event handler or javascript: link; formatting kept", async () => {
    const created = await call(
      editor,
      'POST',
      `/sites/${siteA}/products`,
      shirt('described-2026', 'Beskrevet trøje', 'herrer/trojer'),
    );
    expect(created.status).toBe(201);
    const edited = structuredClone(created.body);
    edited.description.da =
      '<p>Årets <strong>trøje</strong> i <em>bomuld</em><script>alert(1)</script></p>' +
      '<ul><li>Let</li><li><img src="x.png" onerror="alert(2)">Blød</li></ul>' +
      '<p><a href="javascript:alert(3)">klik</a> <a href="https://club.example/size">Størrelser</a></p>';
    const put = await call(editor, 'PUT', `/sites/${siteA}/products/described-2026`, edited, {
      'If-Match': created.etag as string,
    });
    expect(put.status).toBe(200);
    const stored =
      '<p>Årets <strong>trøje</strong> i <em>bomuld</em></p>' +
      '<ul><li>Let</li><li><img src="x.png">Blød</li></ul>' +
      '<p><a>klik</a> <a href="https://club.example/size">Størrelser</a></p>';
    expect(put.body.description.da).toBe(stored);
    expect((await call(editor, 'GET', `/sites/${siteA}/products/described-2026`)).body.description.da).toBe(
      stored,
    );
    // The shop's answer: the sanitised HTML to render, and a meta description without markup.
    const [row] = await api.deps.db
      .select({ id: productDetails.productId })
      .from(productDetails)
      .where(eq(productDetails.handle, 'described-2026'));
    const answer = await api.fetch(`http://${hostA}/api/products/${row?.id}`);
    expect(answer.status).toBe(200);
    const product = (await answer.json()) as { description: string; metaDescription: string };
    expect(product.description).toBe(stored);
    expect(product.metaDescription).toBe('Årets trøje i bomuld Let Blød klik Størrelser');
  });
});

describe('add-ons', () => {
  it('creates a Player add-on with its squad and prices, offers it on a product, refuses a stale edit', async () => {
    const bad = await call(editor, 'POST', `/sites/${siteA}/add-ons`, {
      type: 'Player',
      name: { da: 'Spiller' },
      prices: { DKK: 10000 },
      players: [
        { name: 'Hansen', number: 7 },
        { name: 'Jensen', number: 7 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('players.1.number');
    const created = await call(editor, 'POST', `/sites/${siteA}/add-ons`, {
      type: 'Player',
      name: { da: 'Spiller' },
      prices: { DKK: 10000 },
      players: [{ name: 'Hansen', number: 7 }],
    });
    expect(created.status).toBe(201);
    const edited = await call(
      editor,
      'PUT',
      `/sites/${siteA}/add-ons/${created.body.id}`,
      { ...created.body, id: undefined, prices: { DKK: 12500 } },
      { 'If-Match': created.etag as string },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.prices).toEqual({ DKK: 12500 });
    expect(
      (
        await call(editor, 'PUT', `/sites/${siteA}/add-ons/${created.body.id}`, created.body, {
          'If-Match': created.etag as string,
        })
      ).status,
    ).toBe(412);

    const offered = await call(editor, 'GET', `/sites/${siteA}/products/away-2026/add-ons`);
    expect(offered.body).toEqual({ addOnIds: [] });
    const unknown = await call(
      editor,
      'PUT',
      `/sites/${siteA}/products/away-2026/add-ons`,
      { addOnIds: ['nope'] },
      { 'If-Match': offered.etag as string },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('addOnIds.0');
    const set = await call(
      editor,
      'PUT',
      `/sites/${siteA}/products/away-2026/add-ons`,
      { addOnIds: [created.body.id] },
      { 'If-Match': offered.etag as string },
    );
    expect(set.status).toBe(200);
    expect(set.body.addOnIds).toEqual([created.body.id]);
  });
});

describe('add-ons: bad input (decision 0054)', () => {
  it('names each field in error with its rule key and params, and writes nothing', async () => {
    const before = await call(editor, 'GET', `/sites/${siteA}/add-ons`);
    const bad = await call(editor, 'POST', `/sites/${siteA}/add-ons`, {
      type: 'Hat',
      name: { da: ' ', dan: 'Navn' },
      prices: { DKK: -1 },
      players: [{ name: 'Hansen', number: 100 }],
    });
    expect(bad.status).toBe(400);
    const items = bad.body.errors.map((item: { field?: string; code?: string; params?: object }) => [
      item.field,
      item.code,
      item.params,
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['type', 'Admin.Validation.Choice', undefined],
        ['name.da', 'Form.Validation.Required', undefined],
        ['name.dan', 'Admin.Validation.Culture', undefined],
        ['prices.DKK', 'Admin.Validation.Amount', { min: 0 }],
        ['players.0.number', 'Admin.Validation.PlayerNumber', { min: 0, max: 99 }],
      ]),
    );
    const personal = await call(editor, 'POST', `/sites/${siteA}/add-ons`, {
      type: 'Personal',
      name: { da: 'Eget navn' },
      prices: { DKK: 5000 },
      players: [{ name: 'Hansen', number: 7 }],
    });
    expect(personal.status).toBe(400);
    expect(personal.body.errors).toEqual([
      {
        field: 'players',
        code: 'Admin.Validation.SquadOnlyForPlayer',
        message: 'players: only a Player add-on has a squad',
      },
    ]);
    const repeated = await call(editor, 'POST', `/sites/${siteA}/add-ons`, {
      type: 'Player',
      name: { da: 'Spiller' },
      prices: { DKK: 5000 },
      players: [
        { name: 'Hansen', number: 7 },
        { name: 'Jensen', number: 7 },
      ],
    });
    expect(repeated.body.errors).toEqual([
      expect.objectContaining({ field: 'players.1.number', code: 'Admin.Validation.PlayerNumberRepeats' }),
    ]);
    expect((await call(editor, 'GET', `/sites/${siteA}/add-ons`)).body).toEqual(before.body);

    const offered = await call(editor, 'GET', `/sites/${siteA}/products/away-2026/add-ons`);
    const tooMany = await call(
      editor,
      'PUT',
      `/sites/${siteA}/products/away-2026/add-ons`,
      { addOnIds: Array.from({ length: 21 }, (_, index) => `addon-${index}`) },
      { 'If-Match': offered.etag as string },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([
      {
        field: 'addOnIds',
        code: 'Admin.Validation.MaxItems',
        params: { max: 20 },
        message: 'addOnIds has at most 20 items',
      },
    ]);
  });
});

describe('a club opening a site in another culture', () => {
  it('gives its products texts in the new culture, so edits still save and the new site lists them', async () => {
    const category = await call(owner, 'POST', `/sites/${siteA}/categories`, { name: 'Kultur' });
    expect(category.status).toBe(201);
    const created = await call(
      owner,
      'POST',
      `/sites/${siteA}/products`,
      shirt('culture-2026', 'Kulturtrøje', 'kultur'),
    );
    expect(created.status).toBe(201);
    const clubId = (await call(owner, 'GET', '/sites')).body.items.find(
      (site: { storeId: string }) => site.storeId === siteA,
    ).clubId;
    // The club in English, after its catalogue was written in Danish only.
    const english = await call(owner, 'POST', '/sites', {
      clubId,
      host: 'en.aby-catalogue.example',
      culture: 'en',
      currency: 'DKK',
    });
    expect(english.status).toBe(201);
    const tree = await call(owner, 'POST', `/sites/${english.body.storeId}/categories`, {
      key: 'kultur',
      name: 'Culture',
    });
    expect(tree.status).toBe(201);

    const read = await call(owner, 'GET', `/sites/${siteA}/products/culture-2026`);
    expect(read.body.name).toEqual({ da: 'Kulturtrøje', en: 'Kulturtrøje' });
    const edited = await call(
      owner,
      'PUT',
      `/sites/${siteA}/products/culture-2026`,
      { ...read.body, name: { ...read.body.name, en: 'Culture shirt' } },
      { 'If-Match': read.etag as string },
    );
    expect(edited.status).toBe(200);
    const search = await api.fetch('http://en.aby-catalogue.example/api/products/search?Term=culture');
    expect(search.status).toBe(200);
    expect(await search.text()).toContain('Culture shirt');
  });
});
