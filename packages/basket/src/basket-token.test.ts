import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { BASKET_TOKEN_COOKIE } from './basket-cookie.ts';
import { basketLoadedAtom, basketTokenAtom, readBasketToken } from './basket-token.ts';

afterEach(() => {
  Cookies.remove(BASKET_TOKEN_COOKIE, { path: '/' });
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
});

describe('basketLoadedAtom', () => {
  it('starts false', () => {
    expect(createStore().get(basketLoadedAtom)).toBe(false);
  });
});
