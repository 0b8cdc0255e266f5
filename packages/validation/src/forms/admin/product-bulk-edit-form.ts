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

/**
 * A bulk edit of products (`POST /admin/sites/{storeId}/products/bulk`, decision 0116): the
 * products' ids (1 to {@link maxBulkEditProducts}, each once) and what to set on each, at least
 * one of: the price and the sale price (null: off sale) of every colour in the site's currency
 * (minor units), the stock of every size, the status. Choosing nothing is reported at `price`
 * (the first of them). The API applies it to all or none: a product the changes would break (a
 * sale price not below its price) is named and nothing is written.
 */
export const productBulkEditFormSchema = v.pipe(
  v.strictObject({
    productIds: v.pipe(
      v.array(requiredAdminText(200), keys.list),
      v.minLength(1, keys.bulkSelection),
      v.maxLength(maxBulkEditProducts, keys.maxItems),
      v.check((ids) => new Set(ids).size === ids.length, keys.bulkSelection),
    ),
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
  v.forward(
    v.check(
      (edit) => [edit.price, edit.discount, edit.stock, edit.status].some((value) => value !== undefined),
      keys.bulkNoChange,
    ),
    ['price'],
  ),
);

/** A bulk edit as the admin API reads it. */
export type ProductBulkEdit = v.InferOutput<typeof productBulkEditFormSchema>;
