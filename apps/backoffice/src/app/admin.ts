/**
 * The admin client of the app: the back-office server's `/admin/api` forwarder (same origin; the
 * server adds the staff bearer from its cookie), with the CSRF header every write must carry.
 */
import { createAdminClient } from '@clubshop/api-sdk/admin';

/** The header the back-office server asks of every write (see server/csrf.ts). */
export const CSRF_HEADER = 'X-Clubshop-Csrf';

/** The app's admin client. */
export const admin = createAdminClient({
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/admin/api`,
  headers: { [CSRF_HEADER]: '1' },
});

/** Posts to the back-office server itself (sign-out, language) with the CSRF header. */
export function postToServer(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: '1', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
