import type { FetchFunction } from '@clubshop/api-sdk';
import { readBodyWithin } from './body-deadline.ts';

/** The paths the browser reaches the commerce API under, on the shop's own origin. */
export const API_PATH_PREFIXES = ['/api/', '/images/', '/media/', '/payment/'] as const;

/** Whether a path is forwarded to the API. */
export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Whether a path names the API's development endpoints (`/api/dev/*`: the seeded sites and every
 * mail the API "sent", password reset links included), which the storefront never forwards: on
 * the shop's public origin they would hand anyone any account. Read as the API reads it: percent
 * escapes decoded, in any letter case, repeated slashes as one.
 */
export function isDevelopmentApiPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not decodable: the API does not decode it either.
  }
  const path = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return path === '/api/dev' || path.startsWith('/api/dev/');
}

// Hop-by-hop headers (RFC 9110 section 7.6.1: Connection and the headers it names, Proxy-*,
// Keep-Alive, TE, Trailer, Transfer-Encoding, Upgrade), Forwarded (a client's claim about the
// path; the API reads only the X-Forwarded-* this server sets), and what the next hop sets itself.
const hopByHopHeaders = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
const requestHeadersNotForwarded = [
  ...hopByHopHeaders,
  'forwarded',
  'host',
  'accept-encoding',
  'content-length',
];
const responseHeadersNotForwarded = [...hopByHopHeaders, 'content-encoding', 'content-length'];

/**
 * Removes the hop-by-hop headers from `headers`: the fixed ones in `names` and every header the
 * `Connection` header names (a sender marks its own hop-by-hop headers that way).
 */
export function dropHopByHop(headers: Headers, names: readonly string[]): Headers {
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^[!#$%&'*+.^`|~\w-]+$/.test(name));
  for (const name of [...names, ...named]) headers.delete(name);
  return headers;
}

/** How long a forwarded body may take to arrive, and how long it may be. */
export interface ForwardLimits {
  bodyTimeoutMs: number;
  maxBodyBytes: number;
}

/** The default {@link ForwardLimits}: 10 s, 1 MiB (the API itself takes 64 KiB). */
export const DEFAULT_FORWARD_LIMITS: ForwardLimits = { bodyTimeoutMs: 10_000, maxBodyBytes: 1024 * 1024 };

/** The answer when the API cannot be reached: 503 with Retry-After, in the API's error shape. */
function apiUnavailable(): Response {
  return Response.json(
    { success: false, errors: [{ message: 'The shop cannot reach its commerce service right now.' }] },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  );
}

/** The answer to a body that did not arrive in time (408) or was too long (413). */
function bodyRefused(status: 408 | 413): Response {
  const message =
    status === 408 ? 'The request body did not arrive in time.' : 'The request body is too long.';
  return Response.json(
    { success: false, errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store', Connection: 'close' } },
  );
}

/** A failure (5xx) is never kept by a shared cache: it is over the moment the cause is. */
function uncachedFailure(headers: Headers, status: number): Headers {
  if (status >= 500) headers.set('Cache-Control', 'no-store');
  return headers;
}

/** Where a forwarded request comes from, as the API should see it. */
export interface ForwardedOrigin {
  /** The shop's public URL of the request (protocol and host). */
  url: URL;
  /** The X-Forwarded-For chain. */
  forwardedFor: string;
  /** The request's id (see request-log.ts), sent on as `X-Request-Id`. */
  requestId?: string | undefined;
}

/** The headers every request to the API carries for the shopper: who asked, and under which host. */
export function forwardedHeaders({ url, forwardedFor, requestId }: ForwardedOrigin): Record<string, string> {
  return {
    'X-Forwarded-Host': url.host,
    'X-Forwarded-Proto': url.protocol.replace(':', ''),
    ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    ...(requestId ? { 'X-Request-Id': requestId } : {}),
  };
}

/**
 * Forwards a browser's request to the commerce API at `apiUrl` and streams its answer back: the
 * API on the shop's own origin, so the browser makes no cross-origin call (no CORS preflight).
 * The API learns the shop's host and the shopper's address from the X-Forwarded headers.
 * Hop-by-hop headers stay on their hop, both ways. A body is read whole within `limits` before
 * the API is called (body-deadline.ts: 408 when it is too slow, 413 too long). An API that does
 * not answer gives a 503 with Retry-After in the API's own error shape; no 5xx goes out cacheable.
 */
export async function forwardToApi(
  request: Request,
  apiUrl: string,
  origin: ForwardedOrigin,
  fetchApi: FetchFunction = (input, init) => fetch(input, init),
  limits: ForwardLimits = DEFAULT_FORWARD_LIMITS,
): Promise<Response> {
  const target = new URL(origin.url.pathname + origin.url.search, apiUrl);
  const headers = dropHopByHop(new Headers(request.headers), requestHeadersNotForwarded);
  for (const [name, value] of Object.entries(forwardedHeaders(origin))) headers.set(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const read = hasBody
    ? await readBodyWithin(request, { timeoutMs: limits.bodyTimeoutMs, maxBytes: limits.maxBodyBytes })
    : undefined;
  if (read && !read.ok) return bodyRefused(read.status);
  let answer: Response;
  try {
    answer = await fetchApi(target, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: request.signal,
      ...(read?.ok && read.body ? { body: read.body } : {}),
    } as RequestInit);
  } catch {
    return apiUnavailable();
  }
  const responseHeaders = uncachedFailure(
    dropHopByHop(new Headers(answer.headers), responseHeadersNotForwarded),
    answer.status,
  );
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: responseHeaders,
  });
}
