import type { ClubTheme } from './club-theme.ts';
import { parseColor, toHex } from './color.ts';

/**
 * A club's theme as the admin API takes it in a site's settings change
 * (`PATCH /sites/{storeId}/settings`, the back office's settings screen): the `theming` colours
 * and font, and the `logo` when the theme has one.
 */
export interface ThemeSettingsChange {
  /** The colours (`#rrggbb`, or empty for the default) and the CSS font-family list. */
  theming: { primaryColor: string; secondaryColor: string; textColor: string; fontFamily: string };
  /** The club logo: an image URL (a data URL for a file read in the browser) and its alt text. */
  logo?: { url: string; altText: string };
}

/** A colour as `#rrggbb`, or empty (the API's "default colour") when the theme cannot read it. */
const colourOf = (value: string | undefined) => {
  const parsed = parseColor(value);
  return parsed ? toHex(parsed) : '';
};

/**
 * The settings change that gives a site this theme: the inverse of `themeFromSettings`. Colours
 * become `#rrggbb` (a translucent one flattened onto the white page, as the storefront's theme reads it); one the theme
 * cannot read becomes empty, which the API stores as "the default colour". The logo's alt text
 * defaults to the site name.
 *
 * @example
 * const change = themeToSettings({ primaryColor: 'navy', siteName: 'Aby BK', logo: { url: 'https://…/logo.svg' } });
 * // { theming: { primaryColor: '#000080', secondaryColor: '', textColor: '', fontFamily: '' },
 * //   logo: { url: 'https://…/logo.svg', altText: 'Aby BK' } }
 * await admin.settings.update(storeId, { ...change }, etag); // @clubshop/api-sdk/admin
 */
export function themeToSettings(theme: ClubTheme): ThemeSettingsChange {
  const change: ThemeSettingsChange = {
    theming: {
      primaryColor: colourOf(theme.primaryColor),
      secondaryColor: colourOf(theme.secondaryColor),
      textColor: colourOf(theme.textColor),
      fontFamily: theme.fontFamily?.trim() ?? '',
    },
  };
  const url = theme.logo?.url.trim();
  if (url) change.logo = { url, altText: theme.logo?.altText?.trim() || theme.siteName?.trim() || '' };
  return change;
}
