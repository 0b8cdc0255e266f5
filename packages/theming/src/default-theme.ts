import type { ClubTheme } from './club-theme.ts';

/**
 * The theme used for anything a club does not set, or sets to a value that cannot be parsed:
 * a neutral navy and gold on white, AA-readable.
 */
export const defaultTheme = {
  themeName: 'default',
  siteName: 'ClubShop',
  primaryColor: '#1f3a93',
  secondaryColor: '#f2c14e',
  textColor: '#1b1b1b',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const satisfies Required<Omit<ClubTheme, 'logo' | 'icons'>>;
