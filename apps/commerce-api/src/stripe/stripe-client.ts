/**
 * The official `stripe` client of one secret key, pointed at STRIPE_API_BASE when it is set (a
 * local double: the client's documented `host`, `port` and `protocol` options). One client per
 * key, kept: the client holds its own HTTP agent.
 */
import Stripe from 'stripe';

const clients = new Map<string, Stripe>();

/** The client of `secretKey` (talking to `apiBase`, or to Stripe when undefined). */
export function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const cacheKey = `${apiBase ?? ''}|${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = apiBase ? new URL(apiBase) : undefined;
    client = new Stripe(secretKey, {
      // Retries of a POST carry the same Idempotency-Key, so Stripe answers them once.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
          }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}
