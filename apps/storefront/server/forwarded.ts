/**
 * Where a request really came from when a proxy (TLS terminator, load balancer, CDN) stands in
 * front of the server: its `X-Forwarded-*` headers, believed only when the operator says a proxy
 * is there (TRUST_PROXY), since anybody can send them otherwise.
 */

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The URL the shopper's browser shows for `request`: with a trusted proxy, its forwarded protocol
 * and host; without, the request's own (the Host header, http).
 */
export function publicUrl(request: Request, trustProxy: boolean): URL {
  const url = new URL(request.url);
  if (!trustProxy) return url;
  const proto = first(request.headers.get('x-forwarded-proto'));
  const host = first(request.headers.get('x-forwarded-host'));
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host) url.host = host;
  return url;
}

/**
 * The `X-Forwarded-For` to send on to the API: the chain a trusted proxy gave, with the peer that
 * connected to us added; without a trusted proxy, the peer alone.
 */
export function forwardedFor(request: Request, peerAddress: string | undefined, trustProxy: boolean): string {
  const chain = trustProxy ? request.headers.get('x-forwarded-for') : null;
  return [chain, peerAddress].filter(Boolean).join(', ');
}
