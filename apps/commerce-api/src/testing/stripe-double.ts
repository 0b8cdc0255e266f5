/**
 * A local HTTP double of the parts of the Stripe API the Stripe provider uses, following Stripe's
 * documented requests and answers (https://docs.stripe.com/api), so tests and `pnpm start` run
 * without the network:
 * - `POST /v1/checkout/sessions` (form-encoded, `mode=payment`, `line_items[…][price_data]…`,
 *   `success_url`, `cancel_url`, `client_reference_id`, `metadata[…]`): a `checkout.session`
 *   whose `url` is the double's hosted page;
 * - `GET /v1/checkout/sessions/{id}`;
 * - `POST /v1/checkout/sessions/{id}/expire`: an `open` session becomes `expired` (its page can
 *   no longer be paid); any other is a 400 `invalid_request_error`, as Stripe answers;
 * - `POST /v1/refunds` (`payment_intent`, `amount` defaulting to what is left, `metadata[…]`): a
 *   `refund`; more than is left is a 400 `invalid_request_error`;
 * - idempotency as documented (https://docs.stripe.com/api/idempotent_requests): a POST with an
 *   `Idempotency-Key` seen before gets the first answer again (`Idempotent-Replayed: true`) when
 *   its parameters are the same, a 400 `idempotency_error` when they differ;
 * - `Authorization: Bearer <secret key>` checked (401 `authentication_error` otherwise);
 * - the hosted checkout page `GET /c/pay/{id}`: a tiny HTML page with a Pay button whose POST
 *   completes the session, sends the signed `checkout.session.completed` event (signature made
 *   by `stripe.webhooks.generateTestHeaderString`) and redirects (303) to the `success_url`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/** Where and how the double delivers a signed event. */
export type WebhookDelivery = (event: {
  payload: string;
  signature: string;
  session: DoubleSession;
}) => Promise<void>;

/** Options of `startStripeDouble`. */
export interface StripeDoubleOptions {
  /** Port to listen on (127.0.0.1). */
  port: number;
  /** The secret key callers must send; any `sk_test_…` key when undefined. */
  secretKey?: string;
  /** The webhook signing secret events are signed with. */
  webhookSecret: string;
  /**
   * Delivers an event; default: POSTs it to `webhookUrl` with `{storeId}` replaced by the
   * session's `metadata[storeId]`.
   */
  deliver?: WebhookDelivery;
  /** URL template of the default delivery, e.g. `http://127.0.0.1:4000/payment/stripe/webhook/{storeId}`. */
  webhookUrl?: string;
}

/** A checkout session as the double keeps it (Stripe's field names). */
export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string | null;
  created: number;
}

/** A running double. */
export interface StripeDouble {
  /** `http://127.0.0.1:<port>`: the value of STRIPE_API_BASE. */
  base: string;
  sessions: Map<string, DoubleSession>;
  refunds: Map<string, Record<string, unknown>>;
  /** Every request the double answered (method, path, idempotency key, status). */
  requests: Array<{ method: string; path: string; idempotencyKey?: string; status: number }>;
  /** Completes a session as the Pay button does (sends the webhook); resolves with the event. */
  pay: (sessionId: string) => Promise<{ payload: string; signature: string }>;
  close: () => Promise<void>;
}

type Params = Record<string, unknown>;

