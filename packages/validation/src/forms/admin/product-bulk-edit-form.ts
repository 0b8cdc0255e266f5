import * as v from 'valibot';
import { minValueAction } from '../../rules/min-value/min-value-action.ts';
import { minorAmount, requiredAdminText } from './admin-fields.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

/** A product's status: only `active` is shown and sold; `draft` and `archived` are not reachable. */
export const productStatusNames = ['active', 'draft', 'archived'] as const;
/** One product status. */
export type ProductStatusName = (typeof productStatusNames)[number];

/** The most products one bulk edit changes (a page of the product list at most, twice). */
export const maxBulkEditProducts = 200;

/** What a bulk edit may set on every product of the selection; at least one of them. */
const bulkChanges = v.pipe(
  v.strictObject({
    /** The price in the site's currency (minor units) of every colour. */
    price: v.optional(minorAmount(1)),
    /** The sale price in the site's currency of every colour, or null: no longer on sale. */
    discount: v.optional(v.nullable(minorAmount(1))),
    /** The stock of every size. */
    stock: v.optional(
      v.pipe(
        v.number(keys.wholeNumber),
        v.integer(keys.wholeNumber),
        minValueAction<number>({ min: 0 }, keys.atLeast),
      ),
    ),
    status: v.optional(v.picklist(productStatusNames, keys.choice)),
  }),
  v.check((changes) => Object.values(changes).some((value) => value !== undefined), keys.bulkNoChange),
);

/**
 * A bulk edit of products (`POST /admin/sites/{storeId}/products/bulk`, decision 0116): the
 * products' ids (1 to {@link maxBulkEditProducts}, each once) and the changes. The API applies
 * them to all or none: a product the changes would break (a sale price not below its price) is
 * named and nothing is written.
 */
export const productBulkEditFormSchema = v.strictObject({
  productIds: v.pipe(
    v.array(requiredAdminText(200), keys.list),
    v.minLength(1, keys.bulkSelection),
    v.maxLength(maxBulkEditProducts, keys.maxItems),
    v.check((ids) => new Set(ids).size === ids.length, keys.bulkSelection),
  ),
  changes: bulkChanges,
});

/** A bulk edit as the admin API reads it. */
export type ProductBulkEdit = v.InferOutput<typeof productBulkEditFormSchema>;
