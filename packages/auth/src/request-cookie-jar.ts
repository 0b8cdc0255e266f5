import type { CookieAttributes } from './cookie-attributes.ts';
import type { CookieJar } from './cookie-jar.ts';

/** Options of {@link createRequestCookieJar}. */
export interface RequestCookieJarOptions {
  /**
   * Whether the page was requested over https (behind a proxy: its forwarded protocol): every
   * cookie written then carries `Secure`, as the browser jar does on an https page.
   */
  secure?: boolean;
  /** The time lifetimes count from; the wall clock by default. */
  now?: () => Date;
}

/** A jar over one request's cookies that remembers what the response must set. */
export interface RequestCookieJar extends CookieJar {
  /** The `Set-Cookie` header values of every write and removal, in order, one per cookie. */
  setCookieHeaders(): string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

// js-cookie's converters, so a value written on the server reads back the same in the browser
// (and the other way round): values are percent-encoded except for characters cookies allow.
function decodeValue(value: string): string {
  return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
}
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

/** Parses a `Cookie` request header into name -> value (the first of two same-named cookies wins). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const part = pair.trim();
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!cookies.has(name)) {
      try {
        cookies.set(name, decodeValue(value));
      } catch {
        // A malformed escape in somebody else's cookie: not ours to read, not a reason to fail.
      }
    }
  }
  return cookies;
}

function serialize(
  name: string,
  value: string,
  attributes: CookieAttributes,
  expires: Date | undefined,
): string {
  const parts = [`${name}=${encodeValue(value)}`];
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  parts.push(`Path=${attributes.path}`);
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  if (attributes.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/**
 * The cookies of one server request as a {@link CookieJar}: reads come from the request's
 * `Cookie` header and see the writes made since; writes and removals become `Set-Cookie` headers
 * with the same attributes and lifetimes (days) the browser jar would write, plus `HttpOnly`
 * where the writer asks for it (the session's token cookies: see `writeTokenCookies`).
 *
 * @param cookieHeader - the request's `Cookie` header
 */
export function createRequestCookieJar(
  cookieHeader: string | null | undefined,
  options: RequestCookieJarOptions = {},
): RequestCookieJar {
  const values = parseCookieHeader(cookieHeader);
  const now = options.now ?? (() => new Date());
  const written = new Map<string, string>();
  const withSecure = (attributes: CookieAttributes): CookieAttributes =>
    options.secure ? { ...attributes, secure: true } : attributes;
  return {
    get: (name) => values.get(name),
    set(name, value, attributes) {
      values.set(name, value);
      const expires =
        attributes.expires === undefined
          ? undefined
          : new Date(now().getTime() + attributes.expires * DAY_MS);
      written.set(name, serialize(name, value, withSecure(attributes), expires));
    },
    remove(name, attributes) {
      values.delete(name);
      written.set(name, serialize(name, '', withSecure(attributes), new Date(0)));
    },
    setCookieHeaders: () => [...written.values()],
  };
}
