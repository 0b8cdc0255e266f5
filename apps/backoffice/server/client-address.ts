/**
 * The client's address for the admin API's sign-in throttle (issue 43). The back office signs
 * staff in from its own server, so without this every sign-in reached the API from one address
 * and shared one throttle bucket: 30 wrong passwords by anyone locked every member out. The
 * sign-in request carries `X-Forwarded-For` as a proxy writes it: the chain the request came with
 * plus the peer this server saw. The API believes as many entries from the right as its
 * `TRUST_PROXY` counts (this server and any proxy in front of it), so a chain a browser made up
 * is never believed.
 */
import type { Context } from 'hono';

/** The `X-Forwarded-For` header to send on to the API (none when nothing is known). */
export function forwardedForHeader(c: Context): Record<string, string> {
  type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
  const peer = (c.env as Bindings | undefined)?.incoming?.socket?.remoteAddress;
  const chain = [c.req.header('x-forwarded-for'), peer]
    .map((entry) => entry?.trim())
    .filter((entry): entry is string => Boolean(entry))
    .join(', ');
  return chain ? { 'x-forwarded-for': chain } : {};
}
