/**
 * Admin routes of a club's shirt personalisation add-ons (on one of its sites): `Personal` (a
 * name) or `Player` (a name and number from the squad list), their names per culture and prices
 * per currency, and which add-ons a product offers. Writes are audited in their transaction and
 * drop the catalogue caches after the commit.
 */
import { randomUUID } from 'node:crypto';
import { addOnFormSchema, productAddOnsFormSchema } from '@clubshop/validation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { addOnPrices, addOns, productAddOns, products } from '../catalog/tables.ts';
import { productIdOfHandle } from '../catalogue-io/catalogue-store.ts';
import { readProduct } from '../catalogue-io/save-product.ts';
import type { Db } from '../db/database.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of an add-on, new or replaced whole (`POST`/`PUT …/add-ons`): the rules of
 * `@clubshop/validation` (decision 0054), the squad's rule (only a `Player` add-on has one, each
 * number once) among them.
 */
export const addOnSchema = addOnFormSchema;

/** The body of the add-ons a product offers (`PUT …/products/{handle}/add-ons`): at most 20 ids. */
export const productAddOnsSchema = productAddOnsFormSchema;

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

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listAddOns: { method: 'GET', path: '/sites/:storeId/add-ons', area: 'catalogue', site: 'path' },
  getAddOn: { method: 'GET', path: '/sites/:storeId/add-ons/:id', area: 'catalogue', site: 'path' },
  createAddOn: {
    method: 'POST',
    path: '/sites/:storeId/add-ons',
    area: 'catalogue',
    site: 'path',
    body: addOnSchema,
  },
  replaceAddOn: {
    method: 'PUT',
    path: '/sites/:storeId/add-ons/:id',
    area: 'catalogue',
    site: 'path',
    body: addOnSchema,
    ifMatch: true,
  },
  getProductAddOns: {
    method: 'GET',
    path: '/sites/:storeId/products/:handle/add-ons',
    area: 'catalogue',
    site: 'path',
  },
  setProductAddOns: {
    method: 'PUT',
    path: '/sites/:storeId/products/:handle/add-ons',
    area: 'catalogue',
    site: 'path',
    body: productAddOnsSchema,
    ifMatch: true,
  },
});

/** The routes of add-ons. */
export function addOnAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  const addOnOr404 = async (tx: Db, clubId: string, id: string) => {
    const addOn = await readAddOn(tx, clubId, id);
    if (!addOn) throw notFound({ message: `No add-on ${id}`, code: 'Admin.Error.NotFound' });
    return addOn;
  };
  const writeAddOn = async (tx: Db, clubId: string, id: string, input: v.InferOutput<typeof addOnSchema>) => {
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
  };

  route(declared.listAddOns, async (c, { site }) => {
    const rows = await db
      .select({ id: addOns.id })
      .from(addOns)
      .where(eq(addOns.clubId, site.clubId))
      .orderBy(asc(addOns.id));
    const items = [];
    for (const row of rows) items.push(await addOnOr404(db, site.clubId, row.id));
    return c.json({ items });
  });

  route(declared.getAddOn, async (c, { site }) => {
    const addOn = await addOnOr404(db, site.clubId, c.req.param('id'));
    c.header('ETag', etagOf(addOn));
    return c.json(addOn);
  });

  route(declared.createAddOn, async (c, { member, site }) => {
    const input = await readAdminBody(c, addOnSchema);
    const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const id = `${site.clubId}-addon-${randomUUID()}`;
      await writeAddOn(tx, site.clubId, id, input);
      const after = await addOnOr404(tx, site.clubId, id);
      return {
        result: after,
        audit: [{ action: 'create', entity: 'add-on', entityId: id, storeId: site.storeId, after }],
      };
    });
    deps.caches.invalidateCatalogue();
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.replaceAddOn, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const input = await readAdminBody(c, addOnSchema);
    const id = c.req.param('id');
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
    deps.caches.invalidateCatalogue();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  /** The add-ons a product offers. */
  route(declared.getProductAddOns, async (c, { site }) => {
    const handle = c.req.param('handle');
    if (!(await readProduct(db, site.clubId, handle)))
      throw notFound({ message: `No product ${handle}`, code: 'Admin.Error.NotFound' });
    const body = { addOnIds: await offeredAddOns(db, await productIdOfHandle(db, site.clubId, handle)) };
    c.header('ETag', etagOf(body));
    return c.json(body);
  });

  route(declared.setProductAddOns, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const handle = c.req.param('handle');
    const { addOnIds } = await readAdminBody(c, productAddOnsSchema);
    const productId = await productIdOfHandle(db, site.clubId, handle);
    const wanted = [...new Set(addOnIds)];
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
    deps.caches.invalidateCatalogue();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  return app;
}
