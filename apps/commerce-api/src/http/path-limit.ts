/**
 * The longest path the API reads (issue 43: an 8,000-character path reached the routes and the
 * database, and came back a 500). Past it, a 414 with the error body before any route runs. No
 * route of ours has a path near it: the longest names (a page's path, a category's URL) are at
 * most 500 characters, a content URL in a query at most 2,000.
 */
import type { MiddlewareHandler } from 'hono';
import { apiMessage } from '../messages/api-messages.ts';
import { errorBody } from '../shared/api-error.ts';

/** The longest path (the URL's path, without the query) answered, in characters. */
export const MAX_PATH_CHARS = 4096;

/** Middleware answering a path longer than {@link MAX_PATH_CHARS} with a 414. */
export function pathLimit(): MiddlewareHandler {
  const tooLong = apiMessage('Api.Error.PathTooLong', { max: MAX_PATH_CHARS });
  return async (c, next) => {
    // The path as sent (percent-encoded): what the request line carried.
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const end = url.indexOf('?', start);
    const length = (end === -1 ? url.length : end) - start;
    if (start !== -1 && length > MAX_PATH_CHARS) {
      c.header('Cache-Control', 'no-store');
      return c.json(errorBody([tooLong]), 414);
    }
    return next();
  };
}
