import { themeFromSettings, themeToCss } from '@clubshop/theming';
import type { StorefrontPlatform } from '../app/platform.ts';
import { sanitizeHtmlOnServer } from '../content/sanitize-html.server.ts';

/** The server's platform: DOMPurify over jsdom, and the club theme resolved into CSS here. */
export const serverPlatform: StorefrontPlatform = {
  sanitizeHtml: async (html) => sanitizeHtmlOnServer(html),
  themeStyle: (settings) => {
    const theme = themeFromSettings(settings ?? {});
    return { name: theme.themeName ?? 'default', css: themeToCss(theme) };
  },
};
