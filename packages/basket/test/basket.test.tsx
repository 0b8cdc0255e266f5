/**
 * The basket hooks against the real commerce API (in process): token cookie, loaded flag,
 * summary, lines, optimistic badge, refusals, unknown tokens and reset.
 */
import type { Variant } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { clearTokens, loginTokenCookieLifetimes, type SessionTokens, storeTokens } from '@clubshop/auth';
import {
  BASKET_TOKEN_COOKIE,
  basketTokenAtom,
  useAddToBasket,
  useAddToBasketAction,
  useBasket,
  useBasketLoaded,
  useBasketSummary,
  useResetBasket,
  useUpdateBasketLines,
} from '@clubshop/basket';
import { findVariants, type Harness, startHarness } from '@clubshop/test-harness';
import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lifetimeDays, recordCookieWrites } from '../../../tooling/vitest-cookie-writes.ts';

let h: Harness;
let inStock: [Variant, Variant];
let soldOut: Variant;

beforeAll(async () => {
  h = await startHarness();
  inStock = (await findVariants(h.client, 'InStock', 2)) as [Variant, Variant];
  [soldOut] = (await findVariants(h.client, 'OutOfStock', 1)) as [Variant];
});
afterAll(async () => {
  await h.api.close();
});
beforeEach(() => {
  Cookies.remove(BASKET_TOKEN_COOKIE, { path: '/' });
  h.reload();
  h.requests.length = 0;
});
afterEach(() => {
  h.context.storeId = h.api.sites.find((s) => s.club === 'northbridge' && s.country === 'gb')!.storeId;
});

const creations = () => h.requests.filter((r) => r.method === 'POST' && r.path === '/api/baskets').length;

function useBasketPage() {
  return {
    summary: useBasketSummary(),
    basket: useBasket(),
    loaded: useBasketLoaded(),
    add: useAddToBasket(),
    update: useUpdateBasketLines(),
    reset: useResetBasket(),
  };
}

describe('first visit', () => {
  it('creates no basket to show an empty one, and is loaded at once', async () => {
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    expect(result.current.loaded).toBe(true);
    expect(result.current.summary.data?.quantity).toBe(0);
    expect(result.current.basket.data?.basket.lines).toEqual([]);
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBeUndefined();
    expect(creations()).toBe(0);
    expect(h.requests).toHaveLength(0);
  });

  it('the first add creates one basket, keeps its token in a 90-day cookie, and the next page load reuses it', async () => {
    const cookies = recordCookieWrites();
    const before = Date.now();
    const { result, unmount } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await act(async () => {
      await result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
    });
    const token = Cookies.get(BASKET_TOKEN_COOKIE);
    expect(token).toBeTruthy();
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(1));
    expect(result.current.summary.data?.token).toBe(token);
    expect(creations()).toBe(1);
    const write = cookies.of(BASKET_TOKEN_COOKIE).at(-1);
    expect(lifetimeDays(write, before)).toBeCloseTo(90, 3);
    expect(write?.attributes).toMatchObject({ path: '/', samesite: 'Lax' });
    unmount();

    h.reload();
    const second = renderHook(() => useBasketSummary(), { wrapper: h.wrapper });
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(second.result.current.data?.token).toBe(token);
    expect(second.result.current.data?.quantity).toBe(1);
    expect(creations()).toBe(1);
  });
});

describe('another tab', () => {
  it('a basket changed in another tab shows true when this tab is shown again, however fresh its answers', async () => {
    // The storefront's query defaults (apps/storefront/src/app/query-client.ts): answers fresh for
    // 30 s, nothing asked again on focus. The basket's queries are asked again all the same.
    h.queryClient.setDefaultOptions({
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    });
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await act(async () => {
      await result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
    });
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(1));
    await waitFor(() => expect(result.current.basket.data?.basket.lines).toHaveLength(1));
    const token = h.store.get(basketTokenAtom) as string;

    // Another tab adds a line; this one is hidden meanwhile, then shown again.
    await h.client.basket.add(token, { productId: inStock[1].id, quantity: 2 });
    expect(result.current.summary.data?.quantity).toBe(1);
    act(() => {
      // As a browser fires it: at the document, bubbling to the window (where TanStack Query listens).
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(3));
    await waitFor(() => expect(result.current.basket.data?.basket.lines).toHaveLength(2));
  });
});

