/**
 * Admin routes of the order lifecycle (contract with the back office, issue 27), for owners and
 * fulfilment staff on their sites:
 * - `POST /orders/{orderId}/status` `{ status }` with `If-Match`: 200 with the order, 409
 *   `order.illegal-status-change` for a move the lifecycle does not allow;
 * - `POST /orders/{orderId}/refunds` `{ amount?, reason? }` with `Idempotency-Key`: 201 with the
 *   refund (the same key again answers the same refund, with `Idempotent-Replayed: true`), mailed
 *   to the shopper;
 * - `POST /orders/{orderId}/shipments` `{ carrier, trackingNumber, trackingUrl?, lines? }` with
 *   `Idempotency-Key`: 201 with the shipment (lines default to all not shipped yet), the tracking
 *   link mailed to the shopper; the same key again answers the same shipment.
 * - `POST /orders/{orderId}/returns` `{ lines: [{ lineId, quantity }], reason? }` with
 *   `Idempotency-Key`: 201 with the return; the lines go back to stock and their amount is
 *   refunded (at most what is left), mailed to the shopper; the same key again answers the same
 *   return.
 * A status change to the status the order has answers the order as it is (a double click).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readJsonBody } from '../http/parse.ts';
import { siteTexts } from '../messages/site-texts.ts';
import { adminOrder } from '../orders/admin-order-view.ts';
import type { OrderChangeContext } from '../orders/order-change-context.ts';
import { changeOrderStatus } from '../orders/order-lifecycle.ts';
import { refundOrder } from '../orders/refunds.ts';
import { returnOrderLines } from '../orders/returns.ts';
import { shipOrder } from '../orders/shipments.ts';
import { orderStatuses } from '../orders/status-moves.ts';
import { ApiError } from '../shared/api-error.ts';
import type { Actor } from '../staff/audit.ts';
import type { StaffMember } from '../staff/staff-token.ts';
import { requireSite } from './admin-auth.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { requireIfMatch } from './etag.ts';

/** The body of a status change (`POST /orders/{id}/status`). */
export const statusChangeSchema = v.strictObject({
  status: v.picklist(orderStatuses, `status must be one of ${orderStatuses.join(', ')}`),
});

/** The body of a refund (`POST /orders/{id}/refunds`): the amount (default: all that is left) and why. */
export const refundSchema = v.strictObject({
  amount: v.optional(
    v.pipe(
      v.number('amount must be a whole number of minor units'),
      v.integer('amount must be a whole number of minor units'),
      v.minValue(1, 'amount must be at least 1 (minor units)'),
    ),
  ),
  reason: v.optional(
    v.pipe(v.string('reason must be text'), v.maxLength(500, 'reason: at most 500 characters')),
  ),
});

/** The body of a shipment (`POST /orders/{id}/shipments`). */
export const shipmentSchema = v.strictObject({
  carrier: v.pipe(
    v.string('carrier must be text'),
    v.trim(),
    v.minLength(1, 'carrier is required (PostNord, GLS, DHL, …)'),
    v.maxLength(60, 'carrier: at most 60 characters'),
  ),
  trackingNumber: v.pipe(
    v.string('trackingNumber must be text'),
    v.trim(),
    v.regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]{2,63}$/,
      'trackingNumber must be 3 to 64 letters, digits, spaces or hyphens',
    ),
  ),
  trackingUrl: v.optional(
    v.pipe(
      v.string('trackingUrl must be text'),
      v.trim(),
      v.maxLength(500, 'trackingUrl: at most 500 characters'),
      v.url('trackingUrl must be an https address'),
      v.startsWith('https://', 'trackingUrl must be an https address'),
    ),
  ),
  lines: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          lineId: v.pipe(v.string('lineId must be text'), v.minLength(1, 'lineId is required')),
          quantity: v.pipe(
            v.number('quantity must be a whole number'),
            v.integer('quantity must be a whole number'),
            v.minValue(1, 'quantity must be at least 1'),
          ),
        }),
        'lines must be a list of { lineId, quantity }',
      ),
      v.minLength(1, 'lines: at least one line (leave lines out to ship all that is left)'),
      v.check(
        (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
        'lines: each line once',
      ),
    ),
  ),
});

