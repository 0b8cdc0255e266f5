/**
 * Checkout steps on a basket token: addresses, shipping (with drop point), comment. Each step
 * locks the basket row like basket changes do, so steps sent in parallel apply one by one.
 */
import type { InvoiceDetailsDraft, ShippingSelection } from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { assertOpen, lockBasket } from '../basket/basket-service';
import type { Db } from '../db/database';
import { checkouts, type StoredAddress } from '../db/tables/checkout';
import type { PostcodeGeocoder } from '../geocoding/postcode-geocoder.ts';
import { apiMessage } from '../messages/api-messages.ts';
import type { BasketRow } from '../pricing/priced-lines';
import {
  type CheckoutRow,
  destinationCountry,
  destinationZipCode,
  shippingMethodsFor,
} from '../pricing/shipping';
import { badRequest } from '../shared/api-error.ts';
import { normaliseZipCode } from './drop-points';
import { findDropPointNear } from './stored-drop-points';

type CheckoutPatch = Partial<Omit<typeof checkouts.$inferInsert, 'basketToken' | 'updatedAt'>>;

/** The stored checkout state of a basket, if any step was taken. */
export async function loadCheckout(db: Db, token: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.basketToken, token)).limit(1);
  return row;
}

/** Writes part of a checkout state (creating the row on the first step). */
async function saveCheckout(tx: Db, token: string, patch: CheckoutPatch, now: Date): Promise<void> {
  await tx
    .insert(checkouts)
    .values({ basketToken: token, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: checkouts.basketToken, set: { ...patch, updatedAt: now } });
}

/** Trims every field, drops empty ones, upper-cases the country; `{}` when nothing is left. */
export function cleanAddress(draft: InvoiceDetailsDraft): StoredAddress {
  const clean: StoredAddress = {};
  for (const [key, value] of Object.entries(draft) as Array<[keyof StoredAddress, string | undefined]>) {
    const trimmed = value?.trim();
    if (trimmed) clean[key] = key === 'country' ? trimmed.toUpperCase() : trimmed;
  }
  return clean;
}

/**
 * Runs one checkout step under the basket lock, then drops a chosen shipping method (and drop
 * point) that no longer ships to the destination the step left.
 */
async function step(
  db: Db,
  token: string,
  now: Date,
  change: (
    tx: Db,
    basket: BasketRow,
    checkout: CheckoutRow | undefined,
  ) => CheckoutPatch | Promise<CheckoutPatch>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const basket = await lockBasket(tx, token);
    assertOpen(basket);
    const before = await loadCheckout(tx, token);
    const patch = await change(tx, basket, before);
    await saveCheckout(tx, token, patch, now);
    const after = await loadCheckout(tx, token);
    if (after?.shippingMethodId) {
      const methods = await shippingMethodsFor(
        tx,
        destinationCountry(basket, after),
        basket.currency,
        basket.storeId,
      );
      if (!methods.some((method) => method.id === after.shippingMethodId)) {
        await saveCheckout(tx, token, { shippingMethodId: null, dropPoint: null, customZipCode: null }, now);
      }
    }
  });
}

/** Stores the billing (invoice) address as typed so far; `{}` clears it. */
export function setBillingAddress(db: Db, token: string, draft: InvoiceDetailsDraft, now: Date) {
  // emailConfirmation is only compared at basket checkout; it is kept so the form can refill.
  const address = cleanAddress(draft);
  return step(db, token, now, () => ({ billingAddress: Object.keys(address).length > 0 ? address : null }));
}

/** Stores a separate shipping address (the shopper ticked "ship elsewhere"); `{}` clears it. */
export function setShippingAddress(db: Db, token: string, draft: InvoiceDetailsDraft, now: Date) {
  const { emailConfirmation: _ignored, ...rest } = cleanAddress(draft);
  return step(db, token, now, () => ({ shippingAddress: Object.keys(rest).length > 0 ? rest : null }));
}

/** Goes back to shipping to the billing address. */
export function deleteShippingAddress(db: Db, token: string, now: Date) {
  return step(db, token, now, () => ({ shippingAddress: null }));
}

/** Stores the comment to the order. */
export function setComment(db: Db, token: string, comment: string, now: Date) {
  return step(db, token, now, () => ({ comment: comment.trim() === '' ? null : comment.trim() }));
}

/**
 * Chooses a shipping method, with a drop point when the method delivers to one. The drop point
 * must be one of those the search answers near the custom zip code (or the address's zip code).
 */
export function selectShipping(
  db: Db,
  geocoder: PostcodeGeocoder,
  token: string,
  selection: ShippingSelection,
  now: Date,
) {
  return step(db, token, now, async (tx, basket, checkout) => {
    const country = destinationCountry(basket, checkout);
    const methods = await shippingMethodsFor(tx, country, basket.currency, basket.storeId);
    const method = methods.find((candidate) => candidate.id === selection.shippingMethodId);
    if (!method) {
      throw badRequest(
        apiMessage(
          'Api.Error.ShippingNotToCountry',
          { method: selection.shippingMethodId, country },
          'shippingMethodId',
        ),
      );
    }
    const customZip = selection.customZipCode?.trim() || null;
    if (customZip !== null && normaliseZipCode(customZip) === null) {
      throw badRequest(apiMessage('Api.Error.NotAZipCode', { zipCode: customZip }, 'customZipCode'));
    }
    const dropPointId = selection.dropPointId?.trim() || null;
    if (dropPointId === null) {
      return { shippingMethodId: method.id, dropPoint: null, customZipCode: customZip };
    }
    if (!method.hasDropPoints)
      throw badRequest(apiMessage('Api.Error.NoDropPointNeeded', { carrier: method.carrier }, 'dropPointId'));
    const zip = customZip ?? destinationZipCode(checkout);
    if (!zip) throw badRequest(apiMessage('Api.Error.DropPointZipCodeMissing', undefined, 'customZipCode'));
    const dropPoint = await findDropPointNear(tx, geocoder, method, dropPointId, zip, country);
    if (!dropPoint) {
      throw badRequest(
        apiMessage('Api.Error.DropPointNotNear', { id: dropPointId, zipCode: zip }, 'dropPointId'),
      );
    }
    return { shippingMethodId: method.id, dropPoint, customZipCode: customZip };
  });
}
