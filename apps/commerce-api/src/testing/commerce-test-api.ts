/**
 * Test support of the commerce domains: the core harness (`createTestApi`) with a JSON request
 * helper, and finders for catalogue items in a given stock state.
 */
import {
  createTestApi,
  type TestApi,
  type TestApiOptions,
  type TestSite,
} from '@clubshop/commerce-api/testing';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';

/** The test API with a JSON helper. */
export interface CommerceTestApi extends TestApi {
  /** JSON request helper: sends `body` as JSON (a string as is), answers status and parsed JSON. */
  json: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: unknown; response: Response }>;
}

/** Opens a seeded API (one database per call). */
export async function createCommerceTestApi(options: TestApiOptions = {}): Promise<CommerceTestApi> {
  const api = await createTestApi(options);
  return {
    ...api,
    json: async (method, path, body, headers = {}) => {
      const sent: Record<string, string> = { Accept: 'application/json', ...headers };
      const init: RequestInit = { method, headers: sent };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        sent['Content-Type'] = 'application/json';
      }
      const response = await api.fetch(path, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, response };
    },
  };
}

/** The seeded site of `club` in `country` (lower case: `gb`); throws when there is none. */
export function siteOf(api: Pick<TestApi, 'sites'>, club: string, country: string): TestSite {
  const site = api.sites.find((s) => s.club === club && s.country === country);
  if (!site) throw new Error(`no ${club}-${country} site`);
  return site;
}

/** A catalogue item (a size of a colour variant) as the tests pick them. */
export interface TestItem {
  itemId: string;
  productId: string;
  variantId: string;
  stockQuantity: number;
  unitPrice: number;
  discountPrice: number | null;
}

/**
 * Finds items of a club by stock state (and at least `minStock` in stock), priced in `currency`,
 * ordered by id so tests are reproducible. `shirts` limits to products with add-ons.
 */
export async function findItems(
  api: CommerceTestApi,
  filter: {
    clubId: string;
    currency: string;
    state: 'InStock' | 'OutOfStock' | 'InPreorderStock';
    minStock?: number;
    maxStock?: number;
    shirts?: boolean;
    onSale?: boolean;
    /** Cheapest first (the price paid: the discount price where there is one); else by id. */
    cheapestFirst?: boolean;
  },
): Promise<TestItem[]> {
  return queryRows<TestItem & Record<string, unknown>>(
    api.database.db,
    sql`select i.id as "itemId", i.product_id as "productId", i.variant_id as "variantId",
          i.stock_quantity as "stockQuantity", vp.unit_price as "unitPrice", vp.discount_price as "discountPrice"
        from items i
        join products p on p.id = i.product_id
        join variant_prices vp on vp.variant_id = i.variant_id and vp.currency = ${filter.currency}
        where p.club_id = ${filter.clubId} and i.stock_state = ${filter.state}
          and i.stock_quantity >= ${filter.minStock ?? 0}
          and i.stock_quantity <= ${filter.maxStock ?? 1_000_000}
          and (${filter.shirts ?? false} = false or exists (select 1 from product_add_ons pa where pa.product_id = p.id))
          and (${filter.onSale ?? null}::boolean is null or (vp.discount_price is not null) = ${filter.onSale ?? null}::boolean)
        order by case when ${filter.cheapestFirst ?? false} then coalesce(vp.discount_price, vp.unit_price) end, i.id
        limit 20`,
  );
}
