/**
 * Basket changes: create, add a line, update lines. Every change runs in a transaction that
 * first locks the basket row (`select ... for update`), so concurrent requests on one basket
 * apply one after the other and none is lost; different baskets never wait for each other.
 */
import type { BasketLinePayload, BasketLineUpdate } from '@clubshop/api-sdk/contract';
import { eq, sql } from 'drizzle-orm';
import type { SiteContext } from '../app-env';
import type { Db } from '../db/database';
import { basketLines, baskets, type LineAddOn } from '../db/tables/basket';
import { apiMessage } from '../messages/api-messages.ts';
import { type BasketView, loadBasketView } from '../pricing/basket-view';
import { type BasketRow, loadItemForBasket, loadItemForSale } from '../pricing/priced-lines';
import { ApiError, notFound } from '../shared/api-error.ts';
import { addOnProblems } from './add-on-rules';
import { BasketRefusal, refuse } from './basket-refusal';
import { stockProblem } from './stock-rules';
import { newBasketToken, newLineId } from './token';

/** Creates an empty basket for a site; a logged-in user's (`userId`) belongs to them. */
export async function createBasket(
  db: Db,
  site: SiteContext,
  now: Date,
  userId?: string,
): Promise<BasketRow> {
  const [row] = await db
    .insert(baskets)
    .values({
      token: newBasketToken(),
      storeId: site.storeId,
      clubId: site.clubId,
      currency: site.currency,
      culture: site.culture,
      country: site.country.toUpperCase(),
      status: 'open',
      userId: userId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('basket insert returned nothing');
  return row;
}

/** The basket of a token; 404 when there is none. */
export async function findBasket(db: Db, token: string): Promise<BasketRow> {
  const [row] = await db.select().from(baskets).where(eq(baskets.token, token)).limit(1);
  if (!row) throw basketNotFound();
  return row;
}

/** The error of an unknown token. */
export function basketNotFound(): ApiError {
  return notFound(apiMessage('Api.Error.BasketNotFound'));
}

/** Locks a basket row for the rest of the transaction; 404 when unknown. */
export async function lockBasket(tx: Db, token: string): Promise<BasketRow> {
  const [row] = await tx.select().from(baskets).where(eq(baskets.token, token)).for('update').limit(1);
  if (!row) throw basketNotFound();
  return row;
}

/**
 * Refuses to read a basket that has become an order as a current basket: 404 (what a client
 * already does with a token it no longer holds a basket under: forget it, start a new one),
 * saying why. The order's receipt is read at `/receipt`.
 */
export function assertCurrent(basket: BasketRow): void {
  if (basket.status !== 'open') throw notFound(apiMessage('Api.Error.BasketOrdered'));
}

/** Refuses changes to a basket that has become an order. */
export function assertOpen(basket: BasketRow): void {
  if (basket.status !== 'open') {
    throw new ApiError(409, [apiMessage('Api.Error.BasketOrdered')]);
  }
}

/** Locks a basket row and marks it changed at `now`, in one statement; 404 when unknown. */
async function lockAndTouchBasket(tx: Db, token: string, now: Date): Promise<BasketRow> {
  // An UPDATE takes the same row lock as SELECT ... FOR UPDATE; a refused change rolls it back.
  const [row] = await tx.update(baskets).set({ updatedAt: now }).where(eq(baskets.token, token)).returning();
  if (!row) throw basketNotFound();
  return row;
}

/**
 * Adds a line (or more of an identical line) after the stock, quantity and add-on checks, and
 * returns the basket as it is now (the view the answer shows). Three statements do the add:
 * lock (and touch) the basket; read the item, its price, the offered add-on and what the basket
 * already holds of the item and of this line (after the lock, so a concurrent add on the same
 * basket is seen); upsert the line, adding to the quantity of an identical line. The view is
 * read in the same transaction: on PGlite (one query at a time) the request then waits for the
 * database once instead of queueing again behind every other request for each read. (On
 * PostgreSQL, reading it after the commit on four pooled connections at once measured no better
 * under the load bench: add to basket p50 625-636 ms against 659 ms, within the noise of the
 * shared machine; docs/benchmarks.md.)
 */
export async function addToBasket(
  db: Db,
  token: string,
  payload: BasketLinePayload,
  now: Date,
): Promise<BasketView> {
  const lineAddOns: LineAddOn[] = (payload.addOns ?? []).map((addOn) =>
    addOn.number === undefined
      ? { type: addOn.type, name: addOn.name.trim() }
      : { type: addOn.type, name: addOn.name.trim(), number: addOn.number },
  );
  const relationId = payload.addOnAndProductRelationId ?? null;
  const lineKey = [payload.productId, relationId ?? '', JSON.stringify(lineAddOns)].join('|');
  return db.transaction(async (tx) => {
    const basket = await lockAndTouchBasket(tx, token, now);
    assertOpen(basket);
    const found = await loadItemForBasket(tx, {
      itemId: payload.productId,
      basketToken: token,
      lineKey,
      relationId,
      currency: basket.currency,
      culture: basket.culture,
    });
    if (!found || found.item.clubId !== basket.clubId) {
      throw refuse(apiMessage('Api.Error.ProductNotSold', { id: payload.productId }, 'productId'));
    }
    const { item, offeredAddOn, inBasket } = found;
    if (!item.priced) {
      throw refuse(
        apiMessage(
          'Api.Error.NotSoldInCurrency',
          { name: item.name, currency: basket.currency },
          'productId',
        ),
      );
    }

    if (relationId === null && lineAddOns.length > 0) {
      throw refuse(apiMessage('Api.Error.AddOnRelationRequired', undefined, 'addOnAndProductRelationId'));
    }
    if (relationId !== null) {
      if (!offeredAddOn)
        throw refuse(apiMessage('Api.Error.NoSuchAddOn', undefined, 'addOnAndProductRelationId'));
      if (lineAddOns.length === 0) throw refuse(apiMessage('Api.Error.AddOnMissing', undefined, 'addOns'));
      const problems = addOnProblems(lineAddOns, offeredAddOn);
      if (problems.length > 0) throw new BasketRefusal(problems);
    }

    // Stock is held against everything of this item in the basket, whatever its personalisation.
    const itemTotal = inBasket.itemQuantity + payload.quantity;
    const lineTotal = inBasket.lineQuantity + payload.quantity;
    const problem = stockProblem(item, Math.max(lineTotal, itemTotal));
    if (problem) throw refuse({ ...problem, field: 'quantity' });

    const [added] = await tx
      .insert(basketLines)
      .values({
        id: newLineId(),
        basketToken: token,
        itemId: item.itemId,
        addOnRelationId: relationId,
        addOns: lineAddOns,
        lineKey,
        quantity: payload.quantity,
        position: sql`(select coalesce(max(${basketLines.position}), 0) + 1 from ${basketLines} where ${basketLines.basketToken} = ${token})`,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [basketLines.basketToken, basketLines.lineKey],
        set: { quantity: sql`${basketLines.quantity} + excluded.quantity` },
      })
      .returning({ id: basketLines.id });
    const view = await loadBasketView(tx, basket, now, 'transaction');
    // The price the shopper added it at (again: the price they saw this time), to tell them when
    // the catalogue's price moves before they buy.
    const line = view.lines.find((priced) => priced.id === added?.id);
    if (line) {
      line.addedUnitPrice = line.unitPrice - line.unitDiscount;
      await tx
        .update(basketLines)
        .set({ addedUnitPrice: line.addedUnitPrice })
        .where(eq(basketLines.id, line.id));
    }
    return view;
  });
}

/** Sets line quantities; 0 removes a line. All or nothing: one refused line changes none. */
export async function updateBasketLines(
  db: Db,
  token: string,
  updates: readonly BasketLineUpdate[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const basket = await lockBasket(tx, token);
    assertOpen(basket);
    const lines = await tx.select().from(basketLines).where(eq(basketLines.basketToken, token));
    const byId = new Map(lines.map((line) => [line.id, line]));
    // The last update of a line id wins, as if they had been sent one by one.
    const wanted = new Map<string, number>();
    updates.forEach((update, index) => {
      if (!byId.has(update.id)) {
        throw refuse(apiMessage('Api.Error.LineNotFound', { id: update.id }, `lines.${index}.id`));
      }
      wanted.set(update.id, update.quantity);
    });
    const quantityAfter = (lineId: string, current: number) => wanted.get(lineId) ?? current;
    for (const [lineId, quantity] of wanted) {
      const line = byId.get(lineId);
      if (!line || quantity === 0 || quantity <= line.quantity) continue;
      const item = await loadItemForSale(tx, line.itemId, basket.currency, basket.culture);
      if (!item) throw refuse(apiMessage('Api.Error.ProductNoLongerSold', undefined, 'lines'));
      const itemTotal = lines
        .filter((other) => other.itemId === line.itemId)
        .reduce((sum, other) => sum + quantityAfter(other.id, other.quantity), 0);
      const problem = stockProblem(item, Math.max(quantity, itemTotal));
      if (problem) throw refuse({ ...problem, field: 'quantity' });
    }
    for (const [lineId, quantity] of wanted) {
      if (quantity === 0) await tx.delete(basketLines).where(eq(basketLines.id, lineId));
      else await tx.update(basketLines).set({ quantity }).where(eq(basketLines.id, lineId));
    }
    await tx.update(baskets).set({ updatedAt: now }).where(eq(baskets.token, token));
  });
}
