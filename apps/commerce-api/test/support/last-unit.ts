/**
 * The scene of the staleness test: a colour variant with exactly one unit left, sold
 * through one API instance, and what another instance shows of it afterwards (search with the
 * in-stock filter, the category listing, the product answer). Works over any fetch: an app in
 * process or an API process on a port.
 */
import { withClient } from './sql.ts';

/** Sends a request to one API instance (relative path). */
export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

/** The variant with one unit left. */
export interface LastUnit {
  storeId: string;
  /** The one size (item) in stock: the basket's productId, the product answer's variant id. */
  itemId: string;
  variantId: string;
  productId: string;
  /** The card's url on the site. */
  url: string;
  categoryId: string;
}

interface Row {
  item_id: string;
  variant_id: string;
  product_id: string;
  url: string;
  category_id: string;
}

/**
 * Leaves one unit of one size of a listed, in-stock colour variant of the site (every other size
 * sold out), by SQL on the database: the change feed tells the instances.
 */
export async function prepareLastUnit(databaseUrl: string, storeId: string): Promise<LastUnit> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<Row>(
      `select i.id as item_id, sv.variant_id, sv.product_id, sv.url, c.id as category_id
       from store_variants sv
       join items i on i.variant_id = sv.variant_id and i.stock_state = 'InStock' and i.stock_quantity >= 1
       join categories c on c.store_id = sv.store_id and c.key = sv.category_key
       where sv.store_id = $1 and not sv.is_unlisted and sv.in_stock
       order by sv.sort_order
       limit 1`,
      [storeId],
    );
    const row = rows[0];
    if (!row) throw new Error(`no in-stock variant on ${storeId}`);
    await client.query('begin');
    await client.query(
      `update items set stock_quantity = 0, stock_state = 'OutOfStock' where variant_id = $1 and id <> $2`,
      [row.variant_id, row.item_id],
    );
    await client.query(`update items set stock_quantity = 1, stock_state = 'InStock' where id = $1`, [
      row.item_id,
    ]);
    await client.query('commit');
    return {
      storeId,
      itemId: row.item_id,
      variantId: row.variant_id,
      productId: row.product_id,
      url: row.url,
      categoryId: row.category_id,
    };
  });
}

async function json(call: Fetcher, method: string, path: string, storeId: string, body?: unknown) {
  const response = await call(path, {
    method,
    headers: { StoreId: storeId, Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Buys the last unit through `call`: basket, address, shipping, checkout, the test payment page. */
export async function sellLastUnit(call: Fetcher, unit: LastUnit): Promise<void> {
  const { storeId } = unit;
  const created = await json(call, 'POST', '/api/baskets', storeId);
  const token = (created.summary as { token: string }).token;
  await json(call, 'POST', `/api/baskets/${token}`, storeId, { productId: unit.itemId, quantity: 1 });
  const email = 'last.unit@example.com';
  await json(call, 'POST', `/api/checkout/${token}/billingaddress`, storeId, {
    email,
    emailConfirmation: email,
    phone: '+44 20 7946 0000',
    firstName: 'Last',
    lastName: 'Unit',
    street: '1 High Street',
    city: 'London',
    zipCode: 'SW1A 1AA',
    country: 'GB',
  });
  const state = await json(call, 'GET', `/api/checkout/${token}`, storeId);
  const methods = (state.shippingMethods ?? []) as Array<{ id: string; hasDropPoints?: boolean }>;
  const method = methods.find((entry) => !entry.hasDropPoints) ?? methods[0];
  if (!method) throw new Error(`no shipping method: ${JSON.stringify(state)}`);
  await json(call, 'POST', `/api/checkout/${token}/shipping`, storeId, { shippingMethodId: method.id });
  const payments = (state.paymentMethods ?? []) as Array<{ id: string }>;
  const checkout = await json(call, 'POST', `/api/baskets/${token}/checkout`, storeId, {
    paymentProviderId: payments[0]?.id ?? 'card',
    // The site's own pages (the demo sites answer under <storeId>.localhost, the storefront on
    // 5173): with production rules payment returns nowhere else.
    returnUrl: `http://${storeId}.localhost:5173/receipt/`,
    cancelUrl: `http://${storeId}.localhost:5173/checkout/`,
  });
  const url = (checkout.data as { url?: string } | undefined)?.url;
  if (!url) throw new Error(`checkout refused: ${JSON.stringify(checkout)}`);
  const approve = await call(`${new URL(url).pathname}/approve`, { method: 'POST', redirect: 'manual' });
  if (approve.status !== 303) throw new Error(`approve: ${approve.status} ${await approve.text()}`);
}

/** What an instance shows of the variant: in the in-stock search, the listing, the product. */
export interface ShownStock {
  inStockSearch: boolean;
  listing: string | undefined;
  product: string | undefined;
}

/** Asks an instance what it shows of the variant now. */
export async function shownStock(call: Fetcher, unit: LastUnit): Promise<ShownStock> {
  const { storeId } = unit;
  const [search, listing, product] = await Promise.all([
    json(
      call,
      'GET',
      `/api/products/search?CategoryId=${unit.categoryId}&Filters.BitFilters=inStock:true&PageSize=100`,
      storeId,
    ),
    json(call, 'GET', `/api/products/category/${unit.categoryId}?page=1&pageSize=100`, storeId),
    json(call, 'GET', `/api/products/${unit.productId}`, storeId),
  ]);
  const cards = (answer: Record<string, unknown>) =>
    (answer.products ?? []) as Array<{ url: string; availability: string }>;
  return {
    inStockSearch: cards(search).some((card) => card.url === unit.url),
    listing: cards(listing).find((card) => card.url === unit.url)?.availability,
    product: (product.variants as Array<{ id: string; stock: { availability: string } }>).find(
      (variant) => variant.id === unit.itemId,
    )?.stock.availability,
  };
}

/** How long another instance went on showing the variant in stock after the sale. */
export interface Staleness {
  /** From the sale's answer to the answer that showed it sold out. */
  ms: number;
  /** Rounds of the three requests it took (1: the first ones sent after the sale showed it sold out). */
  polls: number;
}

/** Polls `shownStock` until it shows the variant sold out everywhere. */
export async function untilSoldOut(call: Fetcher, unit: LastUnit, timeoutMs = 10_000): Promise<Staleness> {
  const started = performance.now();
  for (let polls = 1; ; polls++) {
    const shown = await shownStock(call, unit);
    if (!shown.inStockSearch && shown.listing === 'OutOfStock' && shown.product === 'OutOfStock') {
      return { ms: performance.now() - started, polls };
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`still shown in stock after ${timeoutMs} ms: ${JSON.stringify(shown)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Milliseconds until `untilSoldOut`. */
export async function msUntilSoldOut(call: Fetcher, unit: LastUnit, timeoutMs = 10_000): Promise<number> {
  return (await untilSoldOut(call, unit, timeoutMs)).ms;
}
