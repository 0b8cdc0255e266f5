import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, removalAttributes } from './cookie-attributes.ts';
import { browserCookieJar } from './cookie-jar.ts';
import { loginTokenCookieLifetimes } from './cookie-lifetimes.ts';
import { createRequestCookieJar } from './request-cookie-jar.ts';
import { SERVER_HELD_TOKEN, serverHeldSessionJar } from './server-held-session.ts';
import {
  ACCESS_TOKEN_COOKIE,
  clearTokenCookies,
  REFRESH_TOKEN_COOKIE,
  readTokenCookies,
  SESSION_MARKER_COOKIE,
  writeTokenCookies,
} from './token-cookies.ts';

afterEach(() => {
  for (const name of [
    ACCESS_TOKEN_COOKIE,
    REFRESH_TOKEN_COOKIE,
    SESSION_MARKER_COOKIE,
    'clubshop_basket_token',
  ]) {
    Cookies.remove(name, { path: '/' });
  }
});

const tokens = { accessToken: 'real.access', refreshToken: 'real-refresh' };

describe('token cookies on a server', () => {
  it('a request jar writes both tokens HttpOnly and the session marker readable', () => {
    const jar = createRequestCookieJar('', { secure: true });
    writeTokenCookies(tokens, loginTokenCookieLifetimes(900), jar);
    const [access, refresh, marker] = jar.setCookieHeaders();
    expect(access).toMatch(
      /^clubshop_access_token=real\.access; Expires=.+; Path=\/; SameSite=Lax; Secure; HttpOnly$/,
    );
    expect(refresh).toMatch(/^clubshop_refresh_token=real-refresh; .+; Secure; HttpOnly$/);
    expect(marker).toMatch(/^clubshop_session=1; Expires=.+; Path=\/; SameSite=Lax; Secure$/);
    // The marker lives as long as the refresh token: the session can be resumed until then.
    expect(marker?.match(/Expires=([^;]+)/)?.[1]).toBe(refresh?.match(/Expires=([^;]+)/)?.[1]);
  });

  it('clearing the session expires the tokens and the marker', () => {
    const jar = createRequestCookieJar(
      'clubshop_access_token=a; clubshop_refresh_token=r; clubshop_session=1',
    );
    clearTokenCookies(jar);
    expect(jar.setCookieHeaders().map((header) => header.split(';')[0])).toEqual([
      'clubshop_access_token=',
      'clubshop_refresh_token=',
      'clubshop_session=',
    ]);
  });
});

describe('the browser-only mode', () => {
  it('the browser jar still writes the token cookies (readable: a script cannot write HttpOnly)', () => {
    writeTokenCookies(tokens, loginTokenCookieLifetimes(900), browserCookieJar);
    expect(readTokenCookies()).toEqual(tokens);
    expect(document.cookie).toContain('clubshop_access_token=real.access');
  });
});

describe('serverHeldSessionJar', () => {
  it('reads the placeholder for both tokens while the marker is there, nothing without it', () => {
    const jar = serverHeldSessionJar();
    expect(readTokenCookies(jar)).toBeUndefined();
    Cookies.set(SESSION_MARKER_COOKIE, '1', { path: '/' });
    expect(readTokenCookies(jar)).toEqual({
      accessToken: SERVER_HELD_TOKEN,
      refreshToken: SERVER_HELD_TOKEN,
    });
  });

  it('never writes a token to document.cookie; removing the session removes the marker', () => {
    Cookies.set(SESSION_MARKER_COOKIE, '1', { path: '/' });
    const jar = serverHeldSessionJar();
    writeTokenCookies(
      { accessToken: SERVER_HELD_TOKEN, refreshToken: SERVER_HELD_TOKEN },
      { access: 1, refresh: 2 },
      jar,
    );
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(document.cookie).not.toContain(REFRESH_TOKEN_COOKIE);
    expect(document.cookie).toContain(`${SESSION_MARKER_COOKIE}=1`);
    clearTokenCookies(jar);
    expect(document.cookie).not.toContain(SESSION_MARKER_COOKIE);
    expect(readTokenCookies(jar)).toBeUndefined();
  });

  it("leaves every other cookie (the basket's) to the browser", () => {
    const jar = serverHeldSessionJar();
    jar.set('clubshop_basket_token', 'b1', cookieAttributes(90, 'http:'));
    expect(jar.get('clubshop_basket_token')).toBe('b1');
    jar.remove('clubshop_basket_token', removalAttributes());
    expect(Cookies.get('clubshop_basket_token')).toBeUndefined();
  });
});
