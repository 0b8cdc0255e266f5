/**
 * Where a request really came from when proxies (TLS terminator, load balancer, CDN) stand in
 * front of the server: their `X-Forwarded-*` headers, believed only from as many proxies as the
 * operator says are there (TRUST_PROXY), since anybody can send them otherwise. Read as the
 * commerce API reads them (docs/configuration.md): each trusted proxy appends to a forwarding
 * header, so with N of them the value to believe is the N-th entry from the right; whatever is
 * left of it came from the client.
 */

/** The entry the outermost trusted proxy wrote in a comma-separated forwarding header. */
function trustedEntry(value: string | null, trustedProxies: number): string | undefined {
  if (!value || trustedProxies <= 0) return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * The URL the shopper's browser shows for `request`: behind trusted proxies, their forwarded
 * protocol and host; otherwise the request's own (the Host header, http).
 */
export function publicUrl(request: Request, trustedProxies: number): URL {
  const url = new URL(request.url);
  const proto = trustedEntry(request.headers.get('x-forwarded-proto'), trustedProxies)?.toLowerCase();
  const host = trustedEntry(request.headers.get('x-forwarded-host'), trustedProxies);
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host) {
    // Through a URL of its own: assigning `host` without a port would keep the server's (5173).
    const forwardedHost = URL.canParse(`http://${host}`) ? new URL(`http://${host}`) : undefined;
    if (forwardedHost && forwardedHost.pathname === '/' && !forwardedHost.username) {
      url.hostname = forwardedHost.hostname;
      url.port = forwardedHost.port;
    }
  }
  return url;
}

/**
 * The `X-Forwarded-For` to send on to the API, which counts this server as one more proxy: the
 * chain the trusted proxies gave (the API picks its entry from the right), with the peer that
 * connected to us added; without trusted proxies, the peer alone.
 */
export function forwardedFor(
  request: Request,
  peerAddress: string | undefined,
  trustedProxies: number,
): string {
  const chain = trustedProxies > 0 ? request.headers.get('x-forwarded-for') : null;
  return [chain, peerAddress].filter(Boolean).join(', ');
}
