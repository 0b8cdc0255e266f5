/**
 * What the proxies in front of the API say about a request: the origin the browser used
 * (`X-Forwarded-Proto` + `X-Forwarded-Host`) and the client's address (`X-Forwarded-For`).
 * Believed only from as many proxies as `TRUST_PROXY` says are in front (`trustedProxies`); with
 * 0 the headers are ignored and the socket's peer is the client.
 *
 * Each trusted proxy appends the address it received the request from to `X-Forwarded-For`, so
 * with N trusted proxies the client is the N-th entry from the right: everything left of it was
 * sent by the client itself and is not believed. A header a proxy sets instead of appending (one
 * value) is read the same way.
 *
 * @example
 * ```ts
 * app.use('*', async (c, next) => {
 *   const who = clientAddress(c, deps.config.trustProxy); // '203.0.113.7'
 *   await next();
 * });
 * ```
 */
import type { Context } from 'hono';

/** Reads a request header (Hono's `c.req.header`, or a Headers object's `get`). */
export type HeaderReader = (name: string) => string | undefined | null;

/** The entry a trusted proxy wrote in a comma-separated forwarding header, or undefined. */
function trustedEntry(value: string | undefined | null, trustedProxies: number): string | undefined {
  if (!value || trustedProxies <= 0) return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - trustedProxies)];
}

const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the client used (`https://shop.example.com`), from the trusted proxies'
 * `X-Forwarded-Proto` (default `http`) and `X-Forwarded-Host`; undefined when the API is not
 * behind a trusted proxy, the request was not forwarded, or the headers are not a host and a
 * scheme.
 */
export function forwardedOrigin(header: HeaderReader, trustedProxies: number): string | undefined {
  const host = trustedEntry(header('x-forwarded-host'), trustedProxies)?.toLowerCase();
  if (!host || !hostPattern.test(host)) return undefined;
  const proto = (trustedEntry(header('x-forwarded-proto'), trustedProxies) ?? 'http').toLowerCase();
  if (proto !== 'http' && proto !== 'https') return undefined;
  const origin = `${proto}://${host}`;
  // Drops a default port (https://shop:443 -> https://shop), as browsers send Origin.
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/** The peer address of the request's socket (undefined when the app is called in process). */
export function socketAddress(c: Context): string | undefined {
  type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
  const env = c.env as (Bindings & { server?: Bindings }) | undefined;
  return (env?.server?.incoming ?? env?.incoming)?.socket?.remoteAddress;
}

/**
 * The client's address (throttling keys on it): the entry the outermost trusted proxy wrote in
 * `X-Forwarded-For`, else the socket's peer (with `trustedProxies` 0, always the peer). An IPv4
 * address mapped into IPv6 (`::ffff:10.0.0.1`) is given as IPv4; `unknown` when neither says
 * (the app called in process).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const address = trustedEntry(c.req.header('x-forwarded-for'), trustedProxies) ?? socketAddress(c);
  return address?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') ?? 'unknown';
}
