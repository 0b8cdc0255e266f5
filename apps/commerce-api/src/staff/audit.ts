/**
 * The audit log: every admin write records who, what, when, and the entity before and after, in
 * the same transaction as the write (`auditedWrite`), so a write without its row (or a row
 * without its write) cannot happen.
 */
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { bulkInsert } from '../db/bulk-rows.ts';
import type { Db } from '../db/database.ts';
import { auditLog } from '../db/tables/staff.ts';

/** Who made a change: a member of staff, or the command line. */
export interface Actor {
  /** Staff id; undefined for the command line. */
  staffId?: string | undefined;
  /** The member's e-mail, or `cli` / `cli:<user>`. */
  name: string;
}

/** One change to record. */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  storeId?: string | null | undefined;
  before?: unknown;
  after?: unknown;
}

/** Drops secrets (password hashes) from a recorded entity. */
function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const { passwordHash: _hidden, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** The audit row of an entry. */
function auditRow(actor: Actor, now: Date, entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    at: now,
    staffId: actor.staffId ?? null,
    actor: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    storeId: entry.storeId ?? null,
    before: scrub(entry.before),
    after: scrub(entry.after),
  };
}

/** Writes one audit row on `db` (pass the write's transaction). */
export async function recordAudit(db: Db, actor: Actor, now: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, now, entry));
}

/**
 * Runs `write` in a transaction and records what it returns as audit rows in the same
 * transaction; resolves with the write's result.
 */
export async function auditedWrite<T>(
  db: Db,
  actor: Actor,
  now: Date,
  write: (tx: Db) => Promise<{ result: T; audit: AuditEntry[] }>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { result, audit } = await write(tx);
    // An import records thousands: in one statement, not a round trip each.
    await bulkInsert(
      tx,
      auditLog,
      audit.map((entry) => auditRow(actor, now, entry)),
    );
    return result;
  });
}

/** Filters of the audit list. */
export interface AuditQuery {
  entity?: string | undefined;
  entityId?: string | undefined;
  storeId?: string | undefined;
  /** Only rows of these sites (a member of chosen sites); undefined: every row. */
  storeIds?: readonly string[] | undefined;
  /** Rows older than this id (the `next` cursor of the previous page). */
  before?: number | undefined;
  limit: number;
}

/** Audit rows, newest first. */
export async function listAudit(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.storeId) conditions.push(eq(auditLog.storeId, query.storeId));
  if (query.storeIds)
    conditions.push(inArray(auditLog.storeId, query.storeIds.length > 0 ? [...query.storeIds] : ['']));
  if (query.before) conditions.push(lt(auditLog.id, query.before));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
