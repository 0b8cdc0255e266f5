/**
 * Voucher codes as the admin API manages them (decision 0049): the list, one code, a new code
 * and a change, each bounded by the member's sites (`sites/site-rows.ts`: staff see the shared
 * codes and their sites', change their sites', and only staff of all sites the shared ones).
 * Every write is audited; a code's fields must agree with its kind. Throws `ApiError`; no request.
 */
import type { voucherChangeFormSchema, voucherFormSchema } from '@clubshop/validation';
import { voucherKindProblem } from '@clubshop/validation';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { vouchers } from '../db/tables/checkout.ts';
import { normaliseVoucherCode } from '../pricing/voucher-rules.ts';
import { adminValidationMessages } from '../shared/admin-validation-messages.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { offsetOf } from '../shared/pagination.ts';
import {
  requireKnownSite,
  requireVisible,
  requireWritable,
  type SiteScope,
  visibleRows,
} from '../sites/site-rows.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';

type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher whose fields agree with its kind (`voucherKindProblem`), or a 400 naming the field that does not. */
function checkVoucher(voucher: Omit<VoucherRow, 'redemptionCount'>): void {
  const problem = voucherKindProblem(voucher);
  if (problem)
    throw new ApiError(400, [
      {
        field: problem.field,
        message: `${problem.field}: ${adminValidationMessages[problem.key]}`,
        code: problem.key,
      },
    ]);
}

/** A voucher as the admin API shows it (dates as ISO text). */
function voucherView(row: VoucherRow) {
  return {
    ...row,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

async function voucherOr404(tx: Db, code: string): Promise<VoucherRow> {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)));
  if (!row) throw notFound({ message: `No voucher ${code}`, code: 'Admin.Error.NotFound' });
  return row;
}

/** A page of the codes `member` sees: of a site (its own and the shared ones), by part of the code. */
export async function listVouchers(
  db: Db,
  member: SiteScope,
  query: { page: number; pageSize: number; search?: string | undefined; storeId?: string | undefined },
) {
  const where = and(
    visibleRows(member, vouchers.storeId),
    query.storeId ? visibleRows({ allSites: false, storeIds: [query.storeId] }, vouchers.storeId) : undefined,
    query.search
      ? ilike(vouchers.code, `%${normaliseVoucherCode(query.search).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(vouchers).where(where);
  const rows = await db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(asc(vouchers.code))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { items: rows.map(voucherView), total: total?.n ?? 0 };
}

/** The code `code` as `member` sees it (404 when it is another site's or none). */
export async function voucherFor(db: Db, member: SiteScope, code: string) {
  const row = await voucherOr404(db, code);
  requireVisible(member, row.storeId, `voucher ${code}`);
  return voucherView(row);
}

/** Adds a code (409 when it exists), of a site `member` may write to; audited. */
export async function createVoucher(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  input: v.InferOutput<typeof voucherFormSchema>,
) {
  requireWritable(member, input.storeId, 'vouchers');
  await requireKnownSite(db, input.storeId);
  return auditedWrite(db, actor, now, async (tx) => {
    const inserted = await tx
      .insert(vouchers)
      .values(input)
      .onConflictDoNothing()
      .returning({ code: vouchers.code });
    if (inserted.length === 0)
      throw new ApiError(409, [
        { field: 'code', message: `The voucher ${input.code} exists already`, code: 'Admin.Error.Exists' },
      ]);
    const after = voucherView(await voucherOr404(tx, input.code));
    return { result: after, audit: [{ action: 'create', entity: 'voucher', entityId: input.code, after }] };
  });
}

/** Changes the code `code` from the read `ifMatch` names (412 when stale); audited. */
export async function changeVoucher(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  codeAsGiven: string,
  change: v.InferOutput<typeof voucherChangeFormSchema>,
  ifMatch: string,
) {
  if (change.storeId !== undefined) {
    requireWritable(member, change.storeId, 'vouchers');
    await requireKnownSite(db, change.storeId);
  }
  const code = normaliseVoucherCode(codeAsGiven);
  return auditedWrite(db, actor, now, async (tx) => {
    await tx.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.code, code)).for('update');
    const row = await voucherOr404(tx, code);
    requireVisible(member, row.storeId, `voucher ${code}`);
    requireWritable(member, row.storeId, 'vouchers');
    const before = voucherView(row);
    checkIfMatch(ifMatch, before);
    // A field left out keeps its value (valibot's partial leaves it undefined).
    const defined = Object.entries(change).filter(([, value]) => value !== undefined);
    checkVoucher({ ...row, ...Object.fromEntries(defined) } as VoucherRow);
    await tx.update(vouchers).set(change).where(eq(vouchers.code, code));
    const after = voucherView(await voucherOr404(tx, code));
    return { result: after, audit: [{ action: 'update', entity: 'voucher', entityId: code, before, after }] };
  });
}
