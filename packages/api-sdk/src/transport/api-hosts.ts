import type { ApiHosts, HostName } from './types.ts';

/**
 * Which of the four API hosts serves each first segment of a call's path (`/api/<segment>/…`),
 * as the requirements' call tables group them. The clients name a host per call; a proxy that
 * forwards the browser's calls (the storefront server) reads this table to send each to the
 * same host.
 */
export const apiPathHosts: Readonly<Record<string, HostName>> = {
  content: 'content',
  settings: 'content',
  dictionary: 'content',
  customerservice: 'content',
  categories: 'catalog',
  products: 'catalog',
  users: 'user',
  baskets: 'basket',
  checkout: 'basket',
};

/**
 * The host that serves an API path, or `undefined` for a path outside the contract.
 *
 * @example
 * hostOfApiPath('/api/products/search'); // 'catalog'
 * hostOfApiPath('/api/users/me/orders'); // 'user'
 */
export function hostOfApiPath(pathname: string): HostName | undefined {
  const segment = /^\/api\/([^/?#]+)/.exec(pathname)?.[1]?.toLowerCase();
  return segment !== undefined && Object.hasOwn(apiPathHosts, segment) ? apiPathHosts[segment] : undefined;
}

/**
 * The four hosts of a client: one base URL for all of them, or each its own.
 *
 * @example
 * apiHostsOf('http://localhost:4000'); // every host at the one API
 * apiHostsOf({ content: 'https://cms.example', catalog: …, user: …, basket: … });
 */
export function apiHostsOf(hosts: ApiHosts | string): ApiHosts {
  return typeof hosts === 'string' ? { content: hosts, catalog: hosts, user: hosts, basket: hosts } : hosts;
}
