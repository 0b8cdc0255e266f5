/**
 * Personalisation add-ons as the admin API manages them: a club's add-ons (with their prices per
 * currency and a `Player` add-on's squad) and which a product offers. Every write is audited.
 * Throws `ApiError`; no request.
 */
import { randomUUID } from 'node:crypto';
import type { addOnFormSchema } from '@clubshop/validation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { addOnPrices, addOns, productAddOns, products } from '../db/tables/catalog.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { productIdOfHandle } from './catalogue-store.ts';
import { readProduct } from './save-product.ts';

type AddOnInput = v.InferOutput<typeof addOnFormSchema>;
/** The site an add-on route works on. */
interface AddOnSite {
  storeId: string;
  clubId: string;
}

/** An add-on as the admin API shows it. */
async function readAddOn(db: Db, clubId: string, id: string) {
  const [row] = await db
    .select()
    .from(addOns)
    .where(and(eq(addOns.clubId, clubId), eq(addOns.id, id)));
  if (!row) return undefined;
  const prices = await db
    .select()
    .from(addOnPrices)
    .where(eq(addOnPrices.addOnId, id))
    .orderBy(asc(addOnPrices.currency));
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    prices: Object.fromEntries(prices.map((price) => [price.currency, price.price])),
    players: row.players,
  };
}

/** The ids of the add-ons a product offers (in the order of their relation ids). */
async function offeredAddOns(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ addOnId: productAddOns.addOnId })
    .from(productAddOns)
    .where(eq(productAddOns.productId, productId))
    .orderBy(asc(productAddOns.id));
  return rows.map((row) => row.addOnId);
}

async function addOnOr404(tx: Db, clubId: string, id: string) {
  const addOn = await readAddOn(tx, clubId, id);
  if (!addOn) throw notFound({ message: `No add-on ${id}`, code: 'Admin.Error.NotFound' });
  return addOn;
}
async function writeAddOn(tx: Db, clubId: string, id: string, input: AddOnInput) {
  await tx
    .insert(addOns)
    .values({ id, clubId, type: input.type, name: input.name, players: input.players })
    .onConflictDoUpdate({
      target: addOns.id,
      set: { type: input.type, name: input.name, players: input.players },
    });
  await tx.delete(addOnPrices).where(eq(addOnPrices.addOnId, id));
  const prices = Object.entries(input.prices).map(([currency, price]) => ({
    addOnId: id,
    currency,
    price,
  }));
  if (prices.length > 0) await tx.insert(addOnPrices).values(prices);
}

/** The club's add-ons, by id. */
export async function listAddOns(db: Db, clubId: string) {
  const rows = await db
    .select({ id: addOns.id })
    .from(addOns)
    .where(eq(addOns.clubId, clubId))
    .orderBy(asc(addOns.id));
  const items = [];
  for (const row of rows) items.push(await addOnOr404(db, clubId, row.id));
  return items;
}

/** The add-on `id` of the club (404 when none). */
export function addOnOf(db: Db, clubId: string, id: string) {
  return addOnOr404(db, clubId, id);
}

/** Adds an add-on to the site's club; audited. */
export async function createAddOn(db: Db, actor: Actor, now: Date, site: AddOnSite, input: AddOnInput) {
  return auditedWrite(db, actor, now, async (tx) => {
    const id = `${site.clubId}-addon-${randomUUID()}`;
    await writeAddOn(tx, site.clubId, id, input);
    const after = await addOnOr404(tx, site.clubId, id);
    return {
      result: after,
      audit: [{ action: 'create', entity: 'add-on', entityId: id, storeId: site.storeId, after }],
    };
  });
}

/** Replaces the add-on `id` whole, from the read `ifMatch` names (412 when stale); audited. */
export async function replaceAddOn(
  db: Db,
  actor: Actor,
  now: Date,
  site: AddOnSite,
  id: string,
  input: AddOnInput,
  ifMatch: string,
) {
  return auditedWrite(db, actor, now, async (tx) => {
    await tx.select({ id: addOns.id }).from(addOns).where(eq(addOns.id, id)).for('update');
    const before = await addOnOr404(tx, site.clubId, id);
    checkIfMatch(ifMatch, before);
    await writeAddOn(tx, site.clubId, id, input);
    const after = await addOnOr404(tx, site.clubId, id);
    return {
      result: after,
      audit: [{ action: 'update', entity: 'add-on', entityId: id, storeId: site.storeId, before, after }],
    };
  });
}

/** The add-ons the product `handle` offers (404 when no such product). */
export async function productAddOnsOf(db: Db, clubId: string, handle: string) {
  if (!(await readProduct(db, clubId, handle)))
    throw notFound({ message: `No product ${handle}`, code: 'Admin.Error.NotFound' });
  return { addOnIds: await offeredAddOns(db, await productIdOfHandle(db, clubId, handle)) };
}

/** Sets the add-ons the product `handle` offers, from the read `ifMatch` names; audited. */
export async function setProductAddOns(
  db: Db,
  actor: Actor,
  now: Date,
  site: AddOnSite,
  handle: string,
  addOnIds: readonly string[],
  ifMatch: string,
) {
  const productId = await productIdOfHandle(db, site.clubId, handle);
  const wanted = [...new Set(addOnIds)];
  return auditedWrite(db, actor, now, async (tx) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!(await readProduct(tx, site.clubId, handle)))
      throw notFound({ message: `No product ${handle}`, code: 'Admin.Error.NotFound' });
    const known =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: addOns.id })
            .from(addOns)
            .where(and(eq(addOns.clubId, site.clubId), inArray(addOns.id, wanted)));
    const knownIds = new Set(known.map((row) => row.id));
    const unknown = wanted.findIndex((id) => !knownIds.has(id));
    if (unknown >= 0)
      throw new ApiError(400, [
        {
          field: `addOnIds.${unknown}`,
          message: `No add-on ${wanted[unknown]} in this club`,
          code: 'Admin.Error.Invalid',
        },
      ]);
    const before = { addOnIds: await offeredAddOns(tx, productId) };
    checkIfMatch(ifMatch, before);
    // A relation's id is the basket payload's addOnAndProductRelationId: one per product and
    // add-on that stays while the product offers the add-on, so baskets holding it keep working.
    const relationId = (addOnId: string) => `${productId}-${addOnId}`;
    const dropped = before.addOnIds.filter((addOnId) => !wanted.includes(addOnId));
    if (dropped.length > 0)
      await tx
        .delete(productAddOns)
        .where(and(eq(productAddOns.productId, productId), inArray(productAddOns.addOnId, dropped)));
    const added = wanted.filter((addOnId) => !before.addOnIds.includes(addOnId));
    if (added.length > 0)
      await tx
        .insert(productAddOns)
        .values(added.map((addOnId) => ({ id: relationId(addOnId), productId, addOnId })));
    const after = { addOnIds: await offeredAddOns(tx, productId) };
    return {
      result: after,
      audit: [
        {
          action: 'update',
          entity: 'product add-ons',
          entityId: productId,
          storeId: site.storeId,
          before,
          after,
        },
      ],
    };
  });
}
