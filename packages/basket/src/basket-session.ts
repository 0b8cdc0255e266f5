import { queryKeys } from '@clubshop/api-sdk/query';
import { type BasketData, basketDataOrThrow } from './basket-result.ts';
import { emptyBasketSummary } from './basket-summary.ts';
import { basketTokenAtom } from './basket-token.ts';
import { forgetCurrentBasket } from './forget-basket.ts';
import { basketCreationKey } from './query-keys.ts';
import type { BasketSession } from './session.ts';
import { isUnknownBasketError } from './unknown-basket.ts';

/** Seeds the cache with a basket's data so that hooks on its token need no request. */
function remember(session: BasketSession, data: BasketData): void {
  session.queryClient.setQueryData(queryKeys.basket.summary(data.summary.token), data.summary);
  session.queryClient.setQueryData(queryKeys.basket.detail(data.summary.token), data);
}

/**
 * Drops the cached basket and summary of a token. Its receipt stays: the receipt page resets the
 * basket while it still shows the order.
 */
function forget(session: BasketSession, token: string | undefined): void {
  session.queryClient.removeQueries({ queryKey: queryKeys.basket.detail(token), exact: true });
  session.queryClient.removeQueries({ queryKey: queryKeys.basket.summary(token), exact: true });
}

/**
 * Creates a basket replacing `replacing` (or the first one), without making it current yet.
 * Concurrent calls for the same token share one request, so two callers finding no basket at
 * once create only one.
 */
function createBasket(session: BasketSession, replacing: string | undefined): Promise<BasketData> {
  return session.queryClient.fetchQuery({
    queryKey: basketCreationKey(replacing),
    queryFn: async () => basketDataOrThrow(await session.client.basket.create(), 'createBasket'),
    gcTime: 0,
    retry: false,
  });
}

/** Makes a basket current: token in cookie and atom, data in the cache. */
function makeCurrent(session: BasketSession, data: BasketData): void {
  remember(session, data);
  if (session.store.get(basketTokenAtom) !== data.summary.token) {
    session.store.set(basketTokenAtom, data.summary.token);
  }
}

/** Creates a basket replacing `replacing` (or the first one) and makes it current. */
export async function replaceBasket(
  session: BasketSession,
  replacing: string | undefined,
): Promise<BasketData> {
  const data = await createBasket(session, replacing);
  makeCurrent(session, data);
  return data;
}

/** The current basket token, creating a basket when there is none. */
export async function ensureBasketToken(session: BasketSession): Promise<string> {
  const token = session.store.get(basketTokenAtom);
  return token ?? (await replaceBasket(session, undefined)).summary.token;
}

/** The basket of a visitor who has none yet: no lines, no vouchers (see `emptyBasketSummary`). */
export function emptyBasket(storeId = ''): BasketData {
  const summary = emptyBasketSummary();
  return { success: true, errors: [], basket: { token: '', storeId, lines: [], vouchers: [] }, summary };
}

/**
 * Loads the full basket of `token`; no token, or a token the server no longer knows (forgotten, as
 * in `loadBasketSummary`), gives the empty basket.
 */
export async function loadBasket(
  session: BasketSession,
  token: string | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<BasketData> {
  if (!token) return emptyBasket();
  try {
    return basketDataOrThrow(await session.client.basket.get(token, options), 'getBasket');
  } catch (error) {
    if (!isUnknownBasketError(error)) throw error;
    forgetCurrentBasket(session.store, token, error);
    return emptyBasket();
  }
}

/**
 * Runs a basket change on the current token; a visitor without a basket gets one created first.
 * If the server no longer knows the token, a new basket is created and the change runs once more
 * on it. A basket created for the change becomes current when the change has answered (whether
 * it was accepted or refused), so what shows meanwhile (an optimistic badge) stays in place.
 */
export async function changeBasket(
  session: BasketSession,
  change: (token: string) => Promise<BasketData>,
): Promise<BasketData> {
  const current = session.store.get(basketTokenAtom);
  const created = current ? undefined : await createBasket(session, undefined);
  const token = current ?? (created as BasketData).summary.token;
  let data: BasketData;
  try {
    data = await change(token);
  } catch (error) {
    if (created) makeCurrent(session, created);
    if (!isUnknownBasketError(error)) throw error;
    data = await change((await replaceBasket(session, token)).summary.token);
  }
  makeCurrent(session, data);
  return data;
}

/**
 * Starts over with a new basket (after an order, or on request) and clears the local state of
 * the old one. If creating the new basket fails, the token, its cookie and the old basket's
 * cached data are cleared anyway, and the error is rethrown; the next summary fetch creates one.
 */
export async function resetBasket(session: BasketSession): Promise<BasketData> {
  const old = session.store.get(basketTokenAtom);
  let replaced: string | undefined;
  try {
    const data = await replaceBasket(session, old);
    replaced = data.summary.token;
    return data;
  } catch (error) {
    session.store.set(basketTokenAtom, undefined);
    // Whatever was cached for "no token" belongs to an earlier basket too.
    forget(session, undefined);
    throw error;
  } finally {
    // Under a server-held token (`CURRENT_BASKET_TOKEN`) the new basket has the old one's
    // placeholder: its data, just cached, stays.
    if (old && old !== replaced) forget(session, old);
  }
}
