/**
 * Admin routes of voucher codes: the site that sells it (or every site), kind (`percentage`,
 * `fixed`, `freeShipping`), percent or amounts per currency, validity, usage limit, stacking and
 * minimum order per currency. These are the rows the pricing module reads when a shopper adds a
 * code (`pricing/voucher-rules.ts`), on the basket's site only. Staff see the shared codes and
 * their sites' codes, change their sites' codes, and only staff of all sites change the shared
 * ones (`site-rows.ts`, decision 0049). A code is unique in the installation. Deactivating a
 * code is setting `validUntil` (its history stays with the orders that used it).
 */
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { vouchers } from '../checkout/tables.ts';
import type { Db } from '../db/database.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { normaliseVoucherCode } from '../pricing/voucher-rules.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { type AdminEnv, requireArea } from './admin-auth.ts';
import { auditedWrite } from './audit.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuery } from './pagination.ts';
import { requireKnownSite, requireVisible, requireWritable, storeIdField, visibleRows } from './site-rows.ts';
import { actorOf } from './staff-routes.ts';

const minor = v.pipe(
  v.number('amounts must be numbers'),
  v.integer('amounts are whole minor units (pence, cent, øre)'),
  v.minValue(1, 'amounts must be at least 1'),
);
const perCurrency = (field: string) =>
  v.nullable(
    v.record(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, `${field}: currencies are ISO 4217 codes`)), minor),
  );
const instant = (field: string) =>
  v.nullable(
    v.pipe(
      v.string(`${field} must be a date and time`),
      v.isoTimestamp(`${field} must be an ISO date and time such as 2027-01-31T23:59:59Z`),
      v.transform((value) => new Date(value)),
    ),
  );

const fields = {
  /** The site that sells the code; null: every site. */
  storeId: storeIdField,
  kind: v.picklist(['percentage', 'fixed', 'freeShipping'], 'kind must be percentage, fixed or freeShipping'),
  description: v.pipe(
    v.string('description must be a string'),
    v.trim(),
    v.maxLength(200, 'description must be at most 200 characters'),
  ),
  percent: v.nullable(
    v.pipe(
      v.number('percent must be a number'),
      v.integer('percent must be a whole number'),
      v.minValue(1, 'percent must be from 1 to 100'),
      v.maxValue(100, 'percent must be from 1 to 100'),
    ),
  ),
  amounts: perCurrency('amounts'),
  validFrom: instant('validFrom'),
  validUntil: instant('validUntil'),
  maxRedemptions: v.nullable(
    v.pipe(
      v.number('maxRedemptions must be a number'),
      v.integer('maxRedemptions must be a whole number'),
      v.minValue(1, 'maxRedemptions must be at least 1'),
    ),
  ),
  stackable: v.boolean('stackable must be true or false'),
  minimumOrderValue: perCurrency('minimumOrderValue'),
};

/** The body of a new voucher (`POST /vouchers`). */
export const voucherSchema = v.object({
  code: v.pipe(
    v.string('code must be a string'),
    v.transform(normaliseVoucherCode),
    v.regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, 'code must be 3 to 40 letters, digits, dashes or underscores'),
  ),
  storeId: v.optional(fields.storeId, null),
  kind: fields.kind,
  description: v.optional(fields.description, ''),
  percent: v.optional(fields.percent, null),
  amounts: v.optional(fields.amounts, null),
  validFrom: v.optional(fields.validFrom, null),
  validUntil: v.optional(fields.validUntil, null),
  maxRedemptions: v.optional(fields.maxRedemptions, null),
  stackable: v.optional(fields.stackable, false),
  minimumOrderValue: v.optional(fields.minimumOrderValue, null),
});
/** The body of a voucher change (`PATCH /vouchers/{code}`): any field but the code. */
export const voucherChangeSchema = v.partial(v.object(fields));

/** The query of the voucher list (`GET /vouchers`): a page, part of a code, and a site. */
export const voucherListQuerySchema = v.object({
  ...pageQuery,
  search: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** Only the codes this site sells (its own and the shared ones). */
  storeId: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))),
});

type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher whose fields agree with its kind, or a 400 naming the field that does not. */
function checkVoucher(voucher: Omit<VoucherRow, 'redemptionCount'>): void {
  const invalid = (field: string, message: string) =>
    new ApiError(400, [{ field, message, code: 'Admin.Error.Invalid' }]);
  if (voucher.kind === 'percentage' && voucher.percent === null)
    throw invalid('percent', 'a percentage voucher needs percent');
  if (voucher.kind !== 'percentage' && voucher.percent !== null)
    throw invalid('percent', 'only a percentage voucher has percent');
  if (voucher.kind === 'fixed' && (voucher.amounts === null || Object.keys(voucher.amounts).length === 0))
    throw invalid('amounts', 'a fixed voucher needs an amount in at least one currency');
  if (voucher.kind !== 'fixed' && voucher.amounts !== null)
    throw invalid('amounts', 'only a fixed voucher has amounts');
  if (voucher.validFrom && voucher.validUntil && voucher.validUntil <= voucher.validFrom)
    throw invalid('validUntil', 'validUntil must be after validFrom');
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
    const input = await readJsonBody(c, voucherSchema);
    requireWritable(member, input.storeId, 'vouchers');
    checkVoucher(input);
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
    const change = await readJsonBody(c, voucherChangeSchema);
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
