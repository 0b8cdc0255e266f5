import * as v from 'valibot';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

/** A Stripe secret (or restricted) key: `sk_test_…`, `sk_live_…`, `rk_test_…` or `rk_live_…`. */
export const stripeSecretKeyPattern = /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,247}$/;

/** A Stripe webhook signing secret: `whsec_…`. */
export const stripeWebhookSecretPattern = /^whsec_[A-Za-z0-9_+/=]{8,250}$/;

/**
 * A site's Stripe keys (`PUT /admin/sites/{storeId}/payments/stripe`): both, set together,
 * trimmed, nothing else. A publishable key (`pk_…`) is refused: the shop needs the secret one.
 * The errors name the field and its key, never the value typed.
 */
export const stripeKeysFormSchema = v.strictObject({
  secretKey: v.pipe(
    v.string(keys.stripeSecretKey),
    v.trim(),
    v.regex(stripeSecretKeyPattern, keys.stripeSecretKey),
  ),
  webhookSecret: v.pipe(
    v.string(keys.stripeWebhookSecret),
    v.trim(),
    v.regex(stripeWebhookSecretPattern, keys.stripeWebhookSecret),
  ),
});
