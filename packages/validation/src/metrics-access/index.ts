/**
 * @packageDocumentation Who may read a server's Prometheus metrics (`GET /metrics` of the
 * commerce API, the storefront server and the back-office server; issue 42, decision 0090), the
 * one rule all three import (`@clubshop/validation/metrics-access`; Node only: it hashes with
 * `node:crypto`).
 *
 * - A peer on the loopback interface (127.0.0.0/8, `::1`, `::ffff:127.x.x.x`) may: a scraper or
 *   sidecar on the same machine or in the same network namespace.
 * - Anybody else only with `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time
 *   (both sides hashed first, so neither the content nor the length of the token leaks through
 *   the time of the comparison); without `METRICS_TOKEN` nobody else.
 *
 * The peer is the socket's: never `X-Forwarded-For` or any other header, whatever `TRUST_PROXY`
 * says (a proxy on the same machine forwards everybody's requests from loopback, so a server
 * behind one must not expose `/metrics` through it: see docs/deployment.md, "Metrics").
 *
 * @example
 * ```ts
 * const access = metricsAccess({ peerAddress: socket.remoteAddress, authorization, token });
 * if (!access.allowed) return Response.json(access.body, { status: access.status, headers: access.headers });
 * ```
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** What a refused request is answered: its status, JSON body and headers. */
export interface MetricsRefusal {
  allowed: false;
  /** 401: a token is configured and the request did not bring it; 403: no token can help. */
  status: 401 | 403;
  /** The error body, in the shape every ClubShop server answers errors with. */
  body: { success: false; errors: [{ code: MetricsRefusalCode; message: string }] };
  /** `WWW-Authenticate` on a 401, and `Cache-Control: no-store`. */
  headers: Record<string, string>;
}

/** Why a request for the metrics was refused. */
export type MetricsRefusalCode =
  | 'Metrics.Error.LoopbackOnly'
  | 'Metrics.Error.TokenRequired'
  | 'Metrics.Error.TokenWrong';

/** The answer of {@link metricsAccess}. */
export type MetricsAccess = { allowed: true } | MetricsRefusal;

/** What {@link metricsAccess} decides on. */
export interface MetricsAccessRequest {
  /** The address of the socket's peer (`socket.remoteAddress`); undefined when unknown. */
  peerAddress: string | undefined;
  /** The request's `Authorization` header. */
  authorization: string | null | undefined;
  /** `METRICS_TOKEN`; unset or empty: loopback only. */
  token: string | undefined;
}

/** Whether `address` is on the loopback interface (IPv4 127/8, `::1`, or IPv4-mapped 127/8). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerTokenMatches(authorization: string | null | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  // Hashing both sides gives equal lengths: the comparison takes the same time for any token.
  return timingSafeEqual(digest(given), digest(token)) && given !== '';
}

function refusal(status: 401 | 403, code: MetricsRefusalCode, message: string): MetricsRefusal {
  return {
    allowed: false,
    status,
    body: { success: false, errors: [{ code, message }] },
    headers: {
      'Cache-Control': 'no-store',
      ...(status === 401 ? { 'WWW-Authenticate': 'Bearer realm="metrics"' } : {}),
    },
  };
}

/**
 * Whether a request may read the metrics: from loopback always; from elsewhere with the bearer
 * token (401 without it or with another), and never when no token is configured (403).
 */
export function metricsAccess({ peerAddress, authorization, token }: MetricsAccessRequest): MetricsAccess {
  if (isLoopbackAddress(peerAddress)) return { allowed: true };
  if (!token) {
    return refusal(
      403,
      'Metrics.Error.LoopbackOnly',
      'The metrics are served to this machine only (set METRICS_TOKEN to scrape from elsewhere)',
    );
  }
  if (!authorization) {
    return refusal(401, 'Metrics.Error.TokenRequired', 'Send Authorization: Bearer <METRICS_TOKEN>');
  }
  return bearerTokenMatches(authorization, token)
    ? { allowed: true }
    : refusal(401, 'Metrics.Error.TokenWrong', 'The metrics token is wrong');
}
