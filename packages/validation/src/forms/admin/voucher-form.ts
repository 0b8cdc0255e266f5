import * as v from 'valibot';
import { betweenAction } from '../../rules/between/between-action.ts';
import { minValueAction } from '../../rules/min-value/min-value-action.ts';
import { adminFieldLimits } from './admin-field-limits.ts';
import { adminText, currencyCode, minorAmount, trueOrFalse } from './admin-fields.ts';
import { type AdminMessageKey, adminMessageKeys as keys } from './admin-message-keys.ts';

/** The kinds of voucher: percent off, an amount off (per currency), free shipping. */
export const voucherKinds = ['percentage', 'fixed', 'freeShipping'] as const;
/** One kind of voucher. */
export type VoucherKindName = (typeof voucherKinds)[number];

const limits = adminFieldLimits.voucher;

/**
 * The pattern of a voucher code once normalised (trimmed, upper case): 3 to 40 letters, digits,
 * dashes or underscores, starting with a letter or digit.
 */
export const voucherCodePattern = new RegExp(
  `^[A-Z0-9][A-Z0-9_-]{${limits.codeMin - 1},${limits.codeMax - 1}}$`,
);

/** Amounts per currency (`{ DKK: 5000 }`), or null. */
const perCurrency = v.nullable(v.record(currencyCode, minorAmount(1)));

/** A date and time as ISO text, read as a `Date`; or null. */
const instant = v.nullable(
  v.pipe(
    v.string(keys.dateTime),
    v.isoTimestamp(keys.dateTime),
    v.transform((value) => new Date(value)),
  ),
);

/** The fields of a voucher any change may set (all but the code). */
export const voucherFieldSchemas = {
  kind: v.picklist(voucherKinds, keys.choice),
  description: adminText(limits.description),
  percent: v.nullable(
    v.pipe(
      v.number(keys.percent),
      v.integer(keys.percent),
      betweenAction<number>({ min: limits.percentMin, max: limits.percentMax }, keys.percent),
    ),
  ),
  amounts: perCurrency,
  validFrom: instant,
  validUntil: instant,
  maxRedemptions: v.nullable(
    v.pipe(
      v.number(keys.wholeNumber),
      v.integer(keys.wholeNumber),
      minValueAction<number>({ min: 1 }, keys.atLeast),
    ),
  ),
  stackable: trueOrFalse,
  minimumOrderValue: perCurrency,
};

/** A voucher code as staff type it: trimmed, upper-cased, then checked against {@link voucherCodePattern}. */
export const voucherCodeSchema = v.pipe(
  v.string(keys.voucherCode),
  v.trim(),
  v.toUpperCase(),
  v.regex(voucherCodePattern, keys.voucherCode),
);

/** The fields of a voucher {@link voucherKindProblem} looks at. */
export interface VoucherKindFields {
  kind: VoucherKindName;
  percent: number | null;
  amounts: Readonly<Record<string, number>> | null;
  validFrom: Date | null;
  validUntil: Date | null;
}

/**
 * The rule between a voucher's kind and its other fields: a percentage voucher has a percent and
 * no amounts, a fixed one amounts in at least one currency and no percent, free shipping neither;
 * `validUntil` after `validFrom`. Returns the field in error and its key, or null. The API runs it
 * on the stored voucher with a change applied (a change may name only one field).
 *
 * @example voucherKindProblem({ kind: 'fixed', percent: null, amounts: {}, validFrom: null, validUntil: null })
 * // { field: 'amounts', key: 'Admin.Validation.VoucherNeedsAmount' }
 */
export function voucherKindProblem(
  voucher: VoucherKindFields,
): { field: string; key: AdminMessageKey } | null {
  if (voucher.kind === 'percentage' && voucher.percent === null)
    return { field: 'percent', key: keys.voucherNeedsPercent };
  if (voucher.kind !== 'percentage' && voucher.percent !== null)
    return { field: 'percent', key: keys.voucherHasNoPercent };
  if (voucher.kind === 'fixed' && (voucher.amounts === null || Object.keys(voucher.amounts).length === 0))
    return { field: 'amounts', key: keys.voucherNeedsAmount };
  if (voucher.kind !== 'fixed' && voucher.amounts !== null)
    return { field: 'amounts', key: keys.voucherHasNoAmounts };
  if (voucher.validFrom && voucher.validUntil && voucher.validUntil <= voucher.validFrom)
    return { field: 'validUntil', key: keys.validUntilAfterFrom };
  return null;
}

/**
 * A new voucher (`POST /admin/vouchers`): every field's rule, then {@link voucherKindProblem}
 * reported at its field. `storeId` is the site that sells it (null: every site). Left-out fields
 * take their defaults.
 *
 * @example
 * validateWithSchema(voucherFormSchema, { code: 'x', kind: 'percentage', percent: 150 })
 * // { code: { key: 'Admin.Validation.VoucherCode', … }, percent: { key: 'Admin.Validation.Percent', params: { min: 1, max: 100 } } }
 */
export const voucherFormSchema = v.pipe(
  v.object(
    {
      code: voucherCodeSchema,
      storeId: v.optional(v.nullable(v.pipe(v.string(keys.text), v.trim(), v.nonEmpty(keys.required))), null),
      kind: voucherFieldSchemas.kind,
      description: v.optional(voucherFieldSchemas.description, ''),
      percent: v.optional(voucherFieldSchemas.percent, null),
      amounts: v.optional(voucherFieldSchemas.amounts, null),
      validFrom: v.optional(voucherFieldSchemas.validFrom, null),
      validUntil: v.optional(voucherFieldSchemas.validUntil, null),
      maxRedemptions: v.optional(voucherFieldSchemas.maxRedemptions, null),
      stackable: v.optional(voucherFieldSchemas.stackable, false),
      minimumOrderValue: v.optional(voucherFieldSchemas.minimumOrderValue, null),
    },
    keys.required,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = voucherKindProblem(dataset.value);
    if (problem)
      addIssue({
        message: problem.key,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: problem.field,
            value: dataset.value[problem.field as keyof typeof dataset.value],
          },
        ],
      });
  }),
);

/**
 * A change of a voucher (`PATCH /admin/vouchers/{code}`): any field but the code, each with its
 * rule; the API checks {@link voucherKindProblem} on the voucher as it would be after.
 */
export const voucherChangeFormSchema = v.partial(
  v.object({
    ...voucherFieldSchemas,
    storeId: v.nullable(v.pipe(v.string(keys.text), v.trim(), v.nonEmpty(keys.required))),
  }),
);
