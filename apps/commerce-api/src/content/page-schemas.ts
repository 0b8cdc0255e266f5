/**
 * The rules of a content page and a dictionary entry as staff write them (the admin API and the
 * site-data import alike): the page's fields of `@clubshop/validation` with rich text sanitised
 * on write, the redirect that must stay on the site, a dictionary entry's name and text.
 */
import {
  adminMessageKeys,
  contentBlockSchema,
  contentPageFieldSchemas,
  sameSiteRedirect,
} from '@clubshop/validation';
import * as v from 'valibot';
import { sanitizeRichText } from '../shared/rich-text.ts';

/** A content block as stored: the package's block rule, with rich text sanitised on write. */
const blockSchema = v.pipe(
  contentBlockSchema,
  v.transform((block) =>
    block.type === 'richText' && typeof block.html === 'string'
      ? { ...block, html: sanitizeRichText(block.html) }
      : block,
  ),
);

/** A page's fields: the rules of `@clubshop/validation` (decision 0054), blocks sanitised. */
const pageFields = {
  ...contentPageFieldSchemas,
  blocks: v.optional(v.array(blockSchema, adminMessageKeys.list), []),
};

/** A new page (`POST /sites/{storeId}/pages`); the OpenAPI document reads it too. */
export const newPageSchema = v.object(pageFields, adminMessageKeys.required);
/** A change to a page (`PATCH /sites/{storeId}/pages/{id}`): any of a new page's fields. */
export const pageChangeSchema = v.partial(v.object(pageFields));

/**
 * A dictionary entry's name (`Basket.Title`): 1 to 200 letters, digits, dots, dashes and
 * underscores, through the route and the site-data import alike (a longer one made PostgreSQL's
 * index refuse the row: a 500; issue 43).
 */
export const DICTIONARY_ALIAS = /^[A-Za-z0-9_.-]{1,200}$/;

/** A dictionary entry's text (`PUT /dictionary/{culture}/{alias}`). */
export const dictionaryEntrySchema = v.object({
  value: v.pipe(
    v.string('value must be a string'),
    v.maxLength(5000, 'value must be at most 5000 characters'),
  ),
});

/**
 * Why a page's `redirect` may not be stored on the site at `hostName`, or undefined when it may:
 * it must stay on the site (`sameSiteRedirect`, the rule the storefront follows a redirect by;
 * issue 43), a path of the site or an address on the site's own host.
 */
export function foreignRedirectReason(
  redirect: string | null | undefined,
  hostName: string,
): string | undefined {
  if (!redirect || sameSiteRedirect(redirect, hostName) !== undefined) return undefined;
  return `redirect must be a path of the site or an address on ${hostName}, not another site`;
}
