/**
 * The back-office server (decision 0044): a small Hono app that serves the built back office,
 * signs staff in with a real HTML form, holds their session in `HttpOnly` cookies, forwards
 * `/admin/api/*` to the commerce API with the bearer of the cookie (refreshing once on a 401),
 * and refuses every cross-site write. Started by `main.ts`; tests call `fetch` in process.
 */
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Culture, cultureOf, type MessageKey } from '../src/messages/index.ts';
import {
  bodyTooLarge,
  bodyTooLargeError,
  DEFAULT_MAX_FORWARDED_BYTES,
  MAX_FORM_BYTES,
  requestBodyLimit,
} from './body-limit.ts';
import { forwardedForHeader } from './client-address.ts';
import {
  CSRF_COOKIE,
  CSRF_FIELD,
  createCsrfToken,
  formTokenMatches,
  hasCsrfHeader,
  isSameOriginWrite,
} from './csrf.ts';
import type { BackofficeMetrics } from './metrics.ts';
import { securityHeaders } from './security-headers.ts';
import {
  clearSession,
  cookieAttributes,
  readSession,
  type StaffTokens,
  writeSession,
} from './session-cookies.ts';
import { renderForgotPasswordPage, renderSignInCodePage, renderSignInPage } from './sign-in-page.ts';
import { createSharedRefresh } from './staff-refresh.ts';
import type { BackofficeTracing } from './tracing.ts';

/** The cookie of the chosen language (no secret). */
export const LANGUAGE_COOKIE = 'clubshop_bo_lang';
/**
 * The cookie of the token between a sign-in's password and its code (decision 0074): HttpOnly,
 * SameSite=Strict, as long as the API's `mfa_expires_in` (five minutes); never in the page.
 */
export const MFA_COOKIE = 'clubshop_bo_mfa';

/** Options of {@link createBackofficeServer}. */
export interface BackofficeServerOptions {
  /** The commerce API's origin (`API_URL`), e.g. `http://localhost:4000`. */
  apiUrl: string;
  /** The fetch that reaches the API (tests pass the in-process API's). */
  apiFetch?: (input: Request) => Promise<Response>;
  /** The app's built `index.html`. */
  indexHtml: () => Promise<string>;
  /** Serves the built files (`/assets/*`, `/sign-in.css`); answers 404 through `next` when none. */
  staticFiles?: Parameters<Hono['use']>[1];
  /** The back office's public origin; default the request's own (`BACKOFFICE_ORIGIN`). */
  publicOrigin?: string;
  /**
   * The largest body forwarded to the admin API from a signed-in browser, bytes (default
   * {@link DEFAULT_MAX_FORWARDED_BYTES}); every other body may be {@link MAX_FORM_BYTES}.
   */
  maxForwardedBodyBytes?: number;
  logger?: { error: (message: string, error?: unknown) => void };
  /** The Prometheus metrics `GET /metrics` serves (metrics.ts); none: no `/metrics`. */
  metrics?: BackofficeMetrics;
  /** METRICS_TOKEN: what `/metrics` asks of a peer not on loopback (unset: loopback only). */
  metricsToken?: string | undefined;
  /** Traces (tracing.ts, decision 0103); none (the default): nothing traced, nothing loaded. */
  tracing?: BackofficeTracing | undefined;
}

/** The request headers the forwarder passes on to the admin API. */
const FORWARDED_HEADERS = ['accept', 'content-type', 'if-match', 'idempotency-key', 'x-request-id'];
/** The answer headers it passes back. */
const ANSWER_HEADERS = ['content-type', 'etag', 'retry-after', 'content-disposition', 'x-request-id'];
/** The answer headers of a forwarded picture. */
const IMAGE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'vary'];

/** A path of the back office to go to after signing in (never another origin). */
export function safeNext(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && !value.startsWith('/sign-')
    ? value
    : '/';
}

