/**
 * The input guard in front of every route: text the database cannot store or that no client
 * should send is refused with a 400 naming where it is, before any route reads it (so nothing is
 * written and nothing downstream answers 500):
 *
 * - the path and the query string: malformed percent-encoding (`%`, `%zz`), percent-encoded bytes
 *   that are not UTF-8 (`%FF`, `%ED%A0%80`, a lone surrogate), and NUL (`%00`);
 * - the headers the API reads: control characters and bytes that are not UTF-8;
 * - the body: bytes that are not UTF-8, a NUL byte, and in JSON a `\u0000` or a lone surrogate
 *   escape (`\ud800`) in any key or string, named by its dotted path (`lines.0.addOns.1.name`).
 *
 * Cheap on the common path: headers are looked up by name (no full header copy), the path and
 * query are only decoded when they contain `%`, and a JSON body is only walked when its text holds
 * a `\u` escape.
 */
import type { MiddlewareHandler } from 'hono';
import { type ErrorItem, errorBody } from '../shared/api-error.ts';
import { textProblem } from '../shared/text-problem.ts';

/** Headers some route or middleware reads; others are never looked at and so never checked. */
export const checkedHeaders = [
  'StoreId',
  'rootCategoryId',
  'culture',
  'currency',
  'Authorization',
  'Content-Type',
  'If-None-Match',
  'Origin',
  'User-Agent',
  'X-Forwarded-For',
] as const;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function problem(field: string, message: string): ErrorItem {
  return { field, message, code: 'Api.Error.InvalidText', params: { field } };
}

/** `decodeURIComponent` that says why it cannot decode (malformed or not UTF-8). */
function decodeComponent(raw: string, plusIsSpace: boolean): string | { error: string } {
  const text = plusIsSpace ? raw.replaceAll('+', ' ') : raw;
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return { error: 'is not valid percent-encoded UTF-8' };
  }
}

/** The first problem of the path, or undefined. */
export function pathProblem(path: string): ErrorItem | undefined {
  if (!path.includes('%')) return undefined;
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index++) {
    const decoded = decodeComponent(segments[index] ?? '', false);
    const why = typeof decoded === 'string' ? textProblem(decoded) : decoded.error;
    // The segment itself is not echoed: it may be a basket token.
    if (why) return problem('path', `Path segment ${index} ${why}`);
  }
  return undefined;
}

/** The first problem of the query string (without `?`), naming the parameter, or undefined. */
export function queryProblem(query: string): ErrorItem | undefined {
  if (query === '') return undefined;
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const key = decodeComponent(rawKey, true);
    const keyWhy = typeof key === 'string' ? textProblem(key) : key.error;
    if (keyWhy || typeof key !== 'string') return problem('query', `A query parameter name ${keyWhy}`);
    if (equals === -1) continue;
    const value = decodeComponent(pair.slice(equals + 1), true);
    const valueWhy = typeof value === 'string' ? textProblem(value) : value.error;
    if (valueWhy) return problem(key, `Query parameter ${key} ${valueWhy}`);
  }
  return undefined;
}

/** The problem of one header value (as Node hands it over: one character per byte), or undefined. */
export function headerProblem(name: string, value: string): ErrorItem | undefined {
  let plainAscii = true;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) {
      return problem(name, `Header ${name} contains a control character`);
    }
    if (code > 0xff) return problem(name, `Header ${name} is not a byte string`);
    if (code > 0x7e) plainAscii = false;
  }
  if (plainAscii) return undefined;
  try {
    strictUtf8.decode(Buffer.from(value, 'latin1'));
  } catch {
    return problem(name, `Header ${name} is not valid UTF-8`);
  }
  return undefined;
}

/** The dotted path of the first key or string in a JSON value holding bad text, or undefined. */
export function jsonProblem(value: unknown): ErrorItem | undefined {
  // Iterative (a deeply nested body must not overflow the stack).
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    const at = (key: string) => (path === '' ? key : `${path}.${key}`);
    if (typeof current === 'string') {
      const why = textProblem(current);
      if (why) return problem(path === '' ? 'body' : path, `${path === '' ? 'The body' : path} ${why}`);
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) pending.push([item, at(String(index))]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const why = textProblem(key);
        if (why) return problem(path === '' ? 'body' : path, `A field name in ${path || 'the body'} ${why}`);
        pending.push([item, at(key)]);
      }
    }
  }
  return undefined;
}

/** The body's text, or the problem of its bytes. */
export function bodyText(bytes: ArrayBuffer): { text: string } | { problem: ErrorItem } {
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    return { problem: problem('body', 'The body is not valid UTF-8') };
  }
}

/** The problem of a request body's (decoded) text, or undefined. */
export function bodyProblem(text: string): ErrorItem | undefined {
  if (text === '') return undefined;
  if (text.includes('\u0000')) return problem('body', 'The body contains a NUL byte');
  if (!text.includes('\\u')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined; // Not JSON: the route says so if it expects JSON.
  }
  return jsonProblem(parsed);
}

/** Options of the input guard. */
export interface InputGuardOptions {
  /**
   * A `multipart/form-data` body is binary (an image upload): its bytes are not checked as text
   * (the route judges the file by content). Any other body still is.
   */
  binaryMultipart?: boolean;
}

/** Middleware answering 400 for bad text anywhere in the request (see the module comment). */
export function inputGuard(options: InputGuardOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const hash = url.indexOf('#', pathStart);
    const target = pathStart === -1 ? '/' : url.slice(pathStart, hash === -1 ? undefined : hash);
    const queryStart = target.indexOf('?');
    let found =
      pathProblem(queryStart === -1 ? target : target.slice(0, queryStart)) ??
      (queryStart === -1 ? undefined : queryProblem(target.slice(queryStart + 1)));
    for (const name of checkedHeaders) {
      if (found) break;
      const value = c.req.header(name);
      if (value !== undefined) found = headerProblem(name, value);
    }
    const method = c.req.method;
    const binary =
      options.binaryMultipart === true && /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');
    if (!found && !binary && method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const body = bodyText(await c.req.arrayBuffer());
      if ('problem' in body) found = body.problem;
      else {
        found = bodyProblem(body.text);
        // Routes read the text checked here (no second decoding).
        (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(body.text);
      }
    }
    if (found) return c.json(errorBody([found]), 400);
    await next();
  };
}