/** The body of a return (`POST /orders/{id}/returns`): the lines that came back and why. */
export const returnSchema = v.strictObject({
  lines: v.pipe(
    v.array(
      v.strictObject({
        lineId: v.pipe(v.string('lineId must be text'), v.minLength(1, 'lineId is required')),
        quantity: v.pipe(
          v.number('quantity must be a whole number'),
          v.integer('quantity must be a whole number'),
          v.minValue(1, 'quantity must be at least 1'),
        ),
      }),
      'lines must be a list of { lineId, quantity }',
    ),
    v.minLength(1, 'lines: at least one line that came back'),
    v.check(
      (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
      'lines: each line once',
    ),
  ),
  reason: v.optional(
    v.pipe(v.string('reason must be text'), v.maxLength(500, 'reason: at most 500 characters')),
  ),
});

/** An `Idempotency-Key` as Stripe takes them: 1 to 255 printable characters. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` of a refund; 400 when it is missing or malformed. */
function requireIdempotencyKey(header: string | undefined, what = 'refund'): string {
  const key = header?.trim() ?? '';
  if (!idempotencyKeyPattern.test(key)) {
    throw new ApiError(400, [
      {
        message: `Idempotency-Key is required: 1 to 255 printable characters, new for each ${what}`,
        code: 'Admin.Error.IdempotencyKeyRequired',
        field: 'Idempotency-Key',
      },
    ]);
  }
  return key;
}

/** Who may call the routes of this module: the order roles, on an order of their sites. */
const orders = { area: 'orders', site: 'row' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  changeOrderStatus: {
    method: 'POST',
    path: '/orders/:id/status',
    ...orders,
    body: statusChangeSchema,
    ifMatch: true,
  },
  refundOrder: {
    method: 'POST',
    path: '/orders/:id/refunds',
    ...orders,
    body: refundSchema,
    idempotencyKey: true,
  },
  shipOrder: {
    method: 'POST',
    path: '/orders/:id/shipments',
    ...orders,
    body: shipmentSchema,
    idempotencyKey: true,
  },
  returnOrderLines: {
    method: 'POST',
    path: '/orders/:id/returns',
    ...orders,
    body: returnSchema,
    idempotencyKey: true,
  },
});

/** The routes of status changes and refunds. */
export function orderLifecycleRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);
  /** What a change of an order by this member needs besides the database. */
  const changeBy = ({ member, actor }: { member: StaffMember; actor: Actor }): OrderChangeContext => ({
    actor,
    now: clock.now(),
    mailer: deps.mailer,
    payments: deps.payments,
    catalogue: deps.caches,
    texts: (tx, culture) => siteTexts({ db: tx, caches: deps.caches }, culture),
    allowSite: (storeId) => requireSite(member, storeId),
  });
  /** 201 with what a keyed write made; `Idempotent-Replayed` when the key had made it before. */
  const made = (c: Context, body: object, created: boolean) => {
    if (!created) c.header('Idempotent-Replayed', 'true');
    return c.json(body, 201);
  };

  route(declared.changeOrderStatus, async (c, access) => {
    const ifMatch = requireIfMatch(c);
    const { status } = await readJsonBody(c, statusChangeSchema);
    const order = await changeOrderStatus(db, c.req.param('id'), status, ifMatch, changeBy(access));
    const { body, etag } = await adminOrder(db, order);
    c.header('ETag', etag);
    return c.json(body);
  });

  route(declared.refundOrder, async (c, access) => {
    const key = requireIdempotencyKey(c.req.header('Idempotency-Key'));
    const input = await readJsonBody(c, refundSchema);
    const { refund, created } = await refundOrder(db, c.req.param('id'), key, input, changeBy(access));
    return made(c, refund, created);
  });

  route(declared.shipOrder, async (c, access) => {
    const key = requireIdempotencyKey(c.req.header('Idempotency-Key'), 'shipment');
    const input = await readJsonBody(c, shipmentSchema);
    const { shipment, created } = await shipOrder(db, c.req.param('id'), key, input, changeBy(access));
    return made(c, shipment, created);
  });

  route(declared.returnOrderLines, async (c, access) => {
    const key = requireIdempotencyKey(c.req.header('Idempotency-Key'), 'return');
    const input = await readJsonBody(c, returnSchema);
    const { orderReturn, created } = await returnOrderLines(
      db,
      c.req.param('id'),
      key,
      input,
      changeBy(access),
    );
    return made(c, orderReturn, created);
  });

  return app;
}
