import { cookieJarAtom } from '@clubshop/auth';
import { atom, type Store } from 'jotai/vanilla';
import { clearBasketTokenCookie, readBasketTokenCookie, writeBasketTokenCookie } from './basket-cookie.ts';

// The token written since the store first read the cookie: `written` false until then.
const writtenTokenAtom = atom<{ written: boolean; token: string | undefined }>({
  written: false,
  token: undefined,
});

/**
 * The basket token, the jotai mirror of the basket cookie. Reading gives the token (or
 * `undefined` before the first basket exists), read from the store's cookie jar (auth's
 * `cookieJarAtom`: the browser's, or the request's on a server) the first time a store uses it;
 * writing stores it in the cookie as well, and writing `undefined` removes the cookie.
 */
export const basketTokenAtom = atom(
  (get) => {
    const written = get(writtenTokenAtom);
    return written.written ? written.token : readBasketTokenCookie(get(cookieJarAtom));
  },
  (get, set, token: string | undefined) => {
    const jar = get(cookieJarAtom);
    if (token) writeBasketTokenCookie(token, jar);
    else clearBasketTokenCookie(jar);
    set(writtenTokenAtom, { written: true, token });
  },
);

/** Reads the basket token held in a jotai store. */
export function readBasketToken(store: Store): string | undefined {
  return store.get(basketTokenAtom);
}
