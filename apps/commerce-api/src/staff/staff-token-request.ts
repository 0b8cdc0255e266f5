/**
 * The body of `POST /admin/api/auth/token`: the shoppers' password and refresh-token grants, and
 * the staff's own second step (decision 0074), `grant_type: "mfa"` with the `mfa_token` the
 * password grant answered and a `code` (six digits from the app, or a recovery code).
 */
import { passwordGrantSchema, refreshTokenGrantSchema } from '@clubshop/api-sdk/contract';
import * as v from 'valibot';

/** The second step of a staff sign-in. */
export const mfaGrantSchema = v.object({
  grant_type: v.literal('mfa'),
  mfa_token: v.pipe(v.string('mfa_token must be a string'), v.nonEmpty('mfa_token is required')),
  code: v.pipe(
    v.string('code must be a string'),
    v.trim(),
    v.nonEmpty('code is required'),
    v.maxLength(32, 'code must be the 6 digits of the app or a recovery code'),
  ),
});

/** A staff token request: password, refresh_token or mfa. */
export const staffTokenRequestSchema = v.variant(
  'grant_type',
  [passwordGrantSchema, refreshTokenGrantSchema, mfaGrantSchema],
  'grant_type must be password, refresh_token or mfa',
);

/** The code that confirms a setup of two-step sign-in. */
export const twoFactorCodeSchema = v.object({
  code: v.pipe(
    v.string('code must be the 6 digits of the app'),
    v.trim(),
    v.regex(/^\d{6}$/, 'code must be the 6 digits of the app'),
  ),
});
