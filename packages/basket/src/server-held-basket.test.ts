import { cookieJarAtom, createRequestCookieJar } from '@clubshop/auth';
import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { BASKET_MARKER_COOKIE, BASKET_TOKEN_COOKIE, PAID_BASKET_COOKIE } from './basket-cookie.ts';
import { basketTokenAtom, readBasketToken } from './basket-token.ts';
import {
  CURRENT_BASKET_TOKEN,
  isServerHeldBasketToken,
  PAID_BASKET_TOKEN,
  serverHeldBasketJar,
} from './server-held-basket.ts';

afterEach(() => {
  for (const name of [BASKET_TOKEN_COOKIE, BASKET_MARKER_COOKIE, PAID_BASKET_COOKIE]) {
    Cookies.remove(name, { path: '/' });
  }
});

/** A store whose jar is the server-held basket's over the browser's cookies. */
function heldStore() {
  const store = createStore();
  store.set(cookieJarAtom, serverHeldBasketJar());
  return store;
}

describe('serverHeldBasketJar (decision 0076)', () => {
  it('reads no basket without the marker, and the placeholder with it, never a token', () => {
    expect(readBasketToken(heldStore())).toBeUndefined();
    Cookies.set(BASKET_MARKER_COOKIE, '1', { path: '/' });
    expect(readBasketToken(heldStore())).toBe(CURRENT_BASKET_TOKEN);
    expect(isServerHeldBasketToken(readBasketToken(heldStore()))).toBe(true);
  });

  it('takes a readable cookie from before the server held it as a basket too (the server completes it)', () => {
    Cookies.set(BASKET_TOKEN_COOKIE, 'old-readable', { path: '/' });
    expect(readBasketToken(heldStore())).toBe(CURRENT_BASKET_TOKEN);
  });

  it('writes nothing for the atom (the server sets the cookies) and removes the marker with the basket', () => {
    Cookies.set(BASKET_MARKER_COOKIE, '1', { path: '/' });
    const store = heldStore();
    store.set(basketTokenAtom, CURRENT_BASKET_TOKEN);
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBeUndefined();
    store.set(basketTokenAtom, undefined);
    expect(Cookies.get(BASKET_MARKER_COOKIE)).toBeUndefined();
    expect(readBasketToken(heldStore())).toBeUndefined();
  });

  it('never hands out the paid basket cookie, only its placeholder', () => {
    Cookies.set(PAID_BASKET_COOKIE, 'paid-token', { path: '/' });
    expect(serverHeldBasketJar().get(PAID_BASKET_COOKIE)).toBe(PAID_BASKET_TOKEN);
  });

  it("on a server, reads the request's real cookie as the placeholder and clears both cookies", () => {
    const jar = createRequestCookieJar(`${BASKET_TOKEN_COOKIE}=real-token`);
    const store = createStore();
    store.set(cookieJarAtom, serverHeldBasketJar(jar));
    expect(readBasketToken(store)).toBe(CURRENT_BASKET_TOKEN);
    store.set(basketTokenAtom, undefined);
    expect(jar.setCookieHeaders().map((header) => header.split('=')[0])).toEqual([
      BASKET_TOKEN_COOKIE,
      BASKET_MARKER_COOKIE,
    ]);
    expect(jar.setCookieHeaders().join('\n')).not.toContain('real-token');
  });
});
