/**
 * Site settings (docs/product/requirements.md#entities and #content-and-settings):
 * `GET /api/settings?url=<page url>` answers
 * `{ views: { clubSettings } }` for the site (club + country) the URL belongs to.
 */
import * as v from 'valibot';
import { imageSchema, linkSchema, textLinkSchema } from './common.ts';

/** Query of `GET /api/settings`: the full page URL (its host and path choose the site). */
export const settingsQuerySchema = v.object({
  url: v.pipe(
    v.string('url must be a string'),
    v.trim(),
    v.nonEmpty('url is required'),
    v.url('url must be an absolute URL such as http://localhost:5173/'),
  ),
});
/** Query of `GET /api/settings`. */
export type SettingsQuery = v.InferInput<typeof settingsQuerySchema>;

/** The club logo. */
export const logoSchema = v.object({ url: v.string(), altText: v.string() });
/** The club logo. */
export type Logo = v.InferOutput<typeof logoSchema>;

/** Which theme the site uses and its display name. */
export const themeSchema = v.object({ themeName: v.string(), siteName: v.string() });
/** Which theme the site uses. */
export type Theme = v.InferOutput<typeof themeSchema>;

/** The club colours and font (CSS values). */
export const themingSchema = v.object({
  primaryColor: v.string(),
  secondaryColor: v.string(),
  textColor: v.string(),
  fontFamily: v.string(),
});
/** The club colours and font. */
export type Theming = v.InferOutput<typeof themingSchema>;

/** One entry of the main navigation, with nested children (the megamenu shows two child levels). */
export interface NavigationItem {
  name: string;
  url: string;
  target?: string | undefined;
  children: NavigationItem[];
}
/** One entry of the main navigation. */
export const navigationItemSchema: v.GenericSchema<NavigationItem> = v.object({
  name: v.string(),
  url: v.string(),
  target: v.optional(v.string()),
  children: v.array(v.lazy(() => navigationItemSchema)),
});

/** The main navigation: its top-level entries are `children`. */
export const mainNavigationSchema = v.object({ children: v.array(navigationItemSchema) });
/** The main navigation. */
export type MainNavigation = v.InferOutput<typeof mainNavigationSchema>;

/** One entry of the country picker; the active one has the current culture (case-insensitive). */
export const languageNavigationItemSchema = v.object({
  name: v.string(),
  url: v.string(),
  culture: v.string(),
});
/** One entry of the country picker. */
export type LanguageNavigationItem = v.InferOutput<typeof languageNavigationItemSchema>;

/** A selling point (usp): text, optional image and link, shown on mobile or not. */
export const uspSchema = v.object({
  text: v.string(),
  image: v.optional(v.object({ url: v.string() })),
  link: v.optional(linkSchema),
  showOnMobile: v.boolean(),
});
/** A selling point. */
export type Usp = v.InferOutput<typeof uspSchema>;

/** The header: its selling-points strip. */
export const headerSettingsSchema = v.object({ usps: v.array(uspSchema) });
/** The header settings. */
export type HeaderSettings = v.InferOutput<typeof headerSettingsSchema>;

/** The company block of the footer. `cvr` is the company registration number. */
export const companyInfoSchema = v.object({
  name: v.string(),
  cvr: v.string(),
  address: v.string(),
  zip: v.string(),
  city: v.string(),
  email: v.string(),
});
/** The company block of the footer. */
export type CompanyInfo = v.InferOutput<typeof companyInfoSchema>;

/** A collapsible footer link section: a headline and its links. */
export const linkSectionSchema = v.object({
  headline: v.string(),
  links: v.array(textLinkSchema),
});
/** A footer link section. */
export type LinkSection = v.InferOutput<typeof linkSectionSchema>;

/** The footer (docs/product/requirements.md#entities). */
export const footerSettingsSchema = v.object({
  usps: v.array(uspSchema),
  image: v.optional(imageSchema),
  logo: v.optional(logoSchema),
  companyInfo: companyInfoSchema,
  linkSections: v.array(linkSectionSchema),
  copyright: v.string(),
});
/** The footer. */
export type FooterSettings = v.InferOutput<typeof footerSettingsSchema>;

/** A country the checkout accepts: ISO 3166-1 alpha-2 `code` (`GB`) and its display name. */
export const checkoutCountrySchema = v.object({ code: v.string(), name: v.string() });
/** A checkout country. */
export type CheckoutCountry = v.InferOutput<typeof checkoutCountrySchema>;

/** Checkout settings: the countries addresses may be in. */
export const checkoutSettingsSchema = v.object({ countries: v.array(checkoutCountrySchema) });
/** Checkout settings. */
export type CheckoutSettings = v.InferOutput<typeof checkoutSettingsSchema>;

/** A page reference: content id and url (the terms page). */
export const pageReferenceSchema = v.object({ id: v.string(), url: v.string() });
/** A page reference. */
export type PageReference = v.InferOutput<typeof pageReferenceSchema>;

/** Extension: tag-manager tracking of the club (enabled per club, never by theme name). */
export const tagManagerSchema = v.object({
  enabled: v.boolean(),
  containerId: v.optional(v.string()),
});
/** Tag-manager settings. */
export type TagManagerSettings = v.InferOutput<typeof tagManagerSchema>;

/** Extension: the newsletter list signups go to (`POST /api/users/newsletter/{listId}`). */
export const newsletterSettingsSchema = v.object({ listId: v.optional(v.string()) });
/** Newsletter settings. */
export type NewsletterSettings = v.InferOutput<typeof newsletterSettingsSchema>;

/**
 * The settings of one site (club + country), docs/product/requirements.md#entities.
 *
 * Extensions beyond the requirements: `culture` (`en`), `locale` (`en-GB`), `tagManager`,
 * `newsletter`. `currency` defaults to `EUR` when absent. `termsAndConditionsPage` and
 * `newsletter.listId` may be absent: the storefront then logs "Missing newsletter identifier" and
 * does not sign up.
 */
export const clubSettingsSchema = v.object({
  hostName: v.string(),
  storeId: v.string(),
  rootCategoryId: v.string(),
  currency: v.optional(v.string(), 'EUR'),
  culture: v.optional(v.string(), 'en'),
  locale: v.optional(v.string(), 'en-US'),
  serviceCloudClubIdentifier: v.string(),
  logo: logoSchema,
  theme: themeSchema,
  theming: themingSchema,
  mainNavigation: mainNavigationSchema,
  languageNavigation: v.array(languageNavigationItemSchema),
  header: headerSettingsSchema,
  footer: footerSettingsSchema,
  checkoutSettings: checkoutSettingsSchema,
  termsAndConditionsPage: v.optional(pageReferenceSchema),
  tagManager: v.optional(tagManagerSchema, { enabled: false }),
  newsletter: v.optional(newsletterSettingsSchema, {}),
});
/** The settings of one site. */
export type ClubSettings = v.InferOutput<typeof clubSettingsSchema>;

/** Response of `GET /api/settings`. */
export const settingsResponseSchema = v.object({
  views: v.object({ clubSettings: clubSettingsSchema }),
});
/** Response of `GET /api/settings`. */
export type SettingsResponse = v.InferOutput<typeof settingsResponseSchema>;
