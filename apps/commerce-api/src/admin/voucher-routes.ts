/**
 * Admin routes of voucher codes: the site that sells it (or every site), kind (`percentage`,
 * `fixed`, `freeShipping`), percent or amounts per currency, validity, usage limit, stacking and
 * minimum order per currency. These are the rows the pricing module reads when a shopper adds a
 * code (`pricing/voucher-rules.ts`), on the basket's site only. Staff see the shared codes and
 * their sites' codes, change their sites' codes, and only staff of all sites change the shared
 * ones (`site-rows.ts`, decision 0049). A code is unique in the installation. Deactivating a
 * code is setting `validUntil` (its history stays with the orders that used it).
 */
import { voucherChangeFormSchema, voucherFormSchema, voucherKindProblem } from '@clubshop/validation';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { vouchers } from '../checkout/tables.ts';
import type { Db } from '../db/database.ts';
import { readQuery } from '../http/parse.ts';
import { normaliseVoucherCode } from '../pricing/voucher-rules.ts';
import { adminValidationMessages } from '../shared/admin-validation-messages.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite } from '../staff/audit.ts';
import { type AdminEnv, requireArea } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuery } from './pagination.ts';
import { requireKnownSite, requireVisible, requireWritable, visibleRows } from './site-rows.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of a new voucher (`POST /vouchers`): the rules of `@clubshop/validation`, which the
 * back office's form runs before sending (decision 0054).
 */
export const voucherSchema = voucherFormSchema;
/** The body of a voucher change (`PATCH /vouchers/{code}`): any field but the code. */
export const voucherChangeSchema = voucherChangeFormSchema;

/** The query of the voucher list (`GET /vouchers`): a page, part of a code, and a site. */
export const voucherListQuerySchema = v.object({
  ...pageQuery,
  search: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** Only the codes this site sells (its own and the shared ones). */
  storeId: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))),
});

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

/** The routes of vouchers. */
export function voucherAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();

  const voucherOr404 = async (tx: Db, code: string): Promise<VoucherRow> => {
    const [row] = await tx
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, normaliseVoucherCode(code)));
    if (!row) throw notFound({ message: `No voucher ${code}`, code: 'Admin.Error.NotFound' });
    return row;
  };

  app.get('/vouchers', async (c) => {
    const member = requireArea(c, 'vouchers');
    const query = await readQuery(c, voucherListQuerySchema);
    const where = and(
      visibleRows(member, vouchers.storeId),
      query.storeId
        ? visibleRows({ allSites: false, storeIds: [query.storeId] }, vouchers.storeId)
        : undefined,
      query.search
        ? ilike(
            vouchers.code,
            `%${normaliseVoucherCode(query.search).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`,
          )
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
    return c.json({
      items: rows.map(voucherView),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  app.get('/vouchers/:code', async (c) => {
    const member = requireArea(c, 'vouchers');
    const row = await voucherOr404(db, c.req.param('code'));
    requireVisible(member, row.storeId, `voucher ${c.req.param('code')}`);
    const view = voucherView(row);
    c.header('ETag', etagOf(view));
    return c.json(view);
  });

  app.post('/vouchers', async (c) => {
    const member = requireArea(c, 'vouchers');
    const input = await readAdminBody(c, voucherSchema);
    requireWritable(member, input.storeId, 'vouchers');
    await requireKnownSite(db, input.storeId);
    const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  app.patch('/vouchers/:code', async (c) => {
    const member = requireArea(c, 'vouchers');
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, voucherChangeSchema);
    if (change.storeId !== undefined) {
      requireWritable(member, change.storeId, 'vouchers');
      await requireKnownSite(db, change.storeId);
    }
    const code = normaliseVoucherCode(c.req.param('code'));
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
      return {
        result: after,
        audit: [{ action: 'update', entity: 'voucher', entityId: code, before, after }],
      };
    });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  return app;
}
