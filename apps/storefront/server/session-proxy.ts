/**
 * The session held by the storefront server (docs/decisions/0035-session-held-by-the-storefront-server.md):
 * the browser's `/api` calls come through here, and the access and refresh tokens never reach a
 * page script. The tokens live in `HttpOnly` cookies (written by @clubshop/auth's
 * `writeTokenCookies` on the request's cookie jar, with the lifetimes of the requirements); the
 * page holds @clubshop/auth's `SERVER_HELD_TOKEN` placeholder where a token was (its
 * `serverHeldSessionJar`), and knows it is logged in from the `clubshop_session` marker cookie.
 *
 * - A cross-site write is refused with 403 before anything is forwarded (`isSameOriginWrite`).
 * - Every call gets `Authorization: Bearer <access cookie>` (unless it carries a real token of
 *   its own); a call the API answers 401 while a refresh cookie is there is refreshed once and
 *   retried, and so is a call made after the access cookie expired in the browser.
 * - A login or refresh (`POST /api/users/authenticate`) sets the cookies from the API's answer
 *   and hands the page the answer with the placeholder instead of the tokens; the page's own
 *   refresh sends the placeholder, which is swapped for the refresh cookie.
 * - A logout (`POST /api/users/logout`) revokes the cookie's refresh-token family and clears the
 *   cookies, whatever the API answered.
 * - The basket token is held alike (decision 0076, src/ssr/held-basket.ts): the page calls
 *   `/api/baskets/current/...` and `/api/checkout/current/...`, the `HttpOnly` basket cookie's
 *   token goes into the path, and answers carry the placeholder instead of the token.
 */
import type { AuthenticateRequest, AuthenticateResponse } from '@clubshop/api-sdk';
import {
  ACCESS_TOKEN_COOKIE,
  clearTokenCookies,
  createRequestCookieJar,
  isServerHeldToken,
  loginTokenCookieLifetimes,
  REFRESH_TOKEN_COOKIE,
  REFRESHED_TOKEN_COOKIE_LIFETIMES,
  type RequestCookieJar,
  SERVER_HELD_TOKEN,
  type TokenCookieLifetimes,
  writeTokenCookies,
} from '@clubshop/auth';
import { holdBasketToken } from '../src/ssr/held-basket.ts';
import { createSharedRefresh } from '../src/ssr/shared-refresh.ts';
import type { ForwardLimits } from './api-proxy.ts';
import { readBodyWithin } from './body-deadline.ts';
import { isSameOriginWrite } from './same-origin.ts';

/** Forwards a request to the API; its URL is the shop's public URL of the API call. */
export type ForwardRequest = (request: Request) => Promise<Response>;

/** Forwards one browser request to the API with the session the storefront server holds. */
export type SessionProxy = (request: Request, url: URL, forward: ForwardRequest) => Promise<Response>;

const AUTHENTICATE_PATH = '/api/users/authenticate';
const LOGOUT_PATH = '/api/users/logout';

/** The API's error body. */
function errorAnswer(status: number, message: string): Response {
  return Response.json(
    { success: false, errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** A refused refresh in the shape of the API's own (HTTP 200, `isSuccess: false`). */
const refusedRefresh = (): AuthenticateResponse => ({
  isSuccess: false,
  error: 'The session has ended. Please log in again.',
  result: null,
});

/** The same request again (at the shop's public URL), with other headers and the given body. */
function rebuilt(request: Request, url: URL, headers: Headers, body: BodyInit | null): Request {
  const hasBody = body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: request.signal,
    ...(hasBody ? { body, duplex: 'half' } : {}),
  } as RequestInit);
}

/** The `Bearer` token of an `Authorization` header, if any. */
function bearerOf(headers: Headers): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1];
}

/** What one forwarded call works with. */
interface Call {
  request: Request;
  url: URL;
  jar: RequestCookieJar;
  forward: ForwardRequest;
}

/**
 * Creates the session handling of one storefront server: it shares one refresh per refresh
 * token among the calls of the process (concurrent calls of one browser with the same expired
 * access token refresh once; the API's 30 s grace covers other processes, see docs/security.md).
 */
