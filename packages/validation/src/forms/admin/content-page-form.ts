import * as v from 'valibot';
import { adminFieldLimits } from './admin-field-limits.ts';
import { adminText, requiredAdminText, trueOrFalse } from './admin-fields.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

const limits = adminFieldLimits.contentPage;

/** The kinds of block a content page is made of. */
export const contentBlockTypes = ['richText', 'hero', 'productList', 'image'] as const;

/**
 * One block of a page: its `type` is checked, its other fields kept as they are. The API
 * sanitises a rich-text block's `html` on write (the one rich-text rule, `createRichTextSanitizer`).
 */
export const contentBlockSchema = v.looseObject({ type: v.picklist(contentBlockTypes, keys.choice) });

/** The fields of a content page staff edit, each with its rule; the blocks are the API's to add. */
export const contentPageFieldSchemas = {
  /** Site-relative, starting and ending with a slash (`/about-us/`), no spaces, `?` or `#`. */
  path: v.pipe(adminText(limits.path), v.regex(/^\/([^\s?#]*\/)?$/, keys.pagePath)),
  title: requiredAdminText(limits.title),
  template: v.optional(v.picklist(['contentPage', 'termsPage'], keys.choice), 'contentPage'),
  contentAlias: v.optional(adminText(limits.contentAlias), 'contentPage'),
  seoTitle: v.optional(adminText(limits.seoTitle), ''),
  seoDescription: v.optional(adminText(limits.seoDescription), ''),
  robotsIndex: v.optional(trueOrFalse, true),
  robotsFollow: v.optional(trueOrFalse, true),
  /** A 301 to this address instead of content: a path of the site or an https address. */
  redirect: v.optional(
    v.nullable(v.pipe(adminText(limits.redirect), v.regex(/^(\/|https:\/\/)/, keys.redirect))),
    null,
  ),
  blocks: v.optional(v.array(contentBlockSchema, keys.list), []),
};

/** A new content page (`POST /admin/sites/{storeId}/pages`). */
export const contentPageFormSchema = v.object(contentPageFieldSchemas, keys.required);

/** A change of a content page (`PATCH …/pages/{id}`): any of a new page's fields. */
export const contentPageChangeFormSchema = v.partial(v.object(contentPageFieldSchemas));
