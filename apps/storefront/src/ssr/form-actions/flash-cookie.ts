import { type CookieJar, cookieAttributes, removalAttributes } from '@clubshop/auth';
import type { FormActionResult } from '../../forms/form-action-result.ts';

/**
 * The one-time cookie that carries a form action's success to the page its 303 leads to
 * (post/redirect/get: the next page says "sent" without the success in its URL). It holds only
 * the action's name and `ok`, never what was typed; it lives a minute and the page that shows it
 * removes it. SameSite=Lax like every ClubShop cookie.
 */
export const FLASH_COOKIE = 'clubshop_form_result';

/** A minute, in the cookie helpers' day units. */
const ONE_MINUTE_IN_DAYS = 1 / (24 * 60);

/** Writes `result`'s name and outcome for the next page. */
export function putFlash(jar: CookieJar, result: FormActionResult, protocol: string): void {
  jar.set(
    FLASH_COOKIE,
    JSON.stringify({ action: result.action, ok: result.ok }),
    cookieAttributes(ONE_MINUTE_IN_DAYS, protocol),
  );
}

/** Reads and removes the waiting result, if any (a malformed one is dropped). */
export function takeFlash(jar: CookieJar): FormActionResult | undefined {
  const value = jar.get(FLASH_COOKIE);
  if (value === undefined) return undefined;
  jar.remove(FLASH_COOKIE, removalAttributes());
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { action, ok } = parsed as { action?: unknown; ok?: unknown };
    return typeof action === 'string' && typeof ok === 'boolean' ? { action, ok } : undefined;
  } catch {
    return undefined;
  }
}
