/**
 * Fetching a file a catalogue names (a picture's address) without letting the file reach what it
 * must not: only `http:` and `https:`, only public addresses (every address a name resolves to is
 * checked, and the connection goes to the address checked, so a second lookup cannot swap in
 * another), every redirect checked again, at most `maxRedirects` of them, a size limit (the
 * announced length and the bytes read) and a time limit for the whole fetch.
 *
 * `allowHosts` (`IMPORT_FETCH_ALLOW_HOSTS`, `host:port` entries) names hosts reached though their
 * addresses are not public: a test's image server on 127.0.0.1, a club's intranet.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The limits and the exceptions of a guarded fetch. */
export interface FetchGuard {
  /** `host:port` entries (lower case) reached even when their addresses are not public. */
  allowHosts: readonly string[];
  /** Largest body, bytes. */
  maxBytes: number;
  /** Time for the whole fetch, redirects included, milliseconds. */
  timeoutMs: number;
  /** Redirects followed at most. */
  maxRedirects: number;
  /** How names are resolved (node's `dns.lookup`; a test may pass its own). */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

/** What a guarded fetch got: the body and the headers that tell its version. */
export interface FetchedFile {
  body: Buffer;
  contentType: string;
  etag: string | undefined;
  lastModified: string | undefined;
  /** The address the body came from (after redirects). */
  url: string;
}

/** Why a fetch was refused or failed, in words for the import report. */
export class FetchRefused extends Error {}

/** Addresses that are not public: loopback, private, link-local, shared, documentation, multicast … */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** True when an IP address is public (reachable on the internet, not this machine or its network). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  // IPv4 written as IPv6 (::ffff:127.0.0.1, ::127.0.0.1): judged as the IPv4 address.
  const mapped = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return !notPublic.check(mapped[1], 'ipv4');
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return !notPublic.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return !notPublic.check(address, 'ipv6');
}

/** `host:port` of a URL as `IMPORT_FETCH_ALLOW_HOSTS` writes it (the scheme's port when none). */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for a URL: checked to be public unless its `host:port` is allowed.
 * Throws `FetchRefused` naming why not.
 */
export async function checkedAddress(
  url: URL,
  guard: FetchGuard,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused(
      `${url.protocol.replace(/:$/, '')} addresses are not fetched (only http and https)`,
    );
  if (url.username || url.password)
    throw new FetchRefused('addresses with a user name or password are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = guard.allowHosts.includes(hostPortOf(url));
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (guard.resolve ?? defaultResolve)(host);
    } catch {
      throw new FetchRefused(`the host ${host} is not found`);
    }
  }
  // IPv4 first when there is one: a machine without an IPv6 route still reaches a dual-stack host.
  const first = addresses.find((entry) => entry.family === 4) ?? addresses[0];
  if (!first) throw new FetchRefused(`the host ${host} is not found`);
  if (!allowed) {
    const inner = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inner)
      throw new FetchRefused(
        `${host} is not a public address (${inner.address}); IMPORT_FETCH_ALLOW_HOSTS may name ${hostPortOf(url)}`,
      );
  }
  return first;
}

/** One request to a checked address; the answer's head (the body still to be read). */
function requestOnce(url: URL, target: { address: string; family: number }, signal: AbortSignal) {
  // The connection goes to the address checked: a lookup of our own that answers it.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
        target,
      ]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      lookup,
      signal,
      headers: {
        Accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
        'User-Agent': 'ClubShop-import',
      },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** Reads a body up to `maxBytes` (then refuses). */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw new FetchRefused(`the file is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches `address` within the guard's rules. Throws `FetchRefused` with the reason when it is
 * refused, fails, answers other than 200, or goes past a limit.
 */
export async function guardedFetch(address: string, guard: FetchGuard): Promise<FetchedFile> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('not an address');
  }
  const signal = AbortSignal.timeout(guard.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await checkedAddress(url, guard);
      const response = await requestOnce(url, target, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= guard.maxRedirects)
          throw new FetchRefused(`more than ${guard.maxRedirects} redirects`);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new FetchRefused(`the server answered ${status}`);
      }
      const announced = Number(response.headers['content-length'] ?? Number.NaN);
      if (announced > guard.maxBytes) {
        response.destroy();
        throw new FetchRefused(`the file is larger than ${guard.maxBytes} bytes (${announced})`);
      }
      const body = await readLimited(response, guard.maxBytes);
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' && value !== '' ? value : undefined;
      };
      return {
        body,
        contentType: header('content-type') ?? '',
        etag: header('etag'),
        lastModified: header('last-modified'),
        url: url.href,
      };
    }
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    if (signal.aborted) throw new FetchRefused(`no answer within ${guard.timeoutMs / 1000} s`);
    throw new FetchRefused(
      `the fetch failed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}
