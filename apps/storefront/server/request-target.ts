/**
 * Whether a request's path and query are text a shop can have: valid percent-encoding of UTF-8
 * (no `%ZZ`, no encoded lone surrogate such as `%ED%A0%80`) and no control character (`%00`,
 * `%0A`...). Anything else cannot name a page, a product or a search, and is answered 400 by the
 * server before it renders or forwards (it used to reach PostgreSQL as a NUL and end as a 500).
 */

/** Whether `text` holds a control character (U+0000-U+001F, U+007F), NUL included. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The text of a percent-encoded part, or undefined when it is not valid UTF-8. */
function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** Whether one percent-encoded part (a path, or a query with `+` for space) is acceptable text. */
function isAcceptableText(part: string): boolean {
  const text = decoded(part);
  return text !== undefined && !hasControlCharacter(text);
}

/**
 * Whether the URL's path and query are acceptable (see the module's comment).
 *
 * @example
 * isAcceptableTarget(new URL('http://shop/men/%00/')) // false
 * isAcceptableTarget(new URL('http://shop/search-page/?q=caf%C3%A9')) // true
 */
export function isAcceptableTarget(url: URL): boolean {
  return isAcceptableText(url.pathname) && isAcceptableText(url.search.replace(/\+/g, ' '));
}