describe('a token the server does not know', () => {
  it('is forgotten without an error: the basket is empty and no basket is created', async () => {
    Cookies.set(BASKET_TOKEN_COOKIE, 'token-the-server-never-issued', { path: '/' });
    h.reload();
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    await waitFor(() => expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBeUndefined());
    expect(result.current.summary.data?.quantity).toBe(0);
    expect(result.current.summary.isError).toBe(false);
    expect(creations()).toBe(0);
  });

  it('is replaced when an add finds it gone, and the line lands in the new basket', async () => {
    h.store.set(basketTokenAtom, 'gone-token');
    const { result } = renderHook(() => useAddToBasket(), { wrapper: h.wrapper });
    await act(async () => {
      await result.current.mutateAsync({ productId: inStock[0].id, quantity: 1 });
    });
    const token = h.store.get(basketTokenAtom);
    expect(token).not.toBe('gone-token');
    expect((await h.client.basket.summary(token as string)).quantity).toBe(1);
  });
});

describe('the light add (useAddToBasketAction)', () => {
  it('runs the same mutation: one basket, the badge at once, pending then success', async () => {
    const { result } = renderHook(() => ({ summary: useBasketSummary(), action: useAddToBasketAction() }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true));
    expect(result.current.action.status).toBe('idle');
    await act(async () => {
      await result.current.action.add({ productId: inStock[0].id, quantity: 1 });
    });
    expect(result.current.action.status).toBe('success');
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(1));
    const held = h.hold('POST', /^\/api\/baskets\/[^/]+$/);
    let added: Promise<unknown> = Promise.resolve();
    act(() => {
      added = result.current.action.add({ productId: inStock[1].id, quantity: 2 });
    });
    await held.reached;
    expect(result.current.action.status).toBe('pending');
    // The badge counts the line while it is on its way.
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(3));
    held.release();
    await act(async () => {
      await added;
    });
    expect(result.current.action.status).toBe('success');
    expect(creations()).toBe(1);
    const token = Cookies.get(BASKET_TOKEN_COOKIE) as string;
    expect((await h.client.basket.summary(token)).quantity).toBe(3);
  });

  it('rolls the badge back on a refusal and keeps the error, as useAddToBasket does', async () => {
    const { result } = renderHook(() => ({ summary: useBasketSummary(), action: useAddToBasketAction() }), {
      wrapper: h.wrapper,
    });
    await act(async () => {
      await result.current.action.add({ productId: inStock[0].id, quantity: 1 });
    });
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(1));
    await act(async () => {
      await expect(result.current.action.add({ productId: soldOut.id, quantity: 3 })).rejects.toThrow();
    });
    expect(result.current.action.status).toBe('error');
    expect(result.current.action.error?.message).not.toBe('');
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(1));
  });
});

describe('loaded flag', () => {
  it('turns true when the first summary fetch fails too', async () => {
    // The API refuses tokens longer than 100 characters with a 400: a failure that is not "unknown".
    h.store.set(basketTokenAtom, 'x'.repeat(101));
    const { result } = renderHook(() => ({ summary: useBasketSummary(), loaded: useBasketLoaded() }), {
      wrapper: h.wrapper,
    });
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.summary.isError).toBe(true));
    expect(result.current.loaded).toBe(true);
  });
});

