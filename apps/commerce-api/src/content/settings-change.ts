/**
 * The parts of a site's settings document staff may change (the admin API and the site-data
 * import alike), each checked with the contract's schema of `GET /api/settings`; club colours are
 * ones the theme reads, or empty for the default.
 */
import {
  checkoutSettingsSchema,
  emailField,
  footerSettingsSchema,
  headerSettingsSchema,
  logoSchema,
  mainNavigationSchema,
  pageReferenceSchema,
  themingSchema,
} from '@clubshop/api-sdk/contract';
import * as v from 'valibot';
import { themeColourHex, themeColourMessage } from '../shared/theme-colour.ts';

const themeColour = (name: string) =>
  v.pipe(
    v.string(`${name} must be a string`),
    // Empty is "the default colour", as the back office's form and the storefront read it.
    v.check((value) => value === '' || themeColourHex(value) !== undefined, `${name} ${themeColourMessage}`),
  );

/**
 * The club colours and font as staff set them: the contract's `theming`, each colour one the
 * theme reads, or empty for its default (a colour that does not parse is refused at its field,
 * never stored).
 */
export const themingChangeSchema = v.object({
  ...themingSchema.entries,
  primaryColor: themeColour('primaryColor'),
  secondaryColor: themeColour('secondaryColor'),
  textColor: themeColour('textColor'),
});

/** The parts of a settings document staff may change (each whole). */
export const settingsChangeSchema = v.strictObject(
  {
    logo: v.optional(logoSchema),
    theming: v.optional(themingChangeSchema),
    mainNavigation: v.optional(mainNavigationSchema),
    header: v.optional(headerSettingsSchema),
    footer: v.optional(footerSettingsSchema),
    checkoutSettings: v.optional(checkoutSettingsSchema),
    termsAndConditionsPage: v.optional(pageReferenceSchema),
    /** Where contact messages and newsletter signups are mailed (never shown to shoppers); null: nowhere. */
    inboxEmail: v.optional(v.nullable(emailField('inboxEmail'))),
  },
  'only logo, theming, mainNavigation, header, footer, checkoutSettings, termsAndConditionsPage and inboxEmail can be changed',
);
