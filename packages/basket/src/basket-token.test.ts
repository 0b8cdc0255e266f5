import { cookieJarAtom, createRequestCookieJar } from '@clubshop/auth';
import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { BASKET_MARKER_COOKIE, BASKET_TOKEN_COOKIE } from './basket-cookie.ts';
import { basketTokenAtom, readBasketToken } from './basket-token.ts';

afterEach(() => {
  Cookies.remove(BASKET_TOKEN_COOKIE, { path: '/' });
  Cookies.remove(BASKET_MARKER_COOKIE, { path: '/' });
});

describe('basketTokenAtom', () => {
  it('is empty without a cookie', () => {
    expect(readBasketToken(createStore())).toBeUndefined();
  });

  it('picks up the token already in the cookie', () => {
    Cookies.set(BASKET_TOKEN_COOKIE, 'tok-1', { path: '/' });
    expect(readBasketToken(createStore())).toBe('tok-1');
  });

  it('writes the cookie with the atom, and clears both', () => {
    const store = createStore();
    store.set(basketTokenAtom, 'tok-2');
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBe('tok-2');
    expect(readBasketToken(createStore())).toBe('tok-2');
    store.set(basketTokenAtom, undefined);
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBeUndefined();
    expect(readBasketToken(store)).toBeUndefined();
  });

  it("on a server, reads the request's cookie and writes the response's Set-Cookie, not the process's", () => {
    Cookies.set(BASKET_TOKEN_COOKIE, 'browser-token', { path: '/' });
    const store = createStore();
    const jar = createRequestCookieJar(`${BASKET_TOKEN_COOKIE}=request-token`);
    store.set(cookieJarAtom, jar);
    expect(readBasketToken(store)).toBe('request-token');
    store.set(basketTokenAtom, 'new-token');
    expect(readBasketToken(store)).toBe('new-token');
    expect(Cookies.get(BASKET_TOKEN_COOKIE)).toBe('browser-token');
    // HttpOnly on a server (decision 0076), with the marker a page script may read.
    expect(jar.setCookieHeaders()).toEqual([
      expect.stringMatching(
        new RegExp(`^${BASKET_TOKEN_COOKIE}=new-token; Expires=.+; Path=/; SameSite=Lax; HttpOnly$`),
      ),
      expect.stringMatching(new RegExp(`^${BASKET_MARKER_COOKIE}=1; Expires=.+; Path=/; SameSite=Lax$`)),
    ]);
  });
});