/** Decodes a form body with Stripe's bracket notation (`a[b][0][c]=x`) into nested objects. */
export function decodeStripeForm(body: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Params;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

function stripeError(status: number, type: string, message: string, extra: Params = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

/** Starts the double on 127.0.0.1:`port`. */
export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const base = `http://127.0.0.1:${options.port}`;
  const sessions = new Map<string, DoubleSession>();
  const refunds = new Map<string, Record<string, unknown>>();
  const refunded = new Map<string, number>();
  const amounts = new Map<string, { amount: number; currency: string }>();
  const idempotent = new Map<string, { hash: string; status: number; body: unknown }>();
  const requests: StripeDouble['requests'] = [];
  const signer = new Stripe('sk_test_signer');

  const deliver: WebhookDelivery =
    options.deliver ??
    (async ({ payload, signature, session }) => {
      const url = (options.webhookUrl ?? '').replace(
        '{storeId}',
        encodeURIComponent(session.metadata.storeId ?? ''),
      );
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
    });

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.status === 'open') {
      const intent = id('pi');
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent,
        url: null,
      });
      amounts.set(intent, { amount: session.amount_total, currency: session.currency });
    }
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    await deliver({ payload, signature, session });
    return { payload, signature };
  }

  function createSession(params: Params) {
    const lines = Object.values((params.line_items ?? {}) as Record<string, Params>);
    if (params.mode !== 'payment' || lines.length === 0 || !params.success_url || !params.cancel_url) {
      return stripeError(
        400,
        'invalid_request_error',
        'mode=payment, line_items, success_url and cancel_url are required',
      );
    }
    let total = 0;
    let currency = '';
    for (const line of lines) {
      const price = (line.price_data ?? {}) as Params;
      const unit = Number(price.unit_amount);
      if (!Number.isInteger(unit) || unit < 0 || !price.currency) {
        return stripeError(
          400,
          'invalid_request_error',
          'line_items[][price_data] needs currency and unit_amount',
          {
            param: 'line_items',
          },
        );
      }
      total += unit * Number(line.quantity ?? 1);
      currency = String(price.currency).toLowerCase();
    }
    const sessionId = id('cs');
    const session: DoubleSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      currency,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      payment_intent: null,
      url: `${base}/c/pay/${sessionId}`,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(sessionId, session);
    return { status: 200, body: session };
  }

  function expireSession(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) {
      return stripeError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, {
        code: 'resource_missing',
      });
    }
    if (session.status !== 'open') {
      return stripeError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    Object.assign(session, { status: 'expired', url: null });
    return { status: 200, body: session };
  }

  function createRefund(params: Params) {
    const intent = String(params.payment_intent ?? '');
    const paid = amounts.get(intent);
    if (!paid) {
      return stripeError(400, 'invalid_request_error', `No such payment_intent: '${intent}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    }
    const left = paid.amount - (refunded.get(intent) ?? 0);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { param: 'amount', ...(left === 0 ? { code: 'charge_already_refunded' } : {}) },
      );
    }
    refunded.set(intent, paid.amount - left + amount);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: paid.currency,
      payment_intent: intent,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function api(method: string, path: string, params: Params) {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (method === 'POST' && expiring?.[1]) return expireSession(expiring[1]);
    const found = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && found?.[1]) {
      const session = sessions.get(found[1]);
      return session
        ? { status: 200, body: session }
        : stripeError(404, 'invalid_request_error', `No such checkout.session: '${found[1]}'`, {
            code: 'resource_missing',
          });
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  function page(session: DoubleSession): string {
    const amount = (session.amount_total / 100).toFixed(2);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test checkout</title></head>
<body><main><h1>Stripe test checkout</h1><p>Pay ${amount} ${session.currency.toUpperCase()}</p>
<form method="post" action="/c/pay/${session.id}"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url.replace(/"/g, '&quot;')}">Back</a></p></main></body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const key = request.headers['idempotency-key'] as string | undefined;
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      requests.push({ method, path: url.pathname, ...(key ? { idempotencyKey: key } : {}), status });
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req'), ...headers });
      response.end(JSON.stringify(body));
    };

    const hosted = /^\/c\/pay\/([\w-]+)$/.exec(url.pathname);
    if (hosted?.[1]) {
      const session = sessions.get(hosted[1]);
      if (!session) return answer(404, { error: { message: 'No such session' } });
      if (method === 'GET') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(page(session));
      }
      if (session.status === 'expired') {
        // Stripe's hosted page of an expired session takes no payment.
        response.writeHead(410, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end('<!doctype html><title>Expired</title><p>This checkout session has expired.</p>');
      }
      await pay(session.id);
      response.writeHead(303, { Location: session.success_url });
      return response.end();
    }

    const auth = /^Bearer (sk_test_\S+)$/.exec(request.headers.authorization ?? '');
    if (!auth || (options.secretKey && auth[1] !== options.secretKey)) {
      return answer(401, { error: { type: 'authentication_error', message: 'Invalid API Key provided' } });
    }
    const params = method === 'POST' ? decodeStripeForm(raw) : Object.fromEntries(url.searchParams);
    if (method === 'POST' && key) {
      const hash = createHash('sha256').update(`${url.pathname}\n${raw}`).digest('hex');
      const earlier = idempotent.get(`${auth[1]}|${key}`);
      if (earlier) {
        if (earlier.hash !== hash) {
          return answer(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        return answer(earlier.status, earlier.body, { 'Idempotent-Replayed': 'true' });
      }
      const result = api(method, url.pathname, params);
      idempotent.set(`${auth[1]}|${key}`, { hash, status: result.status, body: result.body });
      return answer(result.status, result.body);
    }
    const result = api(method, url.pathname, params);
    return answer(result.status, result.body);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    base,
    sessions,
    refunds,
    requests,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