export function createSessionProxy(limits: ForwardLimits): SessionProxy {
  const sharedRefresh = createSharedRefresh();

  /**
   * A body kept to be sent again after a refresh, read within the forwarding's deadline and size
   * bound (body-deadline.ts), or the 408/413 answer in the API's error shape.
   */
  const bodyOf = async (request: Request): Promise<Uint8Array<ArrayBuffer> | Response> => {
    const read = await readBodyWithin(request, {
      timeoutMs: limits.bodyTimeoutMs,
      maxBytes: limits.maxBodyBytes,
    });
    if (!read.ok) {
      return errorAnswer(
        read.status,
        read.status === 413 ? 'The request is too large.' : 'The request body came too slowly.',
      );
    }
    return read.body ?? new Uint8Array();
  };

  /**
   * Asks the API for tokens with the caller's headers (address, browser, site), shared with the
   * process's other calls that present the same refresh token. `undefined` when the API could not
   * be asked (no answer, a 5xx): that is not a refusal, and the session is kept.
   */
  const authenticate = (call: Call, grant: AuthenticateRequest): Promise<AuthenticateResponse | undefined> =>
    sharedRefresh(grant, async (body) => {
      const headers = new Headers(call.request.headers);
      headers.delete('authorization');
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
      // No signal of the caller's: the answer may serve other calls after this one went away.
      const answer = await call.forward(
        new Request(new URL(AUTHENTICATE_PATH, call.url), {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        }),
      );
      if (!answer.ok) throw new Error(`The commerce service answered ${answer.status} to a refresh`);
      return (await answer.json()) as AuthenticateResponse;
    }).catch(() => undefined);

  /** Refreshes with the refresh cookie; stores the new pair, or clears the session when refused. */
  const refresh = async (call: Call): Promise<string | undefined> => {
    const refreshToken = call.jar.get(REFRESH_TOKEN_COOKIE);
    if (!refreshToken) return undefined;
    const answer = await authenticate(call, { grant_type: 'refresh_token', refresh_token: refreshToken });
    if (!answer) return undefined;
    if (answer.isSuccess && answer.result) {
      keepTokens(call.jar, answer, REFRESHED_TOKEN_COOKIE_LIFETIMES);
      return answer.result.access_token;
    }
    clearTokenCookies(call.jar);
    return undefined;
  };

  /** Any other API call: the access cookie as bearer, one refresh and retry on a 401. */
  const withAccessToken = async (call: Call): Promise<Response> => {
    const { request, url, jar } = call;
    const headers = new Headers(request.headers);
    const ownToken = bearerOf(headers);
    // A caller with a real token of its own (a script, another server) speaks for itself.
    if (ownToken && !isServerHeldToken(ownToken))
      return call.forward(rebuilt(request, url, headers, request.body));
    headers.delete('authorization');
    const canRefresh = jar.get(REFRESH_TOKEN_COOKIE) !== undefined;
    if (!canRefresh) {
      const access = jar.get(ACCESS_TOKEN_COOKIE);
      if (access) headers.set('authorization', `Bearer ${access}`);
      return call.forward(rebuilt(request, url, headers, request.body));
    }
    // The body is kept to be sent again after a refresh.
    const body = await bodyOf(request);
    if (body instanceof Response) return body;
    const send = (token: string) => {
      headers.set('authorization', `Bearer ${token}`);
      return call.forward(rebuilt(request, url, headers, body.byteLength ? body : null));
    };
    // The access cookie expired in the browser while the refresh cookie is left: refresh first
    // (a basket call without a token would answer 404, not 401).
    const access = jar.get(ACCESS_TOKEN_COOKIE) ?? (await refresh(call));
    if (!access) {
      headers.delete('authorization');
      return call.forward(rebuilt(request, url, headers, body.byteLength ? body : null));
    }
    const answer = await send(access);
    if (answer.status !== 401) return answer;
    const renewed = await refresh(call);
    if (!renewed) return answer;
    await answer.body?.cancel();
    return send(renewed);
  };

  /** A login or refresh: the tokens go into cookies, the page gets the placeholder. */
  const login = async (call: Call): Promise<Response> => {
    const body = await bodyOf(call.request);
    if (body instanceof Response) return body;
    let grant: AuthenticateRequest | undefined;
    try {
      grant = JSON.parse(new TextDecoder().decode(body)) as AuthenticateRequest;
    } catch {
      grant = undefined;
    }
    if (grant?.grant_type === 'refresh_token') {
      // The page's refresh: it holds the placeholder (or an old real token); the cookie decides.
      const refreshToken = call.jar.get(REFRESH_TOKEN_COOKIE) ?? grant.refresh_token;
      if (!refreshToken || isServerHeldToken(refreshToken)) {
        clearTokenCookies(call.jar);
        return Response.json(refusedRefresh(), { headers: { 'Cache-Control': 'no-store' } });
      }
      const answer = await authenticate(call, { grant_type: 'refresh_token', refresh_token: refreshToken });
      if (!answer) return errorAnswer(502, 'The shop cannot reach its commerce service right now.');
      if (answer.isSuccess && answer.result) keepTokens(call.jar, answer, REFRESHED_TOKEN_COOKIE_LIFETIMES);
      else clearTokenCookies(call.jar);
      return Response.json(withoutTokens(answer), { headers: { 'Cache-Control': 'no-store' } });
    }
    const headers = new Headers(call.request.headers);
    headers.delete('authorization');
    const answer = await call.forward(rebuilt(call.request, call.url, headers, body));
    if (answer.status !== 200) return answer;
    const parsed = (await answer.json().catch(() => undefined)) as AuthenticateResponse | undefined;
    if (!parsed) return errorAnswer(502, 'The shop could not read the answer of its commerce service.');
    if (parsed.isSuccess && parsed.result) {
      keepTokens(call.jar, parsed, loginTokenCookieLifetimes(parsed.result.expires_in));
    }
    return Response.json(withoutTokens(parsed), { headers: { 'Cache-Control': 'no-store' } });
  };

  /** A logout: the cookie's refresh token is revoked (its whole family) and the cookies go. */
  const logout = async (call: Call): Promise<Response> => {
    const refreshToken = call.jar.get(REFRESH_TOKEN_COOKIE);
    const access = call.jar.get(ACCESS_TOKEN_COOKIE);
    const headers = new Headers(call.request.headers);
    headers.delete('authorization');
    if (access) headers.set('authorization', `Bearer ${access}`);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    clearTokenCookies(call.jar);
    if (!refreshToken) {
      // Nothing to revoke here: the page held no session of this server's.
      await call.request.body?.cancel();
      return Response.json(
        { success: true, message: 'You are logged out' },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }
    await call.request.body?.cancel();
    return call.forward(
      new Request(call.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: refreshToken }),
        signal: call.request.signal,
      }),
    );
  };

  return async (request, url, forward) => {
    if (!isSameOriginWrite(request, url.origin)) return errorAnswer(403, 'Cross-site request refused.');
    if (!url.pathname.startsWith('/api/')) return forward(request);
    const jar = createRequestCookieJar(request.headers.get('cookie'), { secure: url.protocol === 'https:' });
    // The basket token is held the same way: its cookie's token into the path, the placeholder
    // into the answer (decision 0076, src/ssr/held-basket.ts).
    const call: Call = { request, url, jar, forward: holdBasketToken(jar, forward) };
    const answer =
      request.method === 'POST' && url.pathname === AUTHENTICATE_PATH
        ? await login(call)
        : request.method === 'POST' && url.pathname === LOGOUT_PATH
          ? await logout(call)
          : await withAccessToken(call);
    return withCookies(answer, jar);
  };
}

/** Writes a login's or refresh's tokens to the `HttpOnly` cookies. */
function keepTokens(
  jar: RequestCookieJar,
  answer: AuthenticateResponse,
  lifetimes: TokenCookieLifetimes,
): void {
  if (!answer.result) return;
  writeTokenCookies(
    { accessToken: answer.result.access_token, refreshToken: answer.result.refresh_token },
    lifetimes,
    jar,
  );
}

/** The answer the page gets: the placeholder where the tokens were. */
function withoutTokens(answer: AuthenticateResponse): AuthenticateResponse {
  if (!answer.result) return answer;
  return {
    ...answer,
    result: { ...answer.result, access_token: SERVER_HELD_TOKEN, refresh_token: SERVER_HELD_TOKEN },
  };
}

/** The answer with the cookies the call wrote; never stored by a shared cache then. */
function withCookies(answer: Response, jar: RequestCookieJar): Response {
  const cookies = jar.setCookieHeaders();
  if (cookies.length === 0) return answer;
  const headers = new Headers(answer.headers);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  headers.set('Cache-Control', 'no-store');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
