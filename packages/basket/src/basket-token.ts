import type { JotaiStore } from '@clubshop/auth';
import { atomWithLazy } from 'jotai/utils';
import { atom } from 'jotai/vanilla';
import { clearBasketTokenCookie, readBasketTokenCookie, writeBasketTokenCookie } from './basket-cookie.ts';

/** Jotai mirror of the basket cookie; read from the cookie the first time a store uses it. */
const basketTokenValueAtom = atomWithLazy<string | undefined>(() => readBasketTokenCookie());

/**
 * The basket token. Reading gives the token (or `undefined` before the first basket exists);
 * writing stores it in the cookie as well, and writing `undefined` removes the cookie.
 */
export const basketTokenAtom = atom(
  (get) => get(basketTokenValueAtom),
  (_get, set, token: string | undefined) => {
    if (token) writeBasketTokenCookie(token);
    else clearBasketTokenCookie();
    set(basketTokenValueAtom, token);
  },
);

/**
 * False until the first summary fetch has ended, whether it succeeded or failed (spec section 4):
 * the header shows a spinner on the basket badge until then.
 */
export const basketLoadedAtom = atom(false);

/** Reads the basket token held in a jotai store. */
export function readBasketToken(store: JotaiStore): string | undefined {
  return store.get(basketTokenAtom);
}
