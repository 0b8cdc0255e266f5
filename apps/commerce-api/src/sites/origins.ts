/** Where a site's storefront is reached: the host-name rules shared by the HTTP layer and mails. */

/** `localhost`, `<anything>.localhost`, `127.0.0.1` and `::1`: the machine itself. */
export function isLocalhostFamily(hostName: string): boolean {
  const host = hostName.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1';
}

/**
 * The storefront origin of a site, for links in mails: `http://<host>:<STOREFRONT_PORT>` for a
 * development host (localhost family), `https://<host>` for a real domain.
 */
export function storefrontOrigin(hostName: string, storefrontPort: number): string {
  return isLocalhostFamily(hostName) ? `http://${hostName}:${storefrontPort}` : `https://${hostName}`;
}
