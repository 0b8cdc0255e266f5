/**
 * Shipments of orders (issue 40): fulfilment hands (part of) a paid order to a carrier and says
 * which lines went, with the carrier and tracking number; the shopper is mailed the tracking
 * link and sees it on their order page. Like a refund, a shipment is asked for with an
 * `Idempotency-Key`: the same key again answers the shipment it made (a double click ships
 * once). Under the order's row lock it checks the order may ship (Confirmed or Complete) and that
 * no line ships more than was bought; the shipment, its audit row and the mail are one
 * transaction.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { linesOf } from '../payment/order-view';
import { ApiError } from '../shared/api-error';
import { recordAudit } from '../staff/audit';
import type { OrderChangeContext } from './order-change-context';
import { lockOrder } from './order-lock';
import { mailClubName, shippedMail } from './status-mail';
import { type OrderShipmentRow, orderShipments, type ShippedLine } from './tables';

/** Carriers whose tracking page we know: `{n}` is the tracking number. Matched by name, any case. */
export const carrierTrackingPages: Readonly<Record<string, string>> = {
  postnord: 'https://tracking.postnord.com/?id={n}',
  gls: 'https://gls-group.com/track/{n}',
  dao: 'https://www.dao.as/privat/find-din-pakke?stregkode={n}',
  bring: 'https://tracking.bring.com/tracking/{n}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={n}',
  ups: 'https://www.ups.com/track?tracknum={n}',
  dpd: 'https://tracking.dpd.de/status/en_US/parcel/{n}',
  'royal mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{n}',
  'deutsche post': 'https://www.deutschepost.de/sendung/simpleQuery.html?form.sendungsnummer={n}',
  hermes: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{n}',
};

/** The tracking page of a parcel: the one given, else the carrier's known page, else none. */
export function trackingUrlOf(carrier: string, trackingNumber: string, given?: string): string | null {
  if (given) return given;
  const page = carrierTrackingPages[carrier.trim().toLowerCase()];
  return page ? page.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}

/** What fulfilment asks for: the carrier, tracking number, optional link, and the lines (default: all not shipped yet). */
export interface ShipmentInput {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string | undefined;
  lines?: ShippedLine[] | undefined;
}

/** What a shipment needs besides the database. */
export type ShipmentContext = Omit<OrderChangeContext, 'catalogue' | 'payments'>;

/** A shipment as the APIs show it. */
export function presentShipment(shipment: OrderShipmentRow) {
  return {
    id: shipment.id,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    lines: shipment.lines,
    createdAt: shipment.createdAt.toISOString(),
  };
}

/** The shipments of one order, oldest first. */
export function shipmentsOfOrder(db: Db, orderId: string): Promise<OrderShipmentRow[]> {
  return db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.createdAt), asc(orderShipments.id));
}

/** The shipments of orders, oldest first, by order id. */
export async function shipmentsOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderShipmentRow[]>> {
  const byOrder = new Map<string, OrderShipmentRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, [...orderIds]))
    .orderBy(asc(orderShipments.createdAt), asc(orderShipments.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

function refused(message: string, code: string, field?: string, params?: Record<string, string | number>) {
  return new ApiError(409, [{ message, code, ...(field ? { field } : {}), ...(params ? { params } : {}) }]);
}

/**
 * Ships (part of) an order once per `idempotencyKey`; `created` is false when the key had made
 * the shipment before (the answer is that shipment).
 */
export async function shipOrder(
  db: Db,
  orderId: string,
  idempotencyKey: string,
  input: ShipmentInput,
  context: ShipmentContext,
): Promise<{ shipment: ReturnType<typeof presentShipment>; created: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await lockOrder(tx, orderId);
    context.allowSite(order.storeId);
    const [earlier] = await tx
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.idempotencyKey, idempotencyKey))
      .limit(1);
    if (earlier) {
      if (earlier.orderId !== orderId || earlier.trackingNumber !== input.trackingNumber)
        throw new ApiError(409, [
          {
            message: 'This Idempotency-Key was used for another shipment: use a new key for a new shipment',
            code: 'order.idempotency-key-reused',
          },
        ]);
      return { shipment: presentShipment(earlier), created: false };
    }
    if (order.status !== 'Confirmed' && order.status !== 'Complete') {
      throw refused(`An order that is ${order.status} cannot be shipped`, 'order.not-shippable', 'status', {
        status: order.status,
      });
    }
    const lines = await linesOf(tx, orderId);
    const shipped = new Map<string, number>();
    for (const shipment of await shipmentsOfOrder(tx, orderId))
      for (const line of shipment.lines)
        shipped.set(line.lineId, (shipped.get(line.lineId) ?? 0) + line.quantity);
    const left = new Map(lines.map((line) => [line.id, line.quantity - (shipped.get(line.id) ?? 0)]));
    let going: ShippedLine[];
    if (input.lines) {
      going = [];
      for (const [index, line] of input.lines.entries()) {
        const rest = left.get(line.lineId);
        if (rest === undefined)
          throw new ApiError(400, [
            {
              message: `lines[${index}]: no such line in this order`,
              code: 'order.no-such-line',
              field: `lines[${index}].lineId`,
            },
          ]);
        if (line.quantity > rest)
          throw refused(
            `lines[${index}]: at most ${rest} of this line is left to ship`,
            'order.ship-too-many',
            `lines[${index}].quantity`,
            {
              left: rest,
            },
          );
        left.set(line.lineId, rest - line.quantity);
        going.push(line);
      }
    } else {
      going = [...left].filter(([, rest]) => rest > 0).map(([lineId, quantity]) => ({ lineId, quantity }));
    }
    if (going.length === 0)
      throw refused('Everything in this order has been shipped', 'order.nothing-to-ship');
    const [shipment] = await tx
      .insert(orderShipments)
      .values({
        id: crypto.randomUUID(),
        orderId,
        idempotencyKey,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl: trackingUrlOf(input.carrier, input.trackingNumber, input.trackingUrl),
        lines: going,
        staffId: context.actor.staffId ?? null,
        createdAt: context.now,
      })
      .returning();
    if (!shipment) throw new Error('shipment insert returned nothing');
    await recordAudit(tx, context.actor, context.now, {
      action: 'ship',
      entity: 'order',
      entityId: orderId,
      storeId: order.storeId,
      before: {},
      after: {
        shipmentId: shipment.id,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        lines: going,
      },
    });
    if (order.billingAddress.email) {
      await context.mailer.send(
        shippedMail(
          order,
          shipment,
          await context.texts(tx, order.culture),
          await mailClubName(tx, order.storeId),
        ),
        tx,
      );
    }
    return { shipment: presentShipment(shipment), created: true };
  });
}
