import type { ClubSettings } from '@clubshop/api-sdk';
import { createContext, useContext } from 'react';

/**
 * What the shop needs from the environment it runs in that differs between the browser and the
 * server. Given once to `<App>`; the browser's by default.
 */
export interface StorefrontPlatform {
  /**
   * Makes content-service HTML safe to render (scripts, handlers, `javascript:` URLs, forms and
   * inline styles removed). Asynchronous, so the sanitiser loads only when content needs it: in
   * the browser DOMPurify in a chunk of its own, on the server DOMPurify over a jsdom window.
   */
  sanitizeHtml(html: string): Promise<string>;
  /**
   * The club theme of a site's settings as a stylesheet of CSS custom properties, and its name:
   * on the server, which writes it into the page's head. The browser has none: the page it
   * hydrates already wears the theme, so the colour maths never reach its bundle.
   */
  themeStyle?: ((settings: ClubSettings | undefined) => { name: string; css: string }) | undefined;
}

/** The browser's platform: DOMPurify from its own chunk, loaded on the first rich text. */
export const browserPlatform: StorefrontPlatform = {
  sanitizeHtml: async (html) => (await import('../content/sanitize-html.ts')).sanitizeHtml(html),
};

/** The platform of the nearest provider. */
export const PlatformContext = createContext<StorefrontPlatform>(browserPlatform);

/** The platform the shop runs on (see {@link StorefrontPlatform}). */
export function usePlatform(): StorefrontPlatform {
  return useContext(PlatformContext);
}