describe('changing lines', () => {
  it('shows the added quantity in the badge while the add is in flight, then the server basket', async () => {
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    const held = h.hold('POST', /^\/api\/baskets\/[^/]+$/);

    let added: Promise<unknown> = Promise.resolve();
    act(() => {
      added = result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 2 });
    });
    await held.reached;
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(2));
    expect(result.current.add.isPending).toBe(true);
    held.release();
    await act(async () => {
      await added;
    });

    expect(result.current.summary.data?.quantity).toBe(2);
    await waitFor(() => expect(result.current.basket.data?.basket.lines).toHaveLength(1));
    expect(result.current.basket.data?.basket.lines[0]).toMatchObject({
      productId: inStock[0].id,
      quantity: 2,
    });
  });

  it('rolls the badge back and gives the first error message when an add is refused (out of stock)', async () => {
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    await act(async () => {
      await result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
    });
    const held = h.hold('POST', /^\/api\/baskets\/[^/]+$/);

    act(() => {
      result.current.add.mutate({ productId: soldOut.id, quantity: 3 });
    });
    await held.reached;
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(4));
    held.release();
    await waitFor(() => expect(result.current.add.isError).toBe(true));

    expect(result.current.summary.data?.quantity).toBe(1);
    const message = result.current.add.error?.message ?? '';
    expect(message).not.toBe('');
    // The same message the API gives for that line.
    const token = h.store.get(basketTokenAtom) as string;
    const direct = await h.client.basket
      .add(token, { productId: soldOut.id, quantity: 3 })
      .catch((e: Error) => e);
    expect((direct as Error).message).toBe(message);
  });

  it('updates quantities, removes a line set to 0, and shows the change at once', async () => {
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    await act(async () => {
      await result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
      await result.current.add.mutateAsync({ productId: inStock[1].id, quantity: 1 });
    });
    await waitFor(() => expect(result.current.basket.data?.basket.lines).toHaveLength(2));
    const [first, second] = result.current.basket.data?.basket.lines ?? [];
    const held = h.hold('POST', /\/lines$/);

    act(() => {
      result.current.update.mutate([
        { id: first?.id as string, quantity: 3 },
        { id: second?.id as string, quantity: 0 },
      ]);
    });
    await held.reached;
    await waitFor(() => expect(result.current.summary.data?.quantity).toBe(3));
    expect(result.current.basket.data?.basket.lines.map((l) => l.quantity)).toEqual([3]);
    held.release();
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));

    expect(result.current.basket.data?.basket.lines).toHaveLength(1);
    expect(result.current.summary.data?.quantity).toBe(3);
    const token = h.store.get(basketTokenAtom) as string;
    expect((await h.client.basket.summary(token)).quantity).toBe(3);
  });

  it('rolls back an update the API refuses and gives its first error message', async () => {
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    await act(async () => {
      await result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
    });
    await waitFor(() => expect(result.current.basket.data?.basket.lines).toHaveLength(1));
    const line = result.current.basket.data?.basket.lines[0];
    // More than the stock holds.
    const tooMany = Math.min(99, (inStock[0].stock.quantity ?? 0) + 1);
    await act(async () => {
      await result.current.update
        .mutateAsync([{ id: line?.id as string, quantity: tooMany }])
        .catch(() => undefined);
    });
    expect(result.current.update.error?.message).toBeTruthy();
    expect(result.current.summary.data?.quantity).toBe(1);
    expect(result.current.basket.data?.basket.lines[0]?.quantity).toBe(1);
  });
});

describe('reset', () => {
  it('starts a new, empty basket and drops the old one from the cache', async () => {
    const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    await act(async () => {
      await result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
    });
    const old = h.store.get(basketTokenAtom) as string;

    await act(async () => {
      await result.current.reset.mutateAsync();
    });

    const token = h.store.get(basketTokenAtom);
    expect(token).not.toBe(old);
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBe(token);
    await waitFor(() => expect(result.current.summary.data?.token).toBe(token));
    expect(result.current.summary.data?.quantity).toBe(0);
    expect(h.queryClient.getQueryData(queryKeys.basket.summary(old))).toBeUndefined();
    expect(h.queryClient.getQueryData(queryKeys.basket.detail(old))).toBeUndefined();
  });

  it('clears the token, its cookie and the basket state when creating the new basket fails', async () => {
    const { result } = renderHook(() => useResetBasket(), { wrapper: h.wrapper });
    h.store.set(basketTokenAtom, (await h.client.basket.create()).summary?.token);
    const old = h.store.get(basketTokenAtom) as string;
    h.queryClient.setQueryData(queryKeys.basket.summary(old), await h.client.basket.summary(old));
    h.context.storeId = 'no-such-store';

    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });

    expect(result.current.isError).toBe(true);
    expect(h.store.get(basketTokenAtom)).toBeUndefined();
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBeUndefined();
    expect(h.queryClient.getQueryData(queryKeys.basket.summary(old))).toBeUndefined();
  });
});

