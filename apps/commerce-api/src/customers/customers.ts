/**
 * The customers of a site for the back office (issue 40, decision 0100): the registered shopper
 * accounts of the site (registered there, or with an order there), found by any part of their
 * e-mail or name (`soren@` finds søren@…); one with their orders and addresses on the site; all
 * of them as CSV rows; everything held about one person (GDPR export); and their erasure.
 *
 * A person's data beyond the account are their orders (by account, or by an e-mail of theirs),
 * newsletter signups, contact messages and the mails sent to them. Export and erasure reach all
 * of it, on every site, so only a member who works on every site the person appears on may do
 * either (else 403: a site's owner cannot erase what another site keeps).
 *
 * Erasure anonymises in one transaction: the account (e-mail, name, phone, address; the password
 * unusable; sessions revoked, mailed tokens deleted), the personal fields of their orders (kept
 * for bookkeeping: number, date, status, lines, amounts, country), their baskets' checkout
 * details; and deletes their newsletter signups, contact messages and mails. The audit row names
 * the account id and counts, never personal data.
 */
import { and, count, desc, eq, exists, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { baskets } from '../db/tables/basket.ts';
import { checkouts } from '../db/tables/checkout.ts';
import { customerServiceMessages } from '../db/tables/content.ts';
import { mails, newsletterSignups, users, userTokens } from '../db/tables/users.ts';
import { foldedSql, likeEscaped, searchFolded } from '../orders/order-list.ts';
import type { OrderRow } from '../payment/order-view.ts';
import { orderLines, orders, paymentSessions } from '../payment/tables.ts';
import { toMajor } from '../pricing/money.ts';
import { forbidden } from '../shared/api-error.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import type { StaffScope } from '../staff/roles.ts';
import { revokeSessions } from '../users/sessions.ts';

/** At most this many customers in one CSV export. */
export const CUSTOMER_EXPORT_LIMIT = 10_000;

type UserRow = typeof users.$inferSelect;

/** Accounts that are customers of `storeId`: registered there or with an order there; never erased ones. */
function customerOf(storeId: string): SQL {
  return and(
    isNull(users.erasedAt),
    or(
      eq(users.storeId, storeId),
      exists(
        sql`(select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.storeId} = ${storeId})`,
      ),
    ),
  ) as SQL;
}

function whereOf(storeId: string, q: string | undefined): SQL {
  const text = q?.trim();
  if (!text) return customerOf(storeId);
  const pattern = `%${likeEscaped(searchFolded(text))}%`;
  const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
  return and(
    customerOf(storeId),
    sql`(${foldedSql(sql`${users.email}`)} like ${pattern} or ${foldedSql(name)} like ${pattern})`,
  ) as SQL;
}

/** The orders of an account on one site, as the customer's list counts them. */
function ordersOnSite(storeId: string) {
  return and(eq(orders.userId, users.id), eq(orders.storeId, storeId));
}

/** A customer in the list (and CSV): the account and their orders on the site. */
export interface CustomerSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phone: string | null;
  /** The site the account was registered on (null: unknown, an account older than that). */
  registeredOn: string | null;
  createdAt: string;
  emailConfirmed: boolean;
  /** Their orders on this site. */
  orderCount: number;
  lastOrderAt: string | null;
}

async function summaries(
  db: Db,
  storeId: string,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<Array<{ user: UserRow; summary: CustomerSummary }>> {
  const orderCount = db.select({ n: count() }).from(orders).where(ordersOnSite(storeId));
  const lastOrderAt = db
    .select({ at: max(orders.createdAt) })
    .from(orders)
    .where(ordersOnSite(storeId));
  const rows = await db
    .select({
      user: users,
      orderCount: sql<number>`(${orderCount})`.mapWith(Number),
      lastOrderAt: sql<string | null>`(${lastOrderAt})`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ user, orderCount: n, lastOrderAt: at }) => ({
    user,
    summary: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      phone: user.phone,
      registeredOn: user.storeId,
      createdAt: user.createdAt.toISOString(),
      emailConfirmed: user.emailConfirmedAt !== null,
      orderCount: n,
      lastOrderAt: at === null ? null : new Date(at).toISOString(),
    },
  }));
}

/** One page of the customers of a site found by `q` (any part of e-mail or name), newest first. */
export async function findCustomers(
  db: Db,
  storeId: string,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ items: CustomerSummary[]; total: number }> {
  const where = whereOf(storeId, q);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await summaries(db, storeId, where, page);
  return { items: rows.map((row) => row.summary), total: total?.n ?? 0 };
}

/** The columns of the customers CSV, in order. */
export const customerCsvColumns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'street',
  'zipCode',
  'city',
  'country',
  'registeredOn',
  'createdAt',
  'emailConfirmed',
  'orderCount',
  'lastOrderAt',
] as const;

