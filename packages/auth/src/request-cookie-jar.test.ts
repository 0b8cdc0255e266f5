import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, removalAttributes } from './cookie-attributes.ts';
import { createRequestCookieJar, parseCookieHeader } from './request-cookie-jar.ts';

const now = () => new Date('2026-11-23T12:00:00.000Z');

afterEach(() => {
  Cookies.remove('clubshop_test', { path: '/' });
});

describe('createRequestCookieJar', () => {
  it("reads the request's cookies, decoded as js-cookie writes them", () => {
    Cookies.set('clubshop_test', 'a b;c,d=é', { path: '/' });
    const jar = createRequestCookieJar(
      `other=1; clubshop_test=${document.cookie.split('clubshop_test=')[1]}`,
    );
    expect(jar.get('clubshop_test')).toBe('a b;c,d=é');
    expect(jar.get('other')).toBe('1');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('writes Set-Cookie headers with the lifetime in days, path, SameSite and Secure on https', () => {
    const jar = createRequestCookieJar('', { secure: true, now });
    jar.set('clubshop_access_token', 'tok.en', cookieAttributes(1, 'http:'));
    expect(jar.get('clubshop_access_token')).toBe('tok.en');
    expect(jar.setCookieHeaders()).toEqual([
      'clubshop_access_token=tok.en; Expires=Tue, 24 Nov 2026 12:00:00 GMT; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('a removal expires the cookie and hides it from later reads; the last write of a name wins', () => {
    const jar = createRequestCookieJar('clubshop_basket_token=old', { now });
    jar.set('clubshop_basket_token', 'new', cookieAttributes(90, 'http:'));
    jar.remove('clubshop_basket_token', removalAttributes());
    expect(jar.get('clubshop_basket_token')).toBeUndefined();
    expect(jar.setCookieHeaders()).toEqual([
      'clubshop_basket_token=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
    ]);
  });

  it('a value the browser jar writes reads back the same from the header it sends', () => {
    const jar = createRequestCookieJar('', { now });
    jar.set('clubshop_test', 'x y/ü', cookieAttributes(1, 'http:'));
    const [header] = jar.setCookieHeaders();
    // What the browser would store and send back: the header's name=value pair.
    // biome-ignore lint/suspicious/noDocumentCookie: stands in for the browser taking a Set-Cookie header
    document.cookie = `${header?.split(';')[0]}; path=/`;
    expect(Cookies.get('clubshop_test')).toBe('x y/ü');
  });
});

describe('parseCookieHeader', () => {
  it('keeps the first of two same-named cookies, unquotes, and skips malformed escapes', () => {
    const cookies = parseCookieHeader('a=1; a=2; b="q"; c=%E0%A4%A; =x; d');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('q');
    expect(cookies.has('c')).toBe(false);
    expect(cookies.size).toBe(2);
  });
});