describe('a basket already ordered (issue 44: paid, the receipt that starts a new basket never reached)', () => {
  /** Pays for `token` on the test payment page, as the shopper did in a tab they then closed. */
  async function pay(token: string, accessToken?: string): Promise<void> {
    const headers = {
      'Content-Type': 'application/json',
      StoreId: h.context.storeId,
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    };
    const send = (path: string, body: unknown) =>
      h.api.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const email = 'ordered.basket@example.com';
    await send(`/api/checkout/${token}/billingaddress`, {
      email,
      emailConfirmation: email,
      phone: '+44 20 7946 0000',
      firstName: 'Alex',
      lastName: 'Morgan',
      street: '12 High Street',
      city: 'London',
      zipCode: 'SW1A 1AA',
      country: 'GB',
    });
    await send(`/api/checkout/${token}/shipping`, { shippingMethodId: 'gb-home' });
    const started = (await (
      await send(`/api/baskets/${token}/checkout`, {
        paymentProviderId: 'card',
        returnUrl: 'http://localhost:5173/receipt/',
        cancelUrl: 'http://localhost:5173/checkout/',
      })
    ).json()) as { data?: { url: string } };
    const approved = await h.api.fetch(`${started.data?.url}/approve`, { method: 'POST' });
    expect(approved.status).toBe(303);
  }

  /** Registers and logs in a member in the current store (tokens in its cookies, as a login does). */
  async function logIn(): Promise<SessionTokens> {
    const email = `ordered.member.${Date.now()}@example.com`;
    const password = 'correct horse battery';
    await h.client.users.register({ email, password, firstName: 'Jo', lastName: 'Ur' });
    const answer = await h.client.users.authenticate({ grant_type: 'password', username: email, password });
    const tokens = {
      accessToken: answer.result?.access_token ?? '',
      refreshToken: answer.result?.refresh_token,
    };
    storeTokens(h.store, tokens, loginTokenCookieLifetimes(answer.result?.expires_in));
    return tokens;
  }

  for (const who of ['guest', 'member'] as const) {
    it(`${who}: the next visit shows an empty basket, forgets the ordered one, and the next add starts a new basket`, async () => {
      const tokens = who === 'member' ? await logIn() : undefined;
      const first = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
      await act(async () => {
        await first.result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
      });
      const ordered = h.store.get(basketTokenAtom) as string;
      await pay(ordered, tokens?.accessToken);
      first.unmount();

      // The next visit: the cookie still names the ordered basket.
      h.reload();
      if (tokens) storeTokens(h.store, tokens, loginTokenCookieLifetimes(undefined));
      expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBe(ordered);
      const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
      await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
      await waitFor(() => expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBeUndefined());
      expect(result.current.basket.data?.basket.lines).toEqual([]);
      await waitFor(() => expect(result.current.summary.data?.quantity).toBe(0));

      await act(async () => {
        await result.current.add.mutateAsync({ productId: inStock[1].id, quantity: 1 });
      });
      const current = h.store.get(basketTokenAtom) as string;
      expect(current).not.toBe(ordered);
      expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBe(current);
      await waitFor(() => expect(result.current.summary.data?.quantity).toBe(1));
      if (tokens) clearTokens(h.store);
    });

    it(`${who}: a tab still holding the ordered basket adds and changes lines on a new one`, async () => {
      const tokens = who === 'member' ? await logIn() : undefined;
      const { result } = renderHook(() => useBasketPage(), { wrapper: h.wrapper });
      await act(async () => {
        await result.current.add.mutateAsync({ productId: inStock[0].id, quantity: 1 });
      });
      const ordered = h.store.get(basketTokenAtom) as string;
      await pay(ordered, tokens?.accessToken);

      // Paid in another tab: this one still works on the ordered basket's token.
      await act(async () => {
        await result.current.add.mutateAsync({ productId: inStock[1].id, quantity: 2 });
      });
      const current = h.store.get(basketTokenAtom) as string;
      expect(current).not.toBe(ordered);
      await waitFor(() => expect(result.current.summary.data?.quantity).toBe(2));
      const line = (await h.client.basket.get(current)).basket?.lines[0];
      await act(async () => {
        await result.current.update.mutateAsync([{ id: line?.id ?? '', quantity: 1 }]);
      });
      await waitFor(() => expect(result.current.summary.data?.quantity).toBe(1));
      if (tokens) clearTokens(h.store);
    });
  }
});