/** The customers of a site found by `q` (up to {@link CUSTOMER_EXPORT_LIMIT}) as CSV rows. */
export async function customerCsvRows(
  db: Db,
  storeId: string,
  q: string | undefined,
): Promise<Array<Record<string, unknown>>> {
  const rows = await summaries(db, storeId, whereOf(storeId, q), { limit: CUSTOMER_EXPORT_LIMIT, offset: 0 });
  return rows.map(({ user, summary }) => ({
    ...summary,
    street: user.street,
    zipCode: user.zipCode,
    city: user.city,
    country: user.country,
    emailConfirmed: summary.emailConfirmed ? 'yes' : 'no',
  }));
}

/** An address of a customer: their profile's, or one an order of theirs was billed or shipped to. */
export interface CustomerAddress {
  source: 'profile' | 'billing' | 'shipping';
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string | null;
}

function addressKey(address: CustomerAddress): string {
  return [address.name, address.street, address.zipCode, address.city, address.country]
    .map((part) => part.trim().toLowerCase())
    .join('|');
}

function orderAddress(source: 'billing' | 'shipping', stored: OrderRow['billingAddress']): CustomerAddress {
  return {
    source,
    name: [stored.firstName, stored.lastName].filter(Boolean).join(' '),
    street: stored.street ?? '',
    zipCode: stored.zipCode ?? '',
    city: stored.city ?? '',
    country: stored.country ?? '',
    phone: stored.phone ?? null,
  };
}

/** The account `id` if it is a customer of `storeId` (not erased). */
export async function findCustomer(db: Db, storeId: string, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), customerOf(storeId)));
  return user;
}

/** A customer with their orders on the site (newest first) and their addresses (each once). */
export async function customerDetail(db: Db, storeId: string, user: UserRow) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.storeId, storeId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const addresses: CustomerAddress[] = [];
  const seen = new Set<string>();
  const add = (address: CustomerAddress) => {
    const key = addressKey(address);
    if (!address.street || seen.has(key)) return;
    seen.add(key);
    addresses.push(address);
  };
  add({
    source: 'profile',
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    street: user.street ?? '',
    zipCode: user.zipCode ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    phone: user.phone,
  });
  for (const order of rows) {
    add(orderAddress('billing', order.billingAddress));
    if (order.shippingAddress) add(orderAddress('shipping', order.shippingAddress));
  }
  const [summary] = await summaries(db, storeId, eq(users.id, user.id), { limit: 1, offset: 0 });
  return {
    ...(summary?.summary as CustomerSummary),
    street: user.street,
    zipCode: user.zipCode,
    city: user.city,
    country: user.country,
    orders: rows.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      currency: order.currency,
      totalMinor: order.total,
      total: toMajor(order.total).toFixed(2),
    })),
    addresses,
  };
}

/** The lower-cased e-mails of a person: their account's and those their orders were placed with. */
function emailsOf(user: UserRow, personOrders: readonly OrderRow[]): string[] {
  const emails = new Set([user.email.toLowerCase()]);
  for (const order of personOrders) {
    const email = order.billingAddress.email?.trim().toLowerCase();
    if (email) emails.add(email);
  }
  return [...emails];
}

/** Everything held about a person, read on `db` (a transaction for the erasure). */
async function personData(db: Db, user: UserRow) {
  const accountEmail = user.email.toLowerCase();
  const personOrders = await db
    .select()
    .from(orders)
    .where(
      or(
        eq(orders.userId, user.id),
        and(isNull(orders.userId), sql`lower(${orders.billingAddress} ->> 'email') = ${accountEmail}`),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const emails = emailsOf(user, personOrders);
  const [signups, messages, sent] = await Promise.all([
    db
      .select()
      .from(newsletterSignups)
      .where(inArray(sql`lower(${newsletterSignups.email})`, emails)),
    db
      .select()
      .from(customerServiceMessages)
      .where(inArray(sql`lower(${customerServiceMessages.email})`, emails)),
    db
      .select()
      .from(mails)
      .where(inArray(sql`lower(${mails.to})`, emails))
      .orderBy(mails.id),
  ]);
  const sites = new Set<string>();
  if (user.storeId) sites.add(user.storeId);
  for (const row of [...personOrders, ...messages]) sites.add(row.storeId);
  for (const row of signups) if (row.storeId) sites.add(row.storeId);
  return { personOrders, emails, signups, messages, sent, sites: [...sites].sort() };
}

/** Refuses (403) a member who does not work on every site the person appears on. */
function requireEverySite(member: Pick<StaffScope, 'allSites' | 'storeIds'>, sites: readonly string[]) {
  if (member.allSites) return;
  const others = sites.filter((storeId) => !member.storeIds.includes(storeId));
  if (others.length > 0)
    throw forbidden(
      `This customer also appears on sites you do not work on (${others.join(', ')}); staff of all sites do this`,
    );
}

/**
 * Everything held about a person (GDPR access, art. 15): the account (no password hash), their
 * addresses, orders with lines, newsletter signups, contact messages and the mails sent to them.
 */
export async function customerDataExport(
  db: Db,
  member: Pick<StaffScope, 'allSites' | 'storeIds'>,
  user: UserRow,
  now: Date,
) {
  const data = await personData(db, user);
  requireEverySite(member, data.sites);
  const lines =
    data.personOrders.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              data.personOrders.map((order) => order.id),
            ),
          )
          .orderBy(orderLines.orderId, orderLines.position);
  const { passwordHash: _secret, ...account } = user;
  return {
    exportedAt: now.toISOString(),
    account,
    sites: data.sites,
    orders: data.personOrders.map((order) => ({
      ...order,
      lines: lines.filter((line) => line.orderId === order.id).map(({ orderId: _order, ...line }) => line),
    })),
    newsletterSignups: data.signups,
    contactMessages: data.messages,
    mails: data.sent.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      createdAt: mail.createdAt,
    })),
  };
}

