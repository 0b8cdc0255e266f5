import { ClientOptionsError } from '../errors/client-options-error.ts';
import type { TransportOptions } from '../transport/transport.ts';

const hostNames = ['content', 'catalog', 'user', 'basket'] as const;

/**
 * A base URL the transport can prefix: absolute http(s), a path on the page's own origin
 * (`/shop-api`), or `''` for the page's origin itself (the storefront in the browser).
 */
function isBaseUrl(value: string): boolean {
  if (value === '' || value.startsWith('/')) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const isFunction = (value: unknown): boolean => typeof value === 'function';

/**
 * Checks the options of `createClient` (plain JavaScript callers and configuration read from the
 * environment get no help from the types) and throws a {@link ClientOptionsError} naming the first
 * one it cannot work with, before any call is made.
 */
export function checkClientOptions(options: unknown): asserts options is TransportOptions {
  if (typeof options !== 'object' || options === null) {
    throw new ClientOptionsError('options', 'must be an object with hosts and context');
  }
  const { hosts, context, auth, fetch, timeout } = options as Record<string, unknown>;
  if (hosts === undefined || hosts === null) throw new ClientOptionsError('hosts', 'is required');
  if (typeof hosts === 'string') {
    if (!isBaseUrl(hosts)) {
      throw new ClientOptionsError('hosts.content', `must be an http(s) URL or a path, not "${hosts}"`);
    }
  } else if (typeof hosts === 'object') {
    for (const name of hostNames) {
      const host = (hosts as Record<string, unknown>)[name];
      if (typeof host !== 'string') throw new ClientOptionsError(`hosts.${name}`, 'is required');
      if (!isBaseUrl(host)) {
        throw new ClientOptionsError(`hosts.${name}`, `must be an http(s) URL or a path, not "${host}"`);
      }
    }
  } else {
    throw new ClientOptionsError('hosts', 'must be a base URL or an object of four base URLs');
  }
  if (typeof context !== 'function' && (typeof context !== 'object' || context === null)) {
    throw new ClientOptionsError('context', 'must be an object or a function');
  }
  if (fetch !== undefined && !isFunction(fetch)) throw new ClientOptionsError('fetch', 'must be a function');
  if (timeout !== undefined && timeout !== false && !(typeof timeout === 'number' && timeout > 0)) {
    throw new ClientOptionsError('timeout', 'must be a positive number of milliseconds or false');
  }
  if (auth !== undefined) {
    const adapter = auth as Record<string, unknown> | null;
    const complete =
      typeof adapter === 'object' &&
      adapter !== null &&
      isFunction(adapter.getAccessToken) &&
      isFunction(adapter.refresh) &&
      isFunction(adapter.logout);
    if (!complete) throw new ClientOptionsError('auth', 'must have getAccessToken, refresh and logout');
  }
}
