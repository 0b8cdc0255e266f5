import { atom } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import type { CookieAttributes } from './cookie-attributes.ts';

/**
 * Where ClubShop's cookies (session tokens, basket token) are read and written: the seam that lets
 * the same code run in the browser and on a server. In the browser it is `document.cookie`
 * through js-cookie ({@link browserCookieJar}); on a server, the cookies of one request and the
 * `Set-Cookie` headers of its response ({@link createRequestCookieJar}).
 */
export interface CookieJar {
  /** The cookie's value, or `undefined` when there is none. */
  get(name: string): string | undefined;
  /** Writes a cookie. */
  set(name: string, value: string, attributes: CookieAttributes): void;
  /** Removes a cookie written with the same path. */
  remove(name: string, attributes: CookieAttributes): void;
}

/**
 * The browser's cookies, through js-cookie. The default jar of every store. A page script
 * cannot write an `HttpOnly` cookie (the browser would drop the whole cookie), so the attribute
 * is left out here: in the browser-only mode the token cookies are readable by page scripts.
 */
export const browserCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, { httpOnly: _serverOnly, ...attributes }) => {
    Cookies.set(name, value, attributes);
  },
  remove: (name, attributes) => Cookies.remove(name, attributes),
};

/**
 * The cookie jar of a jotai store: the browser's unless the store was given another. A server
 * rendering a request sets the request's jar on the request's own store before anything reads
 * a cookie, so every atom and function that works on the store reads and writes that request:
 *
 * @example
 * const store = createStore();
 * const cookies = createRequestCookieJar(request.headers.get('cookie'), { secure: true });
 * store.set(cookieJarAtom, cookies);
 * // ... render with <Provider store={store}>, then:
 * for (const header of cookies.setCookieHeaders()) response.headers.append('Set-Cookie', header);
 */
export const cookieJarAtom = atom<CookieJar>(browserCookieJar);
