import * as v from 'valibot';
import { expect, test } from 'vitest';
import { validateWithSchema } from '../../form/validate-with-schema.ts';
import { stripeKeysFormSchema } from './stripe-keys-form.ts';

const secretKey = 'sk_test_abcdefgh1234';
const webhookSecret = 'whsec_abcdefgh5678';

test('both Stripe keys pass, trimmed', () => {
  expect(v.parse(stripeKeysFormSchema, { secretKey: ` ${secretKey} `, webhookSecret })).toEqual({
    secretKey,
    webhookSecret,
  });
  expect(validateWithSchema(stripeKeysFormSchema, { secretKey: 'rk_live_abcdefgh', webhookSecret })).toEqual(
    {},
  );
});

test('a publishable key, a short one or a wrong secret is refused at its field with its key', () => {
  for (const bad of ['pk_test_abcdefgh1234', 'sk_test_short', 'sk_demo_abcdefgh1234', 42])
    expect(validateWithSchema(stripeKeysFormSchema, { secretKey: bad, webhookSecret })).toEqual({
      secretKey: { key: 'Admin.Validation.StripeSecretKey', params: {} },
    });
  expect(validateWithSchema(stripeKeysFormSchema, { secretKey, webhookSecret: 'whsec_ab' })).toEqual({
    webhookSecret: { key: 'Admin.Validation.StripeWebhookSecret', params: {} },
  });
});

test('nothing but the two keys', () => {
  expect(v.safeParse(stripeKeysFormSchema, { secretKey, webhookSecret, extra: 1 }).success).toBe(false);
});
