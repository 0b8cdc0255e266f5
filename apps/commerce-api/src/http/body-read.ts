/**
 * Reading a request's body before it may take an admission slot, within a deadline (issue 24:
 * 200 clients sending their bodies one byte every 2 s held every admission slot, since a request
 * was admitted before its body was read, and others were answered 503 for as long as the drip
 * lasted). Now a request waits for its body outside the gate: a slow sender holds a socket and a
 * little memory (at most the body size limit), never a slot; and one whose body has not arrived
 * within `timeoutMs` is answered 408 `Api.Error.RequestTimeout` with `Connection: close`.
 *
 * The body is read with `c.req.arrayBuffer()`, which Hono keeps: the input guard's strict UTF-8
 * check and the routes read the same bytes again without touching the socket.
 */
import type { MiddlewareHandler } from 'hono';
import { apiMessage } from '../messages/api-messages.ts';
import { errorBody } from '../shared/api-error.ts';

/** `true` when a request carries a body (a Content-Length above 0, or a chunked one). */
function hasBody(method: string, contentLength: string | undefined, transferEncoding: string | undefined) {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && contentLength !== '0';
}

/** Middleware reading the whole body first; 408 when it takes longer than `timeoutMs`. */
export function readBodyFirst(timeoutMs: number): MiddlewareHandler {
  const late = errorBody([apiMessage('Api.Error.RequestTimeout')]);
  return async (c, next) => {
    if (!hasBody(c.req.method, c.req.header('content-length'), c.req.header('transfer-encoding'))) {
      return next();
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const read = c.req.arrayBuffer().then(
      () => 'read' as const,
      // A broken body (an aborted upload, the size limit) is the route's to report: it reads the
      // same failed promise again.
      () => 'read' as const,
    );
    const outcome = await Promise.race([read, deadline]);
    clearTimeout(timer);
    if (outcome === 'late') {
      // The rest of the body is never read: the connection cannot carry another request.
      return c.json(late, 408, { Connection: 'close', 'Cache-Control': 'no-store' });
    }
    return next();
  };
}
