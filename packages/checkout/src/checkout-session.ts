import type {
  BasketSuccessResponse,
  CheckoutState,
  InvoiceDetailsDraft,
  ShippingDetailsDraft,
} from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import type { ApiClient, JotaiStore, Logger } from '@clubshop/auth';
import type { QueryClient } from '@tanstack/query-core';
import { atom } from 'jotai/vanilla';
import { type AddressQueue, createAddressQueue } from './address-queue.ts';
import { isEmptyAddress } from './checkout-draft.ts';

/**
 * What the checkout's framework-free logic works on: api client, query cache, jotai store and
 * logger. The hooks build it from their contexts; tests can build it directly.
 */
export interface CheckoutSession {
  client: Pick<ApiClient, 'checkout' | 'basket' | 'users'>;
  queryClient: QueryClient;
  store: JotaiStore;
  logger: Logger;
}

/** The two addresses of a checkout, each with its own endpoint and queue. */
export type AddressKind = 'billing' | 'shipping';

/** The body each address kind sends. */
export interface AddressBodies {
  billing: InvoiceDetailsDraft;
  shipping: ShippingDetailsDraft;
}

/**
 * Puts a checkout state the server answered into the cache: the checkout query of its token, the
 * basket summary (shipping and vouchers change the totals) and, when the basket page has loaded
 * it, the full basket's summary and vouchers, so the basket's hooks update too (a voucher added on
 * the basket page shows at once; vouchers discount the basket, not its lines' prices).
 */
export function applyCheckoutState(session: CheckoutSession, state: CheckoutState): void {
  const { queryClient } = session;
  queryClient.setQueryData(queryKeys.checkout.detail(state.token), state);
  queryClient.setQueryData(queryKeys.basket.summary(state.token), state.summary);
  // An updater that returns undefined leaves a basket nobody loaded out of the cache.
  queryClient.setQueryData<BasketSuccessResponse>(queryKeys.basket.detail(state.token), (data) =>
    data ? { ...data, summary: state.summary, basket: { ...data.basket, vouchers: state.vouchers } } : data,
  );
}

/** The last address send that failed, for the form to show. */
export interface AddressFailure {
  token: string;
  kind: AddressKind;
  error: unknown;
}

/** The newest address failure; cleared when a later send of the same address succeeds. */
export const addressFailureAtom = atom<AddressFailure | undefined>(undefined);

type AnyAddressQueue = AddressQueue<InvoiceDetailsDraft | ShippingDetailsDraft>;

// One queue per api client, query cache, basket token and address kind, shared by every
// component of the tree (a queue sends with the client and fills the cache it was made for).
const queues = new WeakMap<object, WeakMap<QueryClient, Map<string, AnyAddressQueue>>>();

function queuesOf(session: CheckoutSession): Map<string, AnyAddressQueue> {
  let byCache = queues.get(session.client);
  if (!byCache) {
    byCache = new WeakMap();
    queues.set(session.client, byCache);
  }
  let byKey = byCache.get(session.queryClient);
  if (!byKey) {
    byKey = new Map();
    byCache.set(session.queryClient, byKey);
  }
  return byKey;
}

/**
 * The address queue of a token and kind: sends the newest address
 * (docs/product/requirements.md#states timing), puts the newest answer (with fresh shipping
 * methods) in the cache and ignores stale ones.
 */
export function addressQueueFor<K extends AddressKind>(
  session: CheckoutSession,
  token: string,
  kind: K,
): AddressQueue<AddressBodies[K]> {
  const byKey = queuesOf(session);
  const key = `${kind}:${token}`;
  let queue = byKey.get(key);
  if (!queue) {
    queue = createAddressQueue<InvoiceDetailsDraft | ShippingDetailsDraft, CheckoutState>({
      // An empty form is sent as `{}`, which the API reads as a reset of the address.
      send: (address) => {
        const body = isEmptyAddress(address) ? {} : address;
        return kind === 'billing'
          ? session.client.checkout.setBillingAddress(token, body)
          : session.client.checkout.setShippingAddress(token, body);
      },
      isEmpty: isEmptyAddress,
      onResult: (state) => {
        applyCheckoutState(session, state);
        const failure = session.store.get(addressFailureAtom);
        if (failure?.token === token && failure.kind === kind)
          session.store.set(addressFailureAtom, undefined);
      },
      onError: (error) => {
        session.logger.error(`ClubShop ${kind} address update failed`, error);
        session.store.set(addressFailureAtom, { token, kind, error });
      },
    });
    byKey.set(key, queue);
  }
  return queue as AddressQueue<AddressBodies[K]>;
}

/** Sends whatever addresses of `token` are waiting and resolves once the server has them all. */
export async function settleAddressQueues(session: CheckoutSession, token: string): Promise<void> {
  const byKey = queuesOf(session);
  const pending = (['billing', 'shipping'] as const).flatMap((kind) => {
    const queue = byKey.get(`${kind}:${token}`);
    if (!queue) return [];
    queue.flush();
    return [queue.whenIdle()];
  });
  await Promise.all(pending);
}
