import * as v from 'valibot';
import { adminFieldLimits } from './admin-field-limits.ts';
import { adminText, requiredAdminText, trueOrFalse } from './admin-fields.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

const limits = adminFieldLimits.contentPage;

/** The kinds of block a content page is made of. */
export const contentBlockTypes = ['richText', 'hero', 'productList', 'image'] as const;

/**
 * Schemes a block's picture or link may use: the web's, mail and phone, and the shop's own
 * `category:` links. Anything else (`javascript:`, `data:`, `vbscript:`) is refused on write,
 * although browsers ignore script in image candidates and the CSP forbids it: a stored address
 * is rendered into `src`, `srcset`, `href` and preloads, and one rule here keeps every one safe.
 */
const blockAddressSchemes = ['http', 'https', 'mailto', 'tel', 'category'];

/** Whether `address` is a path of the site (`/…`, `./…`) or uses a scheme of {@link blockAddressSchemes}. */
export function isSafeBlockAddress(address: string): boolean {
  // Browsers drop tabs and newlines inside a scheme and ignore leading spaces ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
  const compact = address.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || blockAddressSchemes.includes(scheme.toLowerCase());
}

/** A picture's or link's address in a block: text the browser will follow or load. */
const blockAddress = v.pipe(v.string(keys.text), v.check(isSafeBlockAddress, keys.blockAddress));

/**
 * One block of a page: its `type` is checked, the address of its picture (`image.url`) and link
 * (`link.url`) must be safe ({@link isSafeBlockAddress}), its other fields are kept as they are.
 * The API sanitises a rich-text block's `html` on write (the one rich-text rule,
 * `createRichTextSanitizer`).
 */
export const contentBlockSchema = v.looseObject({
  type: v.picklist(contentBlockTypes, keys.choice),
  image: v.optional(v.looseObject({ url: blockAddress })),
  link: v.optional(v.looseObject({ url: blockAddress })),
});

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
