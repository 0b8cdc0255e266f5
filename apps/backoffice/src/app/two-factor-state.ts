/**
 * The member's two-step sign-in as `GET /admin/api/me` tells it (decision 0074), and whether the
 * back office must show only its setup: an owner without it reaches nothing else at the API.
 */
import type { StaffSelf, StaffTwoFactorState as StaffTwoFactor } from '@clubshop/api-sdk/admin';

/** The `twoFactor` of `GET /admin/api/me`. */
export type TwoFactorState = StaffTwoFactor;

/** The member's two-step sign-in (off when an older API does not say). */
export function twoFactorOf(me: StaffSelf): TwoFactorState {
  return (me as Partial<StaffSelf>).twoFactor ?? { enabled: false, required: false, recoveryCodesLeft: 0 };
}

/** Whether only the setup may be shown: required and not set up yet. */
export function setupOnly(me: StaffSelf): boolean {
  const state = twoFactorOf(me);
  return state.required && !state.enabled;
}
