/**
 * The development endpoints answer only a caller on this machine that calls the API itself: no
 * forwarding header (a proxy in front, such as the storefront server, which forwards `/api/*` on
 * the shop's own origin) and, on a socket, a loopback peer. They list every mail the API "sent",
 * password reset links included: through a proxy or from another machine that would hand anyone
 * any account. Tests and the journeys call the API directly, or in process (no socket, no
 * proxy). Anything else gets the same 404 as a path the API does not know.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { handleNotFound } from './errors.ts';
import { socketAddress } from './forwarded.ts';

/** Headers a proxy adds when it forwards a request. */
const forwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

/** Whether an address is this machine's (127.0.0.0/8, ::1, or 127.x mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/** Refuses (404) a request that was forwarded or comes from another machine. */
export function directCallersOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = forwardingHeaders.some((name) => c.req.header(name) !== undefined);
    const peer = socketAddress(c);
    if (forwarded || (peer !== undefined && !isLoopbackAddress(peer))) return handleNotFound(c);
    await next();
  };
}
