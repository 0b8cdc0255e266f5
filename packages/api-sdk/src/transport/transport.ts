/**
 * The one core every client call goes through: headers from the context and the auth layer,
 * ky for the request, one coordinated token refresh on a 401 (HTTP status or `meta.status` in a
 * body) with a single retry, typed errors, and the response checked against its contract schema.
 */

import * as v from 'valibot';
import { errorResponseSchema } from '../contract/errors.ts';
import { ApiError } from '../errors/api-error.ts';
import { ContractError } from '../errors/contract-error.ts';
import { HttpError, UnauthorizedError } from '../errors/http-error.ts';
import { NetworkError } from '../errors/network-error.ts';
import { RequiredError } from '../errors/required-error.ts';
import { apiHostsOf } from './api-hosts.ts';
import { requestHeaders } from './headers.ts';
import { ky } from './ky-function.ts';
import { createRefreshCoordinator } from './refresh-coordinator.ts';
import type {
  ApiHosts,
  AuthAdapter,
  ContextSource,
  FetchFunction,
  HostName,
  RequestOptions,
} from './types.ts';

/** How to build a transport. */
export interface TransportOptions {
  /** Base URLs per host; one string serves every host. */
  hosts: ApiHosts | string;
  /**
   * Per-site header values: a fixed context with its `storeId`, or a function read at every
   * request (which may give only a culture until the site settings are loaded).
   */
  context: ContextSource;
  /** The auth layer; without it no Authorization header is sent and a 401 is an UnauthorizedError. */
  auth?: AuthAdapter | undefined;
  /** The fetch to use (default: the global fetch). */
  fetch?: FetchFunction | undefined;
  /** Per-attempt timeout in milliseconds (default 10 000); `false` for none. */
  timeout?: number | false | undefined;
}

/** One call, as the domain clients describe it. */
export interface CallSpec<TSchema extends v.GenericSchema> {
  /** Operation name used in errors (e.g. `getOrder`). */
  operation: string;
  host: HostName;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path from the host root, path parameters already encoded (`/api/baskets/abc`). */
  path: string;
  searchParams?: URLSearchParams | Record<string, string> | undefined;
  json?: unknown;
  /** The contract schema of the response. */
  schema: TSchema;
  /** Send the bearer token and refresh on 401 (default true; false for `authenticate`). */
  authenticated?: boolean | undefined;
  /**
   * The call finds its site without `StoreId` (only the settings call, from the page URL).
   * Every other call throws a `RequiredError` naming `StoreId` when the context has none.
   */
  siteless?: boolean | undefined;
  options?: RequestOptions | undefined;
}

/** Sends calls; see {@link createTransport}. */
export interface Transport {
  /** Sends one call and resolves its response, checked against `spec.schema`. */
  request<TSchema extends v.GenericSchema>(spec: CallSpec<TSchema>): Promise<v.InferOutput<TSchema>>;
}

interface Answer {
  status: number;
  ok: boolean;
  url: string;
  body: unknown;
  isJson: boolean;
}

function hasMetaStatus401(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('meta' in body)) return false;
  const meta = (body as { meta?: unknown }).meta;
  return typeof meta === 'object' && meta !== null && (meta as { status?: unknown }).status === 401;
}

async function readBody(response: Response): Promise<{ body: unknown; isJson: boolean }> {
  const text = await response.text();
  if (text === '') return { body: undefined, isJson: false };
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: text, isJson: false };
  }
}

/** Builds the transport of a client. */
export function createTransport(options: TransportOptions): Transport {
  const hosts = apiHostsOf(options.hosts);
  const readContext = () => {
    const source = options.context;
    return typeof source === 'function' ? source() : source;
  };
  const auth = options.auth;
  const coordinator = auth ? createRefreshCoordinator(auth) : undefined;
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // ky 1 hands fetch a Request whose body it has cloned (for retries we do not use); a cloned body
  // is a stream, which browsers' tools and request observers cannot read as post data. The body
  // is our small JSON text: send it as text.
  const sendFetch: FetchFunction = async (input, init) => {
    if (!(input instanceof Request) || input.body === null) return fetchFunction(input, init);
    const { url, method, headers, signal, credentials } = input;
    return fetchFunction(url, { ...init, method, headers, signal, credentials, body: await input.text() });
  };

  async function send(spec: CallSpec<v.GenericSchema>, accessToken: string | undefined): Promise<Answer> {
    const signal = spec.options?.signal;
    const context = readContext();
    // Without StoreId the API would silently answer for its default site: refuse before sending.
    if (!context.storeId && !spec.siteless) throw new RequiredError('StoreId', spec.operation);
    try {
      const response = await ky(spec.path.replace(/^\//, ''), {
        prefixUrl: hosts[spec.host] || '/',
        method: spec.method,
        headers: requestHeaders(context, accessToken),
        ...(spec.json === undefined ? {} : { json: spec.json }),
        ...(spec.searchParams === undefined ? {} : { searchParams: spec.searchParams }),
        ...(signal ? { signal } : {}),
        fetch: sendFetch,
        retry: 0,
        timeout: options.timeout ?? 10_000,
        throwHttpErrors: false,
      });
      const { body, isJson } = await readBody(response);
      return { status: response.status, ok: response.ok, url: response.url, body, isJson };
    } catch (error) {
      // An abort stays an abort, so TanStack Query sees a cancellation.
      if (signal?.aborted || error instanceof ApiError) throw error;
      const name = error instanceof Error ? error.name : '';
      throw NetworkError.of({
        operation: spec.operation,
        method: spec.method,
        url: `${hosts[spec.host] || ''}${spec.path}`,
        reason: name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'aborted' : 'network',
        cause: error,
      });
    }
  }

  function httpError(spec: CallSpec<v.GenericSchema>, answer: Answer, status: number): HttpError {
    const parsed = v.safeParse(errorResponseSchema, answer.body);
    const details = {
      operation: spec.operation,
      method: spec.method,
      url: answer.url || spec.path,
      status,
      body: answer.body,
      errors: parsed.success ? parsed.output.errors : [],
    };
    return status === 401 ? new UnauthorizedError(details) : new HttpError(details);
  }

  return {
    async request<TSchema extends v.GenericSchema>(spec: CallSpec<TSchema>) {
      const authenticated = spec.authenticated ?? true;
      const tokenOf = () => (authenticated ? auth?.getAccessToken() : undefined);

      let usedToken = tokenOf();
      let answer = await send(spec, usedToken);
      const isUnauthorized = (a: Answer) => a.status === 401 || (a.ok && hasMetaStatus401(a.body));

      if (authenticated && coordinator && isUnauthorized(answer)) {
        usedToken = await coordinator.renew(usedToken, spec.operation);
        // Retried once; a second 401 is final (no refresh loop).
        answer = await send(spec, usedToken);
      }
      if (isUnauthorized(answer)) throw httpError(spec, answer, 401);
      if (!answer.ok) throw httpError(spec, answer, answer.status);
      if (!answer.isJson) {
        throw new ContractError(spec.operation, {
          path: '',
          issues: [],
          body: answer.body,
          reason: `the answer (${answer.status}) has no JSON body`,
        });
      }
      const result = v.safeParse(spec.schema, answer.body);
      if (!result.success) {
        const first = result.issues[0];
        throw new ContractError(spec.operation, {
          path: (first && v.getDotPath(first)) ?? '',
          issues: result.issues,
          body: answer.body,
        });
      }
      return result.output;
    },
  };
}
