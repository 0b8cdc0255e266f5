/**
 * The request body size limit (413 with the error body). Requests that cannot carry a body (GET,
 * HEAD, OPTIONS) pass straight through, and a body with a Content-Length is judged by the header:
 * hono's `bodyLimit` reads `c.req.raw.body` first, which makes @hono/node-server build a full
 * undici Request (headers copy, AbortController, stream) for every call, the largest single cost
 * of a cached GET. Chunked bodies (no Content-Length) are still counted by hono's middleware.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiMessage } from '../messages/api-messages.ts';
import { errorBody } from '../shared/api-error.ts';

/** Middleware refusing bodies larger than `maxBytes` with a 413. */
export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = apiMessage('Api.Error.BodyTooLarge', { max: maxBytes });
  const streamed = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(errorBody([tooLarge]), 413) });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      const bytes = Number(length);
      if (!Number.isFinite(bytes) || bytes > maxBytes) return c.json(errorBody([tooLarge]), 413);
      return next();
    }
    return streamed(c, next);
  };
}
