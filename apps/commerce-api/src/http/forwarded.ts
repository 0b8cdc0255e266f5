/**
 * The client address of a request: the socket's remote address, or, when the API runs behind a
 * proxy it trusts (`trustProxy`, e.g. the storefront server forwarding `/api/*`), the last
 * address of `X-Forwarded-For`: the one that proxy appended. Earlier entries are whatever the
 * client sent and are never believed. Throttling keys on this address.
 *
 * Minimal on purpose: the operations work (issue 14) owns the full forwarded-header handling and
 * its `TRUST_PROXY` setting; this is the one function the security work needs from it.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The address a request came from; `unknown` when neither a socket nor a trusted header says. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  const bindings = c.env as
    | { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } }
    | undefined;
  const incoming = bindings?.server?.incoming ?? bindings?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
