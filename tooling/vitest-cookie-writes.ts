import { vi } from 'vitest';

/** One `document.cookie = …` write, parsed. */
export interface CookieWrite {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
  /** `expires` as epoch milliseconds, when given. */
  expiresAt: number | undefined;
}

/**
 * Records what the page writes to `document.cookie` (the browser API js-cookie ends in), so tests
 * can read the attributes jsdom does not expose back: expires, path, SameSite, Secure.
 */
export function recordCookieWrites(): { writes: CookieWrite[]; of: (name: string) => CookieWrite[] } {
  const writes: CookieWrite[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor here');
  const set = descriptor.set;
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, raw: string) {
    const [pair = '', ...parts] = raw.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const at = part.indexOf('=');
      if (at === -1) attributes[part.toLowerCase()] = true;
      else attributes[part.slice(0, at).toLowerCase()] = part.slice(at + 1);
    }
    const expires = attributes.expires;
    writes.push({
      name: decodeURIComponent(pair.slice(0, eq)),
      value: decodeURIComponent(pair.slice(eq + 1)),
      attributes,
      expiresAt: typeof expires === 'string' ? Date.parse(expires) : undefined,
    });
    set.call(this, raw);
  });
  return { writes, of: (name) => writes.filter((write) => write.name === name) };
}

const DAY = 86_400_000;

/** The lifetime of a cookie write in days, measured from `writtenAt` (epoch ms). */
export function lifetimeDays(write: CookieWrite | undefined, writtenAt: number): number | undefined {
  if (!write?.expiresAt) return undefined;
  // `expires` has whole seconds: round to the second before converting.
  return Math.round((write.expiresAt - writtenAt) / 1000) / (DAY / 1000);
}
