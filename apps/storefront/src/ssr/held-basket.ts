/**
 * The basket token held by the storefront server
 * (docs/decisions/0076-basket-token-held-by-the-storefront-server.md): the basket's side of the
 * session proxy (session-proxy.ts, decision 0035). The token lives in the `HttpOnly` basket
 * cookie, written by @clubshop/basket's `writeBasketTokenCookie`; the page holds the placeholder
 * `CURRENT_BASKET_TOKEN` (`current`) and calls `/api/baskets/current/...` and
 * `/api/checkout/current/...`; the receipt page may call `/api/baskets/paid/receipt` for the
 * basket paid last (the `HttpOnly` paid-basket cookie).
 *
 * {@link holdBasketToken} wraps the way a request reaches the API, for the browser's calls (the
 * session proxy) and for the server's own (a page render, a form action: request-context.ts):
 * - a placeholder in the path becomes the cookie's token before the call goes on;
 * - the answer that creates a basket (`POST /api/baskets`) writes the basket cookie;
 * - every answer of a call it put a token into, or of a creation, has the placeholder where the
 *   token was, so no page, query cache or dehydrated state holds one;
 * - when the current basket has become an order (its receipt answers, or a call answers
 *   `Api.Error.BasketOrdered`), its token is kept in the paid-basket cookie for the receipt, and
 *   an ordered basket leaves the basket cookie (the next change creates a new basket).
 * A call with a real token in its path (a script, another server) passes as it came.
 */
import type { CookieJar } from '@clubshop/auth';
import {
  BASKET_MARKER_COOKIE,
  BASKET_ORDERED_CODE,
  BASKET_TOKEN_COOKIE,
  CURRENT_BASKET_TOKEN,
  clearBasketTokenCookie,
  PAID_BASKET_COOKIE,
  PAID_BASKET_TOKEN,
  writeBasketTokenCookie,
  writePaidBasketCookie,
} from '@clubshop/basket';

/** Sends a request on to the API (its URL is the API call's, on whichever origin). */
export type ForwardToApi = (request: Request) => Promise<Response>;

/** `/api/baskets/current…`, `/api/checkout/current…`, `/api/baskets/paid…`. */
const HELD_PATH = /^\/api\/(baskets|checkout)\/(current|paid)(?=\/|$)/;

/** The path of the basket creation. */
const CREATE_PATHS = new Set(['/api/baskets', '/api/baskets/']);

/** Whether a request creates a basket. */
function isCreation(request: Request, url: URL): boolean {
  return request.method === 'POST' && CREATE_PATHS.has(url.pathname);
}

/** The same request at another URL. */
function moved(request: Request, url: URL): Request {
  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Whether an answer is JSON (the API's answers and errors are). */
function isJson(answer: Response): boolean {
  return /\bjson\b/i.test(answer.headers.get('content-type') ?? '');
}

/** The answer with `text` as its body. */
function withBody(answer: Response, text: string): Response {
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(text, { status: answer.status, statusText: answer.statusText, headers });
}

/** The answer with `placeholder` wherever `token` was. */
async function masked(answer: Response, token: string, placeholder: string): Promise<Response> {
  if (!isJson(answer) || answer.body === null) return answer;
  const text = await answer.text();
  return withBody(answer, text.split(token).join(placeholder));
}

/** The token of a basket answer (`summary.token`, else `basket.token`), if any. */
function tokenOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { summary, basket } = body as { summary?: { token?: unknown }; basket?: { token?: unknown } };
  const token = summary?.token ?? basket?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * Wraps `forward` so the basket token stays in `jar` (a request's cookie jar, which turns what is
 * written into the answer's `Set-Cookie`): see the module's comment.
 *
 * @param jar - the request's cookies (the plain jar: the basket cookie is read and written as is)
 * @param forward - how the request reaches the API
 */
export function holdBasketToken(jar: CookieJar, forward: ForwardToApi): ForwardToApi {
  return async (request) => {
    const url = new URL(request.url);
    if (isCreation(request, url)) {
      const answer = await forward(request);
      if (!answer.ok || !isJson(answer)) return answer;
      const text = await answer.text();
      let token: string | undefined;
      try {
        token = tokenOf(JSON.parse(text));
      } catch {
        token = undefined;
      }
      if (!token) return withBody(answer, text);
      writeBasketTokenCookie(token, jar);
      return withBody(answer, text.split(token).join(CURRENT_BASKET_TOKEN));
    }
    const match = HELD_PATH.exec(url.pathname);
    if (!match) return forward(request);
    const [held, kind, placeholder] = match as unknown as [string, string, string];
    // The basket paid last is there for its receipt alone.
    const paidReceipt = request.method === 'GET' && url.pathname === '/api/baskets/paid/receipt';
    if (placeholder === PAID_BASKET_TOKEN && !paidReceipt) return forward(request);
    const token = jar.get(placeholder === CURRENT_BASKET_TOKEN ? BASKET_TOKEN_COOKIE : PAID_BASKET_COOKIE);
    // No cookie: the API answers the placeholder as the unknown basket it is (404).
    if (!token) return forward(request);
    const rest = url.pathname.slice(held.length);
    url.pathname = `/api/${kind}/${encodeURIComponent(token)}${rest}`;
    const answer = await masked(await forward(moved(request, url)), token, placeholder);
    if (placeholder === CURRENT_BASKET_TOKEN)
      await followOrder(jar, token, answer, kind === 'baskets' && rest === '/receipt');
    return answer;
  };
}

/**
 * Keeps the token of the current basket once it is an order: its receipt answered (the receipt
 * page clears the basket cookie itself), or the API said it is ordered (the cookie goes at once).
 */
async function followOrder(jar: CookieJar, token: string, answer: Response, receipt: boolean): Promise<void> {
  if (receipt && answer.ok) {
    writePaidBasketCookie(token, jar);
    return;
  }
  if ((answer.status !== 404 && answer.status !== 409) || !isJson(answer)) return;
  const body = (await answer
    .clone()
    .json()
    .catch(() => undefined)) as { errors?: { code?: unknown }[] } | undefined;
  if (!body?.errors?.some((error) => error.code === BASKET_ORDERED_CODE)) return;
  writePaidBasketCookie(token, jar);
  clearBasketTokenCookie(jar);
}

/**
 * Takes a basket cookie written before the server held it (readable, no `clubshop_basket` marker)
 * into the held form: written again `HttpOnly` (the same name and path replace it), with the
 * marker the page's `serverHeldBasketJar` reads. A cookie with its marker is left alone.
 *
 * @param jar - the request's cookies (the plain jar)
 */
export function holdBasketOnServer(jar: CookieJar): void {
  const token = jar.get(BASKET_TOKEN_COOKIE);
  if (token && !jar.get(BASKET_MARKER_COOKIE)) writeBasketTokenCookie(token, jar);
}
