/** Cache-Control values the API answers with. */
import type { Context } from 'hono';

/** Tokens and personal data: never stored by any cache. */
export function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
}

/** Public, short-lived data (settings, dictionaries, catalogue). */
export function shortPublic(c: Context, seconds = 60): void {
  c.header('Cache-Control', `public, max-age=${seconds}`);
}
