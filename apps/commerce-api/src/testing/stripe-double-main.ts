/**
 * Runs the Stripe double on its own, for `pnpm start` and browser journeys with
 * PAYMENT_PROVIDER=stripe (`pnpm --filter @clubshop/commerce-api stripe-double`). It reads the
 * API's own variables: the port of STRIPE_API_BASE (default http://127.0.0.1:12111), the keys
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (test defaults when unset), and sends the signed
 * events to PUBLIC_ORIGIN's `/payment/stripe/webhook/{storeId}` (default http://localhost:4000).
 */
import { startStripeDouble } from './stripe-double.ts';

const base = new URL(process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111');
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:4000').replace(/\/$/, '');
const double = await startStripeDouble({
  port: Number(base.port || 80),
  ...(process.env.STRIPE_SECRET_KEY ? { secretKey: process.env.STRIPE_SECRET_KEY } : {}),
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_clubshopDoubleSecret',
  webhookUrl: `${origin}/payment/stripe/webhook/{storeId}`,
});
process.stdout.write(
  `Stripe double on ${double.base}, webhooks to ${origin}/payment/stripe/webhook/{storeId}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    double.close().then(() => process.exit(0));
  });
}