/** Statuses whose answers have no body (the Fetch standard's null body statuses but 101). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The back-office server. */
export function createBackofficeServer(options: BackofficeServerOptions) {
  const api = options.apiUrl.replace(/\/+$/, '');
  const plainApiFetch = options.apiFetch ?? ((request: Request) => fetch(request));
  // Every call to the API goes through this one fetch: a client span each when traced.
  const apiFetch = options.tracing ? options.tracing.fetch(plainApiFetch) : plainApiFetch;
  const logger = options.logger ?? console;
  const app = new Hono();
  const originOf = (url: string) => options.publicOrigin ?? new URL(url).origin;
  const maxForwardedBytes = options.maxForwardedBodyBytes ?? DEFAULT_MAX_FORWARDED_BYTES;

  // Bounded before anything reads it (body-limit.ts). Only a browser with a session may send the
  // admin API a large body (an import, an image): without one the API answers 401 anyway, so
  // its body is held to a form's size.
  const maxBodyBytesOf = (c: Context) => {
    if (!new URL(c.req.url).pathname.startsWith('/admin/api/')) return MAX_FORM_BYTES;
    const session = readSession(c);
    return session.access || session.refresh ? maxForwardedBytes : MAX_FORM_BYTES;
  };
  app.onError((error, c) => {
    const tooLarge = bodyTooLargeError(error);
    if (tooLarge) return bodyTooLarge(c, tooLarge.maxBytes);
    logger.error('backoffice: a request failed', error);
    return c.json({ success: false, errors: [{ message: 'Something went wrong on our side' }] }, 500);
  });
  /**
   * The posted form's fields; an empty form for a body that is not one (a malformed multipart),
   * so the checks that follow refuse it with a 4xx. A body past its bound is the 413 it is.
   */
  const postedForm = (c: Context) =>
    c.req.parseBody().catch((error: unknown): Record<string, string | File> => {
      if (bodyTooLargeError(error)) throw error;
      return {};
    });

  /**
   * Asks the API's token endpoint for a staff session with `grant` (the password, or the code of
   * the two-step sign-in), throttled there per client address, not per back office; undefined
   * when the API cannot be reached (logged).
   */
  const requestStaffToken = async (
    c: Context,
    grant: Record<string, string>,
  ): Promise<Response | undefined> => {
    try {
      return await apiFetch(
        new Request(`${api}/admin/api/auth/token`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...forwardedForHeader(c),
          },
          body: JSON.stringify(grant),
        }),
      );
    } catch (error) {
      logger.error('backoffice: the commerce API could not be reached for a sign-in', error);
      return undefined;
    }
  };
  /** The seconds a throttled sign-in waits: the API's Retry-After, else a minute. */
  const retryAfterSeconds = (response: Response) => Number(response.headers.get('retry-after') ?? 60);

  const refresh = createSharedRefresh(async (refreshToken) => {
    const response = await apiFetch(
      new Request(`${api}/admin/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      }),
    );
    return response.ok ? ((await response.json()) as StaffTokens) : undefined;
  });

  /** Whether a write carries a body larger than a form's (declared so, or of a length not declared). */
  const carriesLargeBody = (c: Context) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
    if (c.req.header('transfer-encoding') !== undefined) return true;
    return Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES;
  };
  /** Whether the API takes `access` (its `GET /me`, which even an owner still setting up two-step may call). */
  const sessionKnown = async (access: string) => {
    const response = await apiFetch(
      new Request(`${api}/admin/api/me`, {
        headers: { accept: 'application/json', authorization: `Bearer ${access}` },
      }),
    );
    await response.body?.cancel();
    return response.ok;
  };

  if (options.tracing) app.use('*', options.tracing.middleware);
  if (options.metrics) app.use('*', options.metrics.middleware);
  app.use('*', async (c, next) => {
    await next();
    const https = new URL(c.req.url).protocol === 'https:';
    for (const [name, value] of Object.entries(securityHeaders(https))) c.header(name, value);
  });

  app.get('/healthz', (c) => c.text('ok'));
  if (options.metrics) app.get('/metrics', options.metrics.endpoint(options.metricsToken));

  app.use('*', requestBodyLimit(maxBodyBytesOf));

  const cultureOfRequest = (
    c: { req: { query: (k: string) => string | undefined; header: (k: string) => string | undefined } },
    cookie: string | undefined,
  ): Culture => cultureOf(c.req.query('lang') ?? cookie, c.req.header('accept-language'));

  /** The form token of the browser, made (and set as a cookie) when it has none. */
  const csrfTokenOf = (c: Parameters<typeof cookieAttributes>[0]) => {
    const known = getCookie(c, CSRF_COOKIE);
    if (known) return known;
    const token = createCsrfToken();
    setCookie(c, CSRF_COOKIE, token, cookieAttributes(c, 60 * 60 * 24));
    return token;
  };

  const page = (
    c: Parameters<typeof cookieAttributes>[0],
    html: string,
    status: 200 | 400 | 401 | 403 | 429 | 503 = 200,
  ) => {
    c.header('Cache-Control', 'no-store');
    return c.html(html, status);
  };

  app.get('/sign-in', (c) => {
    const culture = cultureOfRequest(c, getCookie(c, LANGUAGE_COOKIE));
    if (c.req.query('lang')) setCookie(c, LANGUAGE_COOKIE, culture, cookieAttributes(c, 60 * 60 * 24 * 365));
    const next = c.req.query('next');
    return page(
      c,
      renderSignInPage({
        culture,
        csrfToken: csrfTokenOf(c),
        ...(c.req.query('signed-out') !== undefined ? { notice: 'SignIn.SignedOut' as const } : {}),
        ...(next ? { next: safeNext(next) } : {}),
      }),
    );
  });

  app.get('/forgot-password', (c) => {
    const culture = cultureOfRequest(c, getCookie(c, LANGUAGE_COOKIE));
    return page(c, renderForgotPasswordPage(culture));
  });

  app.post('/sign-in', async (c) => {
    const form = await postedForm(c);
    const culture = cultureOf(
      String(form.lang ?? getCookie(c, LANGUAGE_COOKIE) ?? ''),
      c.req.header('accept-language'),
    );
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const next = safeNext(form.next);
    const again = (status: 400 | 401 | 403 | 429 | 503, key: MessageKey, params?: Record<string, number>) =>
      page(
        c,
        renderSignInPage({
          culture,
          csrfToken: csrfTokenOf(c),
          email,
          error: { key, ...(params ? { params } : {}) },
          ...(next !== '/' ? { next } : {}),
        }),
        status,
      );
    if (
      !isSameOriginWrite(c.req.raw, originOf(c.req.url)) ||
      !formTokenMatches(getCookie(c, CSRF_COOKIE), form[CSRF_FIELD])
    ) {
      return again(403, 'SignIn.Expired');
    }
    const password = typeof form.password === 'string' ? form.password : '';
    if (!email || !password) return again(400, 'SignIn.Invalid');
    const response = await requestStaffToken(c, { grant_type: 'password', username: email, password });
    if (!response) return again(503, 'SignIn.Unavailable');
    if (response.status === 429)
      return again(429, 'SignIn.TooMany', { seconds: retryAfterSeconds(response) });
    if (response.status === 400) return again(400, 'SignIn.Invalid');
    if (response.status === 401) {
      // The password was right and the member has two-step sign-in: the code's form, the token
      // between the steps in its HttpOnly cookie.
      const answer = (await response.json().catch(() => ({}))) as {
        error?: string;
        mfa_token?: string;
        mfa_expires_in?: number;
      };
      if (answer.error !== 'mfa_required' || !answer.mfa_token) return again(401, 'SignIn.Failed');
      setCookie(c, MFA_COOKIE, answer.mfa_token, cookieAttributes(c, answer.mfa_expires_in ?? 300));
      setCookie(c, LANGUAGE_COOKIE, culture, cookieAttributes(c, 60 * 60 * 24 * 365));
      return page(
        c,
        renderSignInCodePage({ culture, csrfToken: csrfTokenOf(c), ...(next !== '/' ? { next } : {}) }),
      );
    }
    if (!response.ok) return again(503, 'SignIn.Unavailable');
    return signedIn(c, (await response.json()) as StaffTokens, culture, next);
  });

  /** Keeps the tokens of a finished sign-in in their cookies and goes to `next`. */
  const signedIn = (c: Context, tokens: StaffTokens, culture: Culture, next: string) => {
    writeSession(c, tokens);
    deleteCookie(c, MFA_COOKIE, { path: '/', secure: cookieAttributes(c, 0).secure });
    setCookie(c, LANGUAGE_COOKIE, culture, cookieAttributes(c, 60 * 60 * 24 * 365));
    // A fresh form token for the session (login CSRF cannot reuse the one from before).
    setCookie(c, CSRF_COOKIE, createCsrfToken(), cookieAttributes(c, 60 * 60 * 24));
    c.header('Cache-Control', 'no-store');
    return c.redirect(next, 303);
  };

  // The second step of a sign-in (decision 0074): the code of the app or a recovery code.
  app.get('/sign-in/code', (c) => {
    const culture = cultureOfRequest(c, getCookie(c, LANGUAGE_COOKIE));
    if (!getCookie(c, MFA_COOKIE)) return c.redirect(`/sign-in?lang=${culture}`, 303);
    const next = c.req.query('next');
    return page(
      c,
      renderSignInCodePage({ culture, csrfToken: csrfTokenOf(c), ...(next ? { next: safeNext(next) } : {}) }),
    );
  });

  app.post('/sign-in/code', async (c) => {
    const form = await postedForm(c);
    const culture = cultureOf(
      String(form.lang ?? getCookie(c, LANGUAGE_COOKIE) ?? ''),
      c.req.header('accept-language'),
    );
    const next = safeNext(form.next);
    const nextOption = next !== '/' ? { next } : {};
    const again = (status: 400 | 401 | 403 | 429 | 503, key: MessageKey, params?: Record<string, number>) =>
      page(
        c,
        renderSignInCodePage({
          culture,
          csrfToken: csrfTokenOf(c),
          error: { key, ...(params ? { params } : {}) },
          ...nextOption,
        }),
        status,
      );
    /** The token between the steps is gone or stale: the password again. */
    const startOver = (key: MessageKey) => {
      deleteCookie(c, MFA_COOKIE, { path: '/', secure: cookieAttributes(c, 0).secure });
      return page(
        c,
        renderSignInPage({ culture, csrfToken: csrfTokenOf(c), error: { key }, ...nextOption }),
        401,
      );
    };
    if (
      !isSameOriginWrite(c.req.raw, originOf(c.req.url)) ||
      !formTokenMatches(getCookie(c, CSRF_COOKIE), form[CSRF_FIELD])
    ) {
      return again(403, 'SignIn.Expired');
    }
    const mfaToken = getCookie(c, MFA_COOKIE);
    if (!mfaToken) return startOver('SignIn.CodeExpired');
    const code = typeof form.code === 'string' ? form.code.trim() : '';
    if (!code || code.length > 32) return again(400, 'SignIn.CodeMissing');
    const response = await requestStaffToken(c, { grant_type: 'mfa', mfa_token: mfaToken, code });
    if (!response) return again(503, 'SignIn.Unavailable');
    if (response.status === 429)
      return again(429, 'SignIn.TooMany', { seconds: retryAfterSeconds(response) });
    if (response.status === 400) return again(400, 'SignIn.CodeMissing');
    if (response.status === 401) {
      const answer = (await response.json().catch(() => ({}))) as { errors?: Array<{ code?: string }> };
      if (answer.errors?.[0]?.code === 'Api.Error.MfaCodeInvalid') return again(401, 'SignIn.CodeWrong');
      return startOver('SignIn.CodeExpired');
    }
    if (!response.ok) return again(503, 'SignIn.Unavailable');
    return signedIn(c, (await response.json()) as StaffTokens, culture, next);
  });

  app.post('/sign-out', async (c) => {
    const sameOrigin = isSameOriginWrite(c.req.raw, originOf(c.req.url));
    const proven =
      hasCsrfHeader(c.req.raw) ||
      formTokenMatches(getCookie(c, CSRF_COOKIE), (await postedForm(c))[CSRF_FIELD]);
    if (!sameOrigin || !proven)
      return c.json({ success: false, errors: [{ message: 'Cross-site request refused' }] }, 403);
    const { access, refresh: refreshToken } = readSession(c);
    if (access && refreshToken) {
      // Revokes the session at the API; the cookies go whatever it answered.
      await apiFetch(
        new Request(`${api}/admin/api/auth/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
          body: JSON.stringify({ refresh_token: refreshToken }),
        }),
      ).catch((error: unknown) => logger.error('backoffice: logout at the API failed', error));
    }
    clearSession(c);
    c.header('Cache-Control', 'no-store');
    return c.redirect('/sign-in?signed-out', 303);
  });

  app.post('/language', async (c) => {
    if (!isSameOriginWrite(c.req.raw, originOf(c.req.url)) || !hasCsrfHeader(c.req.raw))
      return c.json({ success: false, errors: [{ message: 'Cross-site request refused' }] }, 403);
    const { culture } = (await c.req.json().catch(() => ({}))) as { culture?: string };
    setCookie(c, LANGUAGE_COOKIE, cultureOf(culture, 'en'), cookieAttributes(c, 60 * 60 * 24 * 365));
    return c.body(null, 204);
  });

  // Tokens are the server's: a page never signs in or refreshes through the forwarder.
  app.all('/admin/api/auth/*', (c) =>
    c.json(
      { success: false, errors: [{ message: 'Sign in through /sign-in', code: 'Api.Error.NotFound' }] },
      404,
    ),
  );

  app.all('/admin/api/*', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      if (!isSameOriginWrite(c.req.raw, originOf(c.req.url)) || !hasCsrfHeader(c.req.raw)) {
        return c.json(
          {
            success: false,
            errors: [{ message: 'Cross-site request refused', code: 'Api.Error.Forbidden' }],
          },
          403,
        );
      }
    }
    const url = new URL(c.req.url);
    const target = `${api}${url.pathname}${url.search}`;
    const session = readSession(c);
    let access = session.access;
    let refreshed: StaffTokens | undefined;
    // The access cookie expired first: refresh before the call.
    if (!access && session.refresh) {
      refreshed = await refresh(session.refresh).catch(() => undefined);
      access = refreshed?.access_token;
    }
    // A body past a form's size is read (and held, up to the forwarder's bound) only for a
    // session the API knows: any made-up session cookie let anyone make this server hold 32 MiB
    // per request (issue 43's black-box rerun: eight at once took it from 107 to 745 MiB).
    // Without a session cookie the body's bound is a form's already (maxBodyBytesOf).
    if ((session.access || session.refresh) && carriesLargeBody(c)) {
      let known: boolean;
      try {
        known = access !== undefined && (await sessionKnown(access));
        if (!known && session.refresh && !refreshed) {
          refreshed = await refresh(session.refresh).catch(() => undefined);
          access = refreshed?.access_token;
          known = access !== undefined && (await sessionKnown(access));
        }
      } catch (error) {
        logger.error('backoffice: the commerce API could not be reached', error);
        return c.json(
          { success: false, errors: [{ message: 'The shop cannot be reached', code: 'Api.Error.Network' }] },
          502,
        );
      }
      if (!known) {
        clearSession(c);
        return c.json(
          { success: false, errors: [{ message: 'Sign in again', code: 'Api.Error.TokenInvalid' }] },
          401,
        );
      }
    }
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    const send = (access: string | undefined) => {
      const headers = new Headers();
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      if (access) headers.set('authorization', `Bearer ${access}`);
      return apiFetch(new Request(target, { method: c.req.method, headers, ...(body ? { body } : {}) }));
    };
    let response: Response;
    try {
      response = await send(access);
      if (response.status === 401 && session.refresh && !refreshed) {
        refreshed = await refresh(session.refresh);
        if (refreshed) response = await send(refreshed.access_token);
      }
    } catch (error) {
      logger.error('backoffice: the commerce API could not be reached', error);
      return c.json(
        { success: false, errors: [{ message: 'The shop cannot be reached', code: 'Api.Error.Network' }] },
        502,
      );
    }
    if (refreshed) writeSession(c, refreshed);
    else if (response.status === 401 && session.refresh) clearSession(c);
    for (const name of ANSWER_HEADERS) {
      const value = response.headers.get(name);
      if (value) c.header(name, value);
    }
    // 204, 205 and 304 have no body: a Response with one (even empty) is a TypeError.
    if (NULL_BODY_STATUSES.has(response.status)) return c.body(null, response.status as 204);
    return c.body(await response.arrayBuffer(), response.status as 200);
  });

  // The shop's pictures, so a screen can show a product's uploads (and where their focal point is)
  // from its own origin: the API's image route, read-only, as every shopper gets them.
  app.on(['GET', 'HEAD'], '/images/*', async (c) => {
    const url = new URL(c.req.url);
    let response: Response;
    try {
      response = await apiFetch(new Request(`${api}${url.pathname}${url.search}`, { method: c.req.method }));
    } catch (error) {
      logger.error('backoffice: the commerce API could not be reached', error);
      return c.body(null, 502);
    }
    for (const name of IMAGE_HEADERS) {
      const value = response.headers.get(name);
      if (value) c.header(name, value);
    }
    return c.body(await response.arrayBuffer(), response.status as 200);
  });

  if (options.staticFiles) {
    // The built files gzip-compressed when the browser takes it (Node's CompressionStream).
    app.use('/assets/*', compress());
    app.use('*', options.staticFiles);
  }

  // Every other GET is a screen of the app: signed in, the app; else the sign-in page.
  app.get('*', async (c) => {
    const session = readSession(c);
    c.header('Cache-Control', 'no-store');
    if (!session.access && !session.refresh) {
      const path = new URL(c.req.url).pathname;
      return c.redirect(path === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(path)}`, 303);
    }
    const culture = cultureOfRequest(c, getCookie(c, LANGUAGE_COOKIE));
    const html = (await options.indexHtml()).replace(/<html lang="[a-z]+">/, `<html lang="${culture}">`);
    return c.html(html);
  });

  return app;
}
