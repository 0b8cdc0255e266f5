import * as v from 'valibot';
import { adminFieldLimits } from './admin-field-limits.ts';
import { adminText, requiredAdminText, wholeNumber } from './admin-fields.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

const limits = adminFieldLimits.category;

/**
 * The fields of a category staff edit. Whether a url or key is free on its site is the API's
 * rule (it needs the stored tree).
 */
export const categoryFieldSchemas = {
  name: requiredAdminText(limits.name),
  /** Site-relative address with a slash at each end, lower case (`/herren/trikots/`). */
  url: v.pipe(adminText(limits.url), v.regex(/^\/([a-z0-9\u00c0-\u024f-]+\/)+$/, keys.categoryUrl)),
  parentId: requiredAdminText(limits.parentId),
  metaTitle: adminText(limits.metaTitle),
  metaDescription: adminText(limits.metaDescription),
  sortOrder: wholeNumber,
};

/** A new category (`POST /admin/sites/{storeId}/categories`): a name; the rest optional. */
export const categoryFormSchema = v.object(
  {
    ...v.partial(v.object(categoryFieldSchemas)).entries,
    name: categoryFieldSchemas.name,
    /** The club-wide path (`men/shirts`); default: the parent's key and the name's slug. */
    key: v.optional(v.pipe(adminText(limits.key), v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, keys.categoryKey))),
  },
  keys.required,
);

/** A change of a category (`PATCH …/categories/{id}`): any editable field. */
export const categoryChangeFormSchema = v.partial(v.object(categoryFieldSchemas));
