import type { FetchFunction } from '@clubshop/api-sdk';

/** The paths the browser reaches the commerce API under, on the shop's own origin. */
export const API_PATH_PREFIXES = ['/api/', '/images/', '/media/', '/payment/'] as const;

/** Whether a path is forwarded to the API. */
export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

// Hop-by-hop headers (RFC 9110 section 7.6.1) and what the next hop sets itself.
const requestHeadersNotForwarded = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'accept-encoding',
  'content-length',
];
const responseHeadersNotForwarded = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
];

/** Where a forwarded request comes from, as the API should see it. */
export interface ForwardedOrigin {
  /** The shop's public URL of the request (protocol and host). */
  url: URL;
  /** The X-Forwarded-For chain. */
  forwardedFor: string;
}

/** The headers every request to the API carries for the shopper: who asked, and under which host. */
export function forwardedHeaders({ url, forwardedFor }: ForwardedOrigin): Record<string, string> {
  return {
    'X-Forwarded-Host': url.host,
    'X-Forwarded-Proto': url.protocol.replace(':', ''),
    ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
  };
}

/**
 * Forwards a browser's request to the commerce API at `apiUrl` and streams its answer back: the
 * API on the shop's own origin, so the browser makes no cross-origin call (no CORS preflight).
 * The API learns the shop's host and the shopper's address from the X-Forwarded headers. An API
 * that does not answer gives a 502 in the API's own error shape.
 */
export async function forwardToApi(
  request: Request,
  apiUrl: string,
  origin: ForwardedOrigin,
  fetchApi: FetchFunction = (input, init) => fetch(input, init),
): Promise<Response> {
  const target = new URL(origin.url.pathname + origin.url.search, apiUrl);
  const headers = new Headers(request.headers);
  for (const name of requestHeadersNotForwarded) headers.delete(name);
  for (const [name, value] of Object.entries(forwardedHeaders(origin))) headers.set(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetchApi(target, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    return Response.json(
      { success: false, errors: [{ message: 'The shop cannot reach its commerce service right now.' }] },
      { status: 502, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
    );
  }
  const responseHeaders = new Headers(answer.headers);
  for (const name of responseHeadersNotForwarded) responseHeaders.delete(name);
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: responseHeaders,
  });
}
