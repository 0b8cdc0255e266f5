/**
 * One refresh of the staff session per refresh token in this process. The admin API's refresh
 * tokens rotate and have no reuse grace (decision 0038: a used one presented again ends the whole
 * session), so concurrent calls of one browser that all met a 401, and calls that were already on
 * their way with the old cookie, must share the one refresh: its outcome is kept for a minute,
 * keyed by the old refresh token.
 */
import type { StaffTokens } from './session-cookies.ts';

/** Refreshes with a token, or gives `undefined` when the API refused it. */
export type RefreshCall = (refreshToken: string) => Promise<StaffTokens | undefined>;

/** How long the outcome of a refresh answers later calls with the same old token. */
const KEEP_MS = 60_000;

/** A refresher that shares one call per refresh token (see the module comment). */
export function createSharedRefresh(refresh: RefreshCall): RefreshCall {
  const outcomes = new Map<string, Promise<StaffTokens | undefined>>();
  return (refreshToken) => {
    const known = outcomes.get(refreshToken);
    if (known) return known;
    const outcome = refresh(refreshToken);
    outcomes.set(refreshToken, outcome);
    const forget = () => setTimeout(() => outcomes.delete(refreshToken), KEEP_MS).unref?.();
    outcome.then(forget, () => outcomes.delete(refreshToken));
    return outcome;
  };
}
