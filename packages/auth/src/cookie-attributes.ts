/**
 * The cookie attributes ClubShop writes: the subset of js-cookie's attributes we use, declared
 * here so that consumers need no `@types/js-cookie` to read our types.
 */
export interface CookieAttributes {
  /** Lifetime in days from now. */
  expires?: number;
  /** Path the cookie is sent for. */
  path: string;
  /** Cross-site policy. */
  sameSite?: 'Lax';
  /** Only sent over https. */
  secure?: boolean;
  /**
   * Out of page scripts' reach (`HttpOnly`): only a server can write such a cookie, so the
   * browser's jar leaves it out (a browser ignores a script's cookie that asks for it) and a
   * request's jar writes it (see `createRequestCookieJar`).
   */
  httpOnly?: boolean;
}

/**
 * The attributes every ClubShop cookie is written with: path `/`, SameSite=Lax, and Secure when
 * the page is served over https (a Secure cookie set from http would be dropped by browsers).
 *
 * @param days - lifetime in js-cookie day units
 * @param protocol - the page's protocol; defaults to `location.protocol` when there is a page
 */
export function cookieAttributes(
  days: number,
  protocol: string | undefined = pageProtocol(),
): CookieAttributes {
  return { expires: days, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

/** Attributes to remove a cookie written with {@link cookieAttributes} (path must match). */
export function removalAttributes(): CookieAttributes {
  return { path: '/' };
}

function pageProtocol(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.protocol;
}
