import { themeFromSettings, themeToCss } from '@clubshop/theming';
import type { StorefrontPlatform } from '../app/platform.ts';
import { sanitizeHtmlOnServer } from '../content/sanitize-html.server.ts';

type ThemeStyle = { name: string; css: string };

/**
 * The theme style of each settings answer: the settings are shared by the requests of a few
 * seconds (ssr/shared-answers.ts), so their theme is resolved and written as CSS once.
 */
const themeStyles = new WeakMap<object, ThemeStyle>();

function themeStyleOf(settings: object | undefined): ThemeStyle {
  const known = settings && themeStyles.get(settings);
  if (known) return known;
  const theme = themeFromSettings(settings ?? {});
  const style = { name: theme.themeName ?? 'default', css: themeToCss(theme) };
  if (settings) themeStyles.set(settings, style);
  return style;
}

/** The server's platform: DOMPurify over jsdom, and the club theme resolved into CSS here. */
export const serverPlatform: StorefrontPlatform = {
  sanitizeHtml: async (html) => sanitizeHtmlOnServer(html),
  themeStyle: themeStyleOf,
};
