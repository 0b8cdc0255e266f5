/** Where a site's storefront is reached: the host-name rules shared by the HTTP layer and mails. */

/** `localhost`, `<anything>.localhost`, `127.0.0.1` and `::1`: the machine itself. */
export function isLocalhostFamily(hostName: string): boolean {
  const host = hostName.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1';
}

/** The settings a site's storefront address depends on. */
export interface StorefrontOriginRules {
  /** STOREFRONT_PORT: the port of a development host's storefront. */
  storefrontPort: number;
  /**
   * STOREFRONT_ORIGINS: where a site whose host name is one of these origins' hosts is reached
   * instead of `https://<host>` (a staging storefront on plain http or on a port of its own).
   */
  storefrontOrigins?: readonly string[] | undefined;
}

/** The default storefront origin of a host: `http://<host>:<port>` in development, else `https://<host>`. */
function defaultOrigin(hostName: string, storefrontPort: number): string {
  return isLocalhostFamily(hostName) ? `http://${hostName}:${storefrontPort}` : `https://${hostName}`;
}

/** The origin of STOREFRONT_ORIGINS whose host is `hostName`, if any. */
function listedOrigin(hostName: string, rules: StorefrontOriginRules): string | undefined {
  const host = hostName.toLowerCase();
  return rules.storefrontOrigins?.find((origin) => new URL(origin).hostname === host);
}

/**
 * The storefront origin of a site (links in mails, the addresses printed at start): the origin
 * STOREFRONT_ORIGINS lists for its host name (a staging storefront), else
 * `http://<host>:<STOREFRONT_PORT>` for a development host (localhost family) and
 * `https://<host>` for a real domain.
 *
 * @example
 * storefrontOrigin('shop.club.example', { storefrontPort: 5173 }); // 'https://shop.club.example'
 * storefrontOrigin('staging.club.example', {
 *   storefrontPort: 5173,
 *   storefrontOrigins: ['http://staging.club.example:8080'],
 * }); // 'http://staging.club.example:8080'
 */
export function storefrontOrigin(hostName: string, rules: StorefrontOriginRules): string {
  return listedOrigin(hostName, rules) ?? defaultOrigin(hostName, rules.storefrontPort);
}

/**
 * Every origin a site's storefront pages may be at (payment return and cancel URLs): its
 * default origin and, when STOREFRONT_ORIGINS lists one for its host name, that one too.
 */
export function storefrontOriginsOf(hostName: string, rules: StorefrontOriginRules): string[] {
  const listed = listedOrigin(hostName, rules);
  const fallback = defaultOrigin(hostName, rules.storefrontPort);
  return listed && listed !== fallback ? [listed, fallback] : [fallback];
}
