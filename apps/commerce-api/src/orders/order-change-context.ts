/**
 * What a member of staff's change of an order (a status change, a refund, a shipment, a return)
 * needs besides the database, declared once: each change takes the part of it that it uses.
 */
import type { Translate } from '@clubshop/i18n/core';
import type { Mailer, PaymentProvider } from '../app-env';
import type { Db } from '../db/database';
import type { CatalogueCache } from '../payment/order-service';
import type { Actor } from '../staff/audit';

/** Who changes an order, when, and the services the change calls. */
export interface OrderChangeContext {
  actor: Actor;
  now: Date;
  mailer: Mailer;
  /** Refunds (a refund, a return, what is left of a cancelled order's payment). */
  payments: PaymentProvider;
  /** Dropped once stock came back (a cancellation, a return). */
  catalogue: CatalogueCache;
  /** The dictionary of a culture, read through the change's transaction. */
  texts: (db: Db, culture: string) => Promise<Translate>;
  /** Refuses (403) an order of a site the member does not cover. */
  allowSite: (storeId: string) => void;
}