/** The answer of an erasure (the same again for a person erased already). */
export interface ErasureResult {
  id: string;
  erasedAt: string;
  ordersAnonymised: number;
}

/** The domain of the placeholder addresses an erasure writes (RFC 2606: never delivered). */
const ERASED_DOMAIN = 'erased.invalid';

/**
 * Erases the customer `id` of `storeId` (GDPR, art. 17; decision 0100) in one transaction with its
 * audit row. A person erased already answers the same result again (no second audit row);
 * `undefined` when the account is no customer of the site.
 */
export async function eraseCustomer(
  db: Db,
  actor: Actor,
  member: Pick<StaffScope, 'allSites' | 'storeIds'>,
  now: Date,
  storeId: string,
  id: string,
): Promise<ErasureResult | undefined> {
  return auditedWrite(db, actor, now, async (tx) => {
    // Locked: two erasures at once wait for each other, the second finds the person erased.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), customerOf(storeId)))
      .for('update');
    if (!user) {
      const [again] = await tx.select().from(users).where(eq(users.id, id));
      const [orderCount] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, id));
      const [onSite] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, id), eq(orders.storeId, storeId)));
      if (again?.erasedAt && (again.storeId === storeId || (onSite?.n ?? 0) > 0)) {
        return {
          result: { id, erasedAt: again.erasedAt.toISOString(), ordersAnonymised: orderCount?.n ?? 0 },
          audit: [],
        };
      }
      return { result: undefined, audit: [] };
    }
    const data = await personData(tx, user);
    requireEverySite(member, data.sites);
    const placeholder = `erased-${user.id}@${ERASED_DOMAIN}`;
    await tx
      .update(users)
      .set({
        email: placeholder,
        passwordHash: 'erased',
        firstName: 'Erased',
        lastName: 'customer',
        phone: null,
        street: null,
        city: null,
        zipCode: null,
        country: null,
        erasedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeSessions(tx, now, 'erased', { userId: user.id });
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    for (const order of data.personOrders) {
      const anonymous = (stored: OrderRow['billingAddress']) => ({
        firstName: 'Erased',
        lastName: 'customer',
        email: placeholder,
        ...(stored.country ? { country: stored.country } : {}),
      });
      await tx
        .update(orders)
        .set({
          userId: user.id,
          billingAddress: anonymous(order.billingAddress),
          shippingAddress: order.shippingAddress ? anonymous(order.shippingAddress) : null,
          comment: null,
        })
        .where(eq(orders.id, order.id));
    }
    const basketTokens = tx.select({ token: baskets.token }).from(baskets).where(eq(baskets.userId, user.id));
    await tx.delete(checkouts).where(inArray(checkouts.basketToken, basketTokens));
    await tx.update(paymentSessions).set({ userId: null }).where(eq(paymentSessions.userId, user.id));
    const signupIds = data.signups.map((row) => row.id);
    if (signupIds.length > 0)
      await tx.delete(newsletterSignups).where(inArray(newsletterSignups.id, signupIds));
    const messageIds = data.messages.map((row) => row.id);
    if (messageIds.length > 0)
      await tx.delete(customerServiceMessages).where(inArray(customerServiceMessages.id, messageIds));
    const mailIds = data.sent.map((row) => row.id);
    if (mailIds.length > 0) await tx.delete(mails).where(inArray(mails.id, mailIds));
    const result: ErasureResult = {
      id: user.id,
      erasedAt: now.toISOString(),
      ordersAnonymised: data.personOrders.length,
    };
    return {
      result,
      // Who and when are the row's own; which customer by id; no personal data (decision 0100).
      audit: [
        {
          action: 'customer.erase',
          entity: 'customer',
          entityId: user.id,
          storeId,
          after: {
            ordersAnonymised: data.personOrders.length,
            newsletterSignupsDeleted: signupIds.length,
            contactMessagesDeleted: messageIds.length,
            mailsDeleted: mailIds.length,
            sites: data.sites,
          },
        },
      ],
    };
  });
}
